package loopy

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// Point is one vertex (T, V) of a Wall: at temperature T the wall has value V.
type Point struct {
	T, V cgt.Rational
}

// Wall is an exact piecewise-linear function of the temperature t >= 0, the
// "trajectory" of the Economist's View section 2.2: a list of vertices with
// strictly increasing temperatures, the first at t = 0, and the slope dv/dt
// of the final ray above the last vertex. A Wall may also be the constant
// +infinity or -infinity (the scaffold of a side that has no move).
//
// Walls are immutable values; the zero Wall is the constant 0.
type Wall struct {
	inf  int // +1: +infinity, -1: -infinity, 0: finite
	pts  []Point
	tail cgt.Rational
}

var (
	ratZero = cgt.RationalFromInt(0)
	ratOne  = cgt.RationalFromInt(1)
)

// ConstWall is the vertical mast at value v: v for every t >= 0.
func ConstWall(v cgt.Rational) Wall {
	return Wall{pts: []Point{{T: ratZero, V: v}}}
}

// LinearWall is the ray v0 + slope*t for t >= 0.
func LinearWall(v0, slope cgt.Rational) Wall {
	return Wall{pts: []Point{{T: ratZero, V: v0}}, tail: slope}
}

func infWall(sign int) Wall { return Wall{inf: sign} }

// NoMoveWall is the scaffold of a player without a move: the constant
// -infinity for Left (sign -1), +infinity for Right (sign +1), the
// identity of MaxWall and MinWall respectively.
func NoMoveWall(sign int) Wall { return infWall(sign) }

// IsInfinite reports whether w is the constant +infinity (+1) or -infinity
// (-1); it returns 0 for a finite wall.
func (w Wall) IsInfinite() int { return w.inf }

func (w Wall) points() []Point {
	if w.inf == 0 && len(w.pts) == 0 {
		return []Point{{T: ratZero, V: ratZero}}
	}
	return w.pts
}

// Points returns the vertices of a finite wall (a copy); nil for an
// infinite one.
func (w Wall) Points() []Point {
	if w.inf != 0 {
		return nil
	}
	p := w.points()
	out := make([]Point, len(p))
	copy(out, p)
	return out
}

// TailSlope returns the slope of the final ray of a finite wall.
func (w Wall) TailSlope() cgt.Rational { return w.tail }

// At evaluates a finite wall at temperature t >= 0.
func (w Wall) At(t cgt.Rational) cgt.Rational {
	p := w.points()
	i := sort.Search(len(p), func(i int) bool { return p[i].T.Cmp(t) > 0 })
	// p[i-1].T <= t < p[i].T
	if i == 0 {
		i = 1
	}
	a := p[i-1]
	if i == len(p) {
		return a.V.Add(w.tail.Mul(t.Sub(a.T)))
	}
	b := p[i]
	s := b.V.Sub(a.V).Quo(b.T.Sub(a.T))
	return a.V.Add(s.Mul(t.Sub(a.T)))
}

// slopeAfter returns the slope of w just above temperature t.
func (w Wall) slopeAfter(t cgt.Rational) cgt.Rational {
	p := w.points()
	i := sort.Search(len(p), func(i int) bool { return p[i].T.Cmp(t) > 0 })
	if i == len(p) {
		return w.tail
	}
	if i == 0 {
		i = 1
	}
	return p[i].V.Sub(p[i-1].V).Quo(p[i].T.Sub(p[i-1].T))
}

// Shift returns w(t) + c + s*t (s = -1 makes a Left scaffold from a Right
// wall, s = +1 a Right scaffold from a Left wall).
func (w Wall) Shift(c, s cgt.Rational) Wall {
	if w.inf != 0 {
		return w
	}
	p := w.points()
	out := make([]Point, len(p))
	for i, q := range p {
		out[i] = Point{T: q.T, V: q.V.Add(c).Add(s.Mul(q.T))}
	}
	return Wall{pts: out, tail: w.tail.Add(s)}
}

// breaks returns the sorted union of the vertex temperatures of the given
// finite walls, plus the crossing temperatures of every pair.
func breaks(ws ...Wall) []cgt.Rational {
	var ts []cgt.Rational
	for _, w := range ws {
		for _, p := range w.points() {
			ts = append(ts, p.T)
		}
	}
	ts = uniqSorted(ts)
	var cross []cgt.Rational
	for i := 0; i < len(ws); i++ {
		for j := i + 1; j < len(ws); j++ {
			cross = append(cross, crossings(ws[i], ws[j], ts)...)
		}
	}
	return uniqSorted(append(ts, cross...))
}

