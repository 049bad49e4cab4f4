package valuation

import "github.com/cgtgo/cgtgo/board"

// The static analysis of a node of the region search (see the package
// comment for the rules it implements):
//
//   - Safe chains: a chain touching a safe stone of its colour outside the
//     region, or pass-alive inside it by Benson's algorithm (Benson 1976;
//     Müller, "Playing it safe", 1997) with the region's safe chains as
//     anchors. A safe chain is never captured in the local game.
//   - Settled areas: a connected set of points holding no stone of a colour
//     C, bordered only by safe C stones, whose points touch a safe C stone
//     except at most two that touch each other (no room for two eyes nor a
//     big eye: noRoomForLife). Its opponent stones are dead; nobody moves
//     there.
//   - The count of every point of the searched part, Black minus White.
//   - The moves: the empty points outside settled areas.
//   - The parts: the connected sets of points in play (empty points outside
//     settled areas, stones that are not safe and not dead) that touch each
//     other only through safe stones. Each is an independent local game, so
//     a position whose points in play fall into several parts is worth the
//     sum of its parts (Moews ch. 1: the game is the sum of its local games).

// Point marks of an analysis.
const (
	markSettledBlack uint8 = 1 << iota // in an area settled for Black
	markSettledWhite                   // in an area settled for White
	markActive                         // a point in play
	markSafe                           // a stone of a safe chain
)

// analysis is the result of analysing one node.
type analysis struct {
	count int
	moves []int16 // empty points where a move may go (both colours)
	// parts holds the points in play grouped by part when there are at
	// least two parts, else nil.
	parts [][]int16
	// active is the number of points in play.
	active int
}

// analyser holds the scratch buffers of the static analysis of one lboard.
type analyser struct {
	b       *lboard
	scoring Scoring
	mark    []uint8
	visit   []uint32
	gen     uint32
	queue   []int16
	comp    []int16
	// Benson scratch
	alive   []bool // per chain head: still a candidate
	chains  []int
	all     []int16 // every point of the region
	pts     []int16 // the points of the scope being analysed
	bReg    []bensonRegion
	bEmpty  []int16
	bBorder []int32
}

func newAnalyser(b *lboard, scoring Scoring) *analyser {
	a := &analyser{b: b, scoring: scoring, mark: make([]uint8, b.n), visit: make([]uint32, b.n),
		alive: make([]bool, b.n), all: make([]int16, b.n)}
	for i := range a.all {
		a.all[i] = int16(i)
	}
	return a
}

func (a *analyser) nextGen() uint32 {
	a.gen++
	if a.gen == 0 {
		for i := range a.visit {
			a.visit[i] = 0
		}
		a.gen = 1
	}
	return a.gen
}

// inMask reports whether local point i belongs to the searched part.
func inMask(mask []bool, i int) bool { return mask == nil || mask[i] }

// run analyses the current position restricted to the scope sc. The
// slices of the result are fresh.
func (a *analyser) run(sc part) analysis { return a.runInto(sc, nil) }

// runInto is run with the moves appended to the given slice. Its work is
// proportional to the scope's points (and their neighbours), not to the
// region's.
func (a *analyser) runInto(sc part, moves []int16) analysis {
	b := a.b
	mask := sc.mask
	pts := sc.pts
	if mask == nil {
		pts = a.all
	}
	a.pts = pts
	for _, i := range pts {
		a.mark[i] = 0
	}
	for _, i := range sc.border {
		// The stones next to a part were safe when the part was made and
		// stay so: only the part's points change in its search.
		a.mark[i] = 0
		if b.color(int(i)) != board.Empty {
			a.mark[i] = markSafe
		}
	}
	a.markSafeChains(mask)
	res := analysis{moves: moves}
	for _, c := range [2]board.Color{board.Black, board.White} {
		res.count += a.settle(mask, c)
	}
	res.count += a.countRest(mask)
	// Moves and points in play.
	for _, i16 := range pts {
		i := int(i16)
		if a.mark[i]&(markSettledBlack|markSettledWhite) != 0 {
			continue
		}
		switch {
		case b.color(i) == board.Empty:
			a.mark[i] |= markActive
			res.moves = append(res.moves, int16(i))
		case a.mark[i]&markSafe == 0:
			a.mark[i] |= markActive
		}
	}
	res.parts, res.active = a.splitParts(mask)
	return res
}

// markSafeChains marks the stones of safe chains: anchored ones, then the
// pass-alive ones of each colour (Benson).
func (a *analyser) markSafeChains(mask []bool) {
	b := a.b
	for _, i16 := range a.pts {
		i := int(i16)
		if b.color(i) != board.Empty && b.flags(b.head(i))&flagAnchored != 0 {
			a.mark[i] |= markSafe
		}
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		a.benson(mask, c)
	}
}

// bensonRegion is one region of Benson's algorithm: a connected set of
// non-c points, its empty points a[emptyLo:emptyHi] of analyser.bEmpty and
// the unsafe c chains bordering it analyser.bBorder[borderLo:borderHi].
type bensonRegion struct {
	emptyLo, emptyHi, borderLo, borderHi int32
	ok                                   bool // enclosed by c, still usable
}

