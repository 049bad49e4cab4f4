package decompose

import (
	"context"
	"testing"
)

// TestJudgeSekiInsideTerritory: a seki with no eyes inside White's area,
// read by hand. Black's ring (E9-J9, E8, J8, E7, G7, J7, E6-J6) is walled
// in by White's living stones (column D and row 5, with the whole lower
// board) and has no eye; White's F8-G8-H8 inside it has none either. The
// two share their only liberties, F7 and H7:
//   - Black F7 (or H7) leaves the ring and F8-H8 one liberty each, and
//     White, to move, takes the ring at the other point;
//   - White F7 (or H7) leaves F7-H8 one liberty and Black takes the four
//     stones: F7-F8-G8-H8 is then a bent four inside the ring, two eyes
//     whoever plays there first, so White only loses stones.
//
// Neither side can approach: the ring and F8-H8 are in seki, never dead
// (it has no room for two eyes without capturing) and never alive by an
// eye (the space F7-H7 holds living enemy stones). The verdicts are
// judgements, not proofs.
func TestJudgeSekiInsideTerritory(t *testing.T) {
	b := diagram(t,
		". . . O X X X X X",
		". . . O X O O O X",
		". . . O X . X . X",
		". . . O X X X X X",
		". . . O O O O O O",
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
	}{{"E9", StatusSeki}, {"F8", StatusSeki}, {"D9", StatusAlive}} {
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
