package decompose

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/disjoint"
)

// bigEye is the number of points from which one enclosed region counts as
// two eyes in the AssumeSafe rule.
const bigEye = 7

// assumeSafe applies the AssumeSafe rule with threshold k > 0 and returns
// the blocks it assumes safe (indexed like pos.blocks). known marks blocks
// already safe for another reason; dead marks blocks the user declared dead.
//
// The rule, for a block B of colour c (an assumption, not a proof), is
// applied in two rounds (assumeRound):
//   - an eye of c is a c-region (maximal connected set of points not
//     occupied by c) that contains no eye of a living opponent group (no
//     maximal connected set of empty points bordered only by opponent
//     stones and the edge, at least one of them known safe or assumed safe
//     in the first round; in the first round every such set counts), no
//     opponent block known to be safe, has more empty points next to c
//     stones than next to opponent stones (it is c's area, not the
//     opponent's with c stones inside), and is not one point next to a
//     c-block in atari (a false eye);
//   - an eye of bigEye (7) or more points counts as two eyes;
//   - nothing is assumed while fewer than an eighth of the points hold
//     stones (the opening);
//   - blocks of c bordering a common eye form one group, whose eyes are
//     the distinct eyes its blocks border;
//   - B is assumed safe when it is not dead, has at least k liberties, its
//     group's eyes count at least two and it is not short of liberties
//     (shortage.go: with two liberties, an opponent stone on one leaves it
//     in atari with no escape).
func (pos *position) assumeSafe(k int, known, dead []bool) []bool {
	stones := 0
	for _, c := range pos.cells {
		if c != board.Empty {
			stones++
		}
	}
	if stones*8 < len(pos.cells) {
		// The opening: with fewer than an eighth of the points occupied
		// the open areas are not eyes yet (without this, a lone stone on
		// an empty board would be "alive" with the whole board as its
		// territory). Nothing is assumed.
		return make([]bool, len(pos.blocks))
	}
	first := pos.assumeRound(k, known, dead, nil)
	return pos.assumeRound(k, known, dead, first)
}

// assumeRound is one round of the AssumeSafe rule. With prev nil, every
// opponent eye disqualifies the region around it; with prev (the result of
// a first round), only an opponent eye bordered by an opponent block safe
// in prev (or known safe) does: the eye-like holes of opponent stones that
// are not alive do not keep a region from being an eye.
func (pos *position) assumeRound(k int, known, dead, prev []bool) []bool {
	out := make([]bool, len(pos.blocks))
	for _, c := range []board.Color{board.Black, board.White} {
		o := c.Opponent()
		regs := pos.regionsOf(func(p board.Point) bool { return pos.cells[p] != c })
		regionOf := make([]int, len(pos.cells))
		for i, r := range regs {
			for _, p := range r.points {
				regionOf[p] = i
			}
		}
		eye := make([]bool, len(regs))
		for i := range eye {
			eye[i] = true
		}
		// Opponent eyes: connected empty sets bordered only by o and edge.
		oEyes := pos.regionsOf(func(p board.Point) bool { return pos.cells[p] == board.Empty })
		for _, e := range oEyes {
			onlyO, alive := len(e.boundary) > 0, prev == nil
			for _, id := range e.boundary {
				if pos.blocks[id].color != o || dead[id] {
					onlyO = false
					break
				}
				if prev != nil && (prev[id] || known[id]) {
					alive = true
				}
			}
			if onlyO && alive {
				eye[regionOf[e.points[0]]] = false
			}
		}
		for i, r := range regs {
			for _, p := range r.points {
				if id := pos.blockOf[p]; id >= 0 && known[id] {
					eye[i] = false
					break
				}
			}
			if eye[i] && !pos.mostlyNextTo(r.points, c) {
				eye[i] = false
			}
			if eye[i] && len(r.points) == 1 {
				for _, id := range r.boundary {
					if len(pos.blocks[id].libs) < 2 {
						eye[i] = false
					}
				}
			}
		}
		// Blocks touching a common eye form one group (the opponent cannot
		// separate them there); a group's eyes are the distinct eyes its
		// blocks touch.
		parent := disjoint.New(len(pos.blocks))
		find := parent.Find
		for i, r := range regs {
			if eye[i] && len(r.boundary) > 0 {
				for _, id := range r.boundary[1:] {
					parent[find(id)] = find(r.boundary[0])
				}
			}
		}
		count := map[int]int{}
		for i, r := range regs {
			if !eye[i] || len(r.boundary) == 0 {
				continue
			}
			w := 1
			if len(r.points) >= bigEye {
				w = 2
			}
			count[find(r.boundary[0])] += w
		}
		for id, bl := range pos.blocks {
			if bl.color == c && !known[id] && !dead[id] && len(bl.libs) >= k && count[find(id)] >= 2 && !pos.shortOfLiberties(id) {
				out[id] = true
			}
		}
	}
	return out
}

// mostlyNextTo reports whether more empty points of the set are adjacent
// to a stone of c than to a stone of c's opponent.
func (pos *position) mostlyNextTo(points []board.Point, c board.Color) bool {
	own, opp := 0, 0
	for _, p := range points {
		if pos.cells[p] != board.Empty {
			continue
		}
		var seen [3]bool
		for _, q := range pos.adj[p] {
			seen[pos.cells[q]] = true
		}
		if seen[c] {
			own++
		}
		if seen[c.Opponent()] {
			opp++
		}
	}
	return own > opp
}
