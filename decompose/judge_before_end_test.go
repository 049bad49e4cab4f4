package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestJudgementBeforeTheEnd judges the positions of ../shared/data/pro19 10
// and 40 moves before the end of each record, with and without the roomy
// rule, and checks two of the judgement's rules of thumb against what
// happened in the game:
//
//   - dead by assumption: a stone whose point holds, at the end, a stone of
//     the same colour that the judgement of the final position proves safe
//     (Benson, the static rules or the safety search: proofs, never wrong)
//     was not dead. Before littleRoom (unreadable invaders in an area of one
//     colour dead whatever their room, fewInvaders alone) the judgement took
//     2,197 stones as dead by assumption at end-40, 162 of them proved safe
//     at the end, and 1,440 at end-10 with 21 proved safe; with it, 724
//     with 87 and 828 with 9. The bounds lie between.
//   - roomy blocks taken as alive (assumed) rather than unsettled: a stone
//     captured before the end (its point empty or of the other colour at
//     the end) was not alive. Their share must stay under 1% and under the
//     share among the blocks left unsettled. Measured: none of 1,131 stones
//     at end-10 and of 5,071 at end-40, against 58 of 2,545 and 150 of
//     10,253 left unsettled.
func TestJudgementBeforeTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("judges 1,000 positions of ../shared/data/pro19")
	}
	records := proRecords(t, "pro19")
	final := make([]*Life, len(records))
	for i, r := range records {
		life, err := Judge(context.Background(), r.b, Options{})
		if err != nil {
			t.Fatal(err)
		}
		final[i] = life
	}
	for _, tc := range []struct {
		back, mostDeadWrong int
	}{
		{10, 14},
		{40, 110},
	} {
		deadWrong, deadTaken := 0, 0
		var captured, taken [2]int // roomy blocks taken as alive, blocks left unsettled
		for i, r := range records {
			n := board.CountMoves(r.root)
			if n <= tc.back {
				continue
			}
			rules, _ := board.RulesOf(r.root)
			early, err := board.FromSGF(r.root, n-tc.back, rules)
			if err != nil {
				t.Fatal(err)
			}
			with, err := Judge(context.Background(), early, Options{})
			if err != nil {
				t.Fatal(err)
			}
			without, err := Judge(context.Background(), early, Options{noRoomy: true})
			if err != nil {
				t.Fatal(err)
			}
			for p := 0; p < early.NumPoints(); p++ {
				pt := board.Point(p)
				v, ok := with.At(pt)
				if !ok {
					continue
				}
				kept := r.b.At(pt) == early.At(pt)
				if v.Status == StatusDead && v.Reason == ReasonAssumed {
					deadTaken++
					if w, ok := final[i].At(pt); ok && kept && w.Proved() {
						deadWrong++
					}
				}
				if u, _ := without.At(pt); u.Status == StatusUnsettled && u.Reason == ReasonAssumed {
					k := 1
					if v.Status == StatusAlive {
						k = 0
					}
					taken[k]++
					if !kept {
						captured[k]++
					}
				}
			}
		}
		t.Logf("%d moves before the end: %d stones dead by assumption, %d of them proved safe at the end", tc.back, deadTaken, deadWrong)
		if deadWrong > tc.mostDeadWrong {
			t.Errorf("%d moves before the end: %d stones taken as dead by assumption are proved safe at the end of the game, want at most %d", tc.back, deadWrong, tc.mostDeadWrong)
		}
		t.Logf("%d moves before the end: roomy blocks taken as alive: %d stones, %d captured before the end; left unsettled: %d stones, %d captured", tc.back, taken[0], captured[0], taken[1], captured[1])
		if taken[0] == 0 || 100*captured[0] > taken[0] || captured[0]*taken[1] >= captured[1]*taken[0] {
			t.Errorf("%d moves before the end: %d of %d stones of roomy blocks taken as alive were captured before the end (want at most 1%%, and a smaller share than the %d of %d left unsettled)", tc.back, captured[0], taken[0], captured[1], taken[1])
		}
	}
}
