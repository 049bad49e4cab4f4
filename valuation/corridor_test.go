package valuation

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/coins"
)

// corridorBoard builds Moews' Black corridor (seeds/000 section 5.2,
// Figure 5.3) on a 13x13 board, along the edge from the corner or in the
// centre closed by a Black stone, and returns the board and the region: a
// one-point-wide line holding n White stones at its dead end, then r empty
// points, then the mouth, a White stone outside the region. Black stones
// (outside the region, hence safe) run along the line on both sides (or on
// one side and the edge when edge is true). Reading of the figure, which the
// text lacks: its value 8 || 7 || 6 | 0 for r = n = 3 is Black's block at the
// mouth, worth r - 1 points of territory plus 2n for the n dead stones, one
// point less for each White push, and 0 when White's last push saves the
// stones.
func corridorBoard(t *testing.T, r, n int, edge bool) (*board.Board, []board.Point) {
	t.Helper()
	const size = 13
	b, err := board.New(size, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	y, x0 := 6, 2 // in the centre, the dead end closed by a Black stone at x0-1
	if edge {
		y, x0 = size-1, 0 // on the edge, the dead end in the corner
	}
	length := n + r
	var black, white, region []board.Point
	if x0 > 0 {
		black = append(black, board.PointAt(x0-1, y, size))
	}
	for i := 0; i <= length; i++ {
		x := x0 + i
		p := board.PointAt(x, y, size)
		switch {
		case i < n:
			white = append(white, p)
			region = append(region, p)
		case i < length:
			region = append(region, p)
		default:
			white = append(white, p) // the mouth: a safe White stone outside the region
		}
		for _, dy := range []int{-1, 1} {
			if board.InBounds(x, y+dy, size) && i < length {
				black = append(black, board.PointAt(x, y+dy, size))
			}
		}
	}
	if err := b.SetupStones(black, white, nil); err != nil {
		t.Fatal(err)
	}
	return b, region
}

// TestCorridorsAreCoins (issue 5): for Black corridors with 1 <= r <= 6
// empty points and 1 <= n <= 4 dead White stones, on the edge and in the
// centre, the chilled value found by exact local search equals Moews'
// integer 2n + r - 2 plus the coin of value 2n - 2 placed r - 1 squares above
// the bottom row (cgt/coins.CorridorCoins), and the corridor of Figure 5.3
// (r = n = 3) is 8 || 7 || 6 | 0 before chilling.
func TestCorridorsAreCoins(t *testing.T) {
	fig53, err := cgt.Parse("{8|{7|{6|0}}}")
	if err != nil {
		t.Fatal(err)
	}
	for _, edge := range []bool{true, false} {
		for r := 1; r <= 6; r++ {
			for n := 1; n <= 4; n++ {
				b, region := corridorBoard(t, r, n, edge)
				a, err := Analyze(context.Background(), b, region, Options{Scoring: Territory})
				if err != nil || !a.Exact || !a.HasChilled {
					t.Fatalf("r=%d n=%d edge=%v: %v exact=%v", r, n, edge, err, a != nil && a.Exact)
				}
				integer, cs, err := coins.CorridorCoins(r, n)
				if err != nil {
					t.Fatal(err)
				}
				want := cgt.Int(int64(integer))
				for _, c := range cs {
					term, err := c.Term()
					if err != nil {
						t.Fatal(err)
					}
					want = want.Add(term)
				}
				if !a.Chilled.Equal(want) {
					t.Errorf("r=%d n=%d edge=%v: chilled value %s, coin model %s (value %s)", r, n, edge, a.Chilled, want, a.Value)
				}
				if r == 3 && n == 3 && !a.Value.Equal(fig53) {
					t.Errorf("Figure 5.3 corridor: value %s, want 8||7||6|0", a.Value)
				}
			}
		}
	}
}
