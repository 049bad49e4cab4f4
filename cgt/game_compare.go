package cgt

// Leq reports whether g <= h: no Left option of g is >= h and no Right
// option of h is <= g (ONAG ch. 0). Results are memoised; numbers,
// number-up-stars and stops give fast answers.
func (g Game) Leq(h Game) bool { return (*bounded)(nil).leq(g, h) }

// leq is Leq under the limits of b (see bounded): a comparison not
// answered from the memo is a step.
func (b *bounded) leq(g, h Game) bool {
	if g == h {
		return true
	}
	gn, hn := g.node(), h.node()
	// Fast path: both number-up-stars, x + a.^ + *m <= y + b.^ + *k.
	if gn.kind != kindGeneral && hn.kind != kindGeneral {
		if c := cmpStop(gn.num, gn.dnum, hn.num, hn.dnum); c != 0 {
			return c < 0
		}
		return nusNonNegative(hn.ups-gn.ups, hn.nim^gn.nim)
	}
	// Stops are monotone: g <= h implies LS(g) <= LS(h) and RS(g) <= RS(h);
	// and LS(g) < RS(h) implies g < h (a number fits between).
	if cmpStop(gn.lstop, gn.dl, hn.lstop, hn.dl) > 0 || cmpStop(gn.rstop, gn.dr, hn.rstop, hn.dr) > 0 {
		return false
	}
	if cmpStop(gn.lstop, gn.dl, hn.rstop, hn.dr) < 0 {
		return true
	}
	if !b.compared() {
		return false
	}
	if v, ok := leqMemo.get(g, h); ok {
		return v
	}
	if !b.ok() {
		return false
	}
	v := b.leqSlow(g, gn, h, hn)
	if b.stopped() {
		return false
	}
	leqMemo.put(g, h, v)
	return v
}

// leqSlow is the definition of <=, using number avoidance (ONAG ch. 9,
// Theorem 90) so that the options of numbers are never visited: for a
// number x and a game h that is not a number, x <= h iff no h^R <= x.
func (b *bounded) leqSlow(g Game, gn *node, h Game, hn *node) bool {
	if gn.kind != kindNumber {
		for _, gl := range gn.left {
			if b.leq(h, gl) {
				return false
			}
		}
	}
	if hn.kind != kindNumber {
		for _, hr := range hn.right {
			if b.leq(hr, g) {
				return false
			}
		}
	}
	return true
}

// nusNonNegative reports whether n.^ + *m >= 0.
func nusNonNegative(ups, nim int) bool {
	switch {
	case ups >= 2:
		return true
	case ups == 1:
		return nim != 1
	case ups == 0:
		return nim == 0
	}
	return false
}

// Geq reports whether g >= h.
func (g Game) Geq(h Game) bool { return h.Leq(g) }

// Less reports whether g < h (g <= h and not h <= g).
func (g Game) Less(h Game) bool { return g != h && g.Leq(h) && !h.Leq(g) }

// Greater reports whether g > h.
func (g Game) Greater(h Game) bool { return h.Less(g) }

// Equal reports whether g = h as games; for canonical handles this is g == h.
func (g Game) Equal(h Game) bool { return g == h }

// Fuzzy reports whether g is confused with h (g || h): neither g <= h nor
// h <= g (ONAG ch. 0).
func (g Game) Fuzzy(h Game) bool { return !g.Leq(h) && !h.Leq(g) }

// Compare returns the order relation of g and h: -1 if g < h, 0 if g = h,
// +1 if g > h, and 2 if they are confused.
func (g Game) Compare(h Game) int {
	le, ge := g.Leq(h), h.Leq(g)
	switch {
	case le && ge:
		return 0
	case le:
		return -1
	case ge:
		return 1
	}
	return 2
}
