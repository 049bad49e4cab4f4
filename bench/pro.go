package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// ProOptions configure RunPro.
type ProOptions struct {
	// Jobs is the number of games analysed at once (0: one per CPU).
	Jobs int
	// PerGame bounds the work on one game (0: 2 minutes).
	PerGame time.Duration
	// Files, when set, limits the run to these files (relative to the
	// folder); else every .sgf under it.
	Files []string
	// Sample, when positive, keeps only this many files, evenly spaced in
	// name order (a deterministic sample).
	Sample int
	// Progress receives progress reports (nil: none).
	Progress io.Writer
}

// sample returns n items of sorted evenly spaced over it (all of them
// when n <= 0 or n >= len(sorted)).
func sample(sorted []string, n int) []string {
	if n <= 0 || n >= len(sorted) {
		return sorted
	}
	out := make([]string, n)
	for i := range out {
		out[i] = sorted[i*len(sorted)/n]
	}
	return out
}

// ProGame is the outcome of one professional record. Margins are Black
// minus White with komi, as mixed numbers.
type ProGame struct {
	File   string `json:"file"`
	Moves  int    `json:"moves"`
	Actual string `json:"actual,omitempty"`
	// ByPoints says RE gives a margin (not a resignation or time win).
	ByPoints bool `json:"by_points"`
	// Decomposable says a position of the game splits completely into
	// regions the analyzer can value; FirstMove is the number of the move
	// after which the board decomposes and stays so until the end.
	Decomposable bool   `json:"decomposable"`
	FirstMove    int    `json:"first_move,omitempty"`
	Predicted    string `json:"predicted,omitempty"`
	// PredictedExact says the prediction is an optimal result (every
	// region exact), not an estimate.
	PredictedExact bool `json:"predicted_exact,omitempty"`
	// Diff is Predicted - Actual.
	Diff string `json:"diff,omitempty"`
	// Reversed says the prediction and RE name different winners.
	Reversed  bool   `json:"reversed,omitempty"`
	LostBlack string `json:"lost_black,omitempty"`
	LostWhite string `json:"lost_white,omitempty"`
	// FinalScore is the count of the final position (board.Score) with
	// the dead stones decided by decompose; FinalScoreAgrees says it
	// equals RE.
	FinalScore       string `json:"final_score,omitempty"`
	FinalScoreAgrees bool   `json:"final_score_agrees"`
	// FinalAnalysis is the analyzer's result of the final position when
	// it decomposes: the dead stones plus the value of every region left
	// (strategy.AnalyzePosition, the real player to move); FinalAgrees
	// says the analyzer's verdict, FinalAnalysis when there is one, else
	// FinalScore, equals RE.
	FinalAnalysis string `json:"final_analysis,omitempty"`
	FinalAgrees   bool   `json:"final_agrees"`
	// Abandoned says the analysis overran its budget by far (some step
	// did not watch its context) and the run went on without it.
	Abandoned bool   `json:"abandoned,omitempty"`
	Error     string `json:"error,omitempty"`
	Millis    int64  `json:"ms"`

	diff    cgt.Rational
	hasDiff bool
}

// ProReport is the outcome of RunPro, sorted by file name.
type ProReport struct {
	Dir   string    `json:"dir"`
	Games []ProGame `json:"games"`
	// Totals.
	ByPoints     int    `json:"by_points"`
	Decomposable int    `json:"decomposable"`
	Compared     int    `json:"compared"`
	MeanAbsDiff  string `json:"mean_abs_diff"`
	Reversed     int    `json:"reversed"`
	Abandoned    int    `json:"abandoned"`
	// FinalScoreAgrees and FinalAgrees count the games (by points) whose
	// final count, and the analyzer's verdict on the final position,
	// equal RE.
	FinalScoreAgrees int   `json:"final_score_agrees"`
	FinalAgrees      int   `json:"final_agrees"`
	Millis           int64 `json:"ms"`
}

