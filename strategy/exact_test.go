package strategy

import (
	"context"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
	"github.com/cgtgo/cgtgo/valuation"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// playExact plays pos to the end with both sides choosing by ExactChoice,
// first colour first, re-valuing a region after each move in it. It returns
// the final score (Black minus White, prisoners included under territory
// scoring), the stop promised by the first choice, and false if a region held
// a ko (not an exact value).
func playExact(t *testing.T, pos *wholeboard.Position, scoring board.Scoring, first board.Color) (final int, promised cgt.Rational, ok bool) {
	t.Helper()
	ctx := context.Background()
	opt := valuation.Options{Scoring: scoring}
	b := pos.Board.Copy()
	regions := pos.Regions()
	comps := make([]Component, len(regions))
	revalue := func(i int) bool {
		comp, a, err := RegionComponent(ctx, b, regions[i], opt)
		if err != nil {
			t.Fatalf("valuing region %d: %v\n%s", i, err, b)
		}
		comps[i] = comp
		// Positions with kos are left out: this play-out lifts the ko ban
		// before every move, so a ko would be fought without one.
		return a.Exact && !a.Ko
	}
	for i := range regions {
		if !revalue(i) {
			return 0, cgt.Rational{}, false
		}
	}
	settled := cgt.Zero()
	if scoring == board.Area {
		settled = cgt.Int(int64(pos.SafeStoneCount()))
	}
	c := first
	passes := 0
	for moveNo := 0; passes < 2; moveNo++ {
		if moveNo > 200 {
			t.Fatalf("game does not end\n%s", b)
		}
		ch, err := ExactChoice(ctx, comps, settled, c)
		if err != nil {
			t.Fatalf("ExactChoice: %v", err)
		}
		if moveNo == 0 {
			promised = ch.Stop
		}
		if ch.Pass {
			passes++
		} else {
			passes = 0
			b.ClearKoBan()
			b.SetToMove(c)
			if err := b.Play(c, ch.Move.Point); err != nil {
				t.Fatalf("exact play chose an illegal move %s: %v\n%s", ch.Move.Point.Vertex(b.Size()), err, b)
			}
			if !revalue(ch.Component) {
				return 0, cgt.Rational{}, false
			}
		}
		c = c.Opponent()
	}
	counted := *pos
	counted.Board = b
	final = counted.Count(scoring == board.Area)
	if scoring == board.Territory {
		final += b.Captures(board.Black) - b.Captures(board.White)
	}
	return final, promised, true
}

// TestExactPlayEqualsWholeBoard: exact play by both sides reaches exactly
// the whole-board optimum (alpha-beta, internal/wholeboard), with either
// colour first, under both scorings (issue 8). 50 positions with
// CGTGO_LONG=1, 20 by default, the first 8 of them under the race detector
// (testenv.RaceCount).
func TestExactPlayEqualsWholeBoard(t *testing.T) {
	positions := 50
	if testenv.Reduced() {
		positions = testenv.RaceCount(20, 8)
	}
	rng := rand.New(rand.NewSource(11))
	checked, skipped := 0, 0
	for checked < positions {
		pos, ok := wholeboard.Random(rng, 5, 7, 28)
		if !ok {
			continue
		}
		contested, empty := pos.Contested()
		if len(contested) < 2 || empty > 14 || empty == 0 {
			continue
		}
		allExact := true
		for _, scoring := range []board.Scoring{board.Territory, board.Area} {
			for _, first := range []board.Color{board.Black, board.White} {
				got, promised, ok := playExact(t, pos, scoring, first)
				if !ok {
					allExact = false
					break
				}
				want, done := wholeboard.NewSolver(pos, scoring == board.Area, 3_000_000).Solve(first)
				if !done {
					allExact = false
					break
				}
				if got != want || promised.Cmp(cgt.RationalFromInt(int64(want))) != 0 {
					t.Fatalf("%v scoring, %v first: exact play ends at %d (promised %s), whole-board optimum %d\n%s",
						scoring, first.Name(), got, promised, want, pos.Board)
				}
			}
			if !allExact {
				break
			}
		}
		if allExact {
			checked++
		} else {
			skipped++
		}
	}
	t.Logf("exact play matched whole-board alpha-beta on %d positions (both colours first, both scorings); %d skipped (kos)", checked, skipped)
}
