package cgt

import "fmt"

// Cool returns g cooled by t, G_t (ONAG ch. 9, 002_*.txt): for t up to the
// temperature of G, G_t = {G^L_t - t | G^R_t + t} on the canonical options;
// for t above it, G_t is the mean of G, the number to which G freezes (the
// first t' at which G_t' is infinitely close to a number is G's
// temperature). Subzero cooling, -1 < t < 0, follows the same rule with
// the subzero thermographs of the Economist's View section 2.5, as CGSuite
// does (e.g. 1/4 cooled by -1/4 is 1/4*).
//
// t must be > -1 (CGSuite's "Invalid cooling temperature (must be > -1)")
// and dyadic, so that the result is a short game. Subzero cooling of a
// number with a denominator above 2^128 is refused with an error (its cost
// grows like a power of the exponent, see maxTakenApartBits).
func Cool(g Game, t Rational) (Game, error) {
	if t.Cmp(minusOne) <= 0 {
		return Game{}, fmt.Errorf("cgt: invalid cooling temperature (must be > -1): %s", t)
	}
	if !t.IsDyadic() {
		return Game{}, fmt.Errorf("cgt: cooling temperature %s is not dyadic (the cooled game would not be short)", t)
	}
	tg, err := Number(t)
	if err != nil {
		return Game{}, fmt.Errorf("cgt: cooling temperature %s: %w", t, err)
	}
	c := cooler{t: t, tg: tg, ntg: tg.Neg(), memo: make(map[Game]Game)}
	return c.cool(g)
}

// maxTakenApartBits bounds the denominators (2^maxTakenApartBits) of the
// numbers that Cool (at a subzero temperature) and Overheat take apart into
// their options: a number m/2^k has a chain of k options, and cooling or
// overheating it builds k levels of ever larger games (cost growing like a
// power of k).
const maxTakenApartBits = 128

// maxNortonBits bounds the integers n whose Norton product n.s with a
// non-number s Overheat computes (n copies of s).
const maxNortonBits = 32

// cooler holds one cooling computation and its memo of cooled positions.
type cooler struct {
	t       Rational
	tg, ntg Game // t and -t as games
	memo    map[Game]Game
}

func (c *cooler) cool(g Game) (Game, error) {
	if r, ok := c.memo[g]; ok {
		return r, nil
	}
	th := g.Thermograph()
	var r Game
	if x, ok := g.NumberValue(); ok && c.t.Cmp(th.Temperature()) <= 0 && x.Denom().BitLen() > maxTakenApartBits+1 {
		return Game{}, fmt.Errorf("cgt: cooling by %s: the number %s has a denominator above 2^%d (subzero cooling of such numbers is refused)", c.t, x, maxTakenApartBits)
	}
	if c.t.Cmp(th.Temperature()) > 0 {
		m, err := Number(th.Mean())
		if err != nil {
			return Game{}, fmt.Errorf("cgt: mean %s of %v: %w", th.Mean(), g, err)
		}
		r = m
	} else {
		ls, rs := g.LeftOptions(), g.RightOptions()
		left := make([]Game, len(ls))
		for i, gl := range ls {
			x, err := c.cool(gl)
			if err != nil {
				return Game{}, err
			}
			left[i] = x.Add(c.ntg)
		}
		right := make([]Game, len(rs))
		for i, gr := range rs {
			x, err := c.cool(gr)
			if err != nil {
				return Game{}, err
			}
			right[i] = x.Add(c.tg)
		}
		r = NewGame(left, right)
	}
	c.memo[g] = r
	return r, nil
}