// benson marks the chains of colour c that are pass-alive given the safe
// chains already marked (Benson's algorithm restricted to the region; the
// stones outside are safe, empty points outside are never played).
func (a *analyser) benson(mask []bool, c board.Color) {
	b := a.b
	a.chains = a.chains[:0]
	for _, i16 := range a.pts {
		i := int(i16)
		if b.color(i) == c && b.head(i) == i && a.mark[i]&markSafe == 0 {
			a.chains = append(a.chains, i)
			a.alive[i] = true
		}
	}
	if len(a.chains) == 0 {
		return
	}
	// Regions: components of non-c points in the mask that are enclosed by
	// c (they touch no opponent stone outside the region, no open point,
	// no safe opponent stone, and stay inside the mask).
	regions := a.bReg[:0]
	a.bEmpty, a.bBorder = a.bEmpty[:0], a.bBorder[:0]
	gen := a.nextGen()
	opp := boundaryCode(c.Opponent())
	for _, i16 := range a.pts {
		i := int(i16)
		if b.color(i) == c || a.visit[i] == gen {
			continue
		}
		r := bensonRegion{ok: true, emptyLo: int32(len(a.bEmpty)), borderLo: int32(len(a.bBorder))}
		q := append(a.queue[:0], int16(i))
		a.visit[i] = gen
		for k := 0; k < len(q); k++ {
			p := int(q[k])
			if b.color(p) == board.Empty {
				a.bEmpty = append(a.bEmpty, int16(p))
			} else if a.mark[p]&markSafe != 0 {
				r.ok = false
			}
			for _, n := range b.nbr[p] {
				switch {
				case n == opp || n == nbrOpen:
					r.ok = false
				case n >= 0:
					j := int(n)
					if b.color(j) == c {
						if a.mark[j]&markSafe == 0 {
							h := int32(b.head(j))
							dup := false
							for _, x := range a.bBorder[r.borderLo:] {
								if x == h {
									dup = true
									break
								}
							}
							if !dup {
								a.bBorder = append(a.bBorder, h)
							}
						}
						continue
					}
					if !inMask(mask, j) {
						r.ok = false
						continue
					}
					if a.visit[j] != gen {
						a.visit[j] = gen
						q = append(q, n)
					}
				}
			}
		}
		a.queue = q
		r.emptyHi, r.borderHi = int32(len(a.bEmpty)), int32(len(a.bBorder))
		if r.ok && r.borderHi > r.borderLo {
			regions = append(regions, r)
		}
	}
	a.bReg = regions
	// vital reports whether region r is vital to chain h: every empty point
	// of r is a liberty of h.
	vital := func(r *bensonRegion, h int) bool {
		for _, p := range a.bEmpty[r.emptyLo:r.emptyHi] {
			touches := false
			for _, n := range b.nbr[p] {
				if n >= 0 && b.color(int(n)) == c && b.head(int(n)) == h {
					touches = true
					break
				}
			}
			if !touches {
				return false
			}
		}
		return true
	}
	borders := func(r *bensonRegion, h int) bool {
		for _, x := range a.bBorder[r.borderLo:r.borderHi] {
			if int(x) == h {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for _, h := range a.chains {
			if !a.alive[h] {
				continue
			}
			n := 0
			for ri := range regions {
				r := &regions[ri]
				if r.ok && borders(r, h) && vital(r, h) {
					if n++; n >= 2 {
						break
					}
				}
			}
			if n < 2 {
				a.alive[h] = false
				changed = true
			}
		}
		for ri := range regions {
			r := &regions[ri]
			if !r.ok {
				continue
			}
			for _, h := range a.bBorder[r.borderLo:r.borderHi] {
				if !a.alive[h] {
					r.ok = false
					changed = true
					break
				}
			}
		}
	}
	for _, h := range a.chains {
		if a.alive[h] {
			j := h
			for {
				a.mark[j] |= markSafe
				j = b.next(j)
				if j == h {
					break
				}
			}
		}
	}
}

// settle marks the areas of the mask settled for c and returns their count.
func (a *analyser) settle(mask []bool, c board.Color) int {
	b := a.b
	own := boundaryCode(c)
	settledMark := markSettledBlack
	if c == board.White {
		settledMark = markSettledWhite
	}
	count := 0
	gen := a.nextGen()
	for _, i16 := range a.pts {
		i := int(i16)
		if b.color(i) == c || a.visit[i] == gen || a.mark[i]&(markSettledBlack|markSettledWhite) != 0 {
			continue
		}
		comp := append(a.comp[:0], int16(i))
		a.visit[i] = gen
		ok := true
		empty, dead := 0, 0
		// interior holds the points that touch no safe c stone (at most
		// three are kept: more already make the area unsettled).
		var interior [3]int
		nInterior := 0
		for k := 0; k < len(comp); k++ {
			p := int(comp[k])
			touches := false
			for _, n := range b.nbr[p] {
				if n == own || n >= 0 && b.color(int(n)) == c && a.mark[n]&markSafe != 0 {
					touches = true
					break
				}
			}
			if !touches {
				if nInterior < len(interior) {
					interior[nInterior] = p
				}
				nInterior++
			}
			if b.color(p) == board.Empty {
				empty++
			} else {
				if a.mark[p]&markSafe != 0 {
					ok = false // a safe opponent stone lives here
				}
				dead++
			}
			for _, n := range b.nbr[p] {
				switch {
				case n == nbrNone || n == own:
				case n < 0: // opponent stone outside, or an open point
					ok = false
				default:
					j := int(n)
					if b.color(j) == c {
						if a.mark[j]&markSafe == 0 {
							ok = false
						}
						continue
					}
					if !inMask(mask, j) {
						ok = false
						continue
					}
					if a.visit[j] != gen {
						a.visit[j] = gen
						comp = append(comp, n)
					}
				}
			}
		}
		a.comp = comp
		if !ok || empty == 0 || !a.noRoomForLife(interior[:min(nInterior, len(interior))], nInterior) {
			continue
		}
		for _, p := range comp {
			a.mark[p] |= settledMark
		}
		if a.scoring == Territory {
			count += sign(c) * (empty + 2*dead)
		} else {
			count += sign(c) * len(comp)
		}
	}
	return count
}

// noRoomForLife reports whether an area whose points touching no safe
// stone of its owner are interior (n of them) leaves the opponent no room
// for a living group: every eye of an opponent group is such a point (its
// neighbours are the group's stones), and two eyes are two points that do
// not touch, as is a big eye of three points or more. So at most two
// interior points, touching each other, and the opponent can never live
// there, whatever he plays (Müller, "Playing it safe", 1997: regions too
// small for two eyes).
func (a *analyser) noRoomForLife(interior []int, n int) bool {
	switch n {
	case 0, 1:
		return true
	case 2:
		for _, m := range a.b.nbr[interior[0]] {
			if int(m) == interior[1] {
				return true
			}
		}
	}
	return false
}

// countRest counts the points of the mask outside settled areas: empty
// areas bordered by one colour only are that colour's (under territory
// scoring except an unfilled ko point, Moews section 1.2.3), and stones
// count for their owner under area scoring.
func (a *analyser) countRest(mask []bool) int {
	b := a.b
	count := 0
	gen := a.nextGen()
	for _, i16 := range a.pts {
		i := int(i16)
		if a.mark[i]&(markSettledBlack|markSettledWhite) != 0 || a.visit[i] == gen {
			continue
		}
		c := b.color(i)
		if c != board.Empty {
			if a.scoring == Area {
				count += sign(c)
			}
			continue
		}
		comp := append(a.comp[:0], int16(i))
		a.visit[i] = gen
		sawB, sawW := false, false
		for k := 0; k < len(comp); k++ {
			p := int(comp[k])
			for _, n := range b.nbr[p] {
				switch {
				case n == nbrBlack:
					sawB = true
				case n == nbrWhite:
					sawW = true
				case n >= 0:
					switch b.color(int(n)) {
					case board.Black:
						sawB = true
					case board.White:
						sawW = true
					default:
						if a.visit[n] != gen && inMask(mask, int(n)) {
							a.visit[n] = gen
							comp = append(comp, n)
						}
					}
				}
			}
		}
		a.comp = comp
		if sawB == sawW {
			continue
		}
		if a.scoring == Territory && len(comp) == 1 && a.isKoPoint(int(comp[0])) {
			continue
		}
		if sawB {
			count += len(comp)
		} else {
			count -= len(comp)
		}
	}
	return count
}

// isKoPoint reports whether the empty point p, all of whose neighbours are
// stones of one colour, is an unfilled ko: one of those neighbours is a
// lone stone whose only liberty is p. Under territory counting such a point
// is nobody's (Moews section 1.2.3).
func (a *analyser) isKoPoint(p int) bool {
	b := a.b
	for _, n := range b.nbr[p] {
		if n == nbrOpen || n >= 0 && b.color(int(n)) == board.Empty {
			return false
		}
	}
	for _, n := range b.nbr[p] {
		if n < 0 {
			continue
		}
		h := b.head(int(n))
		if b.next(h) == h && b.libs(h) == 1 && b.flags(h)&flagAnchored == 0 {
			return true
		}
	}
	return false
}

// splitParts groups the points in play (marked active) into parts
// connected through points in play. It returns nil when there are fewer
// than two parts, and the number of points in play.
func (a *analyser) splitParts(mask []bool) ([][]int16, int) {
	b := a.b
	gen := a.nextGen()
	var parts [][]int16
	active := 0
	for _, i16 := range a.pts {
		i := int(i16)
		if a.mark[i]&markActive == 0 || a.visit[i] == gen {
			continue
		}
		comp := []int16{int16(i)}
		a.visit[i] = gen
		for k := 0; k < len(comp); k++ {
			for _, n := range b.nbr[comp[k]] {
				if n >= 0 && a.mark[n]&markActive != 0 && a.visit[n] != gen {
					a.visit[n] = gen
					comp = append(comp, n)
				}
			}
		}
		active += len(comp)
		parts = append(parts, comp)
	}
	if len(parts) < 2 {
		return nil, active
	}
	return parts, active
}
