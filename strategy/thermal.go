package strategy

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Kind names a thermographic strategy of the Economist's View (seeds/001,
// section 3.3).
type Kind int8

const (
	// Hotstrat moves in a region whose temperature is maximal.
	Hotstrat Kind = iota
	// Sentestrat answers locally when the opponent's last move left its
	// region hotter than the ambient tax rate; otherwise it lowers the tax
	// rate to the hottest temperature and moves there.
	Sentestrat
	// Thermostrat moves in the region whose thermograph is widest at the
	// ambient tax rate; when nothing is hot at that rate it picks the new
	// rate at which the sum of the opponent's walls plus the widest width is
	// most favourable.
	Thermostrat
)

// String returns the strategy's name.
func (k Kind) String() string {
	switch k {
	case Sentestrat:
		return "Sentestrat"
	case Thermostrat:
		return "Thermostrat"
	}
	return "Hotstrat"
}

// Thermal plays a sum with one of the thermographic strategies, translated
// to alternating play: the tax rate of the economic game becomes the
// ambient temperature, which only goes down, and a "pass and propose a
// lower tax rate" becomes lowering the ambient temperature and moving at the
// new one. A Thermal keeps the ambient temperature between moves: use one
// per player and game.
type Thermal struct {
	Kind       Kind
	ambient    cgt.Rational
	hasAmbient bool
}

// Ambient returns the current ambient temperature and whether one is set.
func (p *Thermal) Ambient() (cgt.Rational, bool) { return p.ambient, p.hasAmbient }

// Choose picks a move for c in the sum of comps. lastOpponent is the index
// of the component where the opponent has just moved, or -1 (game start,
// pass, or a move outside these components).
func (p *Thermal) Choose(comps []Component, c board.Color, lastOpponent int) Choice {
	hottest, maxT := -1, cgt.Rational{}
	for i, comp := range comps {
		if len(movesOf(comp, c)) == 0 {
			continue
		}
		if t := comp.Value.Temperature(); hottest < 0 || t.Cmp(maxT) > 0 {
			hottest, maxT = i, t
		}
	}
	if hottest < 0 || maxT.Sign() < 0 {
		return Choice{Pass: true, Reason: p.Kind.String() + ": nothing left worth a move"}
	}
	if !p.hasAmbient {
		p.ambient, p.hasAmbient = initialAmbient(comps, c, lastOpponent, maxT), true
	}
	switch p.Kind {
	case Hotstrat:
		p.lower(maxT)
		return p.moveIn(comps, hottest, c, maxT, "Hotstrat: hottest region")
	case Sentestrat:
		if lastOpponent >= 0 && lastOpponent < len(comps) && len(movesOf(comps[lastOpponent], c)) > 0 &&
			comps[lastOpponent].Value.Temperature().Cmp(p.ambient) > 0 {
			return p.moveIn(comps, lastOpponent, c, p.ambient, "Sentestrat: answer the opponent's threat locally")
		}
		p.lower(maxT)
		return p.moveIn(comps, hottest, c, p.ambient, "Sentestrat: hottest region at the ambient temperature")
	default:
		return p.thermostrat(comps, c, maxT)
	}
}

// initialAmbient is the ambient temperature before the opponent's last
// move: the hottest temperature among the other components (the tax rate
// the game was being played at), or maxT when there is no other.
func initialAmbient(comps []Component, c board.Color, lastOpponent int, maxT cgt.Rational) cgt.Rational {
	if lastOpponent < 0 {
		return maxT
	}
	amb, found := cgt.Rational{}, false
	for i, comp := range comps {
		if i == lastOpponent || len(movesOf(comp, c)) == 0 {
			continue
		}
		if t := comp.Value.Temperature(); !found || t.Cmp(amb) > 0 {
			amb, found = t, true
		}
	}
	if !found {
		return maxT
	}
	return amb
}

// lower sets the ambient temperature to t if t is lower.
func (p *Thermal) lower(t cgt.Rational) {
	if t.Cmp(p.ambient) < 0 {
		p.ambient = t
	}
}

