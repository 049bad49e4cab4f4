// Package regressgen builds the regression tests of real late positions
// (testdata/regress/pro-late.tst): positions a few moves before the end of
// the professional records of ../shared/data, each with the set of optimal
// moves found by an independent whole-board search (internal/wholeboard,
// which shares only package board with the engine) and a comment that
// writes the check out. The records stay where they are: the tests load
// them with loadsgf.
package regressgen

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// Options bound the search of one position.
type Options struct {
	// MaxOpen is the largest number of open points (empty points outside
	// settled territory) searched.
	MaxOpen int
	// Nodes is the node limit of each whole-board search.
	Nodes int
}

// Test is one regression test: the position before move Before of the
// record File (a path relative to the shared data folder), Color to move,
// under Rules ("japanese" or "chinese"), and its optimal moves.
type Test struct {
	File   string
	Before int
	Color  board.Color
	Rules  string
	// Open are the empty points of the regions in play, where the search
	// plays (and on their stones' points once captured).
	Open []board.Point
	// Value is the optimal result with Color to move (Black minus White,
	// komi not included, prisoners taken from now on included under
	// territory scoring); Optimal the moves that reach it.
	Value   int
	Optimal []board.Point
	// NextMove and NextValue are the best move that does not reach it,
	// and its result (NextMove is board.Pass when only passing is left).
	NextMove  board.Point
	NextValue int
	// Assumed are the blocks taken as safe by assumption (not proved),
	// named by a stone.
	Assumed []board.Point
	// Nodes is the number of positions the searches visited.
	Nodes int
	// Ko says that a region in play is a ko (decompose.Ko).
	Ko   bool
	size int
}

// Build looks at the position before move `before` of root (the record
// at file) with toMove to play (genmove may ask for either colour) and
// returns its test when the position decomposes into settled
// territory and at most opt.MaxOpen open points, every search finishes
// within opt.Nodes, passing is not optimal, and the optimal moves are at
// most half of the legal ones; otherwise the reason it was left out.
func Build(ctx context.Context, root *sgf.Node, file string, before int, toMove board.Color, opt Options) (*Test, string) {
	rules, scoring := board.RulesOf(root)
	b, err := board.FromSGF(root, before-1, rules)
	if err != nil {
		return nil, err.Error()
	}
	b.SetToMove(toMove)
	d, err := decompose.Decompose(ctx, b, decompose.Options{AssumeSafeLiberties: 2})
	if err != nil {
		return nil, err.Error()
	}
	if !d.Complete() {
		return nil, "does not decompose"
	}
	t := &Test{File: file, Before: before, Color: b.ToMove(), Rules: "japanese", size: b.Size()}
	if scoring == board.Area {
		t.Rules = "chinese"
	}
	pos := &wholeboard.Position{Board: b, Eyes: map[board.Point]bool{}, Safe: map[board.Point]bool{}}
	for _, s := range d.Safe {
		pos.Anchors = append(pos.Anchors, s.Stones[0])
		for _, p := range s.Stones {
			pos.Safe[p] = true
		}
		if s.Reason == decompose.ReasonAssumed {
			t.Assumed = append(t.Assumed, s.Stones[0])
		}
	}
	// The search plays only on the points of the regions in play (their
	// empty points, and the points of their unsafe stones once captured):
	// every other point is settled.
	inPlay := map[board.Point]bool{}
	for _, r := range d.Regions {
		if r.Kind == decompose.Ko {
			t.Ko = true
		}
		if r.Kind == decompose.Territory {
			continue
		}
		for _, p := range r.Points {
			inPlay[p] = true
			if b.At(p) == board.Empty {
				t.Open = append(t.Open, p)
			}
		}
	}
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if !inPlay[p] {
			pos.Eyes[p] = true
		}
	}
	if len(t.Open) == 0 || len(t.Open) > opt.MaxOpen {
		return nil, fmt.Sprintf("%d open points", len(t.Open))
	}
	area := scoring == board.Area
	solve := func(p *wholeboard.Position, toMove board.Color) (int, bool) {
		s := wholeboard.NewSolver(p, area, opt.Nodes)
		s.SimpleKo = !area
		v, ok := s.Solve(toMove)
		t.Nodes += s.Nodes
		return v, ok && !s.Cycled()
	}
	v, ok := solve(pos, t.Color)
	if !ok {
		return nil, "search over budget"
	}
	t.Value = v
	sign := 1
	if t.Color == board.White {
		sign = -1
	}
	legal := 0
	bestOther, found := 0, false
	t.NextMove = board.Pass
	for _, p := range t.Open {
		after := b.Copy()
		before := after.Captures(t.Color)
		if after.Play(t.Color, p) != nil {
			continue
		}
		legal++
		taken := 0
		if !area {
			taken = sign * (after.Captures(t.Color) - before)
		}
		ap := &wholeboard.Position{Board: after, Eyes: pos.Eyes, Safe: pos.Safe, Anchors: pos.Anchors}
		w, ok := solve(ap, t.Color.Opponent())
		if !ok {
			return nil, "search over budget"
		}
		w += taken
		switch {
		case w == v:
			t.Optimal = append(t.Optimal, p)
		case !found || sign*w > sign*bestOther:
			bestOther, found, t.NextMove = w, true, p
		}
	}
	// Passing: the opponent may pass back (the game ends at the count) or
	// move; the position after a pass is searched with the opponent to
	// move and a pass just made.
	passed := b.Copy()
	_ = passed.Play(t.Color, board.Pass)
	pv, ok := solve(&wholeboard.Position{Board: passed, Eyes: pos.Eyes, Safe: pos.Safe, Anchors: pos.Anchors}, t.Color.Opponent())
	if !ok {
		return nil, "search over budget"
	}
	if pv == v {
		return nil, "passing is optimal"
	}
	if !found || sign*pv > sign*bestOther {
		bestOther, t.NextMove = pv, board.Pass
	}
	t.NextValue = bestOther
	if len(t.Optimal) == 0 || 2*len(t.Optimal) > legal {
		return nil, fmt.Sprintf("%d optimal of %d legal moves", len(t.Optimal), legal)
	}
	sort.Slice(t.Optimal, func(i, j int) bool { return t.Optimal[i] < t.Optimal[j] })
	return t, ""
}

