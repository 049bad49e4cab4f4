package bench

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// The exact review of a professional record (issue 24): from the earliest
// position, scanning back from the end, after which every position of the
// record is solved exactly (the optimal result of the sum of the regions,
// no estimate, no ko left to the threats), each move is judged against the
// exact optimum: the points it lost, and each player's total to the end.

// ExactMistake is one move that lost points against the exact optimum.
type ExactMistake struct {
	File   string `json:"file,omitempty"`
	Move   int    `json:"move"` // move number in the record (1 for the first move)
	Color  string `json:"color"`
	Vertex string `json:"vertex"`
	Loss   string `json:"loss"`
	loss   cgt.Rational
}

// ExactReview is the exact review of one record.
type ExactReview struct {
	// Solved says some position of the record (at the latest its end) is
	// solved exactly; From is the number of moves played before the
	// earliest one of the final run of such positions, Reviewed the moves
	// judged from there.
	Solved   bool `json:"solved"`
	From     int  `json:"from"`
	Reviewed int  `json:"reviewed"`
	// LostBlack and LostWhite add up what each player's moves lost.
	LostBlack string `json:"lost_black"`
	LostWhite string `json:"lost_white"`
	// Mistakes are the moves that lost points, largest first.
	Mistakes []ExactMistake `json:"mistakes,omitempty"`
	// Inexact counts moves whose loss could not be judged exactly (the
	// safety assumptions of the position before and after disagreed).
	Inexact   int `json:"inexact,omitempty"`
	lostB     cgt.Rational
	lostW     cgt.Rational
	hasLosses bool
}

// ReviewExact reviews the main line of root exactly (see ExactReview),
// scanning back at most maxBack moves from the end (0: no limit), with the
// record's rules, scoring and komi and today's safety assumption
// (--assume-safe 2, as cgtgo solve).
func ReviewExact(ctx context.Context, root *sgf.Node, maxBack int) (*ExactReview, error) {
	rules, scoring := board.RulesOf(root)
	komi, _, err := sgf.KomiHalfPoints(root)
	if err != nil {
		return nil, fmt.Errorf("komi: %w", err)
	}
	final, err := board.FromSGF(root, -1, rules)
	if err != nil {
		return nil, err
	}
	moves := final.Moves()
	opt := strategy.Options{Scoring: scoring, KomiHalf: komi, Decompose: decompose.Options{AssumeSafeLiberties: 2},
		Cache: strategy.NewRegionCache(0)}
	rev := &ExactReview{From: -1}
	for n := len(moves); n >= 0 && (maxBack <= 0 || len(moves)-n <= maxBack); n-- {
		if err := ctx.Err(); err != nil {
			break // keep the run found so far
		}
		b, err := board.FromSGF(root, n, rules)
		if err != nil {
			return nil, err
		}
		pa, err := strategy.AnalyzePosition(ctx, b, opt)
		if err != nil || !pa.Exact {
			break
		}
		rev.From = n
	}
	if rev.From < 0 {
		return rev, nil
	}
	rev.Solved = true
	start, err := board.FromSGF(root, rev.From, rules)
	if err != nil {
		return nil, err
	}
	gr, err := strategy.Review(ctx, start, moves[rev.From:], opt)
	if err != nil {
		return nil, fmt.Errorf("review from move %d: %w", rev.From, err)
	}
	for _, mr := range gr.Moves {
		rev.Reviewed++
		if !mr.Exact {
			rev.Inexact++
			continue
		}
		if mr.Move.Color == board.Black {
			rev.lostB = rev.lostB.Add(mr.Loss)
		} else {
			rev.lostW = rev.lostW.Add(mr.Loss)
		}
		if mr.Loss.Sign() > 0 {
			rev.Mistakes = append(rev.Mistakes, ExactMistake{Move: rev.From + mr.Number, Color: mr.Move.Color.Name(),
				Vertex: mr.Move.Point.Vertex(start.Size()), Loss: mr.Loss.MixedString(), loss: mr.Loss})
		}
	}
	sort.SliceStable(rev.Mistakes, func(i, j int) bool { return rev.Mistakes[i].loss.Cmp(rev.Mistakes[j].loss) > 0 })
	rev.LostBlack, rev.LostWhite, rev.hasLosses = rev.lostB.MixedString(), rev.lostW.MixedString(), true
	return rev, nil
}

// ExactReviewTotals sums the exact reviews of a set of records: how many
// were solved exactly at some move, how many moves were judged, the
// distribution of the points lost per game and the largest single
// mistakes.
type ExactReviewTotals struct {
	Records, Solved, Moves int
	// LostPerGame counts the games by the points both players lost
	// together (rounded down to whole points, capped at the last bucket).
	LostPerGame []int
	// Worst are the largest single mistakes over the set.
	Worst []ExactMistake
	// AverageBack is the mean number of moves reviewed per solved game.
	AverageBack float64
}

