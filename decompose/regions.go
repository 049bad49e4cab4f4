package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// build turns the safety verdicts into the Decomposition: safe blocks,
// regions (maximal connected sets of points not occupied by safe stones),
// their boundaries and kinds, and the list of dead stones.
//
// Because a region is a maximal connected set of non-safe points, two local
// fights that share an unsafe block are always one region: regions that
// would interact through an unsafe boundary block are merged by
// construction, and every stone on a region's boundary is safe.
func (pos *position) build(ctx context.Context, opt Options, safe []bool, reason []Reason, dead []bool, assume bool) *Decomposition {
	n := len(pos.cells)
	d := &Decomposition{
		Size:     pos.size,
		cells:    append([]board.Color(nil), pos.cells...),
		regionOf: make([]int, n),
		safeOf:   make([]int, n),
	}
	safeID := make([]int, len(pos.blocks))
	for id, bl := range pos.blocks {
		safeID[id] = -1
		if !safe[id] {
			continue
		}
		safeID[id] = len(d.Safe)
		d.Safe = append(d.Safe, SafeBlock{ID: len(d.Safe), Color: bl.color, Stones: bl.stones, Reason: reason[id]})
	}
	for p := 0; p < n; p++ {
		d.regionOf[p], d.safeOf[p] = -1, -1
		if id := pos.blockOf[p]; id >= 0 {
			d.safeOf[p] = safeID[id]
		}
	}
	areas := pos.regionsOf(func(p board.Point) bool {
		id := pos.blockOf[p]
		return id < 0 || !safe[id]
	})
	for _, a := range areas {
		r := Region{ID: len(d.Regions), Points: a.points, Empty: a.empty}
		for _, id := range a.boundary {
			if reason[id] == ReasonSearch {
				r.Forcing = true
			}
			if pos.blocks[id].color == board.Black {
				r.Black = append(r.Black, safeID[id])
			} else {
				r.White = append(r.White, safeID[id])
			}
		}
		for _, p := range a.points {
			d.regionOf[p] = r.ID
			if len(pos.adj[p]) < 4 {
				r.Edge = true
			}
			if id := pos.blockOf[p]; id >= 0 {
				if dead[id] {
					r.Dead = append(r.Dead, p)
				} else {
					r.Stones = append(r.Stones, p)
				}
			}
		}
		pos.classify(ctx, &r, opt, reason, safe, a.boundary, assume)
		d.Regions = append(d.Regions, r)
		d.Dead = append(d.Dead, r.Dead...)
	}
	d.Dead = sortPoints(d.Dead)
	return d
}
