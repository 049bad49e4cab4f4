package cgt

import (
	"errors"
	"fmt"
)

// Thermograph is the thermograph of a game: its Left wall LW(t) and Right
// wall RW(t) for temperatures -1 <= t < infinity (ONAG ch. 9, 002_*.txt;
// subzero part from the Amazons paper, 004_*.txt section 3 "Subzero
// thermography", and the Economist's View, 001_*.txt section 2.5). Above
// its temperature both walls are one vertical mast at the mean.
//
// For a short game G that is not an integer, the walls are built bottom-up
// from the options: the Left scaffold is max over G^L of RW(G^L)(t) - t, the
// Right scaffold is min over G^R of LW(G^R)(t) + t; the temperature is the
// least t >= -1 where the Left scaffold is not above the Right scaffold, the
// mean is their common value there, and below it the walls are the
// scaffolds. An integer n has the vertical mast n from t = -1 upward
// (temperature -1), as in CGSuite.
//
// A Thermograph is immutable.
type Thermograph struct {
	left, right Trajectory
	temp, mean  Rational
}

// errScaffoldsNeverMeet is returned by ThermographFromScaffolds when the
// Left scaffold stays above the Right one at every temperature.
var errScaffoldsNeverMeet = errors.New("thermograph: the Left scaffold is above the Right scaffold at every temperature")

// ThermographFromScaffolds builds the thermograph whose Left and Right
// scaffolds are ls and rs (ONAG ch. 9; Economist's View section 2,
// "Scaffolds, Hills, and Caves"), for scaffolds that cross once: ls - rs
// must be non-increasing in t, which holds for every short game (Left
// scaffold slopes are 0 or -1, Right scaffold slopes 0 or +1). The
// temperature is the least t >= -1 with ls(t) <= rs(t) and the mast stands
// at ls(t) there. Scaffolds with several hills and caves (hyperactive kos)
// are rejected with an error.
func ThermographFromScaffolds(ls, rs Trajectory) (*Thermograph, error) {
	d := ls.Sub(rs)
	for _, s := range d.norm().slopes {
		if s.Sign() > 0 {
			return nil, fmt.Errorf("thermograph: scaffolds %s and %s may cross more than once (slope %s in their difference)", ls, rs, s)
		}
	}
	temp, ok := d.lowestNonPositive()
	if !ok {
		return nil, errScaffoldsNeverMeet
	}
	mean := ls.ValueAt(temp)
	if temp.Equal(minusOne) {
		// The scaffolds do not cross above -1: a vertical mast all the way
		// down. Use the Left scaffold's value at -1 when they also differ
		// there (never the case for canonical short games that are not
		// integers, see the tests).
		return &Thermograph{left: ConstantTrajectory(mean), right: ConstantTrajectory(mean), temp: temp, mean: mean}, nil
	}
	return &Thermograph{
		left:  ls.ReplaceAbove(temp, mean),
		right: rs.ReplaceAbove(temp, mean),
		temp:  temp,
		mean:  mean,
	}, nil
}

// integerThermograph is the thermograph of the integer n: a vertical mast
// at n from t = -1 upward, temperature -1 (Amazons paper section 3:
// LW(n, t) = RW(n, t) = n for all t).
func integerThermograph(n Rational) *Thermograph {
	c := ConstantTrajectory(n)
	return &Thermograph{left: c, right: c, temp: minusOne, mean: n}
}

// LeftWallTrajectory returns the Left wall LW as a trajectory.
func (th *Thermograph) LeftWallTrajectory() Trajectory { return th.left }

// RightWallTrajectory returns the Right wall RW as a trajectory.
func (th *Thermograph) RightWallTrajectory() Trajectory { return th.right }

// Mean returns the mast value: the mean (count) of the game (ONAG ch. 9;
// Economist's View section 2, "Means and Temperatures").
func (th *Thermograph) Mean() Rational { return th.mean }

// Temperature returns the temperature at the base of the mast (ONAG ch. 9;
// -1 for integers, negative for other numbers: Economist's View section
// 2.5).
func (th *Thermograph) Temperature() Rational { return th.temp }

// LeftWall returns LW(t): the value Left achieves moving first in the game
// plus a fine enriched environment of temperature t (Amazons paper section
// 3). Temperatures below -1 are evaluated as if the lowest segment
// continued.
func (th *Thermograph) LeftWall(t Rational) Rational { return th.left.ValueAt(t) }

// RightWall returns RW(t): the value with Right moving first (Amazons paper
// section 3).
func (th *Thermograph) RightWall(t Rational) Rational { return th.right.ValueAt(t) }

// LeftTemperature returns the temperature at which the Left wall leaves the
// vertical mast, going down (the highest critical temperature of the Left
// wall, or -1 when it is vertical all the way). It equals Temperature when
// Left's move is gote; it is lower when Left's wall drops vertically below
// the mast's base, the Economist's View's sign (001_*.txt section 2, "Sente
// and Gote") that Left's first move there is sente while Right's is reverse
// sente.
func (th *Thermograph) LeftTemperature() Rational {
	if c := th.left.crit; len(c) > 0 {
		return c[0]
	}
	return minusOne
}

// RightTemperature is LeftTemperature for the Right wall: below
// Temperature when Right's first move is sente (Economist's View section 2,
// "Sente and Gote").
func (th *Thermograph) RightTemperature() Rational {
	if c := th.right.crit; len(c) > 0 {
		return c[0]
	}
	return minusOne
}

// LeftVertices returns the corners of the Left wall from the top down: the
// base of the mast first (when the wall branches), then one point per
// critical temperature, ending at t = -1. The mast rises vertically from the
// first point. Useful for printing and drawing.
func (th *Thermograph) LeftVertices() []TrajectoryPoint { return th.left.Vertices() }

// RightVertices returns the corners of the Right wall (see LeftVertices).
func (th *Thermograph) RightVertices() []TrajectoryPoint { return th.right.Vertices() }

// Equal reports whether two thermographs have the same walls.
func (th *Thermograph) Equal(o *Thermograph) bool {
	return th.left.Equal(o.left) && th.right.Equal(o.right)
}

// String prints the thermograph in CGSuite's format
// "Thermograph(Lmast,[Lcrit...],[Lslopes...],Rmast,[Rcrit...],[Rslopes...])",
// where each wall lists its mast value, its critical temperatures (highest
// first) and its slopes dv/dt (mast slope first).
func (th *Thermograph) String() string {
	return "Thermograph(" + th.left.body() + "," + th.right.body() + ")"
}

// SumMast returns what the thermographs of summands determine about the
// thermograph of their sum: for every t >= from, both walls of the sum are
// the vertical mast at mean, where mean is the sum of the summands' means and
// from is the largest summand temperature (Economist's View section 3.2,
// "mu-values add; temperatures maximize"; section 2: "at sufficiently high
// temperatures, all thermographs become masts, and their mast values do
// add"). With no summands it describes 0 (mean 0, from -1).
func SumMast(summands ...*Thermograph) (mean, from Rational) {
	from = minusOne
	for _, th := range summands {
		mean = mean.Add(th.mean)
		from = from.Max(th.temp)
	}
	return mean, from
}
