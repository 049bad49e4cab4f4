package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"time"

	"github.com/cgtgo/cgtgo/cgt"
)

// ProOptions configure RunPro.
type ProOptions struct {
	// Jobs is the number of games analysed at once (0: one per CPU).
	Jobs int
	// PerGame bounds the work on one game, for cgtgo and for the baseline
	// engine alike (0: 2 minutes). A game over it is abandoned, never
	// compared.
	PerGame time.Duration
	// Files, when set, limits the run to these files (relative to the
	// folder); else every .sgf under it.
	Files []string
	// Sample, when positive, keeps only this many files, evenly spaced in
	// name order (a deterministic sample).
	Sample int
	// Baseline is the command line of a GTP engine whose final_score (after
	// loadsgf of each record) is measured in the same run ("" for none),
	// e.g. DefaultGNUGo. See baselineCommand for the rules it is given.
	Baseline string
	// Endgame adds, for each game, the first move after which the board
	// decomposes completely, the optimal result from there and each side's
	// losses after it (slow: minutes per game).
	Endgame bool
	// LifeBefore lists numbers of moves before the end of each record at
	// which the life-and-death judgement is checked against what the
	// record says became of the stones (LifeTally); empty: not checked.
	LifeBefore []int
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
	// Scoring is the counting of the record (from RU, else from KM).
	Scoring string `json:"scoring,omitempty"`
	// Count is cgtgo's count of the final position with the player to
	// move (strategy.CountPosition: dead stones, seki, and the optimal
	// result of the dame, teire and kos left); CountExact says every part
	// still to be played was searched to the end; CountDiff is Count -
	// Actual.
	Count      string `json:"count,omitempty"`
	CountExact bool   `json:"count_exact,omitempty"`
	CountDiff  string `json:"count_diff,omitempty"`
	// Dead, Seki and Unsettled are the numbers of stones so judged.
	Dead      int `json:"dead"`
	Seki      int `json:"seki,omitempty"`
	Unsettled int `json:"unsettled,omitempty"`
	// CountMillis is the time of the count alone.
	CountMillis int64 `json:"count_ms"`
	// Abandoned says cgtgo's count ran over the per-game budget: the game
	// is not compared.
	Abandoned bool `json:"abandoned,omitempty"`
	// Baseline is the baseline engine's final_score, BaselineDiff its
	// difference to RE, BaselineAbandoned that it ran over the budget and
	// BaselineError why it could not count.
	Baseline          string `json:"baseline,omitempty"`
	BaselineDiff      string `json:"baseline_diff,omitempty"`
	BaselineAbandoned bool   `json:"baseline_abandoned,omitempty"`
	BaselineError     string `json:"baseline_error,omitempty"`
	// The endgame analysis (ProOptions.Endgame). Decomposable says a
	// position of the game splits completely into regions the analyzer
	// can value; FirstMove is the number of the move after which the board
	// decomposes and stays so until the end.
	Decomposable bool   `json:"decomposable,omitempty"`
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
	// FinalScore and FinalAnalysis are the count (kept under their former
	// names: one count backs them all); FinalScoreAgrees and FinalAgrees
	// say it equals RE.
	FinalScore       string `json:"final_score,omitempty"`
	FinalScoreAgrees bool   `json:"final_score_agrees"`
	FinalAnalysis    string `json:"final_analysis,omitempty"`
	FinalAgrees      bool   `json:"final_agrees"`
	Error            string `json:"error,omitempty"`
	Millis           int64  `json:"ms"`
	// LifeBefore is the judgement before the end (ProOptions.LifeBefore).
	LifeBefore []LifeBefore `json:"life_before,omitempty"`

	diff, baseDiff        cgt.Rational
	hasDiff, hasBaseDiff  bool
	hasCount, hasBaseline bool
	endgameDiff           cgt.Rational
	hasEndgameDiff        bool
}

// Accuracy is how often one counter's final count met RE.
type Accuracy struct {
	// Compared is the number of games by points that were counted within
	// the budget.
	Compared int `json:"compared"`
	// Exact, Within1 and Within5 count the games whose count is RE, or
	// differs from it by at most 1 or 5 points.
	Exact   int `json:"exact"`
	Within1 int `json:"within_1"`
	Within5 int `json:"within_5"`
	// Errors counts the games it could not count (an error or a failed
	// command); Abandoned those over the budget.
	Errors    int `json:"errors"`
	Abandoned int `json:"abandoned"`
}

// add records one game's difference to RE.
func (a *Accuracy) add(diff cgt.Rational) {
	a.Compared++
	d := absRat(diff)
	if d.Sign() == 0 {
		a.Exact++
	}
	if d.Cmp(cgt.RationalFromInt(1)) <= 0 {
		a.Within1++
	}
	if d.Cmp(cgt.RationalFromInt(5)) <= 0 {
		a.Within5++
	}
}

