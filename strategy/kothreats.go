package strategy

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Threat is a ko threat found in a region: a local move that demands an
// answer. After the threat the region's value O has an answer for the
// opponent that gives back exactly the region's value before (a reversible
// option, ONAG ch. 10), and if the answer is not played the threatener's
// next move there gains Size over the region's mean.
type Threat struct {
	Color     board.Color
	Component int
	Point     board.Point
	Size      cgt.Rational
}

// CountThreats lists the ko threats of both colours in comps, at most one
// per region and colour (the largest: once a threat and its answer are
// played the region has changed), keeping those of at least stake points,
// the most a player gains by ignoring the threat to win the ko. Components
// flagged in skip (the kos themselves) are left out.
func CountThreats(comps []Component, skip []bool, stake cgt.Rational) []Threat {
	var out []Threat
	for i, comp := range comps {
		if i < len(skip) && skip[i] {
			continue
		}
		for _, c := range [2]board.Color{board.Black, board.White} {
			var best *Threat
			for _, m := range comp.Moves {
				if m.Color != c {
					continue
				}
				size, ok := threatSize(comp.Value, m.Option, c)
				if !ok || size.Cmp(stake) < 0 {
					continue
				}
				if best == nil || size.Cmp(best.Size) > 0 {
					best = &Threat{Color: c, Component: i, Point: m.Point, Size: size}
				}
			}
			if best != nil {
				out = append(out, *best)
			}
		}
	}
	return out
}

// threatSize reports whether c's move from g to o is a ko threat (o has an
// answer for the opponent equal to g) and how much c's follow-up would gain
// over g's mean if the answer were not played: o's stop with c moving again.
func threatSize(g, o cgt.Game, c board.Color) (cgt.Rational, bool) {
	answers := o.RightOptions()
	if c == board.White {
		answers = o.LeftOptions()
	}
	answered := false
	for _, a := range answers {
		answered = answered || a.Equal(g)
	}
	if !answered {
		return cgt.Rational{}, false
	}
	if c == board.Black {
		return o.LeftStop().Sub(g.Mean()), true
	}
	return g.Mean().Sub(o.RightStop()), true
}

// threatCounts returns how many threats each colour has.
func threatCounts(ts []Threat) (black, white int) {
	for _, t := range ts {
		if t.Color == board.Black {
			black++
		} else {
			white++
		}
	}
	return black, white
}
