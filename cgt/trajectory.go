package cgt

import (
	"fmt"
	"strings"
)

// Trajectory is a continuous piecewise-linear function v(t) of the
// temperature t on -1 <= t < infinity, with exact rational breakpoints and
// slopes: the basic data structure of thermography (Economist's View,
// 001_*.txt section 2 "Trajectories"; ONAG ch. 9, 002_*.txt, for t >= 0;
// subzero temperatures down to -1 per the Amazons paper, 004_*.txt, and
// Economist's View section 2.5).
//
// The model is CGSuite's: a strictly decreasing list of critical
// temperatures c[0] > c[1] > ... > c[k-1] > -1 where the slope changes, and
// k+1 slopes dv/dt, slopes[0] above c[0] (the mast slope) and slopes[i]
// between c[i] and c[i-1]. The mast value is the value at c[0] (for a
// trajectory without critical temperatures, the value at t = 0).
//
// Trajectories are kept in a normal form (no critical temperature where the
// slope does not change), so two trajectories are the same function exactly
// when Equal reports true. The zero value is the constant 0.
type Trajectory struct {
	crit   []Rational // strictly decreasing, each > -1
	slopes []Rational // len(crit)+1; slopes[i] is the slope just above crit[i]
	icpt   []Rational // icpt[i] is the value of piece i extended to t = 0
}

// TrajectoryPoint is one vertex of a trajectory: the value V at
// temperature T.
type TrajectoryPoint struct {
	T, V Rational
}

// piece is one linear segment used while building trajectories: it covers
// temperatures from lo (or -1 for the last piece) up to the lower bound of the
// previous piece (infinity for the first).
type piece struct {
	lo     Rational // ignored for the last piece
	slope  Rational
	icpt   Rational
	bottom bool // this piece reaches down to -1
}

// minusOne and plusOne are read-only constants (Rationals are immutable).
var (
	minusOne = RationalFromInt(-1)
	plusOne  = RationalFromInt(1)
)

// ConstantTrajectory returns the trajectory with constant value v (a
// vertical mast from t = -1 upward).
func ConstantTrajectory(v Rational) Trajectory {
	return Trajectory{slopes: []Rational{{}}, icpt: []Rational{v}}
}

// NewTrajectory builds a trajectory from CGSuite's description: the mast
// value (value at the highest critical temperature, or at t = 0 when there
// is none), the critical temperatures (strictly decreasing, all > -1) and the
// slopes (one more than critical temperatures, slopes[0] above the highest).
// Critical temperatures where the slope does not change are dropped.
func NewTrajectory(mast Rational, crit, slopes []Rational) (Trajectory, error) {
	if len(slopes) != len(crit)+1 {
		return Trajectory{}, fmt.Errorf("trajectory: %d slopes for %d critical temperatures, want %d", len(slopes), len(crit), len(crit)+1)
	}
	for i := range crit {
		if i > 0 && cmpRat(crit[i], crit[i-1]) >= 0 {
			return Trajectory{}, fmt.Errorf("trajectory: critical temperatures not strictly decreasing at %s", crit[i])
		}
		if cmpRat(crit[i], minusOne) <= 0 {
			return Trajectory{}, fmt.Errorf("trajectory: critical temperature %s is not > -1", crit[i])
		}
	}
	ps := make([]piece, len(slopes))
	if len(crit) == 0 {
		ps[0] = piece{slope: slopes[0], icpt: mast, bottom: true}
		return fromPieces(ps), nil
	}
	v := mast // value at crit[i]
	for i := range slopes {
		var c Rational
		if i < len(crit) {
			c = crit[i]
		} else {
			c = crit[i-1]
		}
		if i > 0 && i < len(crit) {
			// value at crit[i] along piece i, from the value at crit[i-1]
			v = v.Sub(crit[i-1].Sub(crit[i]).Mul(slopes[i]))
		}
		ps[i] = piece{slope: slopes[i], icpt: v.Sub(c.Mul(slopes[i]))}
		if i < len(crit) {
			ps[i].lo = crit[i]
		} else {
			ps[i].bottom = true
		}
	}
	return fromPieces(ps), nil
}

// fromPieces assembles a trajectory from top-down pieces, merging adjacent
// pieces that lie on the same line.
func fromPieces(ps []piece) Trajectory {
	var tr Trajectory
	for i, p := range ps {
		n := len(tr.slopes)
		if n > 0 && cmpRat(tr.slopes[n-1], p.slope) == 0 && cmpRat(tr.icpt[n-1], p.icpt) == 0 {
			// same line continues: the previous breakpoint disappears
			tr.crit = tr.crit[:len(tr.crit)-1]
		} else {
			tr.slopes = append(tr.slopes, p.slope)
			tr.icpt = append(tr.icpt, p.icpt)
		}
		if i < len(ps)-1 {
			tr.crit = append(tr.crit, p.lo)
		}
	}
	return tr
}

