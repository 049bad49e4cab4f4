package valuation

import (
	"context"

	"github.com/cgtgo/cgtgo/cgt"
)

// goValue is the Go value of a position with options left and right and
// static count: the canonical game {left | right}, except that a position
// nobody gains by playing is worth its count, held between what each side
// can force by moving there (see the package comment). It stops with ctx's
// error within one step of the canonical form (cgt.NewGameContext).
func goValue(ctx context.Context, left, right []cgt.Game, count int) (cgt.Game, error) {
	if len(left) == 0 && len(right) == 0 {
		return intGame(count), nil
	}
	if g, ok := numbersValue(left, right, count); ok {
		return g, nil
	}
	g, err := cgt.NewGameContext(ctx, left, right)
	if err != nil || !g.IsNumber() {
		return g, err
	}
	v := cgt.RationalFromInt(int64(count))
	for _, l := range left {
		if lo := l.RightStop(); lo.Cmp(v) > 0 {
			v = lo
		}
	}
	for _, r := range right {
		if hi := r.LeftStop(); hi.Cmp(v) < 0 {
			v = hi
		}
	}
	return cgt.MustNumber(v), nil
}

// numbersValue is goValue's fast path for options that are all numbers:
// when every Left option is below every Right option, {left | right} is a
// number and the value is the count held between the largest Left option
// and the smallest Right option. ok is false otherwise (a switch such as
// {3 | 1}, or options that are not numbers).
func numbersValue(left, right []cgt.Game, count int) (cgt.Game, bool) {
	if g, ok, done := integersValue(left, right, count); done {
		return g, ok
	}
	var lo, hi cgt.Rational
	for i, l := range left {
		x, ok := l.NumberValue()
		if !ok {
			return cgt.Game{}, false
		}
		if i == 0 || x.Cmp(lo) > 0 {
			lo = x
		}
	}
	for i, r := range right {
		x, ok := r.NumberValue()
		if !ok {
			return cgt.Game{}, false
		}
		if i == 0 || x.Cmp(hi) < 0 {
			hi = x
		}
	}
	if len(left) > 0 && len(right) > 0 && lo.Cmp(hi) >= 0 {
		return cgt.Game{}, false
	}
	v := cgt.RationalFromInt(int64(count))
	if len(left) > 0 && lo.Cmp(v) > 0 {
		v = lo
	}
	if len(right) > 0 && hi.Cmp(v) < 0 {
		v = hi
	}
	if v.IsInteger() {
		if n, ok := v.Int64(); ok {
			return intGame(int(n)), true
		}
	}
	return cgt.MustNumber(v), true
}

// smallInts holds the integer games -smallIntRange..smallIntRange, made
// once (cgt.Int formats its rational to intern it; counts are integers).
const smallIntRange = 512

var smallInts = func() []cgt.Game {
	out := make([]cgt.Game, 2*smallIntRange+1)
	for i := range out {
		out[i] = cgt.Int(int64(i - smallIntRange))
	}
	return out
}()

// intGame is the integer n as a game.
func intGame(n int) cgt.Game {
	if n >= -smallIntRange && n <= smallIntRange {
		return smallInts[n+smallIntRange]
	}
	return cgt.Int(int64(n))
}

// smallIntOf maps the games of smallInts back to their integers.
var smallIntOf = func() map[cgt.Game]int {
	m := make(map[cgt.Game]int, len(smallInts))
	for i, g := range smallInts {
		m[g] = i - smallIntRange
	}
	return m
}()

// integersValue is numbersValue when every option is a small integer
// (done false when one is not).
func integersValue(left, right []cgt.Game, count int) (g cgt.Game, ok, done bool) {
	lo, hi := 0, 0
	for i, l := range left {
		x, isInt := smallIntOf[l]
		if !isInt {
			return cgt.Game{}, false, false
		}
		if i == 0 || x > lo {
			lo = x
		}
	}
	for i, r := range right {
		x, isInt := smallIntOf[r]
		if !isInt {
			return cgt.Game{}, false, false
		}
		if i == 0 || x < hi {
			hi = x
		}
	}
	if len(left) > 0 && len(right) > 0 && lo >= hi {
		return cgt.Game{}, false, true
	}
	v := count
	if len(left) > 0 && lo > v {
		v = lo
	}
	if len(right) > 0 && hi < v {
		v = hi
	}
	return intGame(v), true, true
}
