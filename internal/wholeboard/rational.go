package wholeboard

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
)

// Q is an exact rational num/den with den > 0 in lowest terms, on int64:
// the oracle's thermographs only meet small numerators and denominators
// (points on a board, powers of 2 and 3). An operation that would overflow
// panics with errOverflow, which the exported entry points turn into an
// error.
type Q struct{ num, den int64 }

// errOverflow reports a rational out of the int64 range.
var errOverflow = errors.New("wholeboard: rational overflow")

func qi(n int64) Q { return Q{n, 1} }

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func mk(num, den int64) Q {
	if den == 0 {
		panic("wholeboard: division by zero")
	}
	if den < 0 {
		num, den = neg(num), neg(den)
	}
	if g := gcd(num, den); g > 1 {
		num, den = num/g, den/g
	}
	return Q{num, den}
}

func neg(a int64) int64 {
	if a == math.MinInt64 {
		panic(errOverflow)
	}
	return -a
}

func mul64(a, b int64) int64 {
	hi, lo := bits.Mul64(uint64(abs64(a)), uint64(abs64(b)))
	if hi != 0 || lo > math.MaxInt64 {
		panic(errOverflow)
	}
	if (a < 0) != (b < 0) {
		return -int64(lo)
	}
	return int64(lo)
}

func abs64(a int64) int64 {
	if a < 0 {
		return neg(a)
	}
	return a
}

func add64(a, b int64) int64 {
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		panic(errOverflow)
	}
	return s
}

func (a Q) add(b Q) Q {
	if a.den == b.den {
		return mk(add64(a.num, b.num), a.den)
	}
	return mk(add64(mul64(a.num, b.den), mul64(b.num, a.den)), mul64(a.den, b.den))
}

func (a Q) sub(b Q) Q { return a.add(Q{neg(b.num), b.den}) }

func (a Q) mul(b Q) Q { return mk(mul64(a.num, b.num), mul64(a.den, b.den)) }

func (a Q) quo(b Q) Q { return mk(mul64(a.num, b.den), mul64(a.den, b.num)) }

func (a Q) cmp(b Q) int {
	l, r := mul64(a.num, b.den), mul64(b.num, a.den)
	switch {
	case l < r:
		return -1
	case l > r:
		return 1
	}
	return 0
}

func (a Q) sign() int {
	switch {
	case a.num < 0:
		return -1
	case a.num > 0:
		return 1
	}
	return 0
}

// Rat returns q as a big.Rat.
func (a Q) Rat() *big.Rat { return big.NewRat(a.num, a.den) }

// catchOverflow turns an errOverflow panic into *err.
func catchOverflow(err *error) {
	if r := recover(); r != nil {
		if r == errOverflow {
			*err = errOverflow
			return
		}
		panic(r)
	}
}