// norm returns the trajectory with its zero value expanded.
func (a Trajectory) norm() Trajectory {
	if len(a.slopes) == 0 {
		return ConstantTrajectory(Rational{})
	}
	return a
}

// pieces returns the top-down pieces of a.
func (a Trajectory) pieces() []piece {
	a = a.norm()
	ps := make([]piece, len(a.slopes))
	for i := range a.slopes {
		ps[i] = piece{slope: a.slopes[i], icpt: a.icpt[i]}
		if i < len(a.crit) {
			ps[i].lo = a.crit[i]
		} else {
			ps[i].bottom = true
		}
	}
	return ps
}

// index returns the piece holding temperature t (the piece above t when t
// is a critical temperature; both agree there by continuity).
func (a Trajectory) index(t Rational) int {
	i := 0
	for i < len(a.crit) && cmpRat(t, a.crit[i]) < 0 {
		i++
	}
	return i
}

// ValueAt returns v(t). Temperatures below -1 are evaluated on the lowest
// piece's line.
func (a Trajectory) ValueAt(t Rational) Rational {
	a = a.norm()
	i := a.index(t)
	return addRat(a.icpt[i], mulRat(a.slopes[i], t))
}

// SlopeAbove returns the slope just above temperature t.
func (a Trajectory) SlopeAbove(t Rational) Rational {
	a = a.norm()
	return a.slopes[a.index(t)]
}

// SlopeBelow returns the slope just below temperature t.
func (a Trajectory) SlopeBelow(t Rational) Rational {
	a = a.norm()
	i := 0
	for i < len(a.crit) && cmpRat(t, a.crit[i]) <= 0 {
		i++
	}
	return a.slopes[i]
}

// Mast returns the mast value: the value at the highest critical
// temperature, or at t = 0 when there is none (CGSuite's getMastValue).
func (a Trajectory) Mast() Rational {
	a = a.norm()
	if len(a.crit) == 0 {
		return a.icpt[0]
	}
	return a.ValueAt(a.crit[0])
}

// MastSlope returns the slope of the top (unbounded) piece; 0 for the walls
// of every short game.
func (a Trajectory) MastSlope() Rational { return a.norm().slopes[0] }

// CriticalTemperatures returns a copy of the critical temperatures, highest
// first.
func (a Trajectory) CriticalTemperatures() []Rational {
	return append([]Rational(nil), a.crit...)
}

// Slopes returns a copy of the slopes, the mast slope first.
func (a Trajectory) Slopes() []Rational {
	return append([]Rational(nil), a.norm().slopes...)
}

// Vertices returns the corners of the trajectory from the top down: one
// point per critical temperature and the bottom point at t = -1. The mast
// continues upward from the first point with slope MastSlope.
func (a Trajectory) Vertices() []TrajectoryPoint {
	a = a.norm()
	pts := make([]TrajectoryPoint, 0, len(a.crit)+1)
	for _, c := range a.crit {
		pts = append(pts, TrajectoryPoint{T: c, V: a.ValueAt(c)})
	}
	return append(pts, TrajectoryPoint{T: minusOne, V: a.ValueAt(minusOne)})
}

// Equal reports whether a and b are the same function.
func (a Trajectory) Equal(b Trajectory) bool {
	a, b = a.norm(), b.norm()
	if len(a.crit) != len(b.crit) {
		return false
	}
	for i := range a.crit {
		if cmpRat(a.crit[i], b.crit[i]) != 0 {
			return false
		}
	}
	for i := range a.slopes {
		if cmpRat(a.slopes[i], b.slopes[i]) != 0 || cmpRat(a.icpt[i], b.icpt[i]) != 0 {
			return false
		}
	}
	return true
}

// Translate returns v(t) + c.
func (a Trajectory) Translate(c Rational) Trajectory {
	ps := a.pieces()
	for i := range ps {
		ps[i].icpt = addRat(ps[i].icpt, c)
	}
	return fromPieces(ps)
}

// Tilt returns v(t) + r*t; tilting by -1 and +1 turns option walls into
// scaffolds (ONAG ch. 9: G^L_t - t and G^R_t + t).
func (a Trajectory) Tilt(r Rational) Trajectory {
	ps := a.pieces()
	for i := range ps {
		ps[i].slope = addRat(ps[i].slope, r)
	}
	return fromPieces(ps)
}

