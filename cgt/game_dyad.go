package cgt

import "math/bits"

// dyad is a small dyadic rational n / 2^e kept beside a Rational so that
// the hot comparisons of stops and numbers avoid big.Rat arithmetic. ok is
// false when the value does not fit (|n| >= 2^62 or e > 62).
type dyad struct {
	n  int64
	e  uint8
	ok bool
}

// dyadOf returns the small form of r when it has one.
func dyadOf(r Rational) dyad {
	a := r.rat()
	num, den := a.Num(), a.Denom()
	if !num.IsInt64() || num.BitLen() > 62 || den.BitLen() > 63 {
		return dyad{}
	}
	e := den.BitLen() - 1
	if den.TrailingZeroBits() != uint(e) { // not a power of two
		return dyad{}
	}
	return dyad{n: num.Int64(), e: uint8(e), ok: true}
}

// cmpDyad compares a and b when both are small; ok is false otherwise.
func cmpDyad(a, b dyad) (c int, ok bool) {
	if !a.ok || !b.ok {
		return 0, false
	}
	x, y := a.n, b.n
	switch {
	case a.e < b.e:
		d := uint(b.e - a.e)
		if bits.Len64(absU(x))+int(d) > 62 {
			return 0, false
		}
		x <<= d
	case b.e < a.e:
		d := uint(a.e - b.e)
		if bits.Len64(absU(y))+int(d) > 62 {
			return 0, false
		}
		y <<= d
	}
	switch {
	case x < y:
		return -1, true
	case x > y:
		return 1, true
	}
	return 0, true
}

func absU(x int64) uint64 {
	if x < 0 {
		return uint64(-x)
	}
	return uint64(x)
}

// cmpStop compares two exact values with their small forms.
func cmpStop(a Rational, da dyad, b Rational, db dyad) int {
	if c, ok := cmpDyad(da, db); ok {
		return c
	}
	return a.Cmp(b)
}
