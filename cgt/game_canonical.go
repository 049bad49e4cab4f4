package cgt

import "slices"

// NewGame returns the canonical form of {left | right} (ONAG ch. 10,
// /work/shared/seeds/002_*.txt, "simplest form"): equal options merged,
// dominated options deleted and reversible options bypassed until none
// remain. The arguments are not modified.
func NewGame(left, right []Game) Game { return (*bounded)(nil).newGame(left, right) }

// newGame is NewGame under the limits of b (see bounded): the comparisons
// of the reductions are its steps.
func (b *bounded) newGame(left, right []Game) Game {
	L := sortGames(append([]Game(nil), left...))
	R := sortGames(append([]Game(nil), right...))
	if g, ok := allNumbersGame(L, R); ok {
		return g
	}
	if b != nil || len(L)+len(R) > canonMemoOptions {
		return b.reduce(L, R)
	}
	// Without limits the result depends on the options alone: memoised.
	var buf [1 + canonMemoOptions]uint64
	key, h := canonKey(buf[:0], L, R)
	if g, ok := canonMemo.get(key, h); ok {
		return g
	}
	g := b.reduce(L, R)
	canonMemo.put(slices.Clone(key), h, g)
	return g
}

// reduce is newGame on sorted, duplicate-free options L and R, not all
// numbers.
func (b *bounded) reduce(L, R []Game) Game {
	for {
		L = b.maximal(L, true)
		R = b.maximal(R, false)
		changedL, changedR := false, false
		L, changedL = b.bypassReversible(L, L, R, true)
		R, changedR = b.bypassReversible(R, L, R, false)
		if b.stopped() {
			return Game{}
		}
		if !changedL && !changedR {
			break
		}
		L, R = sortGames(L), sortGames(R)
		if g, ok := allNumbersGame(L, R); ok {
			return g
		}
	}
	return fromCanonicalOptions(L, R)
}

// fromCanonicalOptions interns the game whose canonical options are L and
// R (sorted, reduced), recognising numbers and number-up-stars.
func fromCanonicalOptions(L, R []Game) Game {
	if g, ok := allNumbersGame(L, R); ok {
		return g
	}
	if x, ups, nim, ok := matchNUS(L, R); ok {
		return internNUS(x, ups, nim)
	}
	return internGeneral(L, R)
}

// allNumbersGame handles {L | R} when every option is a number: the
// simplest number between the largest Left and the smallest Right option
// when the former is smaller (ONAG ch. 1), else the switch {maxL | minR}.
func allNumbersGame(L, R []Game) (Game, bool) {
	var lmax, rmin *node
	for _, g := range L {
		n := g.node()
		if n.kind != kindNumber {
			return Game{}, false
		}
		if lmax == nil || cmpStop(n.num, n.dnum, lmax.num, lmax.dnum) > 0 {
			lmax = n
		}
	}
	for _, g := range R {
		n := g.node()
		if n.kind != kindNumber {
			return Game{}, false
		}
		if rmin == nil || cmpStop(n.num, n.dnum, rmin.num, rmin.dnum) < 0 {
			rmin = n
		}
	}
	if lmax == nil || rmin == nil || cmpStop(lmax.num, lmax.dnum, rmin.num, rmin.dnum) < 0 {
		var lv, rv Rational
		if lmax != nil {
			lv = lmax.num
		}
		if rmin != nil {
			rv = rmin.num
		}
		return internNumber(simplestBetween(lv, lmax != nil, rv, rmin != nil)), true
	}
	l, r := internNumber(lmax.num), internNumber(rmin.num)
	if l == r {
		return internNUS(lmax.num, 0, 1), true // {x | x} = x*
	}
	return internGeneral([]Game{l}, []Game{r}), true
}