// Neg returns -v(t).
func (a Trajectory) Neg() Trajectory {
	ps := a.pieces()
	for i := range ps {
		ps[i].slope = ps[i].slope.Neg()
		ps[i].icpt = ps[i].icpt.Neg()
	}
	return fromPieces(ps)
}

// breakpoints merges the critical temperatures of a and b, highest first,
// without duplicates.
func breakpoints(a, b Trajectory) []Rational {
	out := make([]Rational, 0, len(a.crit)+len(b.crit))
	i, j := 0, 0
	for i < len(a.crit) || j < len(b.crit) {
		switch {
		case j == len(b.crit) || (i < len(a.crit) && cmpRat(a.crit[i], b.crit[j]) > 0):
			out = append(out, a.crit[i])
			i++
		case i == len(a.crit) || cmpRat(b.crit[j], a.crit[i]) > 0:
			out = append(out, b.crit[j])
			j++
		default:
			out = append(out, a.crit[i])
			i++
			j++
		}
	}
	return out
}

// insideInterval returns a temperature strictly inside interval k of the
// decreasing breakpoints bps (interval 0 is above bps[0], interval len(bps)
// runs down to -1).
func insideInterval(bps []Rational, k int) Rational {
	switch {
	case len(bps) == 0:
		return Rational{}
	case k == 0:
		return addRat(bps[0], plusOne)
	case k == len(bps):
		return midRat(bps[k-1], minusOne)
	}
	return midRat(bps[k-1], bps[k])
}

// combine builds a trajectory whose pieces are chosen, interval by interval
// on the common refinement of a and b, by pick(slopeA, icptA, slopeB,
// icptB) -> (slope, icpt).
func combine(a, b Trajectory, pick func(sa, ia, sb, ib Rational) (Rational, Rational)) Trajectory {
	a, b = a.norm(), b.norm()
	bps := breakpoints(a, b)
	ps := make([]piece, 0, len(bps)+1)
	for k := 0; k <= len(bps); k++ {
		mid := insideInterval(bps, k)
		ia, ib := a.index(mid), b.index(mid)
		s, c := pick(a.slopes[ia], a.icpt[ia], b.slopes[ib], b.icpt[ib])
		p := piece{slope: s, icpt: c}
		if k < len(bps) {
			p.lo = bps[k]
		} else {
			p.bottom = true
		}
		ps = append(ps, p)
	}
	return fromPieces(ps)
}

// Add returns the pointwise sum a(t) + b(t).
func (a Trajectory) Add(b Trajectory) Trajectory {
	return combine(a, b, func(sa, ia, sb, ib Rational) (Rational, Rational) { return addRat(sa, sb), addRat(ia, ib) })
}

// Sub returns the pointwise difference a(t) - b(t).
func (a Trajectory) Sub(b Trajectory) Trajectory {
	return combine(a, b, func(sa, ia, sb, ib Rational) (Rational, Rational) { return subRat(sa, sb), subRat(ia, ib) })
}

// withCrossings returns the common refinement of the critical temperatures
// of a and b together with every temperature where a - b changes sign, so
// that on each interval between them one of a, b dominates.
func withCrossings(a, b Trajectory) []Rational {
	a, b = a.norm(), b.norm()
	bps := breakpoints(a, b)
	d := a.Sub(b)
	// zeros of d inside its pieces
	var zs []Rational
	for i := range d.slopes {
		if d.slopes[i].Sign() == 0 {
			continue
		}
		z := d.icpt[i].Neg().Quo(d.slopes[i])
		if cmpRat(z, minusOne) <= 0 {
			continue
		}
		if i < len(d.crit) && cmpRat(z, d.crit[i]) < 0 {
			continue
		}
		if i > 0 && cmpRat(z, d.crit[i-1]) > 0 {
			continue
		}
		zs = append(zs, z)
	}
	return mergeDesc(bps, zs)
}

// mergeDesc merges two decreasing lists (zs may be in any order) into one
// strictly decreasing list.
func mergeDesc(a, zs []Rational) []Rational {
	out := append([]Rational(nil), a...)
	for _, z := range zs {
		pos := 0
		dup := false
		for pos < len(out) && cmpRat(out[pos], z) >= 0 {
			if cmpRat(out[pos], z) == 0 {
				dup = true
			}
			pos++
		}
		if dup {
			continue
		}
		out = append(out, Rational{})
		copy(out[pos+1:], out[pos:])
		out[pos] = z
	}
	return out
}

