package valuation

import (
	"context"
	"errors"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestRegionSumEqualsWholeBoard is the strongest check of the valuation
// (issue 7): for random small positions walled by unconditionally alive
// stones, the Left stop of the sum of the region values must equal the
// optimal whole-board result with Black to move, and the Right stop the
// result with White to move, under territory and under area scoring. The
// whole-board alpha-beta (internal/wholeboard) shares only package board
// with the valuation.
func TestRegionSumEqualsWholeBoard(t *testing.T) {
	positions := 500
	if testenv.Reduced() {
		positions = 120
	}
	rng := rand.New(rand.NewSource(7))
	checked, kos, tooBig := map[Scoring]int{}, 0, 0
	for checked[Territory] < positions {
		pos, ok := wholeboard.Random(rng, 5, 7, 28)
		if !ok {
			continue
		}
		contested, empty := pos.Contested()
		if len(contested) < 2 || len(contested) > 5 || empty > 14 || empty == 0 {
			continue
		}
		blackFirst, whiteFirst, sums, err := compareWithWholeBoard(pos)
		switch {
		case errors.Is(err, ErrKo):
			kos++
			continue
		case errors.Is(err, errTooBig):
			tooBig++
			continue
		case err != nil:
			t.Fatalf("%v\n%s", err, pos.Board)
		}
		for i, scoring := range []Scoring{Territory, Area} {
			sum := sums[i]
			ls, rs := sum.LeftStop(), sum.RightStop()
			if ls.Cmp(cgt.RationalFromInt(int64(blackFirst[i]))) != 0 || rs.Cmp(cgt.RationalFromInt(int64(whiteFirst[i]))) != 0 {
				t.Fatalf("%v scoring: sum of regions %s has stops %s / %s, whole board gives %d (Black first) / %d (White first)\n%s",
					scoring, sum, ls, rs, blackFirst[i], whiteFirst[i], pos.Board)
			}
			checked[scoring]++
		}
	}
	t.Logf("checked %d positions under territory and %d under area scoring; skipped %d with kos, %d too big for the whole-board search",
		checked[Territory], checked[Area], kos, tooBig)
}

var errTooBig = errors.New("whole-board search over its node limit")

// compareWithWholeBoard values the regions of pos under both scorings and
// solves the whole board with each colour first.
func compareWithWholeBoard(pos *wholeboard.Position) (blackFirst, whiteFirst [2]int, sums [2]cgt.Game, err error) {
	for i, scoring := range []Scoring{Territory, Area} {
		sum := cgt.Zero()
		if scoring == Area { // the safe stones themselves count under area scoring
			sum = cgt.Int(int64(pos.SafeStoneCount()))
		}
		for _, r := range pos.Regions() {
			g, err := RegionGame(context.Background(), pos.Board, r, Options{Scoring: scoring})
			if err != nil {
				return blackFirst, whiteFirst, sums, err
			}
			sum = sum.Add(g)
		}
		sums[i] = sum
		for _, c := range []board.Color{board.Black, board.White} {
			s := wholeboard.NewSolver(pos, scoring == Area, 3_000_000)
			v, ok := s.Solve(c)
			if !ok {
				return blackFirst, whiteFirst, sums, errTooBig
			}
			if c == board.Black {
				blackFirst[i] = v
			} else {
				whiteFirst[i] = v
			}
		}
	}
	return blackFirst, whiteFirst, sums, nil
}
