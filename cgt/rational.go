package cgt

import (
	"fmt"
	"math/big"
	"strings"
)

// Rational is an exact rational number, immutable once made. Numbers of short
// games are dyadic (denominator a power of two; ONAG ch. 0-1), but cooling,
// thermographs and kos produce arbitrary rationals (Moews' kos make thirds),
// so one exact type serves all of them. The zero value is 0.
//
// A Rational never exposes its big.Rat; every operation returns a new value.
type Rational struct {
	r *big.Rat // nil means 0
}

// RationalFromInt returns the integer n as a Rational.
func RationalFromInt(n int64) Rational { return Rational{new(big.Rat).SetInt64(n)} }

// RationalFromFrac returns num/den; it panics if den is 0 (a programming
// error, never reachable from user input: parsers use ParseRational).
func RationalFromFrac(num, den int64) Rational {
	if den == 0 {
		panic("cgt: RationalFromFrac with zero denominator")
	}
	return Rational{big.NewRat(num, den)}
}

// RationalFromBig returns a copy of r as a Rational.
func RationalFromBig(r *big.Rat) Rational { return Rational{new(big.Rat).Set(r)} }

func (a Rational) rat() *big.Rat {
	if a.r == nil {
		return new(big.Rat)
	}
	return a.r
}

// Big returns a fresh copy of the value as a big.Rat.
func (a Rational) Big() *big.Rat { return new(big.Rat).Set(a.rat()) }

// Add returns a + b.
func (a Rational) Add(b Rational) Rational { return Rational{new(big.Rat).Add(a.rat(), b.rat())} }

// Sub returns a - b.
func (a Rational) Sub(b Rational) Rational { return Rational{new(big.Rat).Sub(a.rat(), b.rat())} }

// Mul returns a * b.
func (a Rational) Mul(b Rational) Rational { return Rational{new(big.Rat).Mul(a.rat(), b.rat())} }

// Quo returns a / b; it panics if b is 0 (callers check first).
func (a Rational) Quo(b Rational) Rational {
	if b.Sign() == 0 {
		panic("cgt: Rational division by zero")
	}
	return Rational{new(big.Rat).Quo(a.rat(), b.rat())}
}

// Neg returns -a.
func (a Rational) Neg() Rational { return Rational{new(big.Rat).Neg(a.rat())} }

// Half returns a / 2.
func (a Rational) Half() Rational { return a.Quo(RationalFromInt(2)) }

// Cmp compares a and b: -1 if a < b, 0 if equal, +1 if a > b.
//
// Integers and fractions with the same denominator (the halves and
// quarters of Go counts) compare by their numerators: big.Rat.Cmp would
// allocate two scaled copies each time.
func (a Rational) Cmp(b Rational) int {
	switch {
	case a.r == nil && b.r == nil:
		return 0
	case a.r == nil:
		return -b.r.Sign()
	case b.r == nil:
		return a.r.Sign()
	}
	aInt, bInt := a.r.IsInt(), b.r.IsInt()
	if aInt && bInt || !aInt && !bInt && a.r.Denom().Cmp(b.r.Denom()) == 0 {
		return a.r.Num().Cmp(b.r.Num())
	}
	return a.r.Cmp(b.r)
}

// Equal reports whether a == b.
func (a Rational) Equal(b Rational) bool { return a.Cmp(b) == 0 }

// Less reports whether a < b.
func (a Rational) Less(b Rational) bool { return a.Cmp(b) < 0 }

// Sign returns -1, 0 or +1.
func (a Rational) Sign() int { return a.rat().Sign() }

// IsInteger reports whether a is an integer.
func (a Rational) IsInteger() bool { return a.rat().IsInt() }

// IsDyadic reports whether a's denominator is a power of two, that is,
// whether a is the value of a short game number (ONAG ch. 1).
func (a Rational) IsDyadic() bool {
	d := a.rat().Denom()
	// d is positive; a power of two has exactly one bit set.
	return d.BitLen()-1 == int(d.TrailingZeroBits())
}

// Num returns a copy of the numerator (the sign is carried here).
func (a Rational) Num() *big.Int { return new(big.Int).Set(a.rat().Num()) }

// Denom returns a copy of the (positive) denominator.
func (a Rational) Denom() *big.Int { return new(big.Int).Set(a.rat().Denom()) }

// Floor returns the greatest integer <= a.
func (a Rational) Floor() Rational {
	r := a.rat()
	q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for positive denominators
	return Rational{new(big.Rat).SetInt(q)}
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
	r := a.rat()
	if !r.IsInt() || !r.Num().IsInt64() {
		return 0, false
	}
	return r.Num().Int64(), true
}

// String prints the value as CGSuite does: "3", "-5/8", "1/3".
func (a Rational) String() string { return a.rat().RatString() }

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
	return Rational{r}, nil
}
