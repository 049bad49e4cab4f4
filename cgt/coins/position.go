package coins

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// MaxCoins bounds the number of coins in a position handled by this package
// (classification, strategy and sums); larger positions are rejected.
const MaxCoins = 1 << 16

// Position is a position of the coin-sliding game: a multiset of coins
// (order does not matter). Its value is the sum of the coins' terms
// (section 5.1.3).
type Position []Coin

// Validate checks every coin and the size of the position.
func (p Position) Validate() error {
	if len(p) > MaxCoins {
		return fmt.Errorf("position has %d coins, more than %d", len(p), MaxCoins)
	}
	for i, c := range p {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("coin %d: %w", i, err)
		}
	}
	return nil
}

// squareKey identifies a coin's term up to sign: pairs of coins with the
// same key and opposite colors cancel.
type squareKey struct {
	place    Place
	row, col int
	value    cgt.Game
}

func keyOf(c Coin) squareKey { return squareKey{c.Place, c.Row, c.Col, c.Value} }

// Normalize returns p with cancelling pairs removed, as Moews assumes
// throughout play: a term G together with -G (same value, same square,
// opposite colors) sums to 0, and so do two coins on the neutral square
// (* + * = 0) (section 5.1.3). Coins on the neutral square are given color
// Red. The result is sorted in a deterministic order (place, row, column,
// color, value) and does not share memory with p. Normalize does not
// validate p.
func (p Position) Normalize() Position {
	net := make(map[squareKey]int, len(p))
	var order []squareKey
	for _, c := range p {
		k := keyOf(c)
		n, seen := net[k]
		if !seen {
			order = append(order, k)
		}
		if c.Place == Strip && c.Col == 0 {
			net[k] = n ^ 1
			continue
		}
		net[k] = n + int(c.Color)
	}
	// Sort the distinct squares (with their values) deterministically, then
	// expand the net counts.
	names := map[cgt.Game]string{}
	for _, k := range order {
		if _, ok := names[k.value]; !ok {
			names[k.value] = k.value.String()
		}
	}
	slices.SortFunc(order, func(a, b squareKey) int {
		return cmp.Or(
			cmp.Compare(a.place, b.place),
			cmp.Compare(a.row, b.row),
			cmp.Compare(a.col, b.col),
			cmp.Compare(names[a.value], names[b.value]),
		)
	})
	out := make(Position, 0, len(p))
	for _, k := range order {
		n := net[k]
		col := Red
		if n < 0 {
			col, n = Blue, -n
		}
		for range n {
			out = append(out, Coin{Color: col, Place: k.place, Row: k.row, Col: k.col, Value: k.value})
		}
	}
	return out
}

// Sum returns the value of p: the canonical sum of its coins' terms.
func (p Position) Sum() (cgt.Game, error) {
	if err := p.Validate(); err != nil {
		return cgt.Game{}, fmt.Errorf("sum of position: %w", err)
	}
	s := cgt.Zero()
	for _, c := range p {
		s = s.Add(c.term())
	}
	return s, nil
}

// IsInfinitesimal reports whether p has no switch terms and no numbers, the
// positions Table 5.1 classifies ("Positions like this will be
// infinitesimal", section 5.1.3). Cancelling pairs count as absent.
func (p Position) IsInfinitesimal() bool {
	for _, c := range p.Normalize() {
		if k := c.Kind(); k == KindSwitch || k == KindNumber {
			return false
		}
	}
	return true
}

// String lists the coins' terms in Moews' notation ([Coin.Notation]),
// joined by " + "; the empty position prints as "0".
func (p Position) String() string {
	if len(p) == 0 {
		return "0"
	}
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = c.Notation()
	}
	return strings.Join(parts, " + ")
}