// Heat returns g heated by t, the integral of G by t (ONAG ch. 9;
// CGSuite's Heat): G itself when G is a number, otherwise
// {t + heat(G^L) | heat(G^R) - t} on the canonical options. t may be any
// game (CGSuite: ^^ heated by * is 0). Heating acts on the canonical form
// and is not an exact inverse of cooling: cooling can make options
// dominated, so {3|0,{5/4|0}} cooled by 1/4 is {11/4|1/4}, which heats back
// to {3|0}.
func Heat(g Game, t Game) Game {
	h := heater{t: t, nt: t.Neg(), memo: make(map[Game]Game)}
	return h.heat(g)
}

type heater struct {
	t, nt Game
	memo  map[Game]Game
}

func (h *heater) heat(g Game) Game {
	if g.IsNumber() {
		return g
	}
	if r, ok := h.memo[g]; ok {
		return r
	}
	ls, rs := g.LeftOptions(), g.RightOptions()
	left := make([]Game, len(ls))
	for i, gl := range ls {
		left[i] = h.heat(gl).Add(h.t)
	}
	right := make([]Game, len(rs))
	for i, gr := range rs {
		right[i] = h.heat(gr).Add(h.nt)
	}
	r := NewGame(left, right)
	h.memo[g] = r
	return r
}

// Overheat returns g overheated from s to t, CGSuite's G.Overheat(s, t)
// (Berlekamp's overheating, generalising Winning Ways' overheating of
// Blockbusting): an integer n becomes the Norton product n.s, that is n
// copies of s (of -s when n < 0); any other G becomes
// {t + overheat(G^L) | overheat(G^R) - t} on the canonical options.
// Berlekamp and Wolfe's warming is Overheat(g, 1*, 1); Heat(g, t) differs
// in leaving every number (not only integers) unchanged.
//
// A non-integer number position with a denominator above 2^128 is refused
// with an error (the cost of overheating it grows like a power of the
// exponent), and so is an integer position above 2^32 in magnitude when s
// is not a number.
func Overheat(g Game, s, t Game) (Game, error) {
	o := overheater{s: s, t: t, nt: t.Neg(), memo: make(map[Game]Game)}
	return o.overheat(g)
}

type overheater struct {
	s, t, nt Game
	memo     map[Game]Game
}

func (o *overheater) overheat(g Game) (Game, error) {
	if x, ok := g.NumberValue(); ok {
		if x.IsInteger() {
			if x.Num().BitLen() > maxNortonBits && !o.s.IsNumber() {
				return Game{}, fmt.Errorf("cgt: overheating the integer %s: Norton product with %v refused for integers above 2^%d", x, o.s, maxNortonBits)
			}
			return nortonInteger(x, o.s), nil
		}
		if x.Denom().BitLen() > maxTakenApartBits+1 {
			return Game{}, fmt.Errorf("cgt: overheating the number %s: denominator above 2^%d refused", x, maxTakenApartBits)
		}
	}
	if r, ok := o.memo[g]; ok {
		return r, nil
	}
	ls, rs := g.LeftOptions(), g.RightOptions()
	left := make([]Game, len(ls))
	for i, gl := range ls {
		x, err := o.overheat(gl)
		if err != nil {
			return Game{}, err
		}
		left[i] = x.Add(o.t)
	}
	right := make([]Game, len(rs))
	for i, gr := range rs {
		x, err := o.overheat(gr)
		if err != nil {
			return Game{}, err
		}
		right[i] = x.Add(o.nt)
	}
	r := NewGame(left, right)
	o.memo[g] = r
	return r, nil
}

// nortonInteger returns the Norton product n.s of the integer n and s: the
// sum of n copies of s (of |n| copies of -s when n < 0), by doubling.
func nortonInteger(n Rational, s Game) Game {
	k := n.Num()
	if k.Sign() < 0 {
		k.Neg(k)
		s = s.Neg()
	}
	sum, pow := Zero(), s
	for i := 0; i < k.BitLen(); i++ {
		if k.Bit(i) == 1 {
			sum = sum.Add(pow)
		}
		if i+1 < k.BitLen() {
			pow = pow.Add(pow)
		}
	}
	return sum
}
