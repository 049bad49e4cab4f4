package board

import (
	"testing"
)

// History lists moves and setup changes in order, and replaying it on an
// empty board gives the same stones, prisoners and hash.
func TestHistoryReplays(t *testing.T) {
	b, _ := New(5, Rules{Ko: KoSimple})
	steps := []func() error{
		func() error { return b.SetupStones([]Point{PointAt(1, 0, 5)}, []Point{PointAt(0, 0, 5)}, nil) },
		func() error { return b.Play(White, PointAt(3, 3, 5)) },
		func() error { return b.Play(Black, PointAt(0, 1, 5)) }, // captures A5
		func() error { return b.Play(White, Pass) },
		func() error { return b.Setup([]Point{PointAt(3, 3, 5)}, Empty) },
		func() error { return b.Play(Black, PointAt(2, 2, 5)) },
	}
	for i, s := range steps {
		if err := s(); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	h := b.History()
	wantSetup := []bool{true, false, false, false, true, false}
	if len(h) != len(wantSetup) {
		t.Fatalf("%d events, want %d", len(h), len(wantSetup))
	}
	r, _ := New(5, Rules{Ko: KoSimple})
	for i, ev := range h {
		if ev.Setup != wantSetup[i] {
			t.Fatalf("event %d: setup %v, want %v", i, ev.Setup, wantSetup[i])
		}
		if ev.ToMove != r.ToMove() {
			t.Errorf("event %d: to move %v, replay has %v", i, ev.ToMove, r.ToMove())
		}
		var err error
		if ev.Setup {
			var lists [3][]Point
			for _, pl := range ev.Placed {
				lists[pl.Color] = append(lists[pl.Color], pl.Point)
			}
			err = r.SetupStones(lists[Black], lists[White], lists[Empty])
		} else {
			err = r.Play(ev.Move.Color, ev.Move.Point)
		}
		if err != nil {
			t.Fatalf("replaying event %d: %v", i, err)
		}
	}
	if r.Hash() != b.Hash() || r.Captures(Black) != b.Captures(Black) || r.Captures(White) != b.Captures(White) {
		t.Errorf("replay differs: hash %x/%x, captures %d-%d / %d-%d", r.Hash(), b.Hash(), r.Captures(Black), r.Captures(White), b.Captures(Black), b.Captures(White))
	}
	if b.Captures(Black) != 1 {
		t.Errorf("Black captured %d, want 1 (the white stone on A5)", b.Captures(Black))
	}
}
