package engine

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
)

// estimatedMove is c's move when an analysis that is only an estimate
// finds nothing worth a move: a depth-limited search can value a hot
// region as a number (issue 28: a ko worth 3 points estimated cold at an
// even depth), and passing then ends the game with points still to take.
// It is the local move, among the regions valued by an estimate (not
// territory, not exact), whose option loses least for c by the estimate
// (the option's mean minus the region's, from c's side), ties going to
// the earlier region and move; ok is false when no such region has a
// legal move for c (then passing is what the analysis says).
func estimatedMove(a *Analysis, b *board.Board, c board.Color) (p board.Point, ok bool) {
	var best cgt.Rational
	for i, comp := range a.Components {
		r := a.Regions[i]
		if r.Region.Kind == decompose.Territory || r.Analysis == nil || r.Analysis.Exact {
			continue
		}
		mean := comp.Value.Mean()
		for _, m := range comp.Moves {
			if m.Color != c || !b.IsLegal(c, m.Point) {
				continue
			}
			gain := m.Option.Mean().Sub(mean)
			if c == board.White {
				gain = gain.Neg()
			}
			if !ok || gain.Cmp(best) > 0 {
				p, best, ok = m.Point, gain, true
			}
		}
	}
	return p, ok
}
