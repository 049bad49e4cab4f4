package engine

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
)

// tacticalChoice saves a block in atari when its stones are worth more
// than the ambient temperature, and leaves the choice alone when the
// temperature is higher or the playouts judge the block dead. The black
// block of four on C9-C6 is in atari at C5 (White on columns B and D);
// extending to C5 gives it the liberties B5, D5 and C4, so it is saved;
// it is worth 4 points in miai counting (4 stones, each 2 points of area
// either way, decided by one move).
func TestTacticalChoiceSavesBlockInAtari(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple},
		"OOXO.....",
		".OXO.....",
		".OXO.....",
		".OXO.....",
		".........",
		".........",
		".........",
		".........",
		".........")
	if err != nil {
		t.Fatal(err)
	}
	b.SetToMove(board.Black)
	c5 := board.PointAt(2, 4, 9)
	a1 := board.PointAt(8, 8, 9)
	chosen := strategy.Choice{Component: -1, Move: strategy.Move{Color: board.Black, Point: a1, Option: cgt.Zero()}}
	cases := []struct {
		name    string
		ambient int64
		dead    bool
		want    board.Point
	}{
		{"cold: save", 1, false, c5},
		{"hotter than the block: keep", 5, false, a1},
		{"judged dead: keep", 1, true, a1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status := make([]estimate.Status, b.NumPoints())
			if tc.dead {
				for _, p := range []board.Point{board.PointAt(2, 0, 9), board.PointAt(2, 1, 9), board.PointAt(2, 2, 9), board.PointAt(2, 3, 9)} {
					status[p] = estimate.Dead
				}
			}
			x := &Estimated{Estimate: &estimate.Estimate{Life: &estimate.Life{Status: status}}, Ambient: cgt.RationalFromInt(tc.ambient)}
			got := x.tacticalChoice(context.Background(), b, chosen)
			if got.Move.Point != tc.want {
				t.Errorf("move %s (%s), want %s", got.Move.Point.Vertex(9), got.Reason, tc.want.Vertex(9))
			}
		})
	}
}
