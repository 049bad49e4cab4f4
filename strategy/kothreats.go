package strategy

import (
	"slices"

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

// fightRegion says how the ko fight search plays a region outside the kos.
// Its canonical value loses the moves canonical forms bypass, which matter
// in a ko fight:
//
//   - a move whose option differs from the value by an infinitesimal (a
//     tempo, as a dame under territory scoring) is dropped: it lifts the
//     ko-ban as a pass does;
//   - in a region worth a number (nobody plays there but to threaten), a
//     reversible move whose answer gives the value back and whose
//     follow-up is worth at least stake is a ko threat, counted (the
//     search plays it as seeds/003's always-answered threat);
//   - any other move a canonical form bypasses (a smaller threat, which
//     the opponent may ignore at a price; a tempo move worth points), or
//     threats for both sides (the first played removes the other), makes
//     the region fresh: the search plays its first move among its real
//     moves.
type fightRegion struct {
	fresh   bool
	moves   []Move // the real moves, one per option and colour
	threats []Threat
}

// classifyFightRegion is fightRegion for component i with value and moves.
func classifyFightRegion(i int, comp Component, stake cgt.Rational) fightRegion {
	var fr fightRegion
	seen := map[Move]bool{}
	var best [2]*Threat
	for _, m := range comp.Moves {
		key := Move{Color: m.Color, Point: board.NoPoint, Option: m.Option}
		if seen[key] {
			continue
		}
		seen[key] = true
		fr.moves = append(fr.moves, m)
		canon := comp.Value.LeftOptions()
		if m.Color == board.White {
			canon = comp.Value.RightOptions()
		}
		if slices.ContainsFunc(canon, m.Option.Equal) {
			continue
		}
		d := m.Option.Sub(comp.Value)
		if d.LeftStop().Sign() == 0 && d.RightStop().Sign() == 0 {
			continue // a tempo: no more than a pass
		}
		if size, ok := threatSize(comp.Value, m.Option, m.Color); ok && size.Cmp(stake) >= 0 {
			k := 0
			if m.Color == board.White {
				k = 1
			}
			if best[k] == nil || size.Cmp(best[k].Size) > 0 {
				best[k] = &Threat{Color: m.Color, Component: i, Point: m.Point, Size: size}
			}
			continue
		}
		fr.fresh = true
	}
	if (best[0] != nil && best[1] != nil) || ((best[0] != nil || best[1] != nil) && !comp.Value.IsNumber()) {
		// Threats for both sides in one region exclude each other (the
		// first played removes the other), and a threat in a region still
		// to be played goes when the region is played: not counted
		// threats, which last until used.
		fr.fresh = true
	}
	for _, t := range best {
		if t != nil && !fr.fresh {
			fr.threats = append(fr.threats, *t)
		}
	}
	return fr
}