func uniqSorted(ts []cgt.Rational) []cgt.Rational {
	sort.Slice(ts, func(i, j int) bool { return ts[i].Less(ts[j]) })
	out := ts[:0]
	for i, t := range ts {
		if i == 0 || !t.Equal(out[len(out)-1]) {
			out = append(out, t)
		}
	}
	return out
}

// crossings returns the temperatures strictly inside the intervals of ts
// (and above the last one) where a and b cross.
func crossings(a, b Wall, ts []cgt.Rational) []cgt.Rational {
	var out []cgt.Rational
	for i, t0 := range ts {
		d0 := a.At(t0).Sub(b.At(t0))
		ds := a.slopeAfter(t0).Sub(b.slopeAfter(t0))
		if ds.Sign() == 0 || d0.Sign() == 0 {
			continue
		}
		// d(t) = d0 + ds*(t - t0) = 0
		tc := t0.Sub(d0.Quo(ds))
		if tc.Cmp(t0) <= 0 {
			continue
		}
		if i+1 < len(ts) && tc.Cmp(ts[i+1]) >= 0 {
			continue
		}
		out = append(out, tc)
	}
	return out
}

// fromSamples builds a wall from its values at the break temperatures ts
// (ts[0] = 0) and its final slope, dropping collinear vertices.
func fromSamples(ts []cgt.Rational, vs []cgt.Rational, tail cgt.Rational) Wall {
	pts := make([]Point, 0, len(ts))
	for i := range ts {
		p := Point{T: ts[i], V: vs[i]}
		for len(pts) >= 2 {
			a, b := pts[len(pts)-2], pts[len(pts)-1]
			s1 := b.V.Sub(a.V).Quo(b.T.Sub(a.T))
			s2 := p.V.Sub(b.V).Quo(p.T.Sub(b.T))
			if !s1.Equal(s2) {
				break
			}
			pts = pts[:len(pts)-1]
		}
		pts = append(pts, p)
	}
	// drop the last vertex if the tail continues its segment
	if len(pts) >= 2 {
		a, b := pts[len(pts)-2], pts[len(pts)-1]
		if b.V.Sub(a.V).Quo(b.T.Sub(a.T)).Equal(tail) {
			pts = pts[:len(pts)-1]
		}
	}
	return Wall{pts: pts, tail: tail}
}

// MaxWall returns the pointwise maximum of a and b.
func MaxWall(a, b Wall) Wall { return extremum(a, b, 1) }

// MinWall returns the pointwise minimum of a and b.
func MinWall(a, b Wall) Wall { return extremum(a, b, -1) }

func extremum(a, b Wall, sign int) Wall {
	switch {
	case a.inf == sign || b.inf == -sign:
		return a
	case b.inf == sign || a.inf == -sign:
		return b
	}
	// One sweep over the merged vertex temperatures of a and b (both start
	// at t = 0); between two of them both walls are linear, so they cross
	// strictly inside an interval exactly when their difference changes
	// sign over it, and once more at most on the final rays.
	pa, pb := a.points(), b.points()
	ts := mergeTemperatures(pa, pb)
	va, vb := valuesAt(pa, a.tail, ts), valuesAt(pb, b.tail, ts)
	pick := func(x, y cgt.Rational) cgt.Rational {
		if x.Cmp(y)*sign >= 0 {
			return x
		}
		return y
	}
	outT := make([]cgt.Rational, 0, len(ts)+2)
	outV := make([]cgt.Rational, 0, len(ts)+2)
	for k := range ts {
		outT, outV = append(outT, ts[k]), append(outV, pick(va[k], vb[k]))
		if k+1 == len(ts) {
			break
		}
		d0, d1 := va[k].Sub(vb[k]), va[k+1].Sub(vb[k+1])
		if d0.Sign()*d1.Sign() >= 0 {
			continue
		}
		// d is linear on [ts[k], ts[k+1]]: d(tc) = 0 at
		// tc = ts[k] + d0 (ts[k+1] - ts[k]) / (d0 - d1).
		width := ts[k+1].Sub(ts[k])
		tc := ts[k].Add(d0.Mul(width).Quo(d0.Sub(d1)))
		vc := va[k].Add(va[k+1].Sub(va[k]).Mul(tc.Sub(ts[k])).Quo(width))
		outT, outV = append(outT, tc), append(outV, vc)
	}
	// The final rays: both walls are on their tails from the last vertex on.
	last := len(ts) - 1
	x, y := va[last], vb[last]
	sa, sb := a.tail, b.tail
	if d0, ds := x.Sub(y), sa.Sub(sb); ds.Sign() != 0 && d0.Sign() != 0 {
		if tc := ts[last].Sub(d0.Quo(ds)); tc.Cmp(ts[last]) > 0 {
			x = x.Add(sa.Mul(tc.Sub(ts[last])))
			y = x
			outT, outV = append(outT, tc), append(outV, x)
		}
	}
	tail := sa
	if c := x.Cmp(y) * sign; c < 0 || (c == 0 && sb.Cmp(sa)*sign > 0) {
		tail = sb
	}
	return fromSamples(outT, outV, tail)
}

