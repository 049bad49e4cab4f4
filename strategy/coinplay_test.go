package strategy

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/coins"
)

// TestReadCoins: every coin of the main region (rows 0-5, columns 1-4,
// values 1-6) and of the strip (squares 0-5), of both colours, plus an
// integer, reads back as that coin and integer from its term (the terms
// are cgt/coins' own, built from the coin moves of seeds/000 section
// 5.1.1); corridors with one stone read back as their zero-value coins.
func TestReadCoins(t *testing.T) {
	var all []coins.Coin
	for row := 0; row <= 5; row++ {
		for col := 1; col <= 4; col++ {
			if row == 0 && col > 1 {
				continue
			}
			for v := int64(1); v <= 6; v++ {
				all = append(all, coins.BoardCoin(coins.Red, row, col, cgt.Int(v)))
			}
		}
	}
	for col := 0; col <= 5; col++ {
		all = append(all, coins.StripCoin(coins.Red, col))
	}
	for _, red := range all {
		for _, c := range []coins.Coin{red, red.Neg()} {
			if c.Place == coins.Strip && c.Col == 0 && c.Color == coins.Blue {
				continue // * is its own negative
			}
			term, err := c.Term()
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range []int{0, 3, -2} {
				g := term.Add(cgt.Int(int64(n)))
				gotN, got, ok := readCoins(g)
				if !ok || len(got) != 1 || !mustTerm(got[0]).Add(cgt.Int(int64(gotN))).Equal(g) {
					t.Errorf("%s + %d read as %d + %v (%v)", c.Notation(), n, gotN, got, ok)
					continue
				}
				// A coin on the bipolar square reads either way: {x|0} is
				// a blue coin or x plus a red one.
				if c.Place == coins.Board && c.Row == 0 {
					continue
				}
				if gotN != n || got[0] != c {
					t.Errorf("%s + %d read as %d + %v", c.Notation(), n, gotN, got)
				}
			}
		}
	}
	for r := 1; r <= 5; r++ {
		integer, cs, err := coins.CorridorCoins(r, 1)
		if err != nil {
			t.Fatal(err)
		}
		sum := cgt.Int(int64(integer))
		for _, c := range cs {
			sum = sum.Add(mustTerm(c))
		}
		gotN, got, ok := readCoins(sum)
		if !ok || gotN != integer || len(got) != len(cs) {
			t.Errorf("corridor r=%d n=1 read as %d + %v (%v), want %d + %v", r, gotN, got, ok, integer, cs)
		}
	}
}
