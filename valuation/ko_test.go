package valuation

import (
	"context"
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestKoRegionsBoundWholeBoard (issue 7): on random walled positions whose
// local games hold kos, the whole-board optimum lies between the results
// implied by phi_R (White has the ko threats) and phi_L (Black has them):
// the stops of the sum with every ko region valued by KoWhite and by
// KoBlack. Positions whose kos do not matter (phi_L = phi_R) must match the
// whole board exactly.
//
// The whole-board oracle plays under the simple ko rule (J), where the
// position, the ko point and the pass flag are the whole state, so its
// transposition table is exact; under positional superko a table keyed by
// the position is unsound when kos are present (the value of a position
// depends on the line that led to it). Positions where the oracle meets a
// longer cycle are skipped. The regions are valued with phi^J accordingly.
// A result outside the bounds fails the test unless some ko region had to
// be valued outside Moews' model for its scoring (territory-scoring kos of
// other shapes than his single ko, sidled without passes and marked as
// estimates): those are counted and logged.
func TestKoRegionsBoundWholeBoard(t *testing.T) {
	positions := 24
	if testing.Short() {
		positions = 8
	}
	rng := rand.New(rand.NewSource(17))
	checked, exact, graphFailed, cycles, outside := 0, 0, 0, 0, 0
	for checked < positions {
		pos, ok := wholeboard.Random(rng, 5, 7, 28)
		if !ok {
			continue
		}
		contested, empty := pos.Contested()
		if len(contested) < 1 || empty > 10 || empty == 0 {
			continue
		}
		for _, scoring := range []Scoring{Territory, Area} {
			sumL, sumR := cgt.Zero(), cgt.Zero()
			if scoring == Area {
				sumL = cgt.Int(int64(pos.SafeStoneCount()))
				sumR = sumL
			}
			hasKo, allExact, model := false, true, true
			var notes []string
			for _, r := range pos.Regions() {
				a, err := Analyze(context.Background(), pos.Board, r, Options{Scoring: scoring, Ko: board.KoSimple})
				if err != nil {
					t.Fatalf("Analyze: %v\n%s", err, pos.Board)
				}
				if a.Approximation != "" {
					notes = append(notes, a.Approximation)
				}
				if strings.Contains(a.Approximation, "without passes") {
					model = false
				}
				if a.Ko {
					hasKo = true
					if a.KoBlack == (cgt.Game{}) && a.KoWhite == (cgt.Game{}) {
						graphFailed++
						allExact = false
						break
					}
					sumL, sumR = sumL.Add(a.KoBlack), sumR.Add(a.KoWhite)
					allExact = allExact && a.Exact
					continue
				}
				sumL, sumR = sumL.Add(a.Value), sumR.Add(a.Value)
			}
			if !hasKo || (!allExact && sumL == sumR) {
				break
			}
			var whole [2]int
			unusable := false
			for i, c := range []board.Color{board.Black, board.White} {
				solver := wholeboard.NewSolver(pos, scoring == Area, 3_000_000)
				solver.SimpleKo = true
				v, done := solver.Solve(c)
				if !done || solver.Cycled() {
					unusable = true
				}
				whole[i] = v
			}
			if unusable {
				cycles++
				break
			}
			within := func(lo, x, hi cgt.Rational) bool { return lo.Cmp(x) <= 0 && x.Cmp(hi) <= 0 }
			bf, wf := cgt.RationalFromInt(int64(whole[0])), cgt.RationalFromInt(int64(whole[1]))
			if !within(sumR.LeftStop(), bf, sumL.LeftStop()) || !within(sumR.RightStop(), wf, sumL.RightStop()) {
				outside++
				checked++
				if outside <= 3 {
					t.Logf("%v scoring: whole board %d / %d (Black / White first) outside phi_R %s (stops %s / %s) .. phi_L %s (stops %s / %s); notes %q\n%s",
						scoring, whole[0], whole[1], sumR, sumR.LeftStop(), sumR.RightStop(), sumL, sumL.LeftStop(), sumL.RightStop(), notes, pos.Board)
				}
				if sumL == sumR {
					t.Fatalf("a ko that does not matter (phi_L = phi_R) must match the whole board exactly")
				}
				if model {
					t.Errorf("outside the bounds although every ko region was valued by Moews' model for its scoring")
				}
				continue
			}
			if sumL == sumR {
				exact++
				if !bf.Equal(sumL.LeftStop()) || !wf.Equal(sumL.RightStop()) {
					t.Fatalf("ko not mattering, yet whole board differs\n%s", pos.Board)
				}
			}
			checked++
		}
	}
	t.Logf("%d position/scoring pairs with kos checked; %d with phi_L = phi_R (exact); %d outside [phi_R, phi_L]; %d ko graphs not valued; %d skipped (long cycles or too big for the oracle)",
		checked, exact, outside, graphFailed, cycles)
}

var _ = errors.Is
