package coins

import (
	"fmt"
	"sync"

	"github.com/cgtgo/cgtgo/cgt"
)

// Terms are built from the moves of the coin itself (section 5.1.1), so the
// names of Figure 5.1 are theorems checked by the tests, not definitions:
//
//   - a red coin of value x on the bipolar square is {0 | -x}: Left slides it
//     off the left edge, Right moves it off the bottom and keeps x;
//   - a red coin on row r >= 1, column k is {red(r, k-1) | red(r-1, 1)},
//     with red(r, 0) = 0: Left slides it one square left, Right moves it to
//     the leftmost square one row down. On row 1 this gives tiny-x,
//     +_x = {0 || 0 | -x}; on row 2, {0 | +_x}; on row n+1, {0^n | +x}.
//     Moews: "The squares in Figure 5.1 are marked with names, from [6] or
//     [2], of terms for coins on the playing field"; the figure's rows read
//     "0 | +x", "0^2 | +x", "0^3 | +x" with atomic weights 1, 2, 3. The name
//     is Winning Ways' 0^n|G: n zeros stacked on Left's side,
//     0^n|G = {0 | 0^(n-1)|G} with 0^1|G = {0 | G}, so
//     {0^n | +_x} = {0 | {0 | ... {0 | +_x}}} (n braces) and its atomic
//     weight is n (checked against cgt's atomic weight calculus in
//     TestAtomicWeightsOfFigure51); the blue coin there is {-_x | 0^n};
//   - column k of any row is Moews' G^{->k}: "if G is a term coming from a
//     coin in the left-hand column of the main region or the next-to-leftmost
//     square of the top strip, we let G^{->k} be the term coming from the
//     same coin when it is located k-1 squares to the right" (section 5.1.3);
//   - a coin on the neutral square is * = {0 | 0} (both players may remove
//     strip coins), a red coin on strip square k >= 1 is
//     up^{->k}* = {0, red(k-1) | 0} (Left may also slide it one square left),
//     so up^{->1}* = {0, * | 0} = ^*;
//   - blue coins give the negatives, pocket coins the numbers x (blue, kept
//     by Left) and -x (red, kept by Right).

// termKey identifies a red coin's term in the cache.
type termKey struct {
	place    Place
	row, col int
	value    cgt.Game
}

// termCache memoises red coins' terms; it is a cache safe for concurrent use.
var termCache sync.Map // termKey -> cgt.Game

// Term returns c's term, the canonical game the coin contributes to the
// position (section 5.1.3, Figure 5.1). It fails when c is not valid.
func (c Coin) Term() (cgt.Game, error) {
	if err := c.Validate(); err != nil {
		return cgt.Game{}, fmt.Errorf("term of %s coin: %w", c.Color, err)
	}
	return c.term(), nil
}

// term returns c's term without validating c.
func (c Coin) term() cgt.Game {
	g := redTerm(c.Place, c.Row, c.Col, c.Value)
	if c.Color == Blue {
		return g.Neg()
	}
	return g
}

// redTerm returns the term of a red coin (see the comment above); value may
// be 0 here, which gives the zero-value coins that section 5.1.2 moves to the
// top strip.
func redTerm(place Place, row, col int, value cgt.Game) cgt.Game {
	key := termKey{place, row, col, value}
	if g, ok := termCache.Load(key); ok {
		return g.(cgt.Game)
	}
	var g cgt.Game
	switch place {
	case Pocket:
		g = value.Neg()
	case Strip:
		if col == 0 {
			g = cgt.Star()
		} else {
			g = cgt.NewGame([]cgt.Game{cgt.Zero(), redTerm(Strip, 0, col-1, value)}, []cgt.Game{cgt.Zero()})
		}
	default:
		if row == 0 {
			g = cgt.NewGame([]cgt.Game{cgt.Zero()}, []cgt.Game{value.Neg()})
		} else {
			left := cgt.Zero()
			if col > 1 {
				left = redTerm(Board, row, col-1, value)
			}
			g = cgt.NewGame([]cgt.Game{left}, []cgt.Game{redTerm(Board, row-1, 1, value)})
		}
	}
	termCache.Store(key, g)
	return g
}

// ZeroValueCoins returns the top-strip coins equivalent to a coin of value
// zero on the main board at row m and column n+1 (n columns right of the
// bipolar square): "one coin on the neutral square, one coin n + 1 squares
// to the right of the neutral square (if m > 0), and m - 1 coins one square
// to the right of the neutral square (if m > 1)" (section 5.1.2). The coins
// keep color c. It fails on a square that is not on the board.
func ZeroValueCoins(c Color, m, col int) ([]Coin, error) {
	probe := BoardCoin(c, m, col, cgt.Int(1))
	if err := probe.Validate(); err != nil {
		return nil, fmt.Errorf("zero-value coin: %w", err)
	}
	out := []Coin{StripCoin(c, 0)}
	if m > 0 {
		out = append(out, StripCoin(c, col))
	}
	for i := 1; i < m; i++ {
		out = append(out, StripCoin(c, 1))
	}
	return out, nil
}