// exactLostBuckets is the size of ExactReviewTotals.LostPerGame: 0, 1, ...,
// 9 points, and 10 or more.
const exactLostBuckets = 11

// TotalExactReviews sums reviews keyed by file name.
func TotalExactReviews(reviews map[string]*ExactReview, worst int) ExactReviewTotals {
	t := ExactReviewTotals{Records: len(reviews), LostPerGame: make([]int, exactLostBuckets)}
	var files []string
	for f := range reviews {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		r := reviews[f]
		if r == nil || !r.Solved || !r.hasLosses {
			continue
		}
		t.Solved++
		t.Moves += r.Reviewed
		lost := r.lostB.Add(r.lostW).Floor()
		k, _ := lost.Int64()
		t.LostPerGame[min(max(int(k), 0), exactLostBuckets-1)]++
		for _, m := range r.Mistakes {
			m.File = f
			t.Worst = append(t.Worst, m)
		}
	}
	if t.Solved > 0 {
		t.AverageBack = float64(t.Moves) / float64(t.Solved)
	}
	sort.SliceStable(t.Worst, func(i, j int) bool { return t.Worst[i].loss.Cmp(t.Worst[j].loss) > 0 })
	if len(t.Worst) > worst {
		t.Worst = t.Worst[:worst]
	}
	return t
}

// Text prints the totals, one fact per line.
func (t ExactReviewTotals) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "solved exactly at some move: %d of %d records; %d moves judged against the exact optimum (%.1f per game)\n",
		t.Solved, t.Records, t.Moves, t.AverageBack)
	b.WriteString("points lost per game by both players together (from the first exactly solved position to the end):\n")
	for k, n := range t.LostPerGame {
		label := fmt.Sprintf("%d", k)
		if k == exactLostBuckets-1 {
			label = fmt.Sprintf("%d+", k)
		}
		fmt.Fprintf(&b, "  %3s: %d\n", label, n)
	}
	if len(t.Worst) > 0 {
		b.WriteString("largest single mistakes:\n")
		for _, m := range t.Worst {
			fmt.Fprintf(&b, "  %s move %d (%s %s): %s points\n", m.File, m.Move, m.Color, m.Vertex, m.Loss)
		}
	}
	return b.String()
}

// ExactReviewReport is the exact review of every record of a folder.
type ExactReviewReport struct {
	Dir     string                  `json:"dir"`
	Reviews map[string]*ExactReview `json:"reviews"`
	Errors  map[string]string       `json:"errors,omitempty"`
	Totals  ExactReviewTotals       `json:"totals"`
}

// RunExactReviews reviews every .sgf record under dir exactly (see
// ReviewExact), perGame at most per record (0: 2 minutes), sample records
// evenly spaced in name order when sample > 0, and sums them with the
// worst largest single mistakes.
func RunExactReviews(ctx context.Context, dir string, perGame time.Duration, sample, worst int, progress io.Writer) (*ExactReviewReport, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no SGF record in %s", dir)
	}
	sort.Strings(files)
	if sample > 0 && sample < len(files) {
		kept := make([]string, 0, sample)
		for i := 0; i < sample; i++ {
			kept = append(kept, files[i*len(files)/sample])
		}
		files = kept
	}
	if perGame <= 0 {
		perGame = 2 * time.Minute
	}
	rep := &ExactReviewReport{Dir: filepath.ToSlash(dir), Reviews: map[string]*ExactReview{}, Errors: map[string]string{}}
	prog := NewProgress(progress, "exact review", len(files))
	defer prog.Finish()
	for i, f := range files {
		if ctx.Err() != nil {
			break
		}
		name := filepath.Base(f)
		roots, err := sgf.ParseFile(f)
		if err != nil || len(roots) == 0 {
			rep.Errors[name] = fmt.Sprintf("reading: %v", err)
			continue
		}
		gctx, cancel := context.WithTimeout(ctx, perGame)
		r, err := ReviewExact(gctx, roots[0], 0)
		cancel()
		if err != nil {
			rep.Errors[name] = err.Error()
			continue
		}
		rep.Reviews[name] = r
		prog.Set(i+1, "records")
	}
	rep.Totals = TotalExactReviews(rep.Reviews, worst)
	return rep, nil
}

// ExactReviewSection is the report's part of BENCHMARKS.md.
func ExactReviewSection(r *ExactReviewReport, args []string) Section {
	body := "```\n" + r.Totals.Text()
	if len(r.Errors) > 0 {
		body += fmt.Sprintf("records not reviewed (errors): %d\n", len(r.Errors))
	}
	body += "```\n"
	return Section{Name: "exact-review-" + strings.ReplaceAll(r.Dir, "/", "_"),
		Title:   "Points lost by professionals against the exact optimum, " + r.Dir + " (`cgtgo bench pro --exact-review`)",
		Command: "cgtgo bench pro " + strings.Join(args, " "), Machine: ThisMachine(), Date: time.Now(), Body: body}
}