// RunPro analyses professional records (see ProGame): for each game the
// first move of the final run of positions that decompose completely
// (decompose.Decomposition.Complete, with stones of two-eyed blocks with 2
// liberties assumed safe), the optimal result from there with the real
// player to move, komi and rules of the record (strategy.AnalyzePosition),
// each side's losses after it (strategy.Review), and the count of the final
// position with the analyzer's dead stones (board.Score).
func RunPro(ctx context.Context, dir string, opt ProOptions) (*ProReport, error) {
	start := time.Now()
	files := opt.Files
	if files == nil {
		var err error
		if files, err = FindSGF(dir); err != nil {
			return nil, err
		}
	}
	files = append([]string(nil), files...)
	sort.Strings(files)
	files = sample(files, opt.Sample)
	if len(files) == 0 {
		return nil, fmt.Errorf("no .sgf record under %s", dir)
	}
	per := opt.PerGame
	if per <= 0 {
		per = 2 * time.Minute
	}
	prog := NewProgress(opt.Progress, "pro", len(files))
	var done func()
	if prog != nil {
		done = prog.Done
	}
	games := runParallel(ctx, files, opt.Jobs, done, func(ctx context.Context, rel string) ProGame {
		return analyseWithin(ctx, dir, rel, per)
	})
	rep := &ProReport{Dir: dir, Games: games}
	sum := cgt.RationalFromInt(0)
	for _, g := range games {
		if g.ByPoints {
			rep.ByPoints++
		}
		if g.Decomposable {
			rep.Decomposable++
		}
		if g.hasDiff {
			rep.Compared++
			sum = sum.Add(absRat(g.diff))
		}
		if g.Reversed {
			rep.Reversed++
		}
		if g.Abandoned {
			rep.Abandoned++
		}
		if g.FinalAgrees {
			rep.FinalAgrees++
		}
		if g.FinalScoreAgrees {
			rep.FinalScoreAgrees++
		}
	}
	if rep.Compared > 0 {
		rep.MeanAbsDiff = sum.Quo(cgt.RationalFromInt(int64(rep.Compared))).MixedString()
	}
	rep.Millis = time.Since(start).Milliseconds()
	return rep, nil
}

func absRat(r cgt.Rational) cgt.Rational {
	if r.Sign() < 0 {
		return r.Neg()
	}
	return r
}

// analyseWithin runs analyseRecord with the budget per; when the analysis
// overruns it by far (twice the budget plus 10 s: a step that does not
// watch its context), the game is reported as abandoned and the run goes
// on; the stray analysis ends on its own later.
func analyseWithin(ctx context.Context, dir, rel string, per time.Duration) ProGame {
	start := time.Now()
	gctx, cancel := context.WithTimeout(ctx, per)
	ch := make(chan ProGame, 1)
	go func() {
		defer cancel()
		ch <- analyseRecord(gctx, dir, rel)
	}()
	grace := time.NewTimer(2*per + 10*time.Second)
	defer grace.Stop()
	select {
	case g := <-ch:
		return g
	case <-grace.C:
		return ProGame{File: filepath.ToSlash(rel), Abandoned: true, Millis: time.Since(start).Milliseconds(),
			Error: fmt.Sprintf("%s: abandoned after %s: the analysis did not stop at its budget of %s", rel, time.Since(start).Round(time.Second), per)}
	}
}

