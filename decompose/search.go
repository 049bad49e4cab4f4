package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/disjoint"
)

// Limits of the local safety search.
const (
	zoneRegionMaxEmpty = 6  // a c-region with more empty points is not part of a zone
	zoneRegionMaxSize  = 10 // nor a c-region with more points
	zoneMaxEmpty       = 12 // a zone with more empty points is not searched
	zoneDepth          = 10 // plies (attacker and defender moves)
	zonePerZone        = 5000
	outsideLibsWatch   = 6 // outside liberties are attacker moves for blocks with at most this many liberties
	zoneMinLibs        = 4 // a zone with a block of fewer liberties is not searched
)

// safetySearch proves blocks safe in the spirit of Müller's "Playing it
// safe" (1997): for a colour c, a zone is a set of c-blocks joined by the
// small c-regions (at most zoneRegionMaxEmpty empty points) they enclose.
// Zones with a block of fewer than zoneMinLibs liberties are not searched:
// such a block is a tactical matter (a ko, an approach ko) that belongs to
// the local game of its region, not to its boundary.
//
// The zone is safe if, with the opponent moving first and the defender
// answering each move inside the zone's regions (or passing), the defender
// always reaches a position where every block of the zone is pass-alive
// by Benson's algorithm restricted to the zone's regions. The attacker may
// play on every point of the zone's regions and on the outside liberties of
// zone blocks with at most outsideLibsWatch liberties, or pass (so that a
// seki, where the defender cannot move without loss, is never proven);
// capturing any zone stone, or reaching zoneDepth plies, counts as a
// failure of the proof.
type safetySearch struct {
	ctx    context.Context
	pos    *position
	budget int
	lb     *board.Board

	label, labelGen []int // block labels of zoneAlive, valid when labelGen == gen
	gen             int
}

func newSafetySearch(ctx context.Context, pos *position, budget int) *safetySearch {
	return &safetySearch{ctx: ctx, pos: pos, budget: budget}
}

// zone is one safety problem.
type zone struct {
	c       board.Color
	stones  []board.Point // one stone of each zone block (the blocks to prove)
	points  []board.Point // the points of the zone's regions
	inZone  []bool        // per point: in points
	safe    []bool        // per original block: already safe (kept in X)
	outside []board.Point // outside liberties the attacker may fill
	budget  int
}

// prove returns the blocks (indices into pos.blocks) proven safe.
func (s *safetySearch) prove(safe, dead []bool) []int {
	var out []int
	pos := s.pos
	for _, c := range []board.Color{board.Black, board.White} {
		regs := pos.regionsOf(func(p board.Point) bool { return pos.cells[p] != c })
		parent := disjoint.New(len(pos.blocks))
		find := parent.Find
		small := make([]bool, len(regs))
		for i, r := range regs {
			small[i] = r.empty <= zoneRegionMaxEmpty && len(r.points) <= zoneRegionMaxSize
			for _, p := range r.points {
				if id := pos.blockOf[p]; id >= 0 && safe[id] {
					small[i] = false
				}
			}
			for _, id := range r.boundary {
				if dead[id] {
					small[i] = false
				}
			}
			if small[i] {
				for _, id := range r.boundary[1:] {
					parent[find(id)] = find(r.boundary[0])
				}
			}
		}
		// Group regions by the component of their boundary.
		comps := map[int][]int{}
		for i, r := range regs {
			if small[i] && len(r.boundary) > 0 {
				root := find(r.boundary[0])
				comps[root] = append(comps[root], i)
			}
		}
		for root, ris := range comps {
			if len(ris) < 2 || s.budget <= 0 || s.ctx.Err() != nil {
				continue
			}
			z := s.makeZone(c, root, find, ris, regs, safe)
			if z == nil {
				continue
			}
			if s.solve(z) {
				for id := range pos.blocks {
					if pos.blocks[id].color == c && !safe[id] && !dead[id] && find(id) == root {
						out = append(out, id)
					}
				}
			}
		}
	}
	return out
}

