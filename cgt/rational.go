package cgt

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Rational is an exact rational number, immutable once made. Numbers of short
// games are dyadic (denominator a power of two; ONAG ch. 0-1), but cooling,
// thermographs and kos produce arbitrary rationals (Moews' kos make thirds),
// so one exact type serves all of them. The zero value is 0.
//
// A value whose reduced numerator and denominator fit in an int64 is kept
// as the two integers, and the arithmetic of operands below 2^31 in
// magnitude runs in int64 without allocating (the walls and temperatures of
// Go endgames); other values are kept as a big.Rat. A Rational never
// exposes its big.Rat; every operation returns a new value. Two Rationals
// with the same value have the same representation.
type Rational struct {
	// n/d is the value when r is nil: d >= 1 and gcd(|n|, d) = 1, or d = 0
	// (the zero value) for 0. n is never math.MinInt64.
	n, d int64
	// r is the value when it does not fit in n/d.
	r *big.Rat
}

// smallLimit bounds the operands of int64 arithmetic: products of two
// values below it, and sums of two such products, fit in an int64.
const smallLimit = 1 << 31

// RationalFromInt returns the integer n as a Rational.
func RationalFromInt(n int64) Rational {
	switch n {
	case math.MinInt64:
		return Rational{r: new(big.Rat).SetInt64(n)}
	case 0:
		return Rational{}
	}
	return Rational{n: n, d: 1}
}

// RationalFromFrac returns num/den; it panics if den is 0 (a programming
// error, never reachable from user input: parsers use ParseRational).
func RationalFromFrac(num, den int64) Rational {
	if den == 0 {
		panic("cgt: RationalFromFrac with zero denominator")
	}
	if num == math.MinInt64 || den == math.MinInt64 {
		return fromBig(big.NewRat(num, den))
	}
	return reduced(num, den)
}

// RationalFromBig returns a copy of r as a Rational.
func RationalFromBig(r *big.Rat) Rational { return fromBig(new(big.Rat).Set(r)) }

// reduced returns n/d in lowest terms, d != 0; neither is math.MinInt64.
func reduced(n, d int64) Rational {
	if d < 0 {
		n, d = -n, -d
	}
	if n == 0 {
		return Rational{}
	}
	if g := gcd64(n, d); g > 1 {
		n, d = n/g, d/g
	}
	return Rational{n: n, d: d}
}

// gcd64 returns the greatest common divisor of |a| and b > 0.
func gcd64(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	for a != 0 {
		a, b = b%a, a
	}
	return b
}

// fromBig returns the value of r, which it may keep (r must not be
// changed afterwards), in the two-integer form when it fits.
func fromBig(r *big.Rat) Rational {
	num, den := r.Num(), r.Denom()
	if num.IsInt64() && den.IsInt64() {
		if n := num.Int64(); n != math.MinInt64 {
			if n == 0 {
				return Rational{}
			}
			return Rational{n: n, d: den.Int64()} // big.Rat keeps lowest terms
		}
	}
	return Rational{r: r}
}

// parts returns a = n/d (d >= 1) when a is kept as two integers below
// smallLimit in magnitude.
func (a Rational) parts() (n, d int64, ok bool) {
	if a.r != nil {
		return 0, 0, false
	}
	if a.d == 0 {
		return 0, 1, true
	}
	if a.n <= -smallLimit || a.n >= smallLimit || a.d >= smallLimit {
		return 0, 0, false
	}
	return a.n, a.d, true
}

// rat returns the value as a big.Rat, which the caller must not change.
func (a Rational) rat() *big.Rat {
	switch {
	case a.r != nil:
		return a.r
	case a.d == 0:
		return new(big.Rat)
	}
	return big.NewRat(a.n, a.d)
}

// Big returns a fresh copy of the value as a big.Rat.
func (a Rational) Big() *big.Rat { return new(big.Rat).Set(a.rat()) }

// Add returns a + b.
func (a Rational) Add(b Rational) Rational {
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			if ad == bd {
				return reduced(an+bn, ad)
			}
			return reduced(an*bd+bn*ad, ad*bd)
		}
	}
	return fromBig(new(big.Rat).Add(a.rat(), b.rat()))
}

// Sub returns a - b.
func (a Rational) Sub(b Rational) Rational {
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			if ad == bd {
				return reduced(an-bn, ad)
			}
			return reduced(an*bd-bn*ad, ad*bd)
		}
	}
	return fromBig(new(big.Rat).Sub(a.rat(), b.rat()))
}

// Mul returns a * b.
func (a Rational) Mul(b Rational) Rational {
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			return reduced(an*bn, ad*bd)
		}
	}
	return fromBig(new(big.Rat).Mul(a.rat(), b.rat()))
}

// Quo returns a / b; it panics if b is 0 (callers check first).
func (a Rational) Quo(b Rational) Rational {
	if b.Sign() == 0 {
		panic("cgt: Rational division by zero")
	}
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			return reduced(an*bd, ad*bn)
		}
	}
	return fromBig(new(big.Rat).Quo(a.rat(), b.rat()))
}

// Neg returns -a.
func (a Rational) Neg() Rational {
	if a.r == nil {
		return Rational{n: -a.n, d: a.d}
	}
	return fromBig(new(big.Rat).Neg(a.r))
}

// Half returns a / 2.
func (a Rational) Half() Rational { return a.Quo(RationalFromInt(2)) }

