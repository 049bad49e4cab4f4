package coins

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestCorridorFigure53 checks the corridor of Moews Figure 5.3 (section
// 5.2): the Go value the seed prints as "8||7||6|0" (Black's move fills the
// corridor for 8 points, White's leads to 7|6|0 and so on; with explicit
// braces {8|{7|{6|0}}}), chilled, is 7 + {0|+_4}, and CorridorCoins
// maps its r = 3 empty points and n = 3 stones to the integer 7 and the coin
// {0|+_4} (facts.md: integer 2n + r - 2, coin of value 2n - 2 placed r - 1
// squares above the bottom row).
func TestCorridorFigure53(t *testing.T) {
	integer, coins, err := CorridorCoins(3, 3)
	if err != nil {
		t.Fatal(err)
	}
	if integer != 7 || len(coins) != 1 || coins[0].Notation() != "{0|+_4}" {
		t.Fatalf("CorridorCoins(3, 3) = %d, %s; want 7, {0|+_4}", integer, Position(coins))
	}
	sum, err := Position(coins).Sum()
	if err != nil {
		t.Fatal(err)
	}
	got := cgt.Int(int64(integer)).Add(sum)
	chilled, err := cgt.Chill(mustParse(t, "{8|{7|{6|0}}}"))
	if err != nil {
		t.Fatal(err)
	}
	if got != chilled || got != mustParse(t, "7+{0|+_4}") {
		t.Errorf("corridor value %s, chill({8|{7|{6|0}}}) = %s, seed says 7 + {0|+_4}", got, chilled)
	}
}

// TestCorridorCoinsFormula checks the map of section 5.2 on small corridors,
// including value-zero coins (n = 1), which become top-strip coins
// (section 5.1.2), and rejects empty corridors.
func TestCorridorCoinsFormula(t *testing.T) {
	cases := []struct {
		r, n    int
		integer int
		coins   string
	}{
		{1, 1, 1, "*"},
		{2, 1, 2, "* + ^*"},
		{3, 1, 3, "* + ^* + ^*"},
		{1, 2, 3, "{0|-2}"},
		{2, 2, 4, "+_2"},
		{3, 3, 7, "{0|+_4}"},
		{5, 4, 11, "{0^3|+_6}"},
	}
	for _, c := range cases {
		integer, coins, err := CorridorCoins(c.r, c.n)
		if err != nil {
			t.Fatalf("CorridorCoins(%d, %d): %v", c.r, c.n, err)
		}
		if integer != c.integer || Position(coins).String() != c.coins {
			t.Errorf("CorridorCoins(%d, %d) = %d, %s; want %d, %s", c.r, c.n, integer, Position(coins), c.integer, c.coins)
		}
	}
	for _, bad := range [][2]int{{0, 1}, {1, 0}, {-3, 2}, {MaxCoord + 5, 2}} {
		if _, _, err := CorridorCoins(bad[0], bad[1]); err == nil {
			t.Errorf("CorridorCoins(%d, %d) accepted", bad[0], bad[1])
		}
	}
}
