package loopy

import (
	"math/big"

	"github.com/cgtgo/cgtgo/cgt"
)

// Thermograph is a pair of walls, Left >= Right (Economist's View section
// 2.2), for temperatures t >= 0.
type Thermograph struct {
	Left, Right Wall
}

// PassBan says which player, if any, may not pass immediately from a
// position (Economist's View 2.2, "Pass-Banned Masts"): the komaster who
// has just taken a ko.
type PassBan int

const (
	// NoBan: normal masts.
	NoBan PassBan = iota
	// LeftBanned: Left may not pass; masts degenerate into the Left scaffold.
	LeftBanned
	// RightBanned: Right may not pass; masts degenerate into the Right scaffold.
	RightBanned
)

// WallsFromScaffolds builds the thermograph whose Left and Right scaffolds
// are ls and rs (Economist's View 2.2): in a hill (ls >= rs) the walls are
// the scaffolds; in a cave the walls coincide in the mast, which rises
// vertically from the drain and follows a scaffold when pushed by it. When
// a cave starts at t = 0 the mast starts at the simplest number strictly
// between the scaffolds (ONAG ch. 9: such a game is a number). With a pass
// ban the mast degenerates into the banned player's scaffold.
func WallsFromScaffolds(ls, rs Wall, ban PassBan) (Thermograph, error) {
	return wallsFromScaffolds(ls, rs, ban, nil)
}

// WallsFromScaffoldsAt is WallsFromScaffolds for a Go position whose count
// is ground when nobody moves there (issue 25: Go with passes): a cave that
// starts at t = 0 has its mast at ground held between the scaffolds
// (nobody gains by moving, so the count stands), where a game would take
// the simplest number; a position without moves is the number ground.
func WallsFromScaffoldsAt(ls, rs Wall, ban PassBan, ground cgt.Rational) (Thermograph, error) {
	return wallsFromScaffolds(ls, rs, ban, &ground)
}