// minmax returns the pointwise maximum (max true) or minimum of a and b.
func minmax(a, b Trajectory, max bool) Trajectory {
	a, b = a.norm(), b.norm()
	bps := withCrossings(a, b)
	ps := make([]piece, 0, len(bps)+1)
	for k := 0; k <= len(bps); k++ {
		mid := insideInterval(bps, k)
		ia, ib := a.index(mid), b.index(mid)
		va := addRat(a.icpt[ia], mulRat(a.slopes[ia], mid))
		vb := addRat(b.icpt[ib], mulRat(b.slopes[ib], mid))
		useA := cmpRat(va, vb) >= 0
		if !max {
			useA = cmpRat(va, vb) <= 0
		}
		p := piece{slope: b.slopes[ib], icpt: b.icpt[ib]}
		if useA {
			p = piece{slope: a.slopes[ia], icpt: a.icpt[ia]}
		}
		if k < len(bps) {
			p.lo = bps[k]
		} else {
			p.bottom = true
		}
		ps = append(ps, p)
	}
	return fromPieces(ps)
}

// Max returns the pointwise maximum of a and b.
func (a Trajectory) Max(b Trajectory) Trajectory { return minmax(a, b, true) }

// Min returns the pointwise minimum of a and b.
func (a Trajectory) Min(b Trajectory) Trajectory { return minmax(a, b, false) }

// ReplaceAbove returns the trajectory equal to a below temperature t and to
// the constant v from t upward (a vertical mast at v). It is continuous when
// a(t) == v, which is how thermographs use it.
func (a Trajectory) ReplaceAbove(t, v Rational) Trajectory {
	ps := []piece{{lo: t, slope: Rational{}, icpt: v}}
	if cmpRat(t, minusOne) <= 0 {
		ps[0].bottom = true
		return fromPieces(ps)
	}
	for _, p := range a.pieces() {
		if !p.bottom && cmpRat(p.lo, t) >= 0 {
			continue
		}
		ps = append(ps, p)
	}
	return fromPieces(ps)
}

// LowestNotAbove returns the least temperature t >= -1 with a(t) <= b(t),
// and false when a(t) > b(t) for every t. For the scaffolds of a short game
// (Left scaffold non-increasing, Right scaffold non-decreasing) it is the
// base of the mast: the game's temperature (ONAG ch. 9).
func (a Trajectory) LowestNotAbove(b Trajectory) (Rational, bool) {
	return a.Sub(b).lowestNonPositive()
}

// lowestNonPositive returns the least t >= -1 with d(t) <= 0.
func (d Trajectory) lowestNonPositive() (Rational, bool) {
	d = d.norm()
	for i := len(d.slopes) - 1; i >= 0; i-- {
		lo := minusOne
		if i < len(d.crit) {
			lo = d.crit[i]
		}
		if addRat(d.icpt[i], mulRat(d.slopes[i], lo)).Sign() <= 0 {
			return lo, true
		}
		if d.slopes[i].Sign() < 0 {
			z := d.icpt[i].Neg().Quo(d.slopes[i])
			if i == 0 || cmpRat(z, d.crit[i-1]) <= 0 {
				return z, true
			}
		}
	}
	return Rational{}, false
}

// MeetBelow returns the greatest temperature t with -1 <= t <= theta and
// a(t) == b(t) (an intersection point of the two trajectories), and false
// when they do not meet there.
func (a Trajectory) MeetBelow(b Trajectory, theta Rational) (Rational, bool) {
	if cmpRat(theta, minusOne) < 0 {
		return Rational{}, false
	}
	d := a.Sub(b).norm()
	for i := d.index(theta); i < len(d.slopes); i++ {
		hi := theta
		if i > 0 && cmpRat(d.crit[i-1], theta) < 0 {
			hi = d.crit[i-1]
		}
		lo := minusOne
		if i < len(d.crit) {
			lo = d.crit[i]
		}
		if addRat(d.icpt[i], mulRat(d.slopes[i], hi)).Sign() == 0 {
			return hi, true
		}
		if d.slopes[i].Sign() != 0 {
			z := d.icpt[i].Neg().Quo(d.slopes[i])
			if cmpRat(z, lo) >= 0 && cmpRat(z, hi) <= 0 {
				return z, true
			}
		}
	}
	return Rational{}, false
}

// body prints "mast,[crit...],[slopes...]", the part of CGSuite's
// Thermograph print format that describes one wall.
func (a Trajectory) body() string {
	a = a.norm()
	var b strings.Builder
	b.WriteString(a.Mast().String())
	b.WriteString(",[")
	for i, c := range a.crit {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.String())
	}
	b.WriteString("],[")
	for i, s := range a.slopes {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s.String())
	}
	b.WriteByte(']')
	return b.String()
}

// String prints the trajectory as CGSuite does:
// "Trajectory(mast,[crit...],[slopes...])".
func (a Trajectory) String() string { return "Trajectory(" + a.body() + ")" }