// analyseRecord does the work of RunPro on one file.
func analyseRecord(ctx context.Context, dir, rel string) (g ProGame) {
	start := time.Now()
	g.File = filepath.ToSlash(rel)
	defer func() { g.Millis = time.Since(start).Milliseconds() }()
	fail := func(err error) ProGame {
		g.Error = err.Error()
		return g
	}
	trees, err := sgf.ParseFile(filepath.Join(dir, rel))
	if err != nil {
		return fail(err)
	}
	if len(trees) == 0 {
		return fail(fmt.Errorf("%s: no game tree", rel))
	}
	root := trees[0]
	rules, scoring := board.RulesOf(root)
	komi, _, err := sgf.KomiHalfPoints(root)
	if err != nil {
		return fail(fmt.Errorf("%s: komi: %w", rel, err))
	}
	var actual cgt.Rational
	if res, ok, rerr := sgf.GameResult(root); rerr == nil && ok && res.HasMargin && (res.Winner == sgf.Black || res.Winner == sgf.White) {
		g.ByPoints = true
		actual = cgt.RationalFromFrac(int64(res.HalfPoints), 2)
		if res.Winner == sgf.White {
			actual = actual.Neg()
		}
		g.Actual = actual.MixedString()
	}
	final, err := board.FromSGF(root, -1, rules)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", rel, err))
	}
	moves := final.Moves()
	g.Moves = len(moves)
	dopt := decompose.Options{AssumeSafeLiberties: 2}
	sopt := strategy.Options{Scoring: scoring, KomiHalf: komi, Decompose: dopt, Cache: strategy.NewRegionCache(0)}
	finalD, finalErr := decompose.Decompose(ctx, final, dopt)
	if finalErr == nil {
		countFinal(&g, final, finalD, sopt, actual)
	}
	// The analyzer's verdict on the final position comes last, with a
	// budget of its own (a quarter of the game's), whatever happened before.
	defer func() {
		if finalErr == nil && finalD.Complete() {
			fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), finalBudget(ctx))
			defer cancel()
			if parent := ctx.Err(); parent == nil || parent == context.DeadlineExceeded {
				analyseFinal(fctx, &g, final, sopt, actual)
			}
		}
	}()
	// The final run of decomposable positions, scanning back from the end.
	first := -1
	for n := len(moves); n >= 0; n-- {
		if ctx.Err() != nil {
			return fail(fmt.Errorf("%s: budget ran out while decomposing: %w", rel, ctx.Err()))
		}
		b, berr := board.FromSGF(root, n, rules)
		if berr != nil {
			return fail(fmt.Errorf("%s: %w", rel, berr))
		}
		d, derr := decompose.Decompose(ctx, b, dopt)
		if derr != nil || !d.Complete() {
			break
		}
		first = n
	}
	if first < 0 {
		return g
	}
	g.Decomposable, g.FirstMove = true, first
	start0, err := board.FromSGF(root, first, rules)
	if err != nil {
		return fail(fmt.Errorf("%s: %w", rel, err))
	}
	pa, err := strategy.AnalyzePosition(ctx, start0.Copy(), sopt)
	if err != nil {
		return fail(fmt.Errorf("%s: analysis after move %d: %w", rel, first, err))
	}
	pred := pa.BlackFirst
	if start0.ToMove() == board.White {
		pred = pa.WhiteFirst
	}
	g.Predicted, g.PredictedExact = pred.MixedString(), pa.Exact
	if g.ByPoints {
		g.diff, g.hasDiff = pred.Sub(actual), true
		g.Diff = g.diff.MixedString()
		g.Reversed = pred.Sign()*actual.Sign() < 0
	}
	rev, err := strategy.Review(ctx, start0, moves[first:], sopt)
	if err != nil {
		g.Error = fmt.Sprintf("%s: review after move %d: %v", rel, first, err)
		return g
	}
	g.LostBlack, g.LostWhite = rev.LostBlack.MixedString(), rev.LostWhite.MixedString()
	return g
}

// finalBudget is the time given to the analysis of the final position: a
// quarter of what ctx had when the game started (ctx's deadline minus the
// start is not known here, so a quarter of the time left, at least a
// second, or 30 s without a deadline).
func finalBudget(ctx context.Context) time.Duration {
	if dl, ok := ctx.Deadline(); ok {
		return max(time.Until(dl)/4, time.Second)
	}
	return 30 * time.Second
}

// countFinal fills the count of the final position with decompose's dead
// stones.
func countFinal(g *ProGame, final *board.Board, d *decompose.Decomposition, sopt strategy.Options, actual cgt.Rational) {
	if r, err := board.Score(final, d.Dead, sopt.Scoring, sopt.KomiHalf); err == nil {
		fs := cgt.RationalFromFrac(int64(r.MarginHalf()), 2)
		g.FinalScore = fs.MixedString()
		g.FinalScoreAgrees = g.ByPoints && fs.Equal(actual)
		g.FinalAgrees = g.FinalScoreAgrees
	}
}

// analyseFinal fills the analyzer's result of the final position (dead
// stones plus the value of each region) with the player to move.
func analyseFinal(ctx context.Context, g *ProGame, final *board.Board, sopt strategy.Options, actual cgt.Rational) {
	pa, err := strategy.AnalyzePosition(ctx, final.Copy(), sopt)
	if err != nil {
		return
	}
	fa := pa.BlackFirst
	if final.ToMove() == board.White {
		fa = pa.WhiteFirst
	}
	g.FinalAnalysis = fa.MixedString()
	g.FinalAgrees = g.ByPoints && fa.Equal(actual)
}
