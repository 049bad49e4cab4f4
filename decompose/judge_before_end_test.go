package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestAssumedDeadBeforeTheEnd judges the positions of ../shared/data/pro19
// 10 and 40 moves before the end of each record and checks the stones
// taken as dead by assumption (a rule of thumb, no reading) against what
// happened in the game: a stone whose point holds a stone of the same
// colour at the end that the judgement of the final position proves safe
// (Benson, the static rules or the safety search: proofs, never wrong) was
// not dead. Before littleRoom (unreadable invaders in an area of one
// colour dead whatever their room, fewInvaders alone), the judgement took
// 2,197 stones as dead by assumption at end-40, 162 of them proved safe at
// the end, and 1,440 at end-10, 21 of them proved safe; with it, 724 with
// 87, and 828 with 9. The bounds lie between.
func TestAssumedDeadBeforeTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("judges 400 positions of ../shared/data/pro19")
	}
	for _, tc := range []struct {
		back, most int
	}{
		{10, 14},
		{40, 110},
	} {
		wrong, taken := 0, 0
		for _, r := range proRecords(t, "pro19") {
			n := board.CountMoves(r.root)
			if n <= tc.back {
				continue
			}
			rules, _ := board.RulesOf(r.root)
			early, err := board.FromSGF(r.root, n-tc.back, rules)
			if err != nil {
				t.Fatal(err)
			}
			before, err := Judge(context.Background(), early, Options{})
			if err != nil {
				t.Fatal(err)
			}
			after, err := Judge(context.Background(), r.b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for p := 0; p < early.NumPoints(); p++ {
				pt := board.Point(p)
				v, ok := before.At(pt)
				if !ok || v.Status != StatusDead || v.Reason != ReasonAssumed {
					continue
				}
				taken++
				if w, ok := after.At(pt); ok && r.b.At(pt) == early.At(pt) && w.Proved() {
					wrong++
				}
			}
		}
		t.Logf("%d moves before the end: %d stones dead by assumption, %d of them proved safe at the end", tc.back, taken, wrong)
		if wrong > tc.most {
			t.Errorf("%d moves before the end: %d stones taken as dead by assumption are proved safe at the end of the game, want at most %d", tc.back, wrong, tc.most)
		}
	}
}
