package coins

import (
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/cgt"
)

// errIncomparable is wrapped when two monetary values are confused with each
// other, so that the desirability order does not exist (Theorem 22
// condition 1).
var errIncomparable = errors.New("monetary values are not totally ordered")

// compareValues returns the sign of x - y, or an error if x and y are
// confused with each other.
func compareValues(x, y cgt.Game) (int, error) {
	switch {
	case x == y:
		return 0, nil
	case x.Leq(y):
		return -1, nil
	case y.Leq(x):
		return 1, nil
	}
	return 0, fmt.Errorf("%w: %s and %s are confused", errIncomparable, x, y)
}

// valueRanks maps each distinct monetary value of coins to its rank in
// increasing order (0 for the smallest). It fails if two values are confused
// with each other.
func valueRanks(coins []Coin) (map[cgt.Game]int, error) {
	var vals []cgt.Game
	seen := map[cgt.Game]bool{}
	for _, c := range coins {
		if !seen[c.Value] {
			seen[c.Value] = true
			vals = append(vals, c.Value)
		}
	}
	var cmpErr error
	slices.SortFunc(vals, func(a, b cgt.Game) int {
		s, err := compareValues(a, b)
		if err != nil && cmpErr == nil {
			cmpErr = err
		}
		return s
	})
	if cmpErr != nil {
		return nil, cmpErr
	}
	// Sorting compares only some pairs: check neighbours, which by
	// transitivity of <= covers every pair of a total order.
	for i := 1; i < len(vals); i++ {
		if s, err := compareValues(vals[i-1], vals[i]); err != nil {
			return nil, err
		} else if s >= 0 {
			return nil, fmt.Errorf("%w: %s and %s", errIncomparable, vals[i-1], vals[i])
		}
	}
	ranks := make(map[cgt.Game]int, len(vals))
	for i, v := range vals {
		ranks[v] = i
	}
	return ranks, nil
}

// band orders the regions of Figure 5.1 for rules 1 and 2: terms below the
// critical line (bipolar square and the row above it) first, then the rest
// of the main region, then the top strip; numbers are never moved on and come
// last.
func band(c Coin) int {
	switch c.Place {
	case Board:
		if c.Row <= 1 {
			return 3
		}
		return 2
	case Strip:
		return 1
	}
	return 0
}

// desire compares the desirability of a and b (rules 1-5 of section 5.1.3,
// Figure 5.2) given the ranks of their monetary values: positive if a is
// more desirable than b, negative if less, 0 if equally desirable.
func desire(a Coin, ra int, b Coin, rb int) int {
	// Rules 1 and 2: below the critical line, then main region, then strip.
	if ba, bb := band(a), band(b); ba != bb {
		return ba - bb
	}
	switch band(a) {
	case 3:
		// Rule 3: higher value; rule 4: closer to the critical line.
		if ra != rb {
			return ra - rb
		}
		if a.Row != b.Row {
			return a.Row - b.Row
		}
	case 2:
		// Rule 3: lower value; rule 4: closer to the critical line.
		if ra != rb {
			return rb - ra
		}
		if a.Row != b.Row {
			return b.Row - a.Row
		}
	case 0:
		return 0
	}
	// Rule 5: further right.
	return a.Col - b.Col
}

// Desirability compares the terms of coins a and b in Moews' desirability
// order (section 5.1.3, rules 1-5, Figure 5.2): it returns a positive number
// if a's term is more desirable, a negative one if b's is, and 0 if they are
// equally desirable. Numbers (pocket coins) are never moved on and rank
// below every other term. It fails if a coin is invalid or the two monetary
// values are confused with each other.
func Desirability(a, b Coin) (int, error) {
	for _, c := range []Coin{a, b} {
		if err := c.Validate(); err != nil {
			return 0, fmt.Errorf("desirability: %w", err)
		}
	}
	s, err := compareValues(a.Value, b.Value)
	if err != nil {
		return 0, fmt.Errorf("desirability: %w", err)
	}
	d := desire(a, s, b, 0)
	switch {
	case d > 0:
		return 1, nil
	case d < 0:
		return -1, nil
	}
	return 0, nil
}
