package bench

import (
	"context"
	"math/big"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestCornerMonkeyJumpStopsBothWays: on corner monkey jumps (9x9, Black's
// wall on column E, White's on the third line; the region is White's edge
// territory F1-J2, fenced, so cgtgo values the plain local game) cgtgo's
// stops equal the oracle's (internal/wholeboard, RegionGame with either
// komaster): both count by one rule, the opponent's stones in an area too
// small for two eyes are dead as they stand (testdata/problems/README.md).
// With the earlier rule of the oracle (every empty point of such an area
// touching a wall stone) White first gave -4 on the first board, where
// Japanese counting and cgtgo give -5: after the jump at H1 and White's
// block, H1 is dead without White filling J2. The swing agrees too, the
// same whoever has the ko threats: the local game's cycles (a stone thrown
// in at F1, H1 captured at G1, the two stones taken back at H1) take
// prisoners and are no kos; valued as kos they gave 17/4 with Black
// komaster and 5 with White.
func TestCornerMonkeyJumpStopsBothWays(t *testing.T) {
	cases := []struct {
		name string
		rows []string
	}{
		{"pocket F1-J2", []string{
			"....XO...", "....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
			"....XOOOO",
			"....X....",
			"....X....",
		}},
		{"White stone at J2", []string{
			"....XO...", "....XO...", "....XO...", "....XO...", "....XO...", "....XO...",
			"....XOOOO",
			"....X...O",
			"....X....",
		}},
	}
	for _, tc := range cases {
		b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, tc.rows...)
		if err != nil {
			t.Fatal(err)
		}
		var region []board.Point
		for y := 7; y <= 8; y++ {
			for x := 5; x <= 8; x++ {
				if p := board.PointAt(x, y, 9); b.At(p) == board.Empty {
					region = append(region, p)
				}
			}
		}
		g, err := wholeboard.NewRegionGame(context.Background(), b, region, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		var stops [2][2]*big.Rat
		var temps [2]*big.Rat
		for i, k := range []wholeboard.Komaster{wholeboard.BlackKomaster, wholeboard.WhiteKomaster} {
			th, err := g.Thermograph(k)
			if err != nil {
				t.Fatal(err)
			}
			stops[i][0], stops[i][1] = th.Stops()
			if temps[i], err = th.Temperature(); err != nil {
				t.Fatal(err)
			}
		}
		if temps[0].Cmp(temps[1]) != 0 {
			t.Fatalf("%s: the oracle's komaster temperatures differ: %s, %s", tc.name, temps[0].RatString(), temps[1].RatString())
		}
		if stops[0][0].Cmp(stops[1][0]) != 0 || stops[0][1].Cmp(stops[1][1]) != 0 {
			t.Fatalf("%s: the oracle's komaster stops differ: %v", tc.name, stops)
		}
		p := &Problem{File: tc.name, Board: b, Rules: b.Rules(), ToMove: board.Black, Region: region}
		a, err := SolveProblem(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		if a.LeftStop.Big().Cmp(stops[0][0]) != 0 || a.RightStop.Big().Cmp(stops[0][1]) != 0 {
			t.Errorf("%s: cgtgo's stops %s / %s, the oracle's %s / %s", tc.name, a.LeftStop, a.RightStop, stops[0][0].RatString(), stops[0][1].RatString())
		}
		swing, single := ComputedSwing(a)
		if want := new(big.Rat).Add(temps[0], temps[0]); !single || swing.Big().Cmp(want) != 0 {
			t.Errorf("%s: cgtgo's swing %s (single %v), the oracle's %s: the cycles that take prisoners are no kos", tc.name, swing.MixedString(), single, want.RatString())
		}
	}
}
