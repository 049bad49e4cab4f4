package cgt

import (
	"errors"
	"fmt"
)

// ErrNotAtomic is returned by AtomicWeight for games that have no atomic
// weight (CGSuite: "That game is not atomic.").
var ErrNotAtomic = errors.New("that game is not atomic")

// AtomicWeight returns the atomic weight of an infinitesimal g, the game
// aw(g) with g ≈ aw(g).^ (Winning Ways ch. 7-8, "atomic weight calculus";
// the algorithm of Siegel's CGSuite): number-up-stars x + n.^ + *m weigh n;
// otherwise aw(g) = {aw(g^L) - 2 | aw(g^R) + 2} unless that is an integer,
// in which case the eccentric rule against the far star applies. A game
// that is not all-small is atomic only if g - aw(g).^ lies strictly between
// the negative and the positive of ^* plus a long red kite; otherwise, and
// for games that are not infinitesimal, the error wraps ErrNotAtomic.
func (g Game) AtomicWeight() (Game, error) {
	if !g.IsInfinitesimal() {
		return Game{}, fmt.Errorf("atomic weight of %s: not infinitesimal: %w", g, ErrNotAtomic)
	}
	aw := naiveAtomicWeight(g, map[Game]Game{})
	if g.IsAllSmall() {
		return aw, nil
	}
	diff := g.Sub(NortonProduct(aw, Up()))
	pow := 2
	for pow < farStar(g) {
		pow <<= 1
	}
	kite := OrdinalSum(Nimber(pow), Int(-1))
	eps := UpStar(1, 1).Add(kite)
	if !diff.Leq(eps) || !eps.Neg().Leq(diff) {
		return Game{}, fmt.Errorf("atomic weight of %s: %w", g, ErrNotAtomic)
	}
	return aw, nil
}

// naiveAtomicWeight is the atomic weight calculus without the final check.
func naiveAtomicWeight(g Game, memo map[Game]Game) Game {
	if v, ok := memo[g]; ok {
		return v
	}
	n := g.node()
	if n.kind != kindGeneral {
		return Int(int64(n.ups))
	}
	minus2, plus2 := Int(-2), Int(2)
	L := make([]Game, len(n.left))
	R := make([]Game, len(n.right))
	for i, o := range n.left {
		L[i] = naiveAtomicWeight(o, memo).Add(minus2)
	}
	for i, o := range n.right {
		R[i] = naiveAtomicWeight(o, memo).Add(plus2)
	}
	g0 := NewGame(L, R)
	result := g0
	if g0.IsInteger() {
		fs := Nimber(farStar(g))
		le, ge := g.Leq(fs), fs.Leq(g)
		one := RationalFromInt(1)
		switch {
		case le && !ge: // g < far star: least integer n with n |> every new Left option
			if len(L) == 0 {
				result = Zero()
				break
			}
			var best Rational
			for i, o := range L {
				k := o.RightStop().Ceil()
				if internNumber(k).Leq(o) {
					k = k.Add(one)
				}
				if i == 0 || k.Cmp(best) > 0 {
					best = k
				}
			}
			result = internNumber(best)
		case ge && !le: // g > far star: greatest integer n with n <| every new Right option
			if len(R) == 0 {
				result = Zero()
				break
			}
			var best Rational
			for i, o := range R {
				k := o.LeftStop().Floor()
				if o.Leq(internNumber(k)) {
					k = k.Sub(one)
				}
				if i == 0 || k.Cmp(best) < 0 {
					best = k
				}
			}
			result = internNumber(best)
		}
	}
	memo[g] = result
	return result
}

// farStar returns N such that *N is the "far star" of g: one more than the
// largest nimber among g's followers (at least 1).
func farStar(g Game) int {
	seen := map[Game]int{}
	var walk func(Game) int
	walk = func(h Game) int {
		if v, ok := seen[h]; ok {
			return v
		}
		if k, ok := h.NimberValue(); ok {
			seen[h] = k + 1
			return k + 1
		}
		best := 1
		for _, o := range h.LeftOptions() {
			best = max(best, walk(o))
		}
		for _, o := range h.RightOptions() {
			best = max(best, walk(o))
		}
		seen[h] = best
		return best
	}
	return walk(g)
}

// NortonProduct returns Norton's product g.u (Winning Ways ch. 8; ONAG ch.
// 15): n copies of u for an integer n, otherwise
// {g^L.u + u + I | g^R.u - u - I} over the incentives I of u.
func NortonProduct(g, u Game) Game {
	memo := map[Game]Game{}
	var ups []Game
	for _, inc := range u.Incentives() {
		ups = append(ups, u.Add(inc))
	}
	var mul func(Game) Game
	mul = func(h Game) Game {
		if v, ok := memo[h]; ok {
			return v
		}
		var v Game
		if x, ok := h.NumberValue(); ok && x.IsInteger() {
			v = integerMultiple(x, u)
		} else {
			var L, R []Game
			for _, hl := range h.LeftOptions() {
				m := mul(hl)
				for _, p := range ups {
					L = append(L, m.Add(p))
				}
			}
			for _, hr := range h.RightOptions() {
				m := mul(hr)
				for _, p := range ups {
					R = append(R, m.Sub(p))
				}
			}
			v = NewGame(L, R)
		}
		memo[h] = v
		return v
	}
	return mul(g)
}

// integerMultiple returns n copies of u (binary doubling).
func integerMultiple(n Rational, u Game) Game {
	k := n.Num()
	if k.Sign() < 0 {
		u = u.Neg()
		k.Neg(k)
	}
	result, pow := Zero(), u
	for i := 0; i < k.BitLen(); i++ {
		if k.Bit(i) == 1 {
			result = result.Add(pow)
		}
		pow = pow.Add(pow)
	}
	return result
}

// OrdinalSum returns the ordinal sum g:h = {g^L, g:h^L | g^R, g:h^R}
// (Winning Ways ch. 7): h is played "on top of" g.
func OrdinalSum(g, h Game) Game {
	var L, R []Game
	L = append(L, g.LeftOptions()...)
	R = append(R, g.RightOptions()...)
	for _, hl := range h.LeftOptions() {
		L = append(L, OrdinalSum(g, hl))
	}
	for _, hr := range h.RightOptions() {
		R = append(R, OrdinalSum(g, hr))
	}
	return NewGame(L, R)
}
