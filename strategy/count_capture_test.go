package strategy

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// TestCountForcedCapture: a settled teire that the position without its
// dead stones hides (forcedCaptures). Counted by hand (no komi, no
// prisoners before):
//
//	   A B C D E F G H J
//	9  . . . . . . . . .
//	8  . . . . . . . . .
//	7  . . . X X X X X X
//	6  . . . X X X . X X
//	5  . . . X X . O O O
//	4  . . . X X X O . x
//	3  . . . X X X X O O
//	2  . . . X X X O . O
//	1  . . . X X X O O .
//
// Black's one block surrounds A1-C9 and D8-J9: 39 points. White's corner:
// H3-J3-J2 and G2-G1-H1 share the eyes H2 and J1 (pass-alive); the block
// G5-H5-J5-G4 shares with H3-J3-J2 the point H4 and the dead black stone
// J4, in atari at H4. F5 and G6 are dame, the only other liberties of
// G5-H5-J5-G4. Without J4 that block would have four liberties (H4, J4, F5,
// G6) and look safe; on the board, once Black fills F5 and G6 it is in
// atari, and Black H4 takes it (joining J4). So White must take J4 at H4
// first (a White fill of F5 or G6 only puts his own block in atari): a
// teire.
//
//	Territory, either side first: Black 39, White H2 + J1 + J4 + 1 prisoner
//	= 4: +35 (with H4 counted, as if J4 were removed at the end: +34).
//	Area: Black 26 stones + 39 = 65, White 10 stones + H2, J1, H4, J4 = 14,
//	and the dame: Black first fills F5 (White answers at H4) and G6: 67 - 14
//	= +53; White first fills one dame (or takes at H4 at once), Black the
//	other, White takes at H4: 66 - 15 = +51. The count's dame searches do
//	not see the move the teire costs White (they give +51 both ways): the
//	count must say it is an estimate, and be right with White first.
func TestCountForcedCapture(t *testing.T) {
	b := countDiagram(t, board.Rules{},
		". . . . . . . . .",
		". . . . . . . . .",
		". . . X X X X X X",
		". . . X X X . X X",
		". . . X X . O O O",
		". . . X X X O . X",
		". . . X X X X O O",
		". . . X X X O . O",
		". . . X X X O O .",
	)
	for _, tc := range []struct {
		name                   string
		scoring                board.Scoring
		blackFirst, whiteFirst int64
		checkBlackFirst        bool
	}{
		{"territory", board.Territory, 35, 35, true},
		{"area", board.Area, 53, 51, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := CountPosition(context.Background(), b, CountOptions{Scoring: tc.scoring})
			if err != nil {
				t.Fatal(err)
			}
			if tc.checkBlackFirst && !c.BlackFirst.Equal(cgt.RationalFromInt(tc.blackFirst)) {
				t.Errorf("Black first %s, want %d (notes %v)", c.BlackFirst, tc.blackFirst, c.Notes)
			}
			if !c.WhiteFirst.Equal(cgt.RationalFromInt(tc.whiteFirst)) {
				t.Errorf("White first %s, want %d (notes %v)", c.WhiteFirst, tc.whiteFirst, c.Notes)
			}
			if notes := strings.Join(c.Notes, "\n"); !strings.Contains(notes, "teire at H4") {
				t.Errorf("notes %q: no teire at H4", notes)
			}
			if c.Exact {
				t.Error("a count with a teire read, not searched, is labelled exact")
			}
		})
	}
}
