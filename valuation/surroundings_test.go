package valuation

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestSurroundingsCountsPockets: the count of a marked region open to the
// outside (White's one-point territory J3 touches it) removes the opponent's stones in
// an area too small for two eyes as they stand, as Japanese counting does
// (testdata/problems/README.md, "The count"). The positions are finished
// monkey-jump corners on 9x9, the region the first two lines from column
// x0 to the corner; the counts are written out by hand (the oracle of
// internal/wholeboard counts the same diagrams, TestRegionCountPockets).
func TestSurroundingsCountsPockets(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		x0     int
		want   int
		reason string
	}{
		{"jump on the 1-1 side, one interior point", []string{
			"....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
			"....XO..O",
			"....XOOO.",
			"....XOO..",
			"....XXOX.",
		}, 5, -6, "H1 dead in the pocket H1 J1 H2 J2 (J2 touches White's territory J3, only J1 touches neither): 4 points + 1 prisoner, and J3"},
		{"lone stone at 1-1, two interior points", []string{
			"....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
			"....XO..O",
			"....XOOO.",
			"....XO...",
			"....XO..X",
		}, 5, -8, "J1 dead (H1 and J1 touch no white stone nor White's territory, and touch each other): 6 points + 1 prisoner, and J3"},
		{"stone with three interior points", []string{
			"...XO....", "...XO....", "...XO....", "...XO....", "...XO....",
			"...XO...O",
			"...XOOOO.",
			"...XO....",
			"...XO..X.",
		}, 4, 0, "G1 H1 J1 touch no white stone: H1 stays, its area (with J3) touches both colours"},
	}
	for _, tc := range cases {
		b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, tc.rows...)
		if err != nil {
			t.Fatal(err)
		}
		var region []board.Point
		for y := 7; y <= 8; y++ {
			for x := tc.x0; x <= 8; x++ {
				region = append(region, board.PointAt(x, y, 9))
			}
		}
		s := NewSurroundings(b, region, nil)
		if s == nil {
			t.Fatalf("%s: the region touches an open outside point, Surroundings is nil", tc.name)
		}
		if got, _ := s.forSearch(Territory).analyse(b); got != tc.want {
			t.Errorf("%s: count %d, want %d (%s)", tc.name, got, tc.want, tc.reason)
		}
	}
}