// simplestBetween returns the simplest number strictly between l and r
// (either bound may be absent), the simplicity rule of ONAG ch. 1.
func simplestBetween(l Rational, hasL bool, r Rational, hasR bool) Rational {
	one := RationalFromInt(1)
	zero := Rational{}
	switch {
	case (!hasL || l.Sign() < 0) && (!hasR || r.Sign() > 0):
		return zero
	case !hasR: // l >= 0
		return l.Floor().Add(one)
	case !hasL: // r <= 0
		return r.Ceil().Sub(one)
	}
	if l.Sign() >= 0 {
		if n := l.Floor().Add(one); n.Cmp(r) < 0 {
			return n
		}
	} else {
		if n := r.Ceil().Sub(one); n.Cmp(l) > 0 {
			return n
		}
	}
	// No integer strictly between: the dyadic with the smallest denominator.
	p := RationalFromInt(1)
	two := RationalFromInt(2)
	for {
		p = p.Mul(two)
		m := l.Mul(p).Floor().Add(one).Quo(p)
		if m.Cmp(r) < 0 {
			return m
		}
	}
}

// maximal deletes dominated options: for Left (left = true) those <= another
// Left option, for Right those >= another Right option.
//
// It returns opts itself when none is dominated (the common case: no copy);
// otherwise a new slice.
func (bd *bounded) maximal(opts []Game, left bool) []Game {
	var out []Game
	dropped := false // out holds the result so far; else opts[:i] does
	for i, a := range opts {
		dominated := false
		for j, b := range opts {
			if i == j {
				continue
			}
			if left && bd.leq(a, b) || !left && bd.leq(b, a) {
				dominated = true
				break
			}
		}
		switch {
		case dominated && !dropped:
			dropped = true
			out = append(make([]Game, 0, len(opts)-1), opts[:i]...)
		case !dominated && dropped:
			out = append(out, a)
		}
	}
	if !dropped {
		return opts
	}
	return out
}

// bypassReversible replaces each reversible option of opts (Left options if
// left, else Right options) of G = {L | R} by the options it reverses
// through (ONAG ch. 10): a Left option G^L with some G^LR <= G is replaced
// by the Left options of G^LR, and symmetrically for Right. Without a
// reversible option it returns opts itself (no copy) and false.
func (b *bounded) bypassReversible(opts, L, R []Game, left bool) ([]Game, bool) {
	var out []Game
	changed := false // out holds the result so far; else opts[:i] does
	for i, o := range opts {
		replaced := false
		var through []Game // the options replacing o
		if left {
			for _, olr := range o.RightOptions() {
				if b.leqRaw(olr, L, R) {
					through = olr.LeftOptions()
					replaced = true
					break
				}
			}
		} else {
			for _, orl := range o.LeftOptions() {
				if b.geqRaw(orl, L, R) {
					through = orl.RightOptions()
					replaced = true
					break
				}
			}
		}
		switch {
		case replaced && !changed:
			changed = true
			out = append(append(make([]Game, 0, len(opts)+len(through)), opts[:i]...), through...)
		case replaced:
			out = append(out, through...)
		case changed:
			out = append(out, o)
		}
	}
	if !changed {
		return opts, false
	}
	return out, true
}

// leqRaw reports x <= {L | R} for a game given by (not necessarily
// canonical) options: no x^L >= G and no G^R <= x.
func (b *bounded) leqRaw(x Game, L, R []Game) bool {
	for _, gr := range R {
		if b.leq(gr, x) {
			return false
		}
	}
	for _, xl := range x.LeftOptions() {
		if b.geqRaw(xl, L, R) {
			return false
		}
	}
	return true
}

// geqRaw reports {L | R} <= x: no G^L >= x and no x^R <= G.
func (b *bounded) geqRaw(x Game, L, R []Game) bool {
	for _, gl := range L {
		if b.leq(x, gl) {
			return false
		}
	}
	for _, xr := range x.RightOptions() {
		if b.leqRaw(xr, L, R) {
			return false
		}
	}
	return true
}
