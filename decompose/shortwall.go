package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// wallTake says which attacker blocks bordering an area the life reading
// takes in with their liberties (withWeakWallLiberties) instead of reading
// them as walls.
type wallTake int

const (
	// takeAtari takes in the blocks in atari.
	takeAtari wallTake = iota
	// takeEnclosed also takes in the blocks whose liberties all lie in
	// the area (the seki reading).
	takeEnclosed
	// takeShort also takes in the blocks short of liberties (shortWall).
	takeShort
)

// shortWallLiberties is the most liberties an attacker block bordering an
// area may have and still be read as part of a race (shortWall) by
// readRaceShort. It was 3; at 4 (with lonelyOutside) the wall of
// pro19/WC-2019-P12's top left, two liberties its own eye and two shared
// with White's group, is read and the seki found (14 -> 2 points off), and
// Mlily-03-30 goes 10 -> 15 (a Black group in a race with a wall of four
// liberties becomes unsettled); 5 and 6 gave the same counts on
// ../shared/data/pro19 and pro9.
const shortWallLiberties = 4

// shortWall reports whether the attacker block bl, bordering an area whose
// points inA tells, is short of liberties: at most shortWallLiberties, at
// least one of them in the area and one outside it, none of those outside
// next to a weak defender block (weakNeighbourAt) or a point where a
// defender stone would have one liberty outside the wall's (lonelyOutside).
// The defender may then
// hold in seki, or win the race, by filling the liberties outside the area:
// a race between the defender's stones and the wall itself.
func (pos *position) shortWall(bl *block, inA func(board.Point) bool) bool {
	if len(bl.libs) > shortWallLiberties {
		return false
	}
	in, out := false, false
	for _, l := range bl.libs {
		if inA(l) {
			in = true
			continue
		}
		out = true
		if pos.weakNeighbourAt(l, bl.color.Opponent()) || pos.lonelyOutside(l, bl) {
			// Filling this liberty joins weak defender stones outside
			// the area, or leaves a stone the attacker takes from
			// outside: a fight the reading cannot see. (A stone with no
			// liberty is played only as the capture of the block.)
			return false
		}
	}
	return in && out
}

// lonelyOutside reports whether a defender stone at l, an outside liberty of
// the wall block bl, would have one liberty that is not itself a liberty of
// bl (the reading, which takes in all of bl's liberties, could not see it
// taken).
func (pos *position) lonelyOutside(l board.Point, bl *block) bool {
	libs := pos.libertySet(l, bl.color.Opponent())
	if len(libs) != 1 {
		return false
	}
	for q := range libs {
		return !containsPoint(bl.libs, q)
	}
	return false
}

// libertiesAt returns the number of liberties a stone of colour c at the
// empty point p would have (libertySet).
func (pos *position) libertiesAt(p board.Point, c board.Color) int {
	return len(pos.libertySet(p, c))
}

// libertySet returns the liberties a stone of colour c at the empty point p
// would have, counting those of the blocks of c it joins (captures not
// counted).
func (pos *position) libertySet(p board.Point, c board.Color) map[board.Point]bool {
	libs := map[board.Point]bool{}
	for _, q := range pos.adj[p] {
		switch pos.cells[q] {
		case board.Empty:
			libs[q] = true
		case c:
			for _, l := range pos.blocks[pos.blockOf[q]].libs {
				if l != p {
					libs[l] = true
				}
			}
		}
	}
	return libs
}

// weakNeighbourAt reports whether a block of colour c next to the empty
// point p has fewer than three liberties: a stone of c played at p would
// join a block the opponent may take, a fight outside the reading.
func (pos *position) weakNeighbourAt(p board.Point, c board.Color) bool {
	for _, q := range pos.adj[p] {
		if pos.cells[q] == c && len(pos.blocks[pos.blockOf[q]].libs) < 3 {
			return true
		}
	}
	return false
}

// readRaceShort reads, like readRace, whether the invader's stones in a
// keep their place with first to move, with the attacker blocks short of
// liberties (shortWall) taken into the reading with their outside
// liberties. Only the race reading answers (an eyeless defender is not
// dead until captured, both depths of readRace); where it cannot tell, the
// answer is unknown, never the rule that a group without room for two eyes
// is dead. The defender capturing a short wall lives, as when it captures
// a wall; the game ending is a seki only while some of the defender's
// stones of a stand (a defender stone played on an outside liberty may
// join the defender's stones outside the area). It answers unknown at once when no such block borders a.
func (pos *position) readRaceShort(ctx context.Context, a area, invader, first board.Color) outcome {
	attacker := invader.Opponent()
	for _, p := range a.points {
		if pos.cells[p] == invader && len(pos.blocks[pos.blockOf[p]].libs) < 2 {
			// A block in atari: a capture and a ko, not a race.
			return unknown
		}
	}
	base, _ := pos.withWeakWallLiberties(a, attacker, takeEnclosed)
	points, empty := pos.withWeakWallLiberties(a, attacker, takeShort)
	if len(points) == len(base) || empty > lifeMaxEmpty {
		return unknown
	}
	lb := pos.localBoard()
	if lb == nil {
		return unknown
	}
	depth := 2*empty + 2
	for _, p := range points {
		if pos.cells[p] == attacker {
			depth += 2
		}
	}
	depth = min(depth, maxSekiDepth)
	// The stones of the short walls: the defender capturing one of them
	// has won the race, like capturing a wall.
	var short, held []board.Point
	for _, p := range points {
		switch {
		case pos.cells[p] == attacker && !containsPoint(base, p):
			short = append(short, p)
		case pos.cells[p] == invader:
			held = append(held, p)
		}
	}
	for _, d := range []int{2*empty + 2, depth} {
		s := newLifeSearch(ctx, lb, points, invader, sekiBudget)
		s.seki, s.race, s.held = true, true, held
		wallGone := s.wallGone
		s.wallGone = func() bool {
			for _, q := range short {
				if lb.At(q) == board.Empty {
					return true
				}
			}
			return wallGone()
		}
		if out := s.solve(first, d); out != unknown {
			return out
		}
	}
	return unknown
}