// makeZone builds the safety problem of one component, or nil when it has
// nothing to prove or is too big.
func (s *safetySearch) makeZone(c board.Color, root int, find func(int) int, ris []int, regs []area, safe []bool) *zone {
	pos := s.pos
	z := &zone{c: c, inZone: make([]bool, len(pos.cells)), safe: safe}
	empty := 0
	for _, i := range ris {
		empty += regs[i].empty
		for _, p := range regs[i].points {
			z.inZone[p] = true
			z.points = append(z.points, p)
		}
	}
	if empty > zoneMaxEmpty {
		return nil
	}
	seenOut := map[board.Point]bool{}
	for id, bl := range pos.blocks {
		if bl.color != c || find(id) != root {
			continue
		}
		if !safe[id] {
			if len(bl.libs) < zoneMinLibs {
				// A short-of-liberties block is a tactical matter for the
				// region's own local game (a ko, an approach ko), not
				// a boundary.
				return nil
			}
			z.stones = append(z.stones, bl.stones[0])
		}
		if len(bl.libs) <= outsideLibsWatch {
			for _, l := range bl.libs {
				if !z.inZone[l] && !seenOut[l] {
					seenOut[l] = true
					z.outside = append(z.outside, l)
				}
			}
		}
	}
	if len(z.stones) == 0 {
		return nil
	}
	if s.lb == nil {
		s.lb = pos.localBoard()
		if s.lb == nil {
			return nil
		}
	}
	z.budget = zonePerZone
	if z.budget > s.budget {
		z.budget = s.budget
	}
	return z
}

// solve runs the search for one zone and charges the global budget.
func (s *safetySearch) solve(z *zone) bool {
	start := z.budget
	ok := s.defenderHolds(z, zoneDepth)
	used := start - z.budget
	if z.budget < 0 {
		used = start
		ok = false
	}
	s.budget -= used
	return ok
}

// spend counts a node; false means the budget or the context ran out.
func (s *safetySearch) spend(z *zone) bool {
	z.budget--
	if z.budget < 0 {
		return false
	}
	if z.budget%256 == 0 && s.ctx.Err() != nil {
		z.budget = -1
		return false
	}
	return true
}

// defenderHolds: attacker to move; true if every attacker move has an answer.
func (s *safetySearch) defenderHolds(z *zone, depth int) bool {
	if s.zoneAlive(z) {
		return true
	}
	if depth <= 0 {
		return false
	}
	// The attacker may pass: the defender must then make progress itself
	// (a pass by both ends the search without proof).
	if !s.defenderAnswers(z, depth-1) {
		return false
	}
	a := z.c.Opponent()
	moves := append(append([]board.Point(nil), z.points...), z.outside...)
	for _, p := range moves {
		if s.lb.At(p) != board.Empty {
			continue
		}
		if !s.spend(z) {
			return false
		}
		s.lb.ClearKoBan()
		if !s.lb.TryPlay(a, p) {
			continue
		}
		ok := !s.zoneCaptured(z) && s.defenderAnswers(z, depth-1)
		_ = s.lb.Undo()
		if !ok {
			return false
		}
	}
	return true
}

// defenderAnswers: defender to move; true if some move (or a pass) holds.
func (s *safetySearch) defenderAnswers(z *zone, depth int) bool {
	for _, p := range z.points {
		if s.lb.At(p) != board.Empty {
			continue
		}
		if !s.spend(z) {
			return false
		}
		s.lb.ClearKoBan()
		if !s.lb.TryPlay(z.c, p) {
			continue
		}
		ok := !s.zoneCaptured(z) && s.defenderHolds(z, depth-1)
		_ = s.lb.Undo()
		if ok {
			return true
		}
	}
	return s.defenderHolds(z, depth-1) // pass
}