// ProReport is the outcome of RunPro, sorted by file name.
type ProReport struct {
	Dir   string    `json:"dir"`
	Games []ProGame `json:"games"`
	// ByPoints counts the games whose RE gives a margin.
	ByPoints int `json:"by_points"`
	// Count is cgtgo's accuracy; Baseline the baseline engine's, when one
	// was given (BaselineName is its command line).
	Count        Accuracy  `json:"count"`
	BaselineName string    `json:"baseline_name,omitempty"`
	Baseline     *Accuracy `json:"baseline,omitempty"`
	// CountMedianMillis and CountMaxMillis are the median and worst time
	// of cgtgo's count of one final position.
	CountMedianMillis int64 `json:"count_median_ms"`
	CountMaxMillis    int64 `json:"count_max_ms"`
	// The endgame analysis totals (ProOptions.Endgame).
	Endgame      bool   `json:"endgame,omitempty"`
	Decomposable int    `json:"decomposable,omitempty"`
	Compared     int    `json:"compared,omitempty"`
	MeanAbsDiff  string `json:"mean_abs_diff,omitempty"`
	Reversed     int    `json:"reversed,omitempty"`
	Abandoned    int    `json:"abandoned"`
	// FinalScoreAgrees and FinalAgrees count the games (by points) whose
	// count equals RE (the same figure as Count.Exact, under the former
	// names).
	FinalScoreAgrees int   `json:"final_score_agrees"`
	FinalAgrees      int   `json:"final_agrees"`
	Millis           int64 `json:"ms"`
	// LifeBefore sums the games' LifeBefore; LifeBeforeRecords counts the
	// records judged.
	LifeBefore        []LifeBefore `json:"life_before,omitempty"`
	LifeBeforeRecords int          `json:"life_before_records,omitempty"`
}

// RunPro measures the count of professional records (see ProGame): for
// each record, cgtgo's count of its final position with the record's komi
// and rules (strategy.CountPosition) against RE, and, with opt.Baseline,
// the baseline engine's final_score on the same file in the same run; with
// opt.Endgame, the endgame analysis too.
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
	var base *baseline
	if opt.Baseline != "" {
		var err error
		if base, err = newBaseline(opt.Baseline); err != nil {
			return nil, err
		}
	}
	prog := NewProgress(opt.Progress, "pro", len(files))
	var done func()
	if prog != nil {
		done = prog.Done
	}
	games := runParallel(ctx, files, opt.Jobs, done, func(ctx context.Context, rel string) ProGame {
		return analyseWithin(ctx, dir, rel, per, base, opt.Endgame, opt.LifeBefore)
	})
	rep := &ProReport{Dir: dir, Games: games, Endgame: opt.Endgame}
	if base != nil {
		rep.BaselineName = base.command
		rep.Baseline = &Accuracy{}
	}
	rep.total()
	rep.Millis = time.Since(start).Milliseconds()
	return rep, nil
}

// total fills the report's totals from its games.
func (rep *ProReport) total() {
	sum := cgt.RationalFromInt(0)
	var times []int64
	for _, g := range rep.Games {
		if g.ByPoints {
			rep.ByPoints++
		}
		switch {
		case g.Abandoned:
			rep.Count.Abandoned++
			rep.Abandoned++
		case g.hasDiff:
			rep.Count.add(g.diff)
		case g.ByPoints && !g.hasCount:
			rep.Count.Errors++
		}
		if g.hasCount {
			times = append(times, g.CountMillis)
		}
		if rep.Baseline != nil && g.ByPoints {
			switch {
			case g.BaselineAbandoned:
				rep.Baseline.Abandoned++
			case g.hasBaseDiff:
				rep.Baseline.add(g.baseDiff)
			default:
				rep.Baseline.Errors++
			}
		}
		if g.Decomposable {
			rep.Decomposable++
		}
		if g.hasEndgameDiff {
			rep.Compared++
			sum = sum.Add(absRat(g.endgameDiff))
		}
		if g.Reversed {
			rep.Reversed++
		}
		if g.FinalAgrees {
			rep.FinalAgrees++
		}
		if g.FinalScoreAgrees {
			rep.FinalScoreAgrees++
		}
		if len(g.LifeBefore) > 0 {
			rep.LifeBeforeRecords++
			rep.LifeBefore = addLifeBefore(rep.LifeBefore, g.LifeBefore)
		}
	}
	if rep.Compared > 0 {
		rep.MeanAbsDiff = sum.Quo(cgt.RationalFromInt(int64(rep.Compared))).MixedString()
	}
	if len(times) > 0 {
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		rep.CountMedianMillis = times[len(times)/2]
		rep.CountMaxMillis = times[len(times)-1]
	}
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
func analyseWithin(ctx context.Context, dir, rel string, per time.Duration, base *baseline, endgame bool, backs []int) ProGame {
	start := time.Now()
	gctx, cancel := context.WithTimeout(ctx, per)
	ch := make(chan ProGame, 1)
	go func() {
		defer cancel()
		ch <- analyseRecord(gctx, dir, rel, per, base, endgame, backs)
	}()
	grace := time.NewTimer(2*per + 10*time.Second)
	defer grace.Stop()
	select {
	case g := <-ch:
		return g
	case <-grace.C:
		return ProGame{File: filepath.ToSlash(rel), Abandoned: true, BaselineAbandoned: base != nil, Millis: time.Since(start).Milliseconds(),
			Error: fmt.Sprintf("%s: abandoned after %s: the analysis did not stop at its budget of %s", rel, time.Since(start).Round(time.Second), per)}
	}
}
