package wholeboard

import "github.com/cgtgo/cgtgo/board"

// localCount is the territory count (Black minus White) of the part of the
// whole board that play in the region can change: the empty areas of the
// whole board that hold a region point or touch one. It follows the rules
// written in testdata/problems/README.md ("The count"), from scratch with
// flood fills over the whole board (it shares nothing with package
// valuation):
//
//   - Outside, the settled territory of a colour C is a connected set of
//     open outside points (empty, or holding a stone declared dead)
//     bordered by live outside stones of C only.
//   - A region chain is safe when it touches a live outside stone of its
//     colour or its colour's settled territory; a chain that is not safe
//     and touches the opponent's settled territory is dead (it is inside
//     the opponent's settled area and nobody plays outside the region to
//     save it).
//   - For a colour C, a connected set A of region points holding no C
//     stone, with at least one empty point, whose neighbours outside A are
//     all safe C stones or points of C's settled territory and which is
//     too small for life, is C's settled area: the opponent's stones in it
//     are dead (Japanese counting: they are removed at the end without C
//     spending moves to capture them). Too small for life: every point of
//     A (empty or not) touches a safe C stone or C's settled territory
//     except at most two, and two such points touch each other; an eye of
//     an opponent group is a point touching neither, so the opponent has
//     no room for two eyes nor a big eye (tooSmallForLife).
//   - An area is a connected set of open points (empty, or holding a dead
//     stone) anywhere on the board; it belongs to the only colour of live
//     stone that borders it, and to nobody when both colours (or none) do.
//     Each of its points counts one, and each dead stone of the opponent
//     in it one more (the prisoner). An unfilled ko point, a one-point
//     area next to a lone stone in atari there, counts for nobody (Moews
//     section 1.2.3). Stones never count (territory scoring).
func (g *RegionGame) localCount(b *board.Board) int {
	g.markRegionDead(b)
	gen := g.nextMark()
	open := func(p board.Point) bool { return b.At(p) == board.Empty || g.dead[p] || g.deadNow[p] }
	total := 0
	for _, seed := range g.seeds {
		if !open(seed) || g.mark[seed] == gen {
			continue
		}
		comp := append(g.comp[:0], seed)
		g.mark[seed] = gen
		sawB, sawW := false, false
		for i := 0; i < len(comp); i++ {
			for _, q := range b.Neighbours(comp[i]) {
				switch {
				case open(q):
					if g.mark[q] != gen {
						g.mark[q] = gen
						comp = append(comp, q)
					}
				case b.At(q) == board.Black:
					sawB = true
				case b.At(q) == board.White:
					sawW = true
				}
			}
		}
		g.comp = comp
		if sawB == sawW {
			continue
		}
		owner := board.Black
		if sawW {
			owner = board.White
		}
		if len(comp) == 1 && b.At(comp[0]) == board.Empty && unfilledKo(b, comp[0]) {
			continue
		}
		n := len(comp)
		for _, q := range comp {
			if b.At(q) == owner.Opponent() {
				n++ // a dead stone: the prisoner
			}
		}
		if owner == board.Black {
			total += n
		} else {
			total -= n
		}
	}
	return total
}

// settledOutside returns the colour whose settled territory holds the open
// outside point p (Empty when none), computing it on first use: the live
// outside stones that border p's connected set of open outside points.
func (g *RegionGame) settledOutside(b *board.Board, p board.Point) board.Color {
	if c, ok := g.outsideOwner[p]; ok {
		return c
	}
	area := []board.Point{p}
	in := map[board.Point]bool{p: true}
	sawB, sawW := false, false
	for i := 0; i < len(area); i++ {
		for _, q := range b.Neighbours(area[i]) {
			switch {
			case g.inRegion[q]:
			case b.At(q) == board.Empty || g.dead[q]:
				if !in[q] {
					in[q] = true
					area = append(area, q)
				}
			case b.At(q) == board.Black:
				sawB = true
			case b.At(q) == board.White:
				sawW = true
			}
		}
	}
	owner := board.Empty
	switch {
	case sawB && !sawW:
		owner = board.Black
	case sawW && !sawB:
		owner = board.White
	}
	for _, q := range area {
		g.outsideOwner[q] = owner
	}
	return owner
}

// markRegionDead sets deadNow on the region stones that are dead in the
// current position, and safe on the safe ones (see localCount).
func (g *RegionGame) markRegionDead(b *board.Board) {
	clear(g.deadNow)
	clear(g.safe)
	done := map[board.Point]bool{}
	for _, p := range g.region {
		c := b.At(p)
		if c == board.Empty || done[p] {
			continue
		}
		stones, _ := b.Chain(p)
		safe, inside := false, false
		for _, s := range stones {
			done[s] = true
			if !g.inRegion[s] && !g.dead[s] {
				safe = true
			}
			for _, q := range b.Neighbours(s) {
				if g.inRegion[q] || !(b.At(q) == board.Empty || g.dead[q]) {
					if !g.inRegion[q] && b.At(q) == c && !g.dead[q] {
						safe = true
					}
					continue
				}
				switch g.settledOutside(b, q) {
				case c:
					safe = true
				case c.Opponent():
					inside = true
				}
			}
		}
		for _, s := range stones {
			if g.inRegion[s] {
				g.safe[s] = safe
				g.deadNow[s] = !safe && inside
			}
		}
	}
	isSafe := func(p board.Point, c board.Color) bool {
		if b.At(p) != c {
			return false
		}
		if !g.inRegion[p] {
			return !g.dead[p]
		}
		return g.safe[p]
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		gen := g.nextMark()
		for _, p := range g.region {
			if b.At(p) == c || g.mark[p] == gen {
				continue
			}
			area := append(g.comp[:0], p)
			g.mark[p] = gen
			settled, empty := true, 0
			var interior []board.Point
			for i := 0; i < len(area); i++ {
				q := area[i]
				touches := false
				for _, n := range b.Neighbours(q) {
					switch {
					case g.inRegion[n] && b.At(n) != c:
						if g.mark[n] != gen {
							g.mark[n] = gen
							area = append(area, n)
						}
					case isSafe(n, c):
						touches = true
					case !g.inRegion[n] && (b.At(n) == board.Empty || g.dead[n]) && g.settledOutside(b, n) == c:
						touches = true // C's settled territory: nobody plays there
					default:
						settled = false
					}
				}
				if b.At(q) == board.Empty {
					empty++
				}
				if !touches {
					interior = append(interior, q)
				}
			}
			g.comp = area
			if !settled || empty == 0 || !tooSmallForLife(b, interior) {
				continue
			}
			for _, q := range area {
				if b.At(q) != board.Empty {
					g.deadNow[q] = true
				}
			}
		}
	}
}

func (g *RegionGame) nextMark() uint32 {
	g.gen++
	if g.gen == 0 {
		clear(g.mark)
		g.gen = 1
	}
	return g.gen
}

// tooSmallForLife reports whether a set of points bordered by safe stones
// of a colour C, whose points touching no safe C stone are interior,
// leaves the opponent no room for a living group: an eye of an opponent
// group touches no C stone, two eyes are two such points that do not
// touch, a big eye three or more. So at most two interior points that
// touch each other (Müller, "Playing it safe", 1997: regions too small
// for two eyes). Japanese counting removes the opponent's stones there as
// dead: a strong player does not make C fill a point to capture them.
func tooSmallForLife(b *board.Board, interior []board.Point) bool {
	switch len(interior) {
	case 0, 1:
		return true
	case 2:
		for _, n := range b.Neighbours(interior[0]) {
			if n == interior[1] {
				return true
			}
		}
	}
	return false
}