func wallsFromScaffolds(ls, rs Wall, ban PassBan, ground *cgt.Rational) (Thermograph, error) {
	if ls.inf == 1 || rs.inf == -1 {
		return Thermograph{}, errInfiniteScaffold
	}
	switch {
	case ban == LeftBanned && ls.inf == 0:
		return Thermograph{Left: ls, Right: MinWall(ls, rs)}, nil
	case ban == RightBanned && rs.inf == 0:
		return Thermograph{Left: MaxWall(ls, rs), Right: rs}, nil
	}
	if ls.inf == -1 && rs.inf == 1 {
		// no moves at all: the game 0, or the count
		if ground != nil {
			return NumberThermograph(*ground), nil
		}
		return Thermograph{Left: ConstWall(ratZero), Right: ConstWall(ratZero)}, nil
	}
	var fin []Wall
	if ls.inf == 0 {
		fin = append(fin, ls)
	}
	if rs.inf == 0 {
		fin = append(fin, rs)
	}
	ts := breaks(fin...)
	lAt := func(t cgt.Rational) (cgt.Rational, bool) {
		if ls.inf != 0 {
			return cgt.Rational{}, false
		}
		return ls.At(t), true
	}
	rAt := func(t cgt.Rational) (cgt.Rational, bool) {
		if rs.inf != 0 {
			return cgt.Rational{}, false
		}
		return rs.At(t), true
	}
	lv := make([]cgt.Rational, 0, len(ts)) // wall samples
	rv := make([]cgt.Rational, 0, len(ts))
	lts := make([]cgt.Rational, 0, len(ts))
	add := func(t, l, r cgt.Rational) {
		if n := len(lts); n > 0 && lts[n-1].Equal(t) {
			lv[n-1], rv[n-1] = l, r
			return
		}
		lts = append(lts, t)
		lv = append(lv, l)
		rv = append(rv, r)
	}
	inCave := false
	var m cgt.Rational // current mast value inside a cave
	for i, t0 := range ts {
		l0, lok := lAt(t0)
		r0, rok := rAt(t0)
		var hi *cgt.Rational
		if i+1 < len(ts) {
			hi = &ts[i+1]
		}
		// Decide hill or cave just above t0 (at the midpoint).
		mid := t0.Add(ratOne)
		if hi != nil {
			mid = t0.Add(*hi).Half()
		}
		lm, _ := lAt(mid)
		rm, _ := rAt(mid)
		hill := lok && rok && lm.Cmp(rm) >= 0
		if i == 0 && lok && rok && l0.Cmp(r0) >= 0 {
			hill = hill || l0.Cmp(r0) > 0
		}
		if hill {
			inCave = false
			add(t0, l0, r0)
			continue
		}
		if !inCave {
			inCave = true
			switch {
			case lok && rok && l0.Cmp(r0) >= 0:
				m = l0 // drain (the scaffolds meet here)
			case ground != nil && t0.Sign() == 0:
				m = *ground
				if lok && m.Less(l0) {
					m = l0
				}
				if rok && r0.Less(m) {
					m = r0
				}
			default:
				m = simplestBetween(l0, lok, r0, rok)
			}
		}
		add(t0, m, m)
		// Evolve the mast across [t0, hi).
		sl := slopeOr(ls, t0)
		sr := slopeOr(rs, t0)
		if lok && sl.Sign() > 0 {
			// Left scaffold rising: it pushes the mast once it reaches m.
			tc := t0.Add(m.Sub(l0).Quo(sl))
			if hi == nil || tc.Less(*hi) {
				if tc.Cmp(t0) < 0 {
					tc = t0
				}
				add(tc, m, m)
				m = lAtMust(ls, tc)
				if hi == nil {
					return finishTail(lts, lv, rv, sl, sl), nil
				}
				m = ls.At(*hi)
				continue
			}
		}
		if rok && sr.Sign() < 0 {
			tc := t0.Add(m.Sub(r0).Quo(sr))
			if hi == nil || tc.Less(*hi) {
				if tc.Cmp(t0) < 0 {
					tc = t0
				}
				add(tc, m, m)
				if hi == nil {
					return finishTail(lts, lv, rv, sr, sr), nil
				}
				m = rs.At(*hi)
				continue
			}
		}
		if hi == nil {
			return finishTail(lts, lv, rv, ratZero, ratZero), nil
		}
	}
	// The last break was a hill: tails are the scaffolds' slopes.
	last := ts[len(ts)-1]
	return finishTail(lts, lv, rv, slopeOr(ls, last), slopeOr(rs, last)), nil
}

func lAtMust(w Wall, t cgt.Rational) cgt.Rational { return w.At(t) }

func slopeOr(w Wall, t cgt.Rational) cgt.Rational {
	if w.inf != 0 {
		return ratZero
	}
	return w.slopeAfter(t)
}

func finishTail(ts, lv, rv []cgt.Rational, ltail, rtail cgt.Rational) Thermograph {
	return Thermograph{Left: fromSamples(ts, lv, ltail), Right: fromSamples(ts, rv, rtail)}
}

// simplestBetween returns the simplest dyadic number x with l < x < r
// (ONAG ch. 1), where a missing bound (ok false) is infinite.
func simplestBetween(l cgt.Rational, lok bool, r cgt.Rational, rok bool) cgt.Rational {
	switch {
	case !lok && !rok:
		return ratZero
	case !lok:
		if r.Sign() > 0 {
			return ratZero
		}
		// largest-magnitude-free: the integer just below r, simplest is ceil(r)-1
		return r.Ceil().Sub(ratOne)
	case !rok:
		if l.Sign() < 0 {
			return ratZero
		}
		return l.Floor().Add(ratOne)
	}
	if l.Sign() < 0 && r.Sign() > 0 {
		return ratZero
	}
	if r.Sign() <= 0 {
		return simplestBetween(r.Neg(), true, l.Neg(), true).Neg()
	}
	// 0 <= l < r: the least integer > l if it is < r
	n := l.Floor().Add(ratOne)
	if n.Less(r) {
		return n
	}
	// dyadics with growing denominators
	den := big.NewInt(2)
	for {
		d := cgt.RationalFromBig(new(big.Rat).SetInt(den))
		// smallest multiple of 1/den strictly above l
		k := l.Mul(d).Floor().Add(ratOne)
		x := k.Quo(d)
		if x.Less(r) {
			return x
		}
		den.Lsh(den, 1)
	}
}
