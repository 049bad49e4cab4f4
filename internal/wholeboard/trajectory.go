package wholeboard

import (
	"math/big"
	"sort"
)

// Trajectory is a piecewise-linear function of the temperature t >= 0
// (Economist's View section 2.2, "Trajectories"), with exact rational
// breakpoints: the value at T[i] is V[i], linear in between, and the slope
// after the last breakpoint is Tail. T[0] is always 0.
//
// It is the oracle's own arithmetic (math/big), independent of package cgt.
type Trajectory struct {
	T, V []*big.Rat
	Tail *big.Rat
}

// constTrajectory is the vertical line at v.
func constTrajectory(v *big.Rat) Trajectory {
	return Trajectory{T: []*big.Rat{new(big.Rat)}, V: []*big.Rat{new(big.Rat).Set(v)}, Tail: new(big.Rat)}
}

// At returns the value at t >= 0.
func (tr Trajectory) At(t *big.Rat) *big.Rat {
	i := sort.Search(len(tr.T), func(i int) bool { return tr.T[i].Cmp(t) > 0 }) - 1
	if i < 0 {
		i = 0
	}
	return tr.along(i, t)
}

// along evaluates the segment starting at breakpoint i at t.
func (tr Trajectory) along(i int, t *big.Rat) *big.Rat {
	dt := new(big.Rat).Sub(t, tr.T[i])
	return dt.Mul(dt, tr.slope(i)).Add(dt, tr.V[i])
}

// slope returns the slope of the segment that starts at breakpoint i.
func (tr Trajectory) slope(i int) *big.Rat {
	if i >= len(tr.T)-1 {
		return tr.Tail
	}
	dv := new(big.Rat).Sub(tr.V[i+1], tr.V[i])
	return dv.Quo(dv, new(big.Rat).Sub(tr.T[i+1], tr.T[i]))
}

// SlopeAfter returns the slope just above t.
func (tr Trajectory) SlopeAfter(t *big.Rat) *big.Rat {
	i := sort.Search(len(tr.T), func(i int) bool { return tr.T[i].Cmp(t) > 0 }) - 1
	if i < 0 {
		i = 0
	}
	return tr.slope(i)
}

// addSlope returns tr + k*t (k = -1 makes a Left scaffold from a Right
// wall, +1 a Right scaffold from a Left wall).
func (tr Trajectory) addSlope(k int64) Trajectory {
	kr := big.NewRat(k, 1)
	out := Trajectory{Tail: new(big.Rat).Add(tr.Tail, kr)}
	for i := range tr.T {
		out.T = append(out.T, tr.T[i])
		v := new(big.Rat).Mul(kr, tr.T[i])
		out.V = append(out.V, v.Add(v, tr.V[i]))
	}
	return out
}

// shift returns tr + c.
func (tr Trajectory) shift(c *big.Rat) Trajectory {
	out := Trajectory{T: tr.T, Tail: tr.Tail}
	for _, v := range tr.V {
		out.V = append(out.V, new(big.Rat).Add(v, c))
	}
	return out
}

// breaks returns the sorted union of the breakpoints of trajectories.
func breaks(trs ...Trajectory) []*big.Rat {
	var all []*big.Rat
	for _, tr := range trs {
		all = append(all, tr.T...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].Cmp(all[j]) < 0 })
	out := all[:0]
	for _, t := range all {
		if len(out) == 0 || out[len(out)-1].Cmp(t) != 0 {
			out = append(out, t)
		}
	}
	return append([]*big.Rat(nil), out...)
}

// crossings returns the breakpoints of a and b together with every t where
// a - b changes sign, sorted.
func crossings(a, b Trajectory) []*big.Rat {
	ts := breaks(a, b)
	out := append([]*big.Rat(nil), ts...)
	for i, t0 := range ts {
		d0 := new(big.Rat).Sub(a.At(t0), b.At(t0))
		slope := new(big.Rat).Sub(a.SlopeAfter(t0), b.SlopeAfter(t0))
		if d0.Sign() == 0 || slope.Sign() == 0 {
			continue
		}
		// zero of d0 + slope*(t - t0)
		t := new(big.Rat).Quo(d0, slope)
		t.Sub(t0, t)
		if t.Cmp(t0) <= 0 {
			continue
		}
		if i+1 < len(ts) && t.Cmp(ts[i+1]) >= 0 {
			continue
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cmp(out[j]) < 0 })
	return out
}

// extreme returns the pointwise maximum (max true) or minimum of trs.
func extreme(max bool, trs ...Trajectory) Trajectory {
	acc := trs[0]
	for _, tr := range trs[1:] {
		acc = pick2(max, acc, tr)
	}
	return acc
}

func pick2(max bool, a, b Trajectory) Trajectory {
	better := func(x, y *big.Rat) bool {
		if max {
			return x.Cmp(y) > 0
		}
		return x.Cmp(y) < 0
	}
	ts := crossings(a, b)
	out := Trajectory{}
	for _, t := range ts {
		va, vb := a.At(t), b.At(t)
		v := va
		if better(vb, va) {
			v = vb
		}
		out.T = append(out.T, t)
		out.V = append(out.V, v)
	}
	last := ts[len(ts)-1]
	va, vb := a.At(last), b.At(last)
	sa, sb := a.SlopeAfter(last), b.SlopeAfter(last)
	switch {
	case better(va, vb):
		out.Tail = sa
	case better(vb, va):
		out.Tail = sb
	case better(sa, sb):
		out.Tail = sa
	default:
		out.Tail = sb
	}
	return out.simplify()
}

// simplify drops breakpoints where the slope does not change.
func (tr Trajectory) simplify() Trajectory {
	out := Trajectory{T: []*big.Rat{tr.T[0]}, V: []*big.Rat{tr.V[0]}, Tail: tr.Tail}
	for i := 1; i < len(tr.T); i++ {
		if tr.slope(i).Cmp(tr.slope(i-1)) == 0 {
			continue
		}
		out.T = append(out.T, tr.T[i])
		out.V = append(out.V, tr.V[i])
	}
	return out
}

// Equal reports whether two trajectories are the same function.
func (tr Trajectory) Equal(o Trajectory) bool {
	for _, t := range breaks(tr, o) {
		if tr.At(t).Cmp(o.At(t)) != 0 || tr.SlopeAfter(t).Cmp(o.SlopeAfter(t)) != 0 {
			return false
		}
	}
	return true
}
