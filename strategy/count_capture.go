package strategy

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
)

// forcedCaptures returns the settled points where a player must take dead
// stones before the count: teire that the static reading of territory does
// not see. Take a living block B whose liberties on the board are at most
// two dame plus some points of its owner's territory, as many as a dead
// block D next to B has liberties (one or two, all in that territory).
// Once the dame are filled, B has no more liberties than D, and D's owner,
// filling B's, takes B, unless B's owner first takes D by filling each of
// D's liberties. Those points are returned: under territory scoring each
// such move costs its player the point it fills (the dead stones' points
// and prisoners count as before).
//
// In P' (the position without its dead stones) D's points are liberties
// of B, which then looks safe (weakBlock); this rule reads the board as it
// stands. Points the clusters hold are left to their search.
//
// The limits are measured on ../shared/data/pro19, not derived. With three
// dame beside B, two records counted with the teire were a point off their
// result (FHoninbo-43-P05, NHK-59-24) and one would have matched it
// (Judan-61-Q16): a player may answer a fill by filling another dame, and
// whether that saves B is a question for a search. Where B has fewer
// liberties in its territory than D, B's owner may need one move, not all
// of D's liberties (KK1st-56-15: two points off when all were charged).
func (m *countMap) forcedCaptures() []board.Point {
	var out []board.Point
	for _, bl := range m.life.Blocks {
		if bl.Status != decompose.StatusAlive || bl.Reason == decompose.ReasonBenson || len(bl.Liberties) > weakLiberties+1 {
			continue
		}
		own, ok := m.ownLiberties(bl)
		if !ok || len(own) == 0 || len(bl.Liberties)-len(own) > 2 {
			continue
		}
		for _, d := range m.deadNeighbours(bl.Stones) {
			libs := m.life.Blocks[d].Liberties
			if len(libs) > 2 || len(own) != len(libs) || !m.settledFor(libs, bl.Color) {
				continue
			}
			for _, l := range libs {
				if !containsPoint(out, l) {
					out = append(out, l)
				}
			}
		}
	}
	return out
}

// settledFor reports whether every point of pts is settled territory of c
// (not active).
func (m *countMap) settledFor(pts []board.Point, c board.Color) bool {
	for _, l := range pts {
		if m.active[l] || m.own[l] != c {
			return false
		}
	}
	return true
}

// ownLiberties returns the liberties of bl (on the board) in its owner's
// territory; ok is false when one of the others is not a dame (a seki's).
func (m *countMap) ownLiberties(bl decompose.BlockVerdict) (own []board.Point, ok bool) {
	for _, l := range bl.Liberties {
		r := &m.regions[m.region[l]]
		switch {
		case r.seki:
			return nil, false
		case r.owner() == bl.Color:
			own = append(own, l)
		case !r.dame():
			return nil, false
		}
	}
	return own, true
}
