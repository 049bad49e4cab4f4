package wholeboard

import "sort"

// Trajectory is a piecewise-linear function of the temperature t >= 0
// (Economist's View section 2.2, "Trajectories"), with exact rational
// breakpoints: the value at T[i] is V[i], linear in between, and the slope
// after the last breakpoint is Tail. T[0] is always 0.
//
// It is the oracle's own arithmetic (type Q), independent of package cgt.
type Trajectory struct {
	T, V []Q
	Tail Q
}

// constTrajectory is the vertical line at v.
func constTrajectory(v Q) Trajectory {
	return Trajectory{T: []Q{qi(0)}, V: []Q{v}, Tail: qi(0)}
}

// segment returns the index of the breakpoint that starts the segment
// holding t (the last one at or below t).
func (tr Trajectory) segment(t Q) int {
	i := sort.Search(len(tr.T), func(i int) bool { return tr.T[i].cmp(t) > 0 }) - 1
	return max(i, 0)
}

// At returns the value at t >= 0.
func (tr Trajectory) At(t Q) Q { return tr.along(tr.segment(t), t) }

// along evaluates the segment starting at breakpoint i at t.
func (tr Trajectory) along(i int, t Q) Q {
	return t.sub(tr.T[i]).mul(tr.slope(i)).add(tr.V[i])
}

// slope returns the slope of the segment that starts at breakpoint i.
func (tr Trajectory) slope(i int) Q {
	if i >= len(tr.T)-1 {
		return tr.Tail
	}
	return tr.V[i+1].sub(tr.V[i]).quo(tr.T[i+1].sub(tr.T[i]))
}

// SlopeAfter returns the slope just above t.
func (tr Trajectory) SlopeAfter(t Q) Q { return tr.slope(tr.segment(t)) }

// addSlope returns tr + k*t (k = -1 makes a Left scaffold from a Right
// wall, +1 a Right scaffold from a Left wall).
func (tr Trajectory) addSlope(k int64) Trajectory {
	kq := qi(k)
	out := Trajectory{T: tr.T, V: make([]Q, len(tr.V)), Tail: tr.Tail.add(kq)}
	for i := range tr.T {
		out.V[i] = kq.mul(tr.T[i]).add(tr.V[i])
	}
	return out
}

// shift returns tr + c.
func (tr Trajectory) shift(c Q) Trajectory {
	if c.sign() == 0 {
		return tr
	}
	out := Trajectory{T: tr.T, V: make([]Q, len(tr.V)), Tail: tr.Tail}
	for i, v := range tr.V {
		out.V[i] = v.add(c)
	}
	return out
}

// breaks returns the sorted union of the breakpoints of trajectories.
func breaks(trs ...Trajectory) []Q {
	var all []Q
	for _, tr := range trs {
		all = append(all, tr.T...)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].cmp(all[j]) < 0 })
	out := all[:0]
	for _, t := range all {
		if len(out) == 0 || out[len(out)-1].cmp(t) != 0 {
			out = append(out, t)
		}
	}
	return out
}

// crossings returns the breakpoints of a and b together with every t where
// a - b changes sign, sorted.
func crossings(a, b Trajectory) []Q {
	ts := breaks(a, b)
	out := append([]Q(nil), ts...)
	for i, t0 := range ts {
		d0 := a.At(t0).sub(b.At(t0))
		slope := a.SlopeAfter(t0).sub(b.SlopeAfter(t0))
		if d0.sign() == 0 || slope.sign() == 0 {
			continue
		}
		t := t0.sub(d0.quo(slope)) // zero of d0 + slope*(t - t0)
		if t.cmp(t0) <= 0 || i+1 < len(ts) && t.cmp(ts[i+1]) >= 0 {
			continue
		}
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].cmp(out[j]) < 0 })
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
	better := func(x, y Q) bool {
		if max {
			return x.cmp(y) > 0
		}
		return x.cmp(y) < 0
	}
	ts := crossings(a, b)
	out := Trajectory{T: make([]Q, 0, len(ts)), V: make([]Q, 0, len(ts))}
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
	out := Trajectory{T: []Q{tr.T[0]}, V: []Q{tr.V[0]}, Tail: tr.Tail}
	for i := 1; i < len(tr.T); i++ {
		if tr.slope(i).cmp(tr.slope(i-1)) == 0 {
			continue
		}
		out.T = append(out.T, tr.T[i])
		out.V = append(out.V, tr.V[i])
	}
	return out
}
