package coins

import (
	"fmt"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// mustParse parses a game in package cgt's notation.
func mustParse(t *testing.T, s string) cgt.Game {
	t.Helper()
	g, err := cgt.Parse(s)
	if err != nil {
		t.Fatalf("cgt.Parse(%q): %v", s, err)
	}
	return g
}

// zeroPow is Winning Ways' 0^n|G = {0 | 0^(n-1)|G}, with 0^0|G = G, built
// here independently of the package (Moews Figure 5.1 names the terms of the
// higher rows {0^n | +x}).
func zeroPow(n int, g cgt.Game) cgt.Game {
	if n == 0 {
		return g
	}
	return cgt.NewGame([]cgt.Game{cgt.Zero()}, []cgt.Game{zeroPow(n-1, g)})
}

// TestTermsOfFigure51 checks that the terms built from the coins' moves are
// the games Figure 5.1 names (Moews section 5.1.3): {0|-x} and {x|0} on the
// bipolar square, tiny-x = {0||0|-x} (facts.md) above it, {0|+_x} on the
// critical row, {0^n|+_x} higher up, * and ^* on the strip, blue coins the
// negatives.
func TestTermsOfFigure51(t *testing.T) {
	for _, xs := range []string{"1", "2", "3", "1/2", "7/4"} {
		x := mustParse(t, xs)
		tiny := cgt.NewGame([]cgt.Game{cgt.Zero()}, []cgt.Game{cgt.NewGame([]cgt.Game{cgt.Zero()}, []cgt.Game{x.Neg()})})
		cases := []struct {
			coin Coin
			want cgt.Game
		}{
			{BoardCoin(Red, 0, 1, x), mustParse(t, "{0|-"+xs+"}")},
			{BoardCoin(Blue, 0, 1, x), mustParse(t, "{"+xs+"|0}")},
			{BoardCoin(Red, 1, 1, x), tiny},
			{BoardCoin(Red, 1, 1, x), mustParse(t, "+_("+xs+")")},
			{BoardCoin(Blue, 1, 1, x), mustParse(t, "-_("+xs+")")},
			{BoardCoin(Red, 2, 1, x), zeroPow(1, tiny)},
			{BoardCoin(Red, 2, 1, x), mustParse(t, "{0|+_("+xs+")}")},
			{BoardCoin(Blue, 2, 1, x), cgt.NewGame([]cgt.Game{tiny.Neg()}, []cgt.Game{cgt.Zero()})},
			{BoardCoin(Red, 3, 1, x), zeroPow(2, tiny)},
			{BoardCoin(Red, 4, 1, x), zeroPow(3, tiny)},
			{BoardCoin(Red, 4, 1, x), mustParse(t, "{0^3|+_("+xs+")}")},
			{BoardCoin(Blue, 4, 1, x), zeroPow(3, tiny).Neg()},
			{BoardCoin(Red, 6, 1, x), zeroPow(5, tiny)},
			{PocketCoin(Blue, x), x},
			{PocketCoin(Red, x), x.Neg()},
			{StripCoin(Red, 0), cgt.Star()},
			{StripCoin(Blue, 0), cgt.Star()},
			{StripCoin(Red, 1), cgt.UpStar(1, 1)},
			{StripCoin(Blue, 1), cgt.UpStar(-1, 1)},
		}
		for _, c := range cases {
			got, err := c.coin.Term()
			if err != nil {
				t.Fatalf("%+v: %v", c.coin, err)
			}
			if got != c.want {
				t.Errorf("x=%s: term of %s %s coin at row %d col %d = %s, want %s", xs, c.coin.Color, c.coin.Place, c.coin.Row, c.coin.Col, got, c.want)
			}
		}
	}
}

// TestShiftedTermsFollowTheSlideRule checks Moews' G^{->k} (section 5.1.3):
// a coin k-1 squares right of the left-hand column has as Left option (for
// red; Right for blue) the same coin one square further left and as other
// option the coin's move to the leftmost square one row down, so that
// sliding it left k-1 times reaches G, and G^{->k} differs from G.
func TestShiftedTermsFollowTheSlideRule(t *testing.T) {
	x := cgt.Int(2)
	for row := 1; row <= 4; row++ {
		for k := 2; k <= 4; k++ {
			c := BoardCoin(Red, row, k, x)
			g := c.term()
			left := BoardCoin(Red, row, k-1, x).term()
			down := BoardCoin(Red, row-1, 1, x).term()
			if want := cgt.NewGame([]cgt.Game{left}, []cgt.Game{down}); g != want {
				t.Errorf("row %d k %d: %s != {%s | %s}", row, k, g, left, down)
			}
			if g == left {
				t.Errorf("row %d: shift %d equals shift %d (%s)", row, k, k-1, g)
			}
		}
	}
	for k := 1; k <= 4; k++ {
		c := StripCoin(Red, k)
		prev := StripCoin(Red, k-1).term()
		if want := cgt.NewGame([]cgt.Game{cgt.Zero(), prev}, []cgt.Game{cgt.Zero()}); c.term() != want {
			t.Errorf("strip %d: %s != {0, %s | 0}", k, c.term(), prev)
		}
	}
}

// TestAtomicWeightsOfFigure51 checks the atomic weights printed at the
// right of Figure 5.1 (0 for * and tiny terms, n for {0^n|+_x}^{->k}, 1 for
// up^{->k}*, negatives for blue coins, none for switches and numbers)
// against package cgt's atomic weight calculus on the canonical terms.
func TestAtomicWeightsOfFigure51(t *testing.T) {
	var coins []Coin
	for _, xs := range []string{"1", "3", "1/2"} {
		x, _ := cgt.Parse(xs)
		for row := 0; row <= 5; row++ {
			for col := 1; col <= 4; col++ {
				if row == 0 && col > 1 {
					continue
				}
				coins = append(coins, BoardCoin(Red, row, col, x), BoardCoin(Blue, row, col, x))
			}
		}
		coins = append(coins, PocketCoin(Red, x), PocketCoin(Blue, x))
	}
	for col := 0; col <= 5; col++ {
		coins = append(coins, StripCoin(Red, col), StripCoin(Blue, col))
	}
	for _, c := range coins {
		w, ok := c.AtomicWeight()
		aw, err := c.term().AtomicWeight()
		if !ok {
			if err == nil {
				t.Errorf("%s: Figure 5.1 gives no atomic weight (N/A) but cgt finds %s", c.Notation(), aw)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: cgt atomic weight: %v", c.Notation(), err)
			continue
		}
		if aw != cgt.Int(int64(w)) {
			t.Errorf("%s: Figure 5.1 atomic weight %d, cgt computes %s", c.Notation(), w, aw)
		}
	}
}

// TestZeroValueCoins checks section 5.1.2: a zero-value coin m rows above
// and n columns right of the bipolar square equals one coin on the neutral
// square, one n+1 squares right of it (if m > 0) and m-1 coins one square
// right of it (if m > 1), comparing canonical sums with the term the coin's
// own moves give.
func TestZeroValueCoins(t *testing.T) {
	for _, color := range []Color{Red, Blue} {
		for m := 0; m <= 4; m++ {
			for col := 1; col <= 4; col++ {
				if m == 0 && col > 1 {
					continue
				}
				t.Run(fmt.Sprintf("%s/m=%d/col=%d", color, m, col), func(t *testing.T) {
					direct := redTerm(Board, m, col, cgt.Zero())
					if color == Blue {
						direct = direct.Neg()
					}
					strip, err := ZeroValueCoins(color, m, col)
					if err != nil {
						t.Fatal(err)
					}
					sum, err := Position(strip).Sum()
					if err != nil {
						t.Fatal(err)
					}
					if sum != direct {
						t.Errorf("strip coins %s sum to %s, the zero coin's term is %s", Position(strip), sum, direct)
					}
				})
			}
		}
	}
	if _, err := ZeroValueCoins(Red, 0, 2); err == nil {
		t.Error("ZeroValueCoins accepted a bottom-row square right of the bipolar square")
	}
}

// TestCoinValidate checks that malformed coins are rejected with errors.
func TestCoinValidate(t *testing.T) {
	bad := []Coin{
		{Color: 0, Place: Board, Row: 1, Col: 1, Value: cgt.Int(1)},
		BoardCoin(Red, -1, 1, cgt.Int(1)),
		BoardCoin(Red, 1, 0, cgt.Int(1)),
		BoardCoin(Red, 0, 2, cgt.Int(1)),
		BoardCoin(Red, MaxCoord+1, 1, cgt.Int(1)),
		BoardCoin(Red, 1, 1, cgt.Zero()),
		BoardCoin(Red, 1, 1, cgt.Int(-2)),
		BoardCoin(Red, 1, 1, cgt.Up()),
		{Color: Red, Place: Strip, Col: 1, Value: cgt.Int(1)},
		{Color: Red, Place: Strip, Col: -1},
		{Color: Red, Place: Strip, Row: 2, Col: 1},
		{Color: Blue, Place: Pocket, Row: 1, Value: cgt.Int(1)},
		PocketCoin(Blue, cgt.Zero()),
		{Color: Red, Place: 7, Value: cgt.Int(1)},
	}
	for _, c := range bad {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v validated", c)
		}
		if _, err := c.Term(); err == nil {
			t.Errorf("%+v has a term", c)
		}
	}
}
