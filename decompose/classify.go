package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// classify sets r.Kind (and Owner, Assumed, values). The tests, in order:
//
//  1. Territory: bordered by safe stones of one colour c only, and either
//     proven (every bordering block pass-alive by Benson, no c stones
//     inside, interiorRule holds; a block safe by the search is not
//     enough, since filling its liberties may not be safe), or a
//     one-point empty region of blocks safe by Benson or the search; or, when assumptions are on
//     (AssumeSafeLiberties > 0 or any user mark) and fewInvaders holds,
//     assumed (Region.Assumed).
//  2. Corridor / HyperRoom (Moews section 5.2): see hyperRoom.
//  3. Dame: only empty points, each adjacent to safe stones of both colours.
//  4. Seki: see isSeki.
//  5. Ko: see hasKo.
//  6. Contested if Empty <= MaxRegionSize, else TooBig.
func (pos *position) classify(ctx context.Context, r *Region, opt Options, reason []Reason, safe []bool, boundary []int, assume bool) {
	if c := territoryOwner(r); c != board.Empty {
		proven := true
		for _, id := range boundary {
			if reason[id] != ReasonBenson {
				proven = false
			}
		}
		for _, p := range r.Stones {
			if pos.cells[p] == c {
				proven = false
			}
		}
		if len(r.Points) == 1 && r.Empty == 1 && provenSafe(reason, boundary) {
			// A one-point eye of blocks that are never captured: the
			// opponent can never play there (suicide).
			pos.setTerritory(r, c, false)
			return
		}
		if proven && pos.interiorRule(r.Points, c) {
			pos.setTerritory(r, c, false)
			return
		}
		if assume && pos.fewInvaders(r, c) {
			pos.setTerritory(r, c, true)
			return
		}
	}
	if r.Empty == len(r.Points) {
		if c, corridor, ok := pos.hyperRoom(r); ok {
			r.Owner = c
			r.Kind = HyperRoom
			if corridor {
				r.Kind = Corridor
			}
			return
		}
		if len(r.Black) > 0 && len(r.White) > 0 && pos.allTouchBoth(r.Points, safe) {
			r.Kind = Dame
			return
		}
	}
	if r.Empty <= opt.MaxRegionSize {
		if pos.isSeki(ctx, r) {
			r.Kind = Seki
			return
		}
		if pos.hasKo(ctx, r) {
			r.Kind = Ko
			return
		}
		r.Kind = Contested
		return
	}
	r.Kind = TooBig
}

// allTouchBoth reports whether every point is adjacent to safe stones of
// both colours.
func (pos *position) allTouchBoth(points []board.Point, safe []bool) bool {
	for _, p := range points {
		var seen [3]bool
		for _, q := range pos.adj[p] {
			if id := pos.blockOf[q]; id >= 0 && safe[id] {
				seen[pos.cells[q]] = true
			}
		}
		if !seen[board.Black] || !seen[board.White] {
			return false
		}
	}
	return true
}

// hyperRoom tests Moews' hyper room (seeds/000 section 5.2) on an all-empty
// region whose outside neighbours are all safe stones (true of every
// region): every point of the room touches a stone; all touching stones
// belong to c except exactly one stone of the opponent, which touches
// exactly one point of the room (the mouth). It returns c, whether the room
// is a corridor (a simple path, one point wide, whose mouth is an end of
// the path) and whether it is a hyper room at all.
func (pos *position) hyperRoom(r *Region) (c board.Color, corridor, ok bool) {
	in := make(map[board.Point]bool, len(r.Points))
	for _, p := range r.Points {
		in[p] = true
	}
	var foreign [3][]board.Point // outside stones by colour, with repetition per contact
	for _, p := range r.Points {
		touch := false
		for _, q := range pos.adj[p] {
			if in[q] {
				continue
			}
			touch = true
			foreign[pos.cells[q]] = append(foreign[pos.cells[q]], q)
		}
		if !touch {
			return board.Empty, false, false
		}
	}
	switch {
	case len(foreign[board.White]) == 1 && len(foreign[board.Black]) > 0:
		c = board.Black
	case len(foreign[board.Black]) == 1 && len(foreign[board.White]) > 0:
		c = board.White
	default:
		return board.Empty, false, false
	}
	mouthStone := foreign[c.Opponent()][0]
	var mouth board.Point = board.NoPoint
	for _, q := range pos.adj[mouthStone] {
		if in[q] {
			mouth = q
		}
	}
	// Path test: every point has at most two neighbours in the room, the
	// room has no cycle (edges = points - 1), and the mouth is an end.
	edges := 0
	for _, p := range r.Points {
		deg := 0
		for _, q := range pos.adj[p] {
			if in[q] {
				deg++
			}
		}
		if deg > 2 || (p == mouth && deg > 1) {
			return c, false, true
		}
		edges += deg
	}
	return c, edges/2 == len(r.Points)-1, true
}

// tooOpenToAssume reports whether an area of points points, empty of them
// empty, is too open for the opponent stones in it to be assumed dead: too
// big to read their life (more than lifeMaxEmpty empty points) and bigger
// than the rest of the board together (an opening, where they have more
// room than anything else).
func (pos *position) tooOpenToAssume(empty, points int) bool {
	return empty > lifeMaxEmpty && 2*points > len(pos.cells)
}

// provenSafe reports whether every block of ids is safe by a proof
// (Benson or the search), not by an assumption or a mark.
func provenSafe(reason []Reason, ids []int) bool {
	for _, id := range ids {
		if reason[id] != ReasonBenson && reason[id] != ReasonSearch {
			return false
		}
	}
	return true
}

// fewInvaders is the condition for assuming that a region bordered only by
// c is c's territory: the opponent stones in it (not dead by a user mark)
// are fewer than its empty points, and it does not hold unsafe stones of
// both colours. A region with more opponent stones than empty points, or
// with unsafe c stones among the opponent's, is a capturing race rather
// than territory with dead stones in it, and is left to the local search
// (or is TooBig). So is a region with opponent stones, more than
// lifeMaxEmpty empty points (nothing reads whether they live) and more than
// half the board.
// Measured on the professional records
// (TestProSettledScores), this keeps assumed scores in line with the
// recorded results.
func (pos *position) fewInvaders(r *Region, c board.Color) bool {
	n, own := 0, 0
	for _, p := range r.Stones {
		if pos.cells[p] != c {
			n++
		} else {
			own++
		}
	}
	if n > 0 && pos.tooOpenToAssume(r.Empty, len(r.Points)) {
		// A territory holding them would be an exact-looking value
		// resting on a guess. The area is left to the search (TooBig).
		return false
	}
	return n < r.Empty && (own == 0 || n == 0)
}
