package bench

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestRealKosOnlyByHand values by cgtgo the positions counted by hand in
// internal/wholeboard (region_kocycles_test.go): a basic one-point ko on
// the edge (mean 1/3 and temperature 1/3 with either komaster, the
// published swing 2/3), and a snapback, a throw-in captured and the point
// played again, which is no ko (the white chain is dead as it stands:
// stops 10 / 10, no move gains).
func TestRealKosOnlyByHand(t *testing.T) {
	cases := []struct {
		name        string
		rows        []string
		region      [][2]int
		swing       string
		left, right string
		ko          bool
	}{
		{"basic ko", []string{
			"XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO",
			"XXXXOOOOO",
			"..XO.O...",
		}, [][2]int{{3, 8}, {4, 8}}, "2/3", "", "", true},
		{"snapback", []string{
			".........", ".........", ".........", ".........", ".........", ".........",
			"XXXXXXXXX",
			"XOOOX....",
			"XO..X....",
		}, [][2]int{{1, 8}, {1, 7}, {2, 7}, {3, 7}, {2, 8}, {3, 8}}, "0", "10", "10", false},
	}
	for _, tc := range cases {
		b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, tc.rows...)
		if err != nil {
			t.Fatal(err)
		}
		var region []board.Point
		for _, v := range tc.region {
			region = append(region, board.PointAt(v[0], v[1], 9))
		}
		p := &Problem{File: tc.name, Board: b, Rules: b.Rules(), ToMove: board.Black, Region: region}
		a, err := SolveProblem(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		swing, single := ComputedSwing(a)
		if !single || swing.MixedString() != tc.swing {
			t.Errorf("%s: swing %s (single %v), want %s", tc.name, swing.MixedString(), single, tc.swing)
		}
		if a.Ko != tc.ko {
			t.Errorf("%s: ko %v, want %v (%s)", tc.name, a.Ko, tc.ko, a.Approximation)
		}
		if tc.left != "" && (a.LeftStop.MixedString() != tc.left || a.RightStop.MixedString() != tc.right) {
			t.Errorf("%s: stops %s / %s, want %s / %s", tc.name, a.LeftStop.MixedString(), a.RightStop.MixedString(), tc.left, tc.right)
		}
	}
}