// zoneCaptured reports whether a stone of the zone was captured.
func (s *safetySearch) zoneCaptured(z *zone) bool {
	for _, p := range z.stones {
		if s.lb.At(p) != z.c {
			return true
		}
	}
	return false
}

// zoneAlive runs Benson's iteration on the local board restricted to the
// zone: regions are the connected sets of non-c points inside the zone's
// points; blocks are the c-blocks bordering them; blocks already safe stay
// in X. It reports whether every zone block is pass-alive.
func (s *safetySearch) zoneAlive(z *zone) bool {
	lb, pos := s.lb, s.pos
	n := len(pos.cells)
	if len(s.label) != n {
		s.label = make([]int, n)
		s.labelGen = make([]int, n)
	}
	s.gen++
	gen := s.gen
	var blockSafe []bool
	// blockIndex labels the whole block of stone p on first sight.
	blockIndex := func(p board.Point) int {
		if s.labelGen[p] == gen {
			return s.label[p]
		}
		i := len(blockSafe)
		stones, _ := lb.Chain(p)
		isSafe := false
		for _, q := range stones {
			s.label[q], s.labelGen[q] = i, gen
			if id := pos.blockOf[q]; id >= 0 && pos.cells[q] == z.c && z.safe[id] {
				isSafe = true
			}
		}
		blockSafe = append(blockSafe, isSafe)
		return i
	}
	for _, p := range z.stones {
		blockIndex(p)
	}
	type reg struct {
		boundary []int
		healthy  []int
		leaks    bool
	}
	var regs []reg
	seen := make(map[board.Point]bool, len(z.points))
	for _, s0 := range z.points {
		if seen[s0] || lb.At(s0) == z.c {
			continue
		}
		var r reg
		var empties []board.Point
		stack := []board.Point{s0}
		seen[s0] = true
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if lb.At(p) == board.Empty {
				empties = append(empties, p)
			}
			for _, q := range pos.adj[p] {
				switch {
				case lb.At(q) == z.c:
					id := blockIndex(q)
					if !containsInt(r.boundary, id) {
						r.boundary = append(r.boundary, id)
					}
				case z.inZone[q] && !seen[q]:
					seen[q] = true
					stack = append(stack, q)
				case !z.inZone[q]:
					// A non-c point outside the zone: the region is not
					// enclosed; it cannot count.
					r.leaks = true
				}
			}
		}
		// Healthy: every empty point is a liberty of the block.
		for _, id := range r.boundary {
			ok := true
			for _, e := range empties {
				touch := false
				for _, q := range pos.adj[e] {
					if lb.At(q) == z.c && s.label[q] == id && s.labelGen[q] == gen {
						touch = true
						break
					}
				}
				if !touch {
					ok = false
					break
				}
			}
			if ok {
				r.healthy = append(r.healthy, id)
			}
		}
		regs = append(regs, r)
	}
	nb := len(blockSafe)
	inX := make([]bool, nb)
	for i := range inX {
		inX[i] = true
	}
	inR := make([]bool, len(regs))
	for i, r := range regs {
		inR[i] = !r.leaks
	}
	count := make([]int, nb)
	for changed := true; changed; {
		changed = false
		for i := range count {
			count[i] = 0
		}
		for i := range regs {
			if inR[i] {
				for _, id := range regs[i].healthy {
					count[id]++
				}
			}
		}
		for id := range inX {
			if inX[id] && !blockSafe[id] && count[id] < 2 {
				inX[id] = false
				changed = true
			}
		}
		for i := range regs {
			if !inR[i] {
				continue
			}
			for _, id := range regs[i].boundary {
				if !inX[id] {
					inR[i] = false
					changed = true
					break
				}
			}
		}
	}
	for _, p := range z.stones {
		if !inX[blockIndex(p)] {
			return false
		}
	}
	return true
}

// containsInt reports whether xs holds x.
func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
