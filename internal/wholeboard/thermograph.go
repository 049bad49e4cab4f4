package wholeboard

import (
	"errors"
	"math/big"
)

var (
	zeroQ = qi(0)
	oneQ  = qi(1)
	twoQ  = qi(2)
)

// Thermograph is a pair of walls (Economist's View section 2.2): Left is
// the Left wall (the larger values), Right the Right wall.
type Thermograph struct {
	Left, Right Trajectory
}

// Pass bans of a position (Economist's View 2.2, "Pass-Banned Masts"): the
// komaster who has just taken a ko back may not pass from it.
const (
	noBan        = 0
	leftPassBan  = 1
	rightPassBan = -1
)

// errNoMast reports walls that never meet (no temperature).
var errNoMast = errors.New("the walls never meet in a vertical mast")

// thermographOf builds the thermograph of a position from its scaffolds
// (nil: the player has no move) and its count, the value when neither
// player moves (Go with passes: at temperature 0 a cave's mast stands at
// the count held between the scaffolds). In a hill the walls are the
// scaffolds; in a cave they meet in a mast that rises like a balloon from
// where it enters the cave, pushed aside by a scaffold that runs into it
// (the normal mast), or that follows the banned player's scaffold when a
// pass ban holds.
func thermographOf(ls, rs *Trajectory, count Q, ban int) Thermograph {
	if ls == nil && rs == nil {
		c := constTrajectory(count)
		return Thermograph{Left: c, Right: c}
	}
	var ts []Q
	switch {
	case ls != nil && rs != nil:
		ts = crossings(*ls, *rs)
	case ls != nil:
		ts = breaks(*ls)
	default:
		ts = breaks(*rs)
	}
	var left, right wallBuilder
	var mast *Q // current mast value inside a cave
	for k, a := range ts {
		var b *Q // segment end, nil for the last segment
		mid := a.add(oneQ)
		if k+1 < len(ts) {
			b = &ts[k+1]
			mid = a.add(*b).quo(twoQ)
		}
		hill := ls != nil && rs != nil && ls.At(mid).cmp(rs.At(mid)) >= 0
		if hill {
			left.add(a, ls.At(a), ls.SlopeAfter(a))
			right.add(a, rs.At(a), rs.SlopeAfter(a))
			mast = nil
			continue
		}
		// A cave.
		switch {
		case ban == leftPassBan && ls != nil:
			left.add(a, ls.At(a), ls.SlopeAfter(a))
			right.add(a, ls.At(a), ls.SlopeAfter(a))
			mast = nil
			continue
		case ban == rightPassBan && rs != nil:
			left.add(a, rs.At(a), rs.SlopeAfter(a))
			right.add(a, rs.At(a), rs.SlopeAfter(a))
			mast = nil
			continue
		}
		var v Q
		switch {
		case k == 0:
			v = count
		case mast != nil:
			v = *mast
		default: // entering from a hill or a banned mast: where the walls are
			v = left.valueAt(a)
		}
		if ls != nil && v.cmp(ls.At(a)) < 0 {
			v = ls.At(a)
		}
		if rs != nil && v.cmp(rs.At(a)) > 0 {
			v = rs.At(a)
		}
		// The balloon rises vertically until a scaffold runs into it.
		var hit *Q
		var follow *Trajectory
		if ls != nil {
			if s := ls.SlopeAfter(a); s.sign() > 0 {
				t := v.sub(ls.At(a)).quo(s).add(a)
				hit, follow = &t, ls
			}
		}
		if rs != nil {
			if s := rs.SlopeAfter(a); s.sign() < 0 {
				t := v.sub(rs.At(a)).quo(s).add(a)
				if hit == nil || t.cmp(*hit) < 0 {
					hit, follow = &t, rs
				}
			}
		}
		if hit != nil && (b == nil || hit.cmp(*b) < 0) {
			if hit.cmp(a) > 0 {
				left.add(a, v, zeroQ)
				right.add(a, v, zeroQ)
			}
			left.add(*hit, v, follow.SlopeAfter(*hit))
			right.add(*hit, v, follow.SlopeAfter(*hit))
			if b != nil {
				m := follow.At(*b)
				mast = &m
			}
			continue
		}
		left.add(a, v, zeroQ)
		right.add(a, v, zeroQ)
		mast = &v
	}
	return Thermograph{Left: left.done(), Right: right.done()}
}

// wallBuilder collects the pieces of a wall: a value and a slope at each
// breakpoint.
type wallBuilder struct {
	t, v, s []Q
}

func (w *wallBuilder) add(t, v, slope Q) {
	w.t = append(w.t, t)
	w.v = append(w.v, v)
	w.s = append(w.s, slope)
}

// valueAt evaluates the wall built so far at t (after its last piece).
func (w *wallBuilder) valueAt(t Q) Q {
	i := len(w.t) - 1
	return t.sub(w.t[i]).mul(w.s[i]).add(w.v[i])
}

func (w *wallBuilder) done() Trajectory {
	tr := Trajectory{T: w.t, V: w.v, Tail: w.s[len(w.s)-1]}
	return tr.simplify()
}

// Mean is the value of the infinite mast (the walls' common value at high
// temperature).
func (th Thermograph) Mean() (*big.Rat, error) {
	t, err := th.temperature()
	if err != nil {
		return nil, err
	}
	return th.Left.At(t).Rat(), nil
}

// Temperature is the temperature at the base of the infinite vertical mast
// (Economist's View 2.3, t(G)); 0 for a position whose walls form a
// vertical mast from the ground up (a number, or an infinitesimal such as a
// dame).
func (th Thermograph) Temperature() (*big.Rat, error) {
	t, err := th.temperature()
	if err != nil {
		return nil, err
	}
	return t.Rat(), nil
}

func (th Thermograph) temperature() (Q, error) {
	ts := breaks(th.Left, th.Right)
	vertical := func(t Q) bool {
		return th.Left.At(t).cmp(th.Right.At(t)) == 0 && th.Left.SlopeAfter(t).sign() == 0 && th.Right.SlopeAfter(t).sign() == 0
	}
	if !vertical(ts[len(ts)-1]) {
		return Q{}, errNoMast
	}
	i := len(ts) - 1
	for i > 0 && vertical(ts[i-1]) {
		i--
	}
	return ts[i], nil
}

// Stops returns the walls at temperature 0: the results with Black and
// with White moving first (ONAG's Left and Right stops).
func (th Thermograph) Stops() (left, right *big.Rat) {
	return th.Left.At(zeroQ).Rat(), th.Right.At(zeroQ).Rat()
}

// slopeBelow returns the slope of tr just below t > 0.
func (tr Trajectory) slopeBelow(t Q) Q {
	i := 0
	for i+1 < len(tr.T) && tr.T[i+1].cmp(t) < 0 {
		i++
	}
	return tr.slope(i)
}

// MoveType reads sente and gote off the thermograph (Economist's View,
// section 2, "Sente and Gote"): just below the base of the mast, a wall
// that is vertical marks a sente move for that side. It returns "none"
// for temperature 0, else "gote", "black sente", "white sente" or "double
// sente".
func (th Thermograph) MoveType() (string, error) {
	t, err := th.temperature()
	if err != nil {
		return "", err
	}
	if t.sign() == 0 {
		return "none", nil
	}
	leftSente := th.Left.slopeBelow(t).sign() == 0
	rightSente := th.Right.slopeBelow(t).sign() == 0
	switch {
	case leftSente && rightSente:
		return "double sente", nil
	case leftSente:
		return "black sente", nil
	case rightSente:
		return "white sente", nil
	}
	return "gote", nil
}
