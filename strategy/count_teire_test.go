package strategy

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// TestCountStaticTeire: a cluster that keeps its static count (a node
// budget too small for any search) charges the teire its dame fill forces,
// under territory scoring. Counted by hand (no komi):
//
//	   A B C D E F G
//	7  . . . . . . .
//	6  . . . . . . .
//	5  X X X X X X X
//	4  O O X . X O O
//	3  . O O X O O .
//	2  . O O . O O .
//	1  . . O O O . .
//
// Black's wall (row 5, C4, E4) surrounds A6-G7 (14 points) and D4 (1);
// White's block surrounds A1-A3, B1 and F1, G1-G3 (8). D2 is the only dame.
// The black stone D3 has two liberties, D4 in Black's territory and D2:
// White's fill at D2 puts it in atari, and Black must add a stone at D4
// (a teire). Black cannot fill D2 himself (D2 and D3 would have the one
// liberty D4, and White would take both stones there). No prisoners.
//
//	Either side first: Black 15 - 1 (teire) = 14, White 8: +6.
//
// The static count of the cluster (D2, D3, D4) without the teire would
// give +7; the exact search, with the default budget, gives +6 too.
func TestCountStaticTeire(t *testing.T) {
	b := countDiagram(t, board.Rules{},
		". . . . . . .",
		". . . . . . .",
		"X X X X X X X",
		"O O X . X O O",
		". O O X O O .",
		". O O . O O .",
		". . O O O . .",
	)
	want := cgt.RationalFromInt(6)
	for _, tc := range []struct {
		name   string
		nodes  int
		static bool
	}{
		{"static count", 1, true},
		{"search", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := CountPosition(context.Background(), b, CountOptions{Scoring: board.Territory, ClusterNodes: tc.nodes})
			if err != nil {
				t.Fatal(err)
			}
			if !c.BlackFirst.Equal(want) || !c.WhiteFirst.Equal(want) {
				t.Errorf("Black first %s, White first %s; want %s both (notes %v)", c.BlackFirst, c.WhiteFirst, want, c.Notes)
			}
			static := strings.Contains(strings.Join(c.Notes, "\n"), "static count")
			if static != tc.static {
				t.Errorf("notes %v: static count %v, want %v", c.Notes, static, tc.static)
			}
		})
	}
}
