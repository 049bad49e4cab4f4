package valuation

import "github.com/cgtgo/cgtgo/board"

// analyse returns the static count of position b (Black minus White, see
// Surroundings for the rules; without the prisoners taken before) and the
// empty region points outside settled areas, where the search moves.
func (s *Surroundings) analyse(b Stones) (count int, moves []board.Point) {
	s.findChains(b)
	s.findSettled(b)
	for _, p := range s.region {
		c := b.At(p)
		s.open[p] = c == board.Empty || s.chains[s.chainOf[p]-1].dead || s.settled[p]
		if c == board.Empty && !s.settled[p] {
			moves = append(moves, p)
		}
		if s.area && c != board.Empty && !s.open[p] {
			count += colorSign(c)
		}
	}
	return count + s.areaCount(b), moves
}

// findChains finds the chains of stones on region points, which of them
// are safe (touching a live outside stone of their colour or their
// colour's settled territory) and which dead (not safe, touching the
// opponent's settled territory).
func (s *Surroundings) findChains(b Stones) {
	s.chains = s.chains[:0]
	for _, p := range s.region {
		s.chainOf[p] = 0
	}
	for _, p := range s.region {
		c := b.At(p)
		if c == board.Empty || s.chainOf[p] != 0 {
			continue
		}
		s.chains = append(s.chains, regionChain{color: c})
		id := int32(len(s.chains))
		ch := &s.chains[id-1]
		inside := false
		q := append(s.queue[:0], p)
		s.chainOf[p] = id
		for i := 0; i < len(q); i++ {
			for _, n := range b.Neighbours(q[i]) {
				switch {
				case s.inRegion[n]:
					if b.At(n) == c && s.chainOf[n] == 0 {
						s.chainOf[n] = id
						q = append(q, n)
					}
				case s.liveOutside(b, n, c):
					ch.safe = true
				case s.areaOf[n] != 0:
					switch s.areas[s.areaOf[n]-1].owner {
					case c:
						ch.safe = true
					case c.Opponent():
						inside = true
					}
				}
			}
		}
		s.queue = q
		ch.dead = !ch.safe && inside
	}
	// Empty region points point at no chain: give them a dummy entry.
	s.chains = append(s.chains, regionChain{})
	for _, p := range s.region {
		if b.At(p) == board.Empty {
			s.chainOf[p] = int32(len(s.chains))
		}
	}
}

// safeStone reports whether p holds a safe stone of colour c.
func (s *Surroundings) safeStone(b Stones, p board.Point, c board.Color) bool {
	if !s.inRegion[p] {
		return s.liveOutside(b, p, c)
	}
	return b.At(p) == c && s.chains[s.chainOf[p]-1].safe
}

// findSettled marks the settled areas of the region: for a colour C, a
// connected set of region points with no C stone and an empty point, whose
// neighbours outside it are safe C stones or points of C's settled
// territory and which leaves the opponent no room for two eyes
// (noRoomForTwoEyes; a point touching C's settled territory counts as
// touching a C stone: nobody plays there).
func (s *Surroundings) findSettled(b Stones) {
	for _, p := range s.region {
		s.settled[p] = false
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		gen := s.next()
		for _, p := range s.region {
			if b.At(p) == c || s.mark[p] == gen {
				continue
			}
			comp := append(s.queue[:0], p)
			s.mark[p] = gen
			ok, empty := true, 0
			var interior [3]board.Point
			nInterior := 0
			for i := 0; i < len(comp); i++ {
				q := comp[i]
				touches := false
				for _, n := range b.Neighbours(q) {
					switch {
					case s.inRegion[n] && b.At(n) != c:
						if s.mark[n] != gen {
							s.mark[n] = gen
							comp = append(comp, n)
						}
					case s.safeStone(b, n, c):
						touches = true
					case s.areaOf[n] != 0 && s.areas[s.areaOf[n]-1].owner == c:
						touches = true // C's settled territory: nobody plays there
					default:
						ok = false
					}
				}
				if b.At(q) == board.Empty {
					empty++
				}
				if !touches {
					if nInterior < len(interior) {
						interior[nInterior] = q
					}
					nInterior++
				}
			}
			s.queue = comp
			if ok && empty > 0 && noRoomForTwoEyes(b, interior[:min(nInterior, len(interior))], nInterior) {
				for _, q := range comp {
					s.settled[q] = true
				}
			}
		}
	}
}

