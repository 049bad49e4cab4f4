package decompose

import (
	"context"
	"testing"
)

// TestJudgeWallInAtari: a group whose second eye holds opponent stones in
// atari, their last liberty outside its area, read by hand. White's wall
// (A9-B9, the left column, row 6, H9-H7-J8) is pass-alive (J9 and J7 are
// its healthy regions). Black's group (B8 ... G9) has one eye, E7-F7, and
// White's C8 and D9, each in atari with C9 as its only liberty; C9 touches
// only White stones, so it lies outside the black group's area.
//   - Black first: C9 captures C8 and D9; C8 and D9 become two eyes next to
//     the stone at C9 and the group (White cannot play on either: no
//     liberty, no capture), so Black lives.
//   - White first: C9 joins C8 and D9 to the wall; Black's only eye is the
//     two-point E7-F7 and its only liberties are there: White E7, Black F7
//     takes it and is left with one liberty, E7, where White takes the
//     whole group.
//
// So Black lives moving first and dies moving second: unsettled, never
// dead (dead means it cannot live even moving first); C8 and D9 die if
// Black moves first and live if White does: unsettled, never alive. None
// of these verdicts is a proof.
func TestJudgeWallInAtari(t *testing.T) {
	b := diagram(t,
		"O O . O X X X O .",
		"O X O X X X X O O",
		"O X X X . . X O .",
		"O O O O X X X O O",
		"O . . O O O O O .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vertex string
		want   Status
	}{{"B8", StatusUnsettled}, {"E9", StatusUnsettled}, {"C8", StatusUnsettled}, {"D9", StatusUnsettled}, {"A9", StatusAlive}} {
		p := vertexList(t, 9, c.vertex)[0]
		v, ok := life.At(p)
		if !ok || v.Status != c.want {
			t.Errorf("%s: %v, want %v\n%s", c.vertex, v, c.want, b)
		}
		if c.want != StatusAlive && v.Proved() {
			t.Errorf("%s: %v is a proof", c.vertex, v)
		}
	}
}
