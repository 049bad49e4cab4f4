package decompose

import (
	"context"
	"testing"
)

// TestLostInAtari: blocks in atari read by hand on 5x5 boards (top row
// first).
//   - corner: White A5 has one liberty, A4; White there is suicide (A3,
//     B4 and B5 are Black), Black there takes A5 and keeps the liberties
//     of its wall: lost whoever moves first, so dead (judged).
//   - extends: the same stone with White A3 below and B3 empty: White A4
//     joins A5 to A3 with two liberties (A2, B3): not lost.
//   - capture: White A5 and Black B5 are each in atari (A4, B4): either
//     side takes the other first: neither is lost.
func TestLostInAtari(t *testing.T) {
	for _, c := range []struct {
		name   string
		rows   []string
		vertex string
		lost   bool
	}{
		{"corner", []string{"O X . . .", ". X . . .", "X X . . .", ". . . . .", ". . . . ."}, "A5", true},
		{"extends", []string{"O X . . .", ". X . . .", "O . . . .", ". . . . .", ". . . . ."}, "A5", false},
		{"capture white", []string{"O X O . .", ". . O . .", ". . . . .", ". . . . .", ". . . . ."}, "A5", false},
		{"capture black", []string{"O X O . .", ". . O . .", ". . . . .", ". . . . .", ". . . . ."}, "B5", false},
		{"two liberties", []string{"O X . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."}, "B5", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := diagram(t, c.rows...)
			pos := newPosition(b)
			p := vertexList(t, 5, c.vertex)[0]
			if got := pos.lostInAtari(pos.blockOf[p]); got != c.lost {
				t.Errorf("lostInAtari(%s) = %v, want %v\n%s", c.vertex, got, c.lost, b)
			}
			life, err := Judge(context.Background(), b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			v, _ := life.At(p)
			if c.lost && (v.Status != StatusDead || v.Reason != ReasonJudged) {
				t.Errorf("Judge %s: %v, want dead (judged)", c.vertex, v)
			}
			if v.Proved() && v.Status != StatusAlive {
				t.Errorf("Judge %s: %v called a proof", c.vertex, v)
			}
		})
	}
}