// areaCount counts the areas of open points (open region points joined
// with the outside areas next to them).
func (s *Surroundings) areaCount(b Stones) int {
	gen := s.next()
	clear(s.seen)
	total := 0
	var q []board.Point
	var areas []int
	for start := -len(s.areas); start < len(s.region); start++ {
		// Seeds: every outside area (start < 0), then every open region
		// point.
		q, areas = q[:0], areas[:0]
		if start < 0 {
			k := start + len(s.areas)
			if s.seen[k] {
				continue
			}
			s.seen[k] = true
			areas = append(areas, k)
		} else {
			p := s.region[start]
			if !s.open[p] || s.mark[p] == gen {
				continue
			}
			s.mark[p] = gen
			q = append(q, p)
		}
		size, prisB, prisW := 0, 0, 0 // prisB: dead Black stones
		black, white := false, false
		var single board.Point
		addPoint := func(n board.Point) {
			if s.open[n] && s.mark[n] != gen {
				s.mark[n] = gen
				q = append(q, n)
			}
		}
		border := func(n board.Point) {
			switch b.At(n) {
			case board.Black:
				black = true
			case board.White:
				white = true
			}
		}
		for len(q) > 0 || len(areas) > 0 {
			if len(areas) > 0 {
				k := areas[len(areas)-1]
				areas = areas[:len(areas)-1]
				a := &s.areas[k]
				size += a.size
				prisB += a.deadBlack
				prisW += a.deadWhite
				black = black || a.black
				white = white || a.white
				single = a.single
				for _, g := range a.gates {
					if s.open[g] {
						addPoint(g)
					} else {
						border(g)
					}
				}
				continue
			}
			p := q[len(q)-1]
			q = q[:len(q)-1]
			size++
			single = p
			switch c := b.At(p); c {
			case board.Black:
				prisB++
			case board.White:
				prisW++
			}
			for _, n := range b.Neighbours(p) {
				switch {
				case s.inRegion[n]:
					if s.open[n] {
						addPoint(n)
					} else {
						border(n)
					}
				case s.areaOf[n] != 0:
					if k := int(s.areaOf[n] - 1); !s.seen[k] {
						s.seen[k] = true
						areas = append(areas, k)
					}
				case !s.dead[n]:
					border(n)
				}
			}
		}
		if black == white || !s.area && size == 1 && b.At(single) == board.Empty && loneInAtariPoint(b, single) {
			continue
		}
		n := size
		if !s.area {
			if black {
				n += prisW
			} else {
				n += prisB
			}
		}
		if black {
			total += n
		} else {
			total -= n
		}
	}
	return total
}

// Stones is what the count reads of a position: the colour at each point
// and the neighbours of a point (a *board.Board is one).
type Stones interface {
	At(p board.Point) board.Color
	Neighbours(p board.Point) []board.Point
}

// loneInAtariPoint reports whether the empty point p, all of whose
// neighbours are stones, is an unfilled ko: one of them is a lone stone
// whose only liberty is p (Moews section 1.2.3: nobody's point under
// territory counting).
func loneInAtariPoint(b Stones, p board.Point) bool {
	for _, n := range b.Neighbours(p) {
		if b.At(n) == board.Empty {
			return false
		}
	}
	for _, n := range b.Neighbours(p) {
		lone := true
		for _, m := range b.Neighbours(n) {
			if m != p && (b.At(m) == b.At(n) || b.At(m) == board.Empty) {
				lone = false
				break
			}
		}
		if lone {
			return true
		}
	}
	return false
}

// noRoomForTwoEyes reports whether a set bordered by safe stones of a
// colour C, n of whose points (interior, at most three kept) touch no safe
// C stone, leaves the opponent no room for a living group: an opponent eye
// is a point touching no C stone, two eyes are two such points that do not
// touch, a big eye three or more. So at most two interior points, touching
// each other (Müller, "Playing it safe", 1997: regions too small for two
// eyes; the rule of the plain local game's settled areas, noRoomForLife).
// Japanese counting removes the opponent's stones there as dead without C
// spending a move to capture them.
func noRoomForTwoEyes(b Stones, interior []board.Point, n int) bool {
	switch n {
	case 0, 1:
		return true
	case 2:
		for _, m := range b.Neighbours(interior[0]) {
			if m == interior[1] {
				return true
			}
		}
	}
	return false
}

// colorSign is +1 for Black and -1 for White.
func colorSign(c board.Color) int {
	if c == board.Black {
		return 1
	}
	return -1
}
