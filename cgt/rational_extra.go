package cgt

import "math/big"

// cmpRat compares a and b like a.Cmp(b) (-1, 0, +1), without allocating
// when both have numerators and denominators below 2^31 in magnitude, the
// common case in thermography (small dyadic walls and temperatures);
// otherwise it falls back on big.Rat's Cmp.
func cmpRat(a, b Rational) int {
	if an, ad, ok := smallParts(a); ok {
		if bn, bd, ok := smallParts(b); ok {
			l, r := an*bd, bn*ad
			switch {
			case l < r:
				return -1
			case l > r:
				return 1
			}
			return 0
		}
	}
	return a.Cmp(b)
}

// smallParts returns a = n/d (d > 0) when |n| and d are below 2^31, without
// allocating; products and sums of two such products then fit in an int64.
func smallParts(a Rational) (n, d int64, ok bool) {
	r := a.r
	if r == nil {
		return 0, 1, true
	}
	num := r.Num()
	if !small31(num) {
		return 0, 0, false
	}
	if r.IsInt() {
		return num.Int64(), 1, true
	}
	den := r.Denom() // initialised for non-integers: no allocation
	if !small31(den) {
		return 0, 0, false
	}
	return num.Int64(), den.Int64(), true
}

// addRat returns a + b, computing small operands in int64 arithmetic.
func addRat(a, b Rational) Rational {
	if an, ad, ok := smallParts(a); ok {
		if bn, bd, ok := smallParts(b); ok {
			if ad == bd {
				return Rational{new(big.Rat).SetFrac64(an+bn, ad)}
			}
			return Rational{new(big.Rat).SetFrac64(an*bd+bn*ad, ad*bd)}
		}
	}
	return a.Add(b)
}

// mulRat returns a * b, computing small operands in int64 arithmetic.
func mulRat(a, b Rational) Rational {
	if an, ad, ok := smallParts(a); ok {
		if bn, bd, ok := smallParts(b); ok {
			return Rational{new(big.Rat).SetFrac64(an*bn, ad*bd)}
		}
	}
	return a.Mul(b)
}

// small31 reports whether |x| < 2^31, so that products of two such values
// fit in an int64.
func small31(x *big.Int) bool { return x.BitLen() < 32 }

// subRat returns a - b, computing small operands in int64 arithmetic.
func subRat(a, b Rational) Rational {
	if an, ad, ok := smallParts(a); ok {
		if bn, bd, ok := smallParts(b); ok {
			if ad == bd {
				return Rational{new(big.Rat).SetFrac64(an-bn, ad)}
			}
			return Rational{new(big.Rat).SetFrac64(an*bd-bn*ad, ad*bd)}
		}
	}
	return a.Sub(b)
}

// midRat returns (a + b) / 2.
func midRat(a, b Rational) Rational {
	if an, ad, ok := smallParts(a); ok {
		if bn, bd, ok := smallParts(b); ok {
			return Rational{new(big.Rat).SetFrac64(an*bd+bn*ad, 2*ad*bd)}
		}
	}
	return a.Add(b).Half()
}
