package cgt

import (
	"fmt"
	"sync"
)

// thermoCacheLimit bounds the thermograph cache; when it is reached the
// cache is emptied and refilled on demand.
const thermoCacheLimit = 1 << 16

// thermoCache memoises thermographs of canonical games. It is the only
// package-level state of this file and is safe for concurrent use.
var thermoCache = struct {
	mu sync.RWMutex
	m  map[Game]*Thermograph
}{m: make(map[Game]*Thermograph)}

func thermoLookup(g Game) (*Thermograph, bool) {
	thermoCache.mu.RLock()
	th, ok := thermoCache.m[g]
	thermoCache.mu.RUnlock()
	return th, ok
}

func thermoStore(g Game, th *Thermograph) {
	thermoCache.mu.Lock()
	if len(thermoCache.m) >= thermoCacheLimit {
		thermoCache.m = make(map[Game]*Thermograph)
	}
	thermoCache.m[g] = th
	thermoCache.mu.Unlock()
}

// resetThermographCache empties the cache (for benchmarks).
func resetThermographCache() {
	thermoCache.mu.Lock()
	thermoCache.m = make(map[Game]*Thermograph)
	thermoCache.mu.Unlock()
}

// Thermograph returns the thermograph of g (ONAG ch. 9; subzero part per the
// Amazons paper section 3 and Economist's View section 2.5), computed
// bottom-up from g's canonical options and memoised in a cache safe for
// concurrent use. See type Thermograph for the construction.
func (g Game) Thermograph() *Thermograph { return (*bounded)(nil).thermograph(g) }

// thermograph is Thermograph under the limits of b (see bounded): a
// thermograph not found in the cache is a step; nil once b stopped.
func (b *bounded) thermograph(g Game) *Thermograph {
	if th, ok := thermoLookup(g); ok {
		return th
	}
	if !b.ok() {
		return nil
	}
	th, err := b.computeThermograph(g)
	if b.stopped() {
		return nil
	}
	if err != nil {
		// Unreachable for canonical short games: the scaffolds of a short
		// game always cross exactly once.
		panic(fmt.Sprintf("cgt: internal error: thermograph of %v: %v", g, err))
	}
	thermoStore(g, th)
	return th
}

func (b *bounded) computeThermograph(g Game) (*Thermograph, error) {
	left, right := g.LeftOptions(), g.RightOptions()
	if g.IsInteger() || len(left) == 0 || len(right) == 0 {
		// A canonical game with no options on one side is an integer.
		x, ok := g.NumberValue()
		if !ok {
			return nil, fmt.Errorf("game with options missing on one side is not a number")
		}
		return integerThermograph(x), nil
	}
	var ls, rs Trajectory
	for i, gl := range left {
		th := b.thermograph(gl)
		if th == nil {
			return nil, b.err
		}
		s := th.right.Tilt(minusOne)
		if i == 0 {
			ls = s
		} else {
			ls = ls.Max(s)
		}
	}
	one := RationalFromInt(1)
	for i, gr := range right {
		th := b.thermograph(gr)
		if th == nil {
			return nil, b.err
		}
		s := th.left.Tilt(one)
		if i == 0 {
			rs = s
		} else {
			rs = rs.Min(s)
		}
	}
	return ThermographFromScaffolds(ls, rs)
}

// Mean returns the mean (mast value of the thermograph) of g (ONAG ch. 9).
func (g Game) Mean() Rational { return g.Thermograph().Mean() }

// Temperature returns the temperature of g: the base of its thermograph's
// mast (ONAG ch. 9); -1 for integers and negative for other numbers
// (Economist's View section 2.5), as in CGSuite.
func (g Game) Temperature() Rational { return g.Thermograph().Temperature() }
