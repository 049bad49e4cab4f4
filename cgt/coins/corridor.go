package coins

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// CorridorCoins maps a Black corridor of Go to the coin-sliding game (Moews
// section 5.2; /work/shared/oracles/facts.md): a Black corridor with r > 0
// empty points and n > 0 Black stones corresponds, after chilling, to the
// integer 2n + r - 2 plus a red coin of value 2n - 2 placed r - 1 squares
// above the bottom row, in the left-hand column. For example the corridor of
// Figure 5.3 (8||7||6|0, chilled 7 + {0|+_4}) has r = 3 and n = 3.
//
// When n = 1 the coin has value zero, and it is returned as the equivalent
// top-strip coins of section 5.1.2 ([ZeroValueCoins]). A White corridor is
// the negative: negate the integer and use [Coin.Neg] on the coins.
//
// The chilled value of the corridor is integer plus the sum of the coins'
// terms. It fails unless r and n are positive and the coin's square is within
// MaxCoord.
func CorridorCoins(r, n int) (integer int, coins []Coin, err error) {
	if r <= 0 || n <= 0 {
		return 0, nil, fmt.Errorf("corridor: need r > 0 empty points and n > 0 stones, got r=%d n=%d", r, n)
	}
	if r-1 > MaxCoord || n > MaxCoord*MaxCoord {
		return 0, nil, fmt.Errorf("corridor: r=%d n=%d too large (rows up to %d)", r, n, MaxCoord)
	}
	integer = 2*n + r - 2
	if n == 1 {
		coins, err = ZeroValueCoins(Red, r-1, 1)
		if err != nil {
			return 0, nil, fmt.Errorf("corridor: %w", err)
		}
		return integer, coins, nil
	}
	c := BoardCoin(Red, r-1, 1, cgt.Int(int64(2*n-2)))
	if err := c.Validate(); err != nil {
		return 0, nil, fmt.Errorf("corridor: %w", err)
	}
	return integer, []Coin{c}, nil
}
