package decompose

import "github.com/cgtgo/cgtgo/board"

// territoryOwner returns the only colour of the safe stones bordering a
// region, or Empty if both colours (or none) border it.
func territoryOwner(r *Region) board.Color {
	switch {
	case len(r.Black) > 0 && len(r.White) == 0:
		return board.Black
	case len(r.White) > 0 && len(r.Black) == 0:
		return board.White
	}
	return board.Empty
}

// interiorRule reports whether the opponent of c provably cannot live in
// the region: its interior (the points of the region not adjacent to any
// stone of c) contains no two points that are not adjacent to each other.
// Used with a boundary of pass-alive (Benson) c blocks and no c stones inside:
// an opponent eye must be an interior point (a point next to a safe c
// stone is never the opponent's eye), so the opponent can make at most one
// eye of at most two points, and c can fill every other liberty by
// connecting to its safe blocks (Müller, "Playing it safe", small regions
// of Benson's algorithm).
func (pos *position) interiorRule(points []board.Point, c board.Color) bool {
	var in []board.Point
	for _, p := range points {
		next := false
		for _, q := range pos.adj[p] {
			if pos.cells[q] == c {
				next = true
				break
			}
		}
		if !next {
			in = append(in, p)
			if len(in) > 2 {
				return false
			}
		}
	}
	if len(in) < 2 {
		return true
	}
	for _, q := range pos.adj[in[0]] {
		if q == in[1] {
			return true
		}
	}
	return false
}

// setTerritory records r as territory of c: opponent stones become dead,
// and the values under both scorings are filled in.
func (pos *position) setTerritory(r *Region, c board.Color, assumed bool) {
	r.Kind, r.Owner, r.Assumed = Territory, c, assumed
	var keep []board.Point
	for _, p := range r.Stones {
		if pos.cells[p] == c {
			keep = append(keep, p)
		} else {
			r.Dead = append(r.Dead, p)
		}
	}
	r.Stones = keep
	r.Dead = sortPoints(r.Dead)
	deadOpp := 0
	for _, p := range r.Dead {
		if pos.cells[p] != c {
			deadOpp++
		}
	}
	v, a := r.Empty+2*deadOpp, len(r.Points)
	if c == board.White {
		v, a = -v, -a
	}
	r.TerritoryValue, r.AreaValue = v, a
}