// Lines returns the test's lines of a GoGui regression file, number n:
// the comment that writes the check out, the rules, loadsgf (dataDir is
// the shared data folder as the file names it) and reg_genmove with its
// expected answers, marked as an expected failure when expectFail.
func (t *Test) Lines(n int, dataDir string, expectFail bool) []string {
	star := ""
	if expectFail {
		star = "*"
	}
	v := func(ps []board.Point) string {
		s := make([]string, len(ps))
		for i, p := range ps {
			s[i] = p.Vertex(t.size)
		}
		return strings.Join(s, " ")
	}
	score := func(x int) string {
		switch {
		case x > 0:
			return fmt.Sprintf("B+%d", x)
		case x < 0:
			return fmt.Sprintf("W+%d", -x)
		}
		return "0"
	}
	counting := "territory counting, prisoners from now on included"
	if t.Rules == "chinese" {
		counting = "area counting"
	}
	assumed := "none"
	if len(t.Assumed) > 0 {
		assumed = v(t.Assumed)
	}
	next := t.NextMove.Vertex(t.size)
	out := []string{
		fmt.Sprintf("# %s before move %d, %s to move, %s rules.", t.File, t.Before, t.Color.Name(), t.Rules),
		fmt.Sprintf("# Check: whole-board alpha-beta search (internal/wholeboard; %d positions) over the %d open points %s,",
			t.Nodes, len(t.Open), v(t.Open)),
		fmt.Sprintf("# the other empty points settled territory; blocks safe by proof or by the 2-liberty rule (assumed: %s)."+
			" Moves only in the regions in play. Result with best play, %s, komi aside: %s.", assumed, counting, score(t.Value)),
		fmt.Sprintf("# It is reached by %s; the best other choice, %s, gives %s (%d points less).",
			v(t.Optimal), next, score(t.NextValue), abs(t.Value-t.NextValue)),
		"kgs-rules " + t.Rules,
		fmt.Sprintf("loadsgf %s/%s %d", dataDir, t.File, t.Before),
		fmt.Sprintf("%d reg_genmove %s", n, t.Color.Name()),
		"#? [" + strings.ReplaceAll(v(t.Optimal), " ", "|") + "]" + star,
		"",
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
