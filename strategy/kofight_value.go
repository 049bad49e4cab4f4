package strategy

import (
	"errors"
	"math/big"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// fval is an exact score of the ko fight search: a dyadic rational held as
// an integer number of 1/fvalUnit points. Every score of the fight is one:
// prisoners and counts are integers and the stops and means of short games
// are dyadic. It keeps the search free of big.Rat arithmetic; a score that
// does not fit (a finer denominator or a huge count) stops the search with
// errFightValue.
type fval int64

// fvalUnit is the denominator of fval.
const fvalUnit = 1 << 20

// fvalLimit bounds the absolute value of an fval's numerator, far below
// overflow even after adding many of them.
const fvalLimit = 1 << 50

// errFightValue reports a score the fight search cannot hold exactly.
var errFightValue = errors.New("ko fight: a score is not a dyadic rational of at most 20 bits of fraction")

// fvalInt is the integer n as an fval.
func fvalInt(n int) fval { return fval(n) * fvalUnit }

// fvalOf converts a dyadic rational, or fails.
func fvalOf(r cgt.Rational) (fval, error) {
	num, den := r.Num(), r.Denom()
	if den.Sign() <= 0 || den.BitLen() > 21 || new(big.Int).And(den, new(big.Int).Sub(den, big.NewInt(1))).Sign() != 0 {
		return 0, errFightValue
	}
	scaled := new(big.Int).Mul(num, big.NewInt(fvalUnit))
	scaled.Quo(scaled, den)
	if !scaled.IsInt64() || scaled.Int64() > fvalLimit || scaled.Int64() < -fvalLimit {
		return 0, errFightValue
	}
	return fval(scaled.Int64()), nil
}

// rational converts back.
func (v fval) rational() cgt.Rational { return cgt.RationalFromFrac(int64(v), fvalUnit) }

// fvalBetter reports whether a is better than b for colour c.
func fvalBetter(c board.Color, a, b fval) bool {
	if c == board.Black {
		return a > b
	}
	return a < b
}
