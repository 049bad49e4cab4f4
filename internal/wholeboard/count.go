package wholeboard

import "github.com/cgtgo/cgtgo/board"

// Count scores the position as it stands, Black minus White, without
// prisoners taken before. Dead stones are removed as the rules of Japan and
// China do, decided by this rule: opponent stones inside a connected set of
// points holding no stone of colour C, bordered only by safe C stones, each
// of whose empty points touches a safe C stone, are dead. Safe stones are
// those connected to C's fortress and those pass-alive by Benson's
// algorithm (passalive.go): a group cut off from the fortress that can
// never be captured is alive under every rule set, so the opponent stones
// it encloses with the fortress are dead without being captured. Under
// territory scoring a group that lives only by answering attacks is safe
// too, as the rules of Japan say, decided by a search (answerlife.go);
// when that search cannot decide, the count is undecided (CountDecided).
// Then empty areas bordered by one colour count for it, and under area
// scoring so do the stones left. A dead stone counts twice under territory
// scoring (its point and the prisoner); an unfilled ko point counts for
// nobody under territory scoring (Moews section 1.2.3).
func (pos *Position) Count(area bool) int {
	return newCounter(pos.Board.NumPoints()).count(pos, area)
}

// CountDecided is Count, with decided false when the life of a group by
// answering attacks could not be decided (the count is then the one that
// takes the group for not alive).
func (pos *Position) CountDecided(area bool) (count int, decided bool) {
	k := newCounter(pos.Board.NumPoints())
	count = k.count(pos, area)
	return count, !k.undecided
}

// counter holds the scratch space of Count, so that a search counting
// millions of final positions does not allocate for each.
type counter struct {
	mark  []uint32 // flood-fill marks, one generation per fill
	gen   uint32
	safe  []uint32 // safe[p] == safeGen: p is a safe stone now
	owner []board.Color
	comp  []board.Point
	// wall holds the unsafe stones next to areas that need life;
	// undecided is set when answerLife could not decide one.
	wall      []board.Point
	undecided bool
	// lives caches answerLife by position and colour.
	lives map[lifeCacheKey]lifeAnswer
}

// lifeCacheKey is a position (its hash and ko point) and the colour
// whose walls answerLife judged there.
type lifeCacheKey struct {
	hash uint64
	ko   board.Point
	c    board.Color
}

func newCounter(n int) *counter {
	return &counter{mark: make([]uint32, n), safe: make([]uint32, n), owner: make([]board.Color, n)}
}

// next starts a new flood-fill generation.
func (k *counter) next() uint32 {
	k.gen++
	if k.gen == 0 { // wrapped: clear
		clear(k.mark)
		clear(k.safe)
		k.gen = 1
	}
	return k.gen
}