// mergeTemperatures returns the sorted union of the vertex temperatures of
// two walls' vertex lists (each sorted, strictly increasing).
func mergeTemperatures(pa, pb []Point) []cgt.Rational {
	ts := make([]cgt.Rational, 0, len(pa)+len(pb))
	i, j := 0, 0
	for i < len(pa) || j < len(pb) {
		switch {
		case j == len(pb):
			ts = append(ts, pa[i].T)
			i++
		case i == len(pa):
			ts = append(ts, pb[j].T)
			j++
		default:
			switch c := pa[i].T.Cmp(pb[j].T); {
			case c < 0:
				ts = append(ts, pa[i].T)
				i++
			case c > 0:
				ts = append(ts, pb[j].T)
				j++
			default:
				ts = append(ts, pa[i].T)
				i++
				j++
			}
		}
	}
	return ts
}

// valuesAt returns the values at the increasing temperatures ts (none below
// p[0].T) of the wall with vertices p and final slope tail, walking its
// segments once.
func valuesAt(p []Point, tail cgt.Rational, ts []cgt.Rational) []cgt.Rational {
	out := make([]cgt.Rational, len(ts))
	k := 0
	var slope cgt.Rational
	slopeOf := -1 // the segment whose slope is held
	for i, t := range ts {
		for k+1 < len(p) && p[k+1].T.Cmp(t) <= 0 {
			k++
		}
		switch {
		case t.Equal(p[k].T):
			out[i] = p[k].V
		case k+1 == len(p):
			out[i] = p[k].V.Add(tail.Mul(t.Sub(p[k].T)))
		default:
			if slopeOf != k {
				slope, slopeOf = p[k+1].V.Sub(p[k].V).Quo(p[k+1].T.Sub(p[k].T)), k
			}
			out[i] = p[k].V.Add(slope.Mul(t.Sub(p[k].T)))
		}
	}
	return out
}

// Equal reports whether two walls are the same function.
func (w Wall) Equal(o Wall) bool {
	if w.inf != 0 || o.inf != 0 {
		return w.inf == o.inf
	}
	p, q := w.points(), o.points()
	if len(p) != len(q) || !w.tail.Equal(o.tail) {
		return false
	}
	for i := range p {
		if !p[i].T.Equal(q[i].T) || !p[i].V.Equal(q[i].V) {
			return false
		}
	}
	return true
}

// String prints the wall as its vertices and final slope, e.g.
// "(0,24) (11,13) slope 0"; infinite walls print as "+inf" / "-inf".
func (w Wall) String() string {
	switch w.inf {
	case 1:
		return "+inf"
	case -1:
		return "-inf"
	}
	var b strings.Builder
	for _, p := range w.points() {
		fmt.Fprintf(&b, "(%s,%s) ", p.T, p.V)
	}
	fmt.Fprintf(&b, "slope %s", w.tail)
	return b.String()
}

// Trajectory converts a finite wall to cgt's Trajectory (CGSuite's model,
// used by cgt's thermographs and printers); below t = 0 the wall's first
// segment is extended.
func (w Wall) Trajectory() (cgt.Trajectory, error) {
	if w.inf != 0 {
		return cgt.Trajectory{}, fmt.Errorf("infinite wall has no trajectory")
	}
	p := w.points()
	var crit, slopes []cgt.Rational
	slopes = append(slopes, w.tail)
	for i := len(p) - 1; i >= 1; i-- {
		crit = append(crit, p[i].T)
		slopes = append(slopes, p[i].V.Sub(p[i-1].V).Quo(p[i].T.Sub(p[i-1].T)))
	}
	mast := p[len(p)-1].V
	if len(p) == 1 {
		mast = p[0].V
	}
	return cgt.NewTrajectory(mast, crit, slopes)
}