// width is the width of a component's thermograph at temperature t.
func width(comp Component, t cgt.Rational) cgt.Rational {
	th := comp.Value.Thermograph()
	return th.LeftWall(t).Sub(th.RightWall(t))
}

// widest returns the component with moves for c whose thermograph is
// widest at t, and that width.
func widest(comps []Component, c board.Color, t cgt.Rational) (int, cgt.Rational) {
	best, bw := -1, cgt.Rational{}
	for i, comp := range comps {
		if len(movesOf(comp, c)) == 0 {
			continue
		}
		if w := width(comp, t); best < 0 || w.Cmp(bw) > 0 {
			best, bw = i, w
		}
	}
	return best, bw
}

// thermostrat moves in the widest hill at the ambient temperature, or, when
// there is none, lowers the ambient temperature to the one at which the sum
// of the opponent's walls plus the widest width is best for c.
func (p *Thermal) thermostrat(comps []Component, c board.Color, maxT cgt.Rational) Choice {
	if i, w := widest(comps, c, p.ambient); i >= 0 && w.Sign() > 0 {
		return p.moveIn(comps, i, c, p.ambient, "Thermostrat: widest hill at the ambient temperature")
	}
	p.lower(maxT)
	bestT := p.ambient
	bestScore := thermostratTrajectory(comps, c, bestT)
	for _, t := range candidateTemperatures(comps, p.ambient) {
		if s := thermostratTrajectory(comps, c, t); better(c, s, bestScore) {
			bestT, bestScore = t, s
		}
	}
	p.ambient = bestT
	i, _ := widest(comps, c, bestT)
	return p.moveIn(comps, i, c, bestT, "Thermostrat: widest region at the best temperature")
}

// thermostratTrajectory is the sum of the opponent's walls at t plus (for
// Black; minus for White) the widest width at t.
func thermostratTrajectory(comps []Component, c board.Color, t cgt.Rational) cgt.Rational {
	sum := cgt.Rational{}
	widestW := cgt.Rational{}
	for _, comp := range comps {
		th := comp.Value.Thermograph()
		if c == board.Black {
			sum = sum.Add(th.RightWall(t))
		} else {
			sum = sum.Add(th.LeftWall(t))
		}
		if w := width(comp, t); w.Cmp(widestW) > 0 {
			widestW = w
		}
	}
	if c == board.Black {
		return sum.Add(widestW)
	}
	return sum.Sub(widestW)
}

// candidateTemperatures lists the corners of all walls between 0 and top.
func candidateTemperatures(comps []Component, top cgt.Rational) []cgt.Rational {
	var ts []cgt.Rational
	for _, comp := range comps {
		th := comp.Value.Thermograph()
		for _, v := range append(th.LeftVertices(), th.RightVertices()...) {
			if v.T.Sign() >= 0 && v.T.Cmp(top) <= 0 {
				ts = append(ts, v.T)
			}
		}
	}
	return ts
}

// moveIn returns c's best move in component i at temperature t: the option
// whose opposite wall is best at t (the option that defines c's scaffold),
// ties broken by the option's mean.
func (p *Thermal) moveIn(comps []Component, i int, c board.Color, t cgt.Rational, reason string) Choice {
	var best *Move
	var bestWall, bestMean cgt.Rational
	for _, m := range movesOf(comps[i], c) {
		m := m
		th := m.Option.Thermograph()
		wall := th.LeftWall(t)
		if c == board.Black {
			wall = th.RightWall(t)
		}
		mean := th.Mean()
		if best == nil || better(c, wall, bestWall) || (wall.Equal(bestWall) && better(c, mean, bestMean)) {
			best, bestWall, bestMean = &m, wall, mean
		}
	}
	if best == nil {
		return Choice{Pass: true, Reason: reason + ": no move"}
	}
	return Choice{Component: i, Move: *best, Reason: reason}
}
