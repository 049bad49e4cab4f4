package coins

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// CheckValues reports whether the monetary values satisfy the conditions of
// Moews' Theorem 22 (section 5.1.5), under which the classification of
// Table 5.1 and the strategy of section 5.1.3 still hold when values are
// games rather than numbers:
//
//  1. the nonzero values are totally ordered;
//  2. R(x) > 0 for every value x (Right stop);
//  3. R(x^R) > 0 for every Right option x^R of every x;
//  4. 2.{x|0} <= x for every x;
//  5. for x2 > x1, x2 - x1 exceeds every sum of shifted tinies
//     +_{x3}^{->a1} + ... ; this is checked through the sufficient condition
//     R(x2 - x1) > 0, which makes x2 - x1 exceed every infinitesimal (the
//     stops of G + e equal those of G for infinitesimal e, and a game with
//     positive Right stop is positive). Values failing only this check are
//     reported, although the theorem might still hold for them.
//
// Positive numbers satisfy all five. It returns nil or an error naming the
// first failed condition.
func CheckValues(values []cgt.Game) error {
	var nonzero []cgt.Game
	for _, x := range values {
		if x == cgt.Zero() {
			continue
		}
		nonzero = append(nonzero, x)
		if x.RightStop().Sign() <= 0 {
			return fmt.Errorf("theorem 22 condition 2: R(%s) = %s is not positive", x, x.RightStop())
		}
		for _, xr := range x.RightOptions() {
			if xr.RightStop().Sign() <= 0 {
				return fmt.Errorf("theorem 22 condition 3: Right option %s of %s has Right stop %s", xr, x, xr.RightStop())
			}
		}
		sw := cgt.NewGame([]cgt.Game{x}, []cgt.Game{cgt.Zero()})
		if !sw.Add(sw).Leq(x) {
			return fmt.Errorf("theorem 22 condition 4: 2.{%s|0} is not <= %s", x, x)
		}
	}
	for i, a := range nonzero {
		for _, b := range nonzero[i+1:] {
			s, err := compareValues(a, b)
			if err != nil {
				return fmt.Errorf("theorem 22 condition 1: %w", err)
			}
			if s == 0 {
				continue
			}
			hi, lo := a, b
			if s < 0 {
				hi, lo = b, a
			}
			if d := hi.Sub(lo); d.RightStop().Sign() <= 0 {
				return fmt.Errorf("theorem 22 condition 5 (checked as R(x2-x1) > 0): R(%s - %s) = %s", hi, lo, d.RightStop())
			}
		}
	}
	return nil
}
