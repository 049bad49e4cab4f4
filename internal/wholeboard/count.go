package wholeboard

import "github.com/cgtgo/cgtgo/board"

// Count scores the position as it stands, Black minus White, without
// prisoners taken before. Dead stones are removed as the rules of Japan and
// China do, decided by this rule: opponent stones inside a connected set of
// points holding no stone of colour C, bordered only by stones connected to
// C's fortress, each of whose empty points touches such a stone, are dead.
// Then empty areas bordered by one colour count for it, and under area
// scoring so do the stones left. A dead stone counts twice under territory
// scoring (its point and the prisoner); an unfilled ko point counts for
// nobody under territory scoring (Moews section 1.2.3).
func (pos *Position) Count(area bool) int {
	b := pos.Board
	n := b.NumPoints()
	safe := make([]bool, n)
	for _, s := range pos.safeStones() {
		safe[s] = true
	}
	owner := make([]board.Color, n)
	total := 0
	for _, c := range []board.Color{board.Black, board.White} {
		seen := make([]bool, n)
		for p := board.Point(0); int(p) < n; p++ {
			if b.At(p) == c || seen[p] || owner[p] != board.Empty {
				continue
			}
			comp := []board.Point{p}
			seen[p] = true
			for i := 0; i < len(comp); i++ {
				for _, q := range b.Neighbours(comp[i]) {
					if b.At(q) != c && !seen[q] {
						seen[q] = true
						comp = append(comp, q)
					}
				}
			}
			settled, empty := true, 0
			for _, q := range comp {
				touchesSafe := false
				for _, r := range b.Neighbours(q) {
					if b.At(r) == c {
						if safe[r] {
							touchesSafe = true
						} else {
							settled = false
						}
					}
				}
				if b.At(q) == board.Empty {
					empty++
					if !touchesSafe {
						settled = false
					}
				} else if safe[q] {
					settled = false
				}
			}
			if !settled || empty == 0 {
				continue
			}
			for _, q := range comp {
				owner[q] = c
				switch {
				case area || b.At(q) == board.Empty:
					total += sign(c)
				default:
					total += 2 * sign(c)
				}
			}
		}
	}
	seen := make([]bool, n)
	for p := board.Point(0); int(p) < n; p++ {
		c := b.At(p)
		if owner[p] != board.Empty || seen[p] {
			continue
		}
		if c != board.Empty {
			if area {
				total += sign(c)
			}
			continue
		}
		reg := []board.Point{p}
		seen[p] = true
		sawB, sawW := false, false
		for i := 0; i < len(reg); i++ {
			for _, q := range b.Neighbours(reg[i]) {
				switch b.At(q) {
				case board.Empty:
					if !seen[q] && owner[q] == board.Empty {
						seen[q] = true
						reg = append(reg, q)
					}
				case board.Black:
					sawB = true
				case board.White:
					sawW = true
				}
			}
		}
		if !area && len(reg) == 1 && unfilledKo(b, reg[0]) {
			continue // Japanese counting: an unfilled ko point is nobody's (Moews 1.2.3)
		}
		if sawB && !sawW {
			total += len(reg)
		} else if sawW && !sawB {
			total -= len(reg)
		}
	}
	return total
}

// unfilledKo reports whether the single empty point p is an unfilled ko:
// one of its neighbours is a stone standing alone (no friendly neighbour)
// whose only liberty is p.
func unfilledKo(b *board.Board, p board.Point) bool {
	for _, n := range b.Neighbours(p) {
		if b.At(n) == board.Empty {
			continue
		}
		stones, libs := b.Chain(n)
		if len(stones) == 1 && len(libs) == 1 {
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