// Cmp compares a and b: -1 if a < b, 0 if equal, +1 if a > b.
func (a Rational) Cmp(b Rational) int {
	if a.r == nil && b.r == nil && a.d == b.d {
		return cmp64(a.n, b.n) // the same denominator (or both zero values)
	}
	if an, ad, ok := a.parts(); ok {
		if bn, bd, ok := b.parts(); ok {
			return cmp64(an*bd, bn*ad)
		}
	}
	return a.rat().Cmp(b.rat())
}

// cmp64 compares two integers: -1, 0 or +1.
func cmp64(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// Equal reports whether a == b.
func (a Rational) Equal(b Rational) bool { return a.Cmp(b) == 0 }

// Less reports whether a < b.
func (a Rational) Less(b Rational) bool { return a.Cmp(b) < 0 }

// Sign returns -1, 0 or +1.
func (a Rational) Sign() int {
	if a.r == nil {
		return cmp64(a.n, 0)
	}
	return a.r.Sign()
}

// IsInteger reports whether a is an integer.
func (a Rational) IsInteger() bool {
	if a.r == nil {
		return a.d <= 1
	}
	return a.r.IsInt()
}

// IsDyadic reports whether a's denominator is a power of two, that is,
// whether a is the value of a short game number (ONAG ch. 1).
func (a Rational) IsDyadic() bool {
	if a.r == nil {
		return a.d&(a.d-1) == 0 // d is 0 (the zero value) or positive
	}
	d := a.r.Denom()
	// d is positive; a power of two has exactly one bit set.
	return d.BitLen()-1 == int(d.TrailingZeroBits())
}

// Num returns a copy of the numerator (the sign is carried here).
func (a Rational) Num() *big.Int { return new(big.Int).Set(a.rat().Num()) }

// Denom returns a copy of the (positive) denominator.
func (a Rational) Denom() *big.Int { return new(big.Int).Set(a.rat().Denom()) }

// Floor returns the greatest integer <= a.
func (a Rational) Floor() Rational {
	if a.r == nil {
		if a.d <= 1 {
			return a
		}
		q := a.n / a.d // truncated toward zero
		if a.n < 0 {
			q-- // not an integer: one below
		}
		return RationalFromInt(q)
	}
	r := a.r
	q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for positive denominators
	return fromBig(new(big.Rat).SetInt(q))
}

// Ceil returns the least integer >= a.
func (a Rational) Ceil() Rational { return a.Neg().Floor().Neg() }

// Min returns the smaller of a and b.
func (a Rational) Min(b Rational) Rational {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

// Max returns the larger of a and b.
func (a Rational) Max(b Rational) Rational {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// Int64 returns a as an int64 and whether it is an integer that fits.
func (a Rational) Int64() (int64, bool) {
	if a.r == nil {
		return a.n, a.d <= 1
	}
	r := a.r
	if !r.IsInt() || !r.Num().IsInt64() {
		return 0, false
	}
	return r.Num().Int64(), true
}

// String prints the value as CGSuite does: "3", "-5/8", "1/3".
func (a Rational) String() string {
	if a.r == nil {
		if a.d <= 1 {
			return strconv.FormatInt(a.n, 10)
		}
		return strconv.FormatInt(a.n, 10) + "/" + strconv.FormatInt(a.d, 10)
	}
	return a.r.RatString()
}

// MixedString prints the value the way Go players write point values:
// "7 1/2", "-1 1/3", "3", "1/2".
func (a Rational) MixedString() string {
	r := a.rat()
	if r.IsInt() {
		return r.Num().String()
	}
	neg := r.Sign() < 0
	abs := new(big.Rat).Abs(r)
	whole := new(big.Int).Quo(abs.Num(), abs.Denom())
	frac := new(big.Rat).Sub(abs, new(big.Rat).SetInt(whole))
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	if whole.Sign() != 0 {
		b.WriteString(whole.String())
		b.WriteByte(' ')
	}
	b.WriteString(frac.RatString())
	return b.String()
}

// maxRationalTextLen bounds the length of a number accepted by
// ParseRational, so hostile input cannot ask for huge allocations.
const maxRationalTextLen = 4096

// ParseRational reads an exact number: an integer ("-3"), a fraction
// ("5/8"), a decimal ("6.5") or a mixed number ("7 1/2", "-1 1/3").
func ParseRational(s string) (Rational, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Rational{}, fmt.Errorf("empty number")
	}
	if len(t) > maxRationalTextLen {
		return Rational{}, fmt.Errorf("number too long (%d characters)", len(t))
	}
	if i := strings.IndexByte(t, ' '); i >= 0 {
		whole, err := ParseRational(t[:i])
		if err != nil || !whole.IsInteger() {
			return Rational{}, fmt.Errorf("bad mixed number %q", s)
		}
		frac, err := ParseRational(strings.TrimSpace(t[i+1:]))
		if err != nil || frac.Sign() <= 0 || frac.Cmp(RationalFromInt(1)) >= 0 || strings.ContainsAny(t[i+1:], "-+") {
			return Rational{}, fmt.Errorf("bad mixed number %q", s)
		}
		if strings.HasPrefix(t, "-") {
			return whole.Sub(frac), nil
		}
		return whole.Add(frac), nil
	}
	for i, c := range t {
		ok := (c >= '0' && c <= '9') || c == '/' || c == '.' || ((c == '-' || c == '+') && i == 0)
		if !ok {
			return Rational{}, fmt.Errorf("bad number %q", s)
		}
	}
	r, ok := new(big.Rat).SetString(t)
	if !ok {
		return Rational{}, fmt.Errorf("bad number %q", s)
	}
	return fromBig(r), nil
}
