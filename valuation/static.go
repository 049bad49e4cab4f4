package valuation

import "github.com/cgtgo/cgtgo/board"

// The static count of a region (see the package comment):
//
//   - A settled area of colour C is a connected set of region points holding
//     no C stone, bordered only by safe C stones, every empty point of which
//     touches a safe C stone. C can capture anything inside at will and the
//     opponent can neither live there nor capture the border, so the
//     opponent's stones inside are dead and removed at the end, as Japanese
//     and Chinese rules remove dead stones. It counts for C its empty points
//     plus twice its dead stones under territory scoring (the point and the
//     prisoner), and all its points under area scoring.
//   - Every other empty area bordered by stones of one colour counts for that
//     colour, except, under territory scoring, an unfilled ko point (a
//     single point next to a lone stone in atari there), which counts for
//     nobody (Moews section 1.2.3); under area scoring the remaining stones
//     count for their owner.
//
// Nobody moves inside a settled area during the search: the owner's fills
// lose whole points (n = {n-1 | n+1}) and an invader's stone is one more dead
// stone, worth exactly one point to the owner, an option Right (or Left)
// never needs (adding a Right option H with H > G leaves G unchanged).

// regionState computes safety, settled areas and the static count of the
// current position. It reuses its buffers between calls.
type regionState struct {
	s        *searcher
	safeMark []uint32
	areaMark []uint32
	settled  []uint32 // settled[p] == settledGen: p lies in a settled area
	gen      uint32
	queue    []board.Point
	comp     []board.Point
}

func (r *regionState) next() uint32 {
	r.gen++
	return r.gen
}

// markSafe marks every region stone connected to a safe boundary stone of its
// colour and returns the mark generation.
func (r *regionState) markSafe() uint32 {
	s := r.s
	b := s.b
	gen := r.next()
	q := r.queue[:0]
	for _, p := range s.points {
		c := b.At(p)
		if c == board.Empty || r.safeMark[p] == gen {
			continue
		}
		for _, n := range b.Neighbours(p) {
			if !s.inRegion[n] && b.At(n) == c {
				r.safeMark[p] = gen
				q = append(q, p)
				break
			}
		}
	}
	for len(q) > 0 {
		p := q[len(q)-1]
		q = q[:len(q)-1]
		c := b.At(p)
		for _, n := range b.Neighbours(p) {
			if s.inRegion[n] && b.At(n) == c && r.safeMark[n] != gen {
				r.safeMark[n] = gen
				q = append(q, n)
			}
		}
	}
	r.queue = q
	return gen
}

// isSafe reports whether a stone at p is safe (boundary stones always are).
func (r *regionState) isSafe(p board.Point, safeGen uint32) bool {
	if !r.s.inRegion[p] {
		return r.s.b.At(p) != board.Empty
	}
	return r.safeMark[p] == safeGen
}

// analyse returns the static count of the position (Black minus White,
// without prisoners taken before) and the empty points outside settled
// areas, where the search moves.
func (r *regionState) analyse() (count int, moves []board.Point) {
	if sur := r.s.opt.Surroundings; sur != nil {
		return sur.analyse(r.s.b) // a user's region on the whole board
	}
	s := r.s
	b := s.b
	safeGen := r.markSafe()
	settledGen := r.next()
	for _, c := range [2]board.Color{board.Black, board.White} {
		visit := r.next()
		for _, p := range s.points {
			if b.At(p) == c || r.areaMark[p] == visit || r.settled[p] == settledGen {
				continue
			}
			comp := r.component(p, visit, func(q board.Point) bool { return b.At(q) != c })
			ok := true
			empty, dead := 0, 0
			for _, q := range comp {
				if b.At(q) == board.Empty {
					empty++
					touches := false
					for _, n := range b.Neighbours(q) {
						if b.At(n) == c && r.isSafe(n, safeGen) {
							touches = true
						}
					}
					if !touches {
						ok = false
					}
				} else {
					dead++
				}
				for _, n := range b.Neighbours(q) {
					if !s.inRegion[n] || b.At(n) == c {
						if b.At(n) != c || !r.isSafe(n, safeGen) {
							ok = false
						}
					}
				}
				if !ok {
					break
				}
			}
			if !ok || empty == 0 {
				continue
			}
			for _, q := range comp {
				r.settled[q] = settledGen
			}
			if s.opt.Scoring == Territory {
				count += sign(c) * (empty + 2*dead)
			} else {
				count += sign(c) * len(comp)
			}
		}
	}
	visit := r.next()
	for _, p := range s.points {
		if r.settled[p] == settledGen {
			continue
		}
		c := b.At(p)
		if c != board.Empty {
			if s.opt.Scoring == Area {
				count += sign(c)
			}
			continue
		}
		if r.areaMark[p] == visit {
			continue
		}
		comp := r.component(p, visit, func(q board.Point) bool { return b.At(q) == board.Empty })
		moves = append(moves, comp...)
		sawB, sawW := false, false
		for _, q := range comp {
			for _, n := range b.Neighbours(q) {
				switch b.At(n) {
				case board.Black:
					sawB = true
				case board.White:
					sawW = true
				}
			}
		}
		if sawB != sawW && !(s.opt.Scoring == Territory && len(comp) == 1 && isKoPoint(b, comp[0])) {
			if sawB {
				count += len(comp)
			} else {
				count -= len(comp)
			}
		}
	}
	return count, moves
}

// component returns the connected set of region points from p whose points
// satisfy in, marking them with visit in areaMark. The slice is reused by the
// next call.
func (r *regionState) component(p board.Point, visit uint32, in func(board.Point) bool) []board.Point {
	s := r.s
	comp := append(r.comp[:0], p)
	r.areaMark[p] = visit
	for i := 0; i < len(comp); i++ {
		for _, n := range s.b.Neighbours(comp[i]) {
			if s.inRegion[n] && r.areaMark[n] != visit && in(n) {
				r.areaMark[n] = visit
				comp = append(comp, n)
			}
		}
	}
	r.comp = comp
	return comp
}

// isKoPoint reports whether the empty point p, all of whose neighbours are
// stones of one colour, is an unfilled ko: one of those neighbours is a lone
// stone whose only liberty is p. Under Japanese counting such a point is
// nobody's territory (Moews section 1.2.3); under Chinese counting it is
// the surrounding colour's.
func isKoPoint(b *board.Board, p board.Point) bool {
	for _, n := range b.Neighbours(p) {
		if b.At(n) == board.Empty {
			return false
		}
	}
	for _, n := range b.Neighbours(p) {
		lone := true
		for _, m := range b.Neighbours(n) {
			if m != p && b.At(m) == b.At(n) || m != p && b.At(m) == board.Empty {
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

// sign is +1 for Black (Left) and -1 for White (Right).
func sign(c board.Color) int {
	if c == board.Black {
		return 1
	}
	return -1
}
