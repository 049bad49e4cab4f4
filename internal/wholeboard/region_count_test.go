package wholeboard

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// pocketCountCases are finished local positions of the 9x9 monkey-jump
// boards (monkeyJumpCorner, monkeyJumpLong) with the region's count by
// Japanese counting, written out by hand: the opponent's stones in an area
// too small for two eyes are dead as they stand (the count of
// testdata/problems/README.md). valuation's Surroundings test uses the
// same diagrams (TestSurroundingsCountsPockets).
var pocketCountCases = []struct {
	name   string
	rows   []string
	x0     int // the region: columns x0..J on the first two lines
	want   int
	reason string
}{
	{"jump on the 1-1 side, one interior point", []string{
		"....XO...", "....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
		"....X.OOO",
		"....XOO..",
		"....XXOX.",
	}, 5, -5, "H1 dead (its pocket H1 J1 H2 J2 has one point, J1, touching no white stone): 4 points + 1 prisoner for White; F3 outside touches both colours"},
	{"lone stone at 1-1, two interior points", []string{
		"....XO...", "....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
		"....XOOOO",
		"....XO...",
		"....XO..X",
	}, 5, -7, "J1 dead (H1 and J1 touch no white stone and touch each other): 6 points + 1 prisoner"},
	{"stone with three interior points", []string{
		"...XO....", "...XO....", "...XO....", "...XO....", "...XO....", "...XO....",
		"...XOOOOO",
		"...XO....",
		"...XO..X.",
	}, 4, 0, "G1 H1 J1 touch no white stone: room for an eye shape, H1 stays; the area around it touches both colours"},
	{"jump, open to White's territory", []string{
		"....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
		"....XO..O",
		"....XOOO.",
		"....XOO..",
		"....XXOX.",
	}, 5, -6, "H1 dead in the pocket H1 J1 H2 J2 (J2 touches White's settled territory J3, only J1 touches neither): 4 points + 1 prisoner, and J3"},
	{"empty pocket", []string{
		"...XO....", "...XO....", "...XO....", "...XO....", "...XO....", "...XO....",
		"...XOOOOO",
		"...XO....",
		"...XO....",
	}, 4, -8, "8 empty points bordered by White only"},
}

// TestRegionCountPockets checks the count of the oracle on the pocket
// cases.
func TestRegionCountPockets(t *testing.T) {
	for _, tc := range pocketCountCases {
		b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, tc.rows...)
		if err != nil {
			t.Fatal(err)
		}
		g, err := newRegionCounter(context.Background(), b, edgeRegion(tc.x0), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.localCount(g.b); got != tc.want {
			t.Errorf("%s: count %d, want %d (%s)", tc.name, got, tc.want, tc.reason)
		}
	}
}