// count is Count with k's scratch space.
func (k *counter) count(pos *Position, area bool) int {
	b := pos.Board
	n := b.NumPoints()
	safeGen := k.next()
	for _, a := range pos.Anchors { // the blocks of the fortresses
		c := b.At(a)
		if c == board.Empty || k.safe[a] == safeGen {
			continue
		}
		k.comp = append(k.comp[:0], a)
		k.safe[a] = safeGen
		for i := 0; i < len(k.comp); i++ {
			for _, q := range b.Neighbours(k.comp[i]) {
				if b.At(q) == c && k.safe[q] != safeGen {
					k.safe[q] = safeGen
					k.comp = append(k.comp, q)
				}
			}
		}
	}
	safe := func(p board.Point) bool { return k.safe[p] == safeGen }
	clear(k.owner)
	total := 0
	for _, c := range []board.Color{board.Black, board.White} {
		// The first scan settles what the fortresses settle; when an area
		// holding opponent stones is left unsettled by a c stone that is
		// not connected to the fortress, the pass-alive c stones (Benson)
		// join the safe ones and a second scan tries the areas left.
		for scan := 0; scan < 3; scan++ {
			needLife := false
			k.wall = k.wall[:0]
			seen := k.next()
			for p := board.Point(0); int(p) < n; p++ {
				if b.At(p) == c || k.mark[p] == seen || k.owner[p] != board.Empty {
					continue
				}
				k.comp = append(k.comp[:0], p)
				k.mark[p] = seen
				for i := 0; i < len(k.comp); i++ {
					for _, q := range b.Neighbours(k.comp[i]) {
						if b.At(q) != c && k.mark[q] != seen {
							k.mark[q] = seen
							k.comp = append(k.comp, q)
						}
					}
				}
				settled, empty, unsafeWall, stones, safeInside := true, 0, false, false, false
				wallFrom := len(k.wall)
				for _, q := range k.comp {
					touchesSafe := false
					for _, r := range b.Neighbours(q) {
						if b.At(r) == c {
							if safe(r) {
								touchesSafe = true
							} else {
								settled, unsafeWall = false, true
								k.wall = append(k.wall, r)
							}
						}
					}
					if b.At(q) == board.Empty {
						empty++
						if !touchesSafe {
							settled = false
						}
					} else {
						stones = true
						if safe(q) {
							settled, safeInside = false, true
						}
					}
				}
				areaNeeds := !settled && unsafeWall && stones
				if areaNeeds {
					needLife = true
				}
				if !areaNeeds || safeInside {
					// Only the walls of areas whose stones could be dead
					// (no safe stone inside) are judged by answerLife.
					k.wall = k.wall[:wallFrom]
				}
				if !settled || empty == 0 {
					continue
				}
				for _, q := range k.comp {
					k.owner[q] = c
					switch {
					case area || b.At(q) == board.Empty:
						total += sign(c)
					default:
						total += 2 * sign(c)
					}
				}
			}
			if scan == 2 || !needLife || scan == 1 && area {
				break
			}
			if scan == 0 {
				for q := range passAlive(b, c) {
					k.safe[q] = safeGen
				}
				continue
			}
			// Territory scoring, areas still unsettled next to unsafe
			// stones: do those live by answering attacks?
			group := append([]board.Point(nil), k.wall...)
			if len(group) == 0 {
				break
			}
			ck := lifeCacheKey{hash: b.Hash(), ko: b.KoPoint(), c: c}
			ans, ok := k.lives[ck]
			if !ok {
				ans = answerLife(b, pos.Eyes, safe, c, group)
				if k.lives == nil {
					k.lives = map[lifeCacheKey]lifeAnswer{}
				}
				k.lives[ck] = ans
			}
			switch ans {
			case lifeAlive:
				for _, q := range group {
					stones, _ := b.Chain(q)
					for _, r := range stones {
						k.safe[r] = safeGen
					}
				}
			case lifeUnknown:
				k.undecided = true
			}
		}
	}
	seen := k.next()
	for p := board.Point(0); int(p) < n; p++ {
		c := b.At(p)
		if k.owner[p] != board.Empty || k.mark[p] == seen {
			continue
		}
		if c != board.Empty {
			if area {
				total += sign(c)
			}
			continue
		}
		k.comp = append(k.comp[:0], p)
		k.mark[p] = seen
		sawB, sawW := false, false
		for i := 0; i < len(k.comp); i++ {
			for _, q := range b.Neighbours(k.comp[i]) {
				switch b.At(q) {
				case board.Empty:
					if k.mark[q] != seen && k.owner[q] == board.Empty {
						k.mark[q] = seen
						k.comp = append(k.comp, q)
					}
				case board.Black:
					sawB = true
				case board.White:
					sawW = true
				}
			}
		}
		if !area && len(k.comp) == 1 && unfilledKo(b, k.comp[0]) {
			continue // Japanese counting: an unfilled ko point is nobody's (Moews 1.2.3)
		}
		if sawB && !sawW {
			total += len(k.comp)
		} else if sawW && !sawB {
			total -= len(k.comp)
		}
	}
	return total
}

// unfilledKo reports whether the single empty point p is an unfilled ko:
// one of its neighbours is a stone standing alone (no friendly neighbour)
// whose only liberty is p.
func unfilledKo(b *board.Board, p board.Point) bool {
	for _, s := range b.Neighbours(p) {
		c := b.At(s)
		if c == board.Empty {
			continue
		}
		alone := true
		for _, q := range b.Neighbours(s) {
			if q != p && (b.At(q) == c || b.At(q) == board.Empty) {
				alone = false // a friendly neighbour or a second liberty
				break
			}
		}
		if alone {
			return true
		}
	}
	return false
}

func sign(c board.Color) int {
	if c == board.Black {
		return 1
	}
	return -1
}
