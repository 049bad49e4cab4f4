package api

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// ScoreString writes a margin for Black (Count.Margin) in the form of
// GTP's final_score and SGF's RE: "B+2.5", "W+31", "0" for a draw. Margins that are not multiples
// of 1/2 are written as fractions ("B+1/3").
func ScoreString(margin cgt.Rational) string {
	switch margin.Sign() {
	case 0:
		return "0"
	case 1:
		return "B+" + decimalString(margin)
	}
	return "W+" + decimalString(margin.Neg())
}

// decimalString prints a non-negative rational as a decimal when its
// denominator is 1 or 2 ("3", "2.5") and as a fraction otherwise.
func decimalString(r cgt.Rational) string {
	if r.IsInteger() {
		return r.String()
	}
	if r.Denom().Int64() == 2 {
		return r.Floor().String() + ".5"
	}
	return r.String()
}

// FormatDecimal prints a rational such as a komi: "6.5", "-3", "0", or a
// fraction when it is not a multiple of 1/2.
func FormatDecimal(r cgt.Rational) string {
	if r.Sign() < 0 {
		return "-" + decimalString(r.Neg())
	}
	return decimalString(r)
}

// ParseKomi reads a komi as GTP's komi and SGF's KM give it: a decimal or
// integer number, optionally signed, of reasonable size (|komi| <= 1000).
func ParseKomi(s string) (cgt.Rational, error) {
	if strings.Contains(s, "/") {
		return cgt.Rational{}, fmt.Errorf("komi %q is not a decimal number", s)
	}
	k, err := cgt.ParseRational(s)
	if err != nil {
		return cgt.Rational{}, fmt.Errorf("komi: %w", err)
	}
	if k.Cmp(cgt.RationalFromInt(1000)) > 0 || k.Cmp(cgt.RationalFromInt(-1000)) < 0 {
		return cgt.Rational{}, fmt.Errorf("komi %s is out of range", s)
	}
	return k, nil
}
