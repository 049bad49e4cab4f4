package cgt

import (
	"fmt"
	"math/big"
)

// Number returns the number r as a game (ONAG ch. 1: the short numbers are
// exactly the dyadic rationals). It fails when r's denominator is not a
// power of two.
func Number(r Rational) (Game, error) {
	if !r.IsDyadic() {
		return Game{}, fmt.Errorf("%s is not a dyadic rational, so not a short game", r)
	}
	return internNumber(RationalFromBig(r.rat())), nil
}

// MustNumber is Number for constants in code: it panics if r is not dyadic
// (a programming error; user input goes through Number or Parse).
func MustNumber(r Rational) Game {
	g, err := Number(r)
	if err != nil {
		panic("cgt: MustNumber: " + err.Error())
	}
	return g
}

// Int returns the integer n as a game: 0 = { | }, n = {n-1 | } for n > 0
// and n = { | n+1} for n < 0 (ONAG ch. 1).
func Int(n int64) Game { return internNumber(RationalFromInt(n)) }

// Zero returns the game 0 = { | }, the second player's win.
func Zero() Game { return Game{} }

// Star returns * = {0 | 0}, the first player's win (ONAG ch. 9).
func Star() Game { return internNUS(Rational{}, 0, 1) }

// Nimber returns the nimber *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}
// (Winning Ways ch. 3). It panics if n < 0 (a programming error).
func Nimber(n int) Game {
	if n < 0 {
		panic("cgt: Nimber of a negative number")
	}
	return internNUS(Rational{}, 0, n)
}

// Up returns ^ = {0 | *}, the positive infinitesimal of ONAG ch. 9.
func Up() Game { return internNUS(Rational{}, 1, 0) }

// Down returns v = -^ = {* | 0}.
func Down() Game { return internNUS(Rational{}, -1, 0) }

// UpStar returns n.^ + *m (n may be negative: multiples of down).
func UpStar(n, m int) Game {
	if m < 0 {
		panic("cgt: UpStar with a negative nimber")
	}
	return internNUS(Rational{}, n, m)
}

// dyadicStep returns 2^-k where 2^k is the denominator of the non-integer
// dyadic x.
func dyadicStep(x Rational) Rational {
	return fromBig(new(big.Rat).SetFrac(big.NewInt(1), x.rat().Denom()))
}

// numberOptions returns the canonical options of the number x (ONAG ch. 1):
// n = {n-1 | } for integers n > 0, { | n+1} for n < 0, and
// {x - 2^-k | x + 2^-k} for x = p/2^k with p odd.
func numberOptions(x Rational) (left, right []Game) {
	one := RationalFromInt(1)
	if x.IsInteger() {
		switch x.Sign() {
		case 1:
			return []Game{internNumber(x.Sub(one))}, nil
		case -1:
			return nil, []Game{internNumber(x.Add(one))}
		}
		return nil, nil
	}
	d := dyadicStep(x)
	return []Game{internNumber(x.Sub(d))}, []Game{internNumber(x.Add(d))}
}

// LeftOptions returns the Left options of g's canonical form. The slice
// must not be modified.
func (g Game) LeftOptions() []Game {
	n := g.node()
	if n.kind == kindNumber {
		return n.numberOptions()[0]
	}
	return n.left
}

// numberOptions returns the cached canonical options of a number node.
func (n *node) numberOptions() [2][]Game {
	if p := n.numOpts.Load(); p != nil {
		return *p
	}
	l, r := numberOptions(n.num)
	opts := [2][]Game{l, r}
	n.numOpts.Store(&opts)
	return opts
}

// RightOptions returns the Right options of g's canonical form. The slice
// must not be modified.
func (g Game) RightOptions() []Game {
	n := g.node()
	if n.kind == kindNumber {
		return n.numberOptions()[1]
	}
	return n.right
}

// IsNumber reports whether g is a number (ONAG ch. 0-1).
func (g Game) IsNumber() bool { return g.node().kind == kindNumber }

// NumberValue returns g's value when g is a number.
func (g Game) NumberValue() (Rational, bool) {
	n := g.node()
	if n.kind != kindNumber {
		return Rational{}, false
	}
	return n.num, true
}

// IsInteger reports whether g is an integer.
func (g Game) IsInteger() bool {
	n := g.node()
	return n.kind == kindNumber && n.num.IsInteger()
}

// IsNumberUpStar reports whether g = x + n.^ + *m for a number x, an
// integer n and a nimber *m (numbers included).
func (g Game) IsNumberUpStar() bool { return g.node().kind != kindGeneral }

// NumberUpStarParts returns (x, n, m) with g = x + n.^ + *m when
// g.IsNumberUpStar().
func (g Game) NumberUpStarParts() (x Rational, ups, nim int, ok bool) {
	n := g.node()
	if n.kind == kindGeneral {
		return Rational{}, 0, 0, false
	}
	return n.num, n.ups, n.nim, true
}

// IsNimber reports whether g is a nimber *n (0 and * included; Winning
// Ways ch. 3).
func (g Game) IsNimber() bool {
	n := g.node()
	return n.kind != kindGeneral && n.num.Sign() == 0 && n.ups == 0
}

// NimberValue returns n when g = *n.
func (g Game) NimberValue() (int, bool) {
	if !g.IsNimber() {
		return 0, false
	}
	return g.node().nim, true
}

// Birthday returns the birthday of g: 0 for 0, otherwise one more than the
// largest birthday of an option (ONAG ch. 1). It saturates at
// math.MaxInt64 for numbers too large to count.
func (g Game) Birthday() int64 { return g.node().birthday }
