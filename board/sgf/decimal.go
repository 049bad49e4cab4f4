package sgf

import (
	"errors"
	"fmt"
	"strings"
)

// errNotHalf is returned for a decimal that is not a multiple of 1/2.
var errNotHalf = errors.New("not a multiple of 1/2")

// maxDecimalDigits bounds the digits of a decimal read by halfPoints, so
// that the result always fits in an int.
const maxDecimalDigits = 15

// halfPoints reads an FF[4] Real ("-6.5", "7", "+0.50") exactly and returns
// it counted in half points (twice its value). It returns errNotHalf for a
// decimal that is not a multiple of 1/2, and another error for text that is
// not a decimal.
func halfPoints(s string) (int, error) {
	t := strings.TrimSpace(s)
	neg := false
	if t != "" && (t[0] == '+' || t[0] == '-') {
		neg = t[0] == '-'
		t = t[1:]
	}
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" && frac == "" || len(whole)+len(frac) > maxDecimalDigits || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("%q is not a decimal number", s)
	}
	n := 0
	for i := 0; i < len(whole); i++ {
		n = n*10 + int(whole[i]-'0')
	}
	n *= 2
	switch strings.TrimRight(frac, "0") {
	case "":
	case "5":
		n++
	default:
		return 0, fmt.Errorf("%q: %w", s, errNotHalf)
	}
	if neg {
		n = -n
	}
	return n, nil
}

// allDigits reports whether s consists of ASCII digits only (true for "").
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
