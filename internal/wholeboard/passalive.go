package wholeboard

import "github.com/cgtgo/cgtgo/board"

// passAlive returns the stones of colour c that are pass-alive by Benson's
// algorithm (Benson 1976, "Life in the game of Go"): alive even if their
// owner always passes, so alive under every rule set. A c-enclosed region
// (a maximal connected set of points holding no c stone) is vital to a c
// block when each of its empty points is a liberty of the block; the
// algorithm drops, until nothing changes, every block with fewer than two
// vital regions among the regions left, and every region bordered by a
// dropped block. The blocks left are pass-alive.
func passAlive(b *board.Board, c board.Color) map[board.Point]bool {
	n := b.NumPoints()
	blockOf := make([]int, n)
	regionOf := make([]int, n)
	for i := range blockOf {
		blockOf[i], regionOf[i] = -1, -1
	}
	var blocks [][]board.Point
	type region struct {
		empty   []board.Point
		borders map[int]bool
	}
	var regions []region
	for p := board.Point(0); int(p) < n; p++ {
		if b.At(p) == c && blockOf[p] < 0 {
			id := len(blocks)
			comp := []board.Point{p}
			blockOf[p] = id
			for i := 0; i < len(comp); i++ {
				for _, q := range b.Neighbours(comp[i]) {
					if b.At(q) == c && blockOf[q] < 0 {
						blockOf[q] = id
						comp = append(comp, q)
					}
				}
			}
			blocks = append(blocks, comp)
		}
	}
	for p := board.Point(0); int(p) < n; p++ {
		if b.At(p) == c || regionOf[p] >= 0 {
			continue
		}
		id := len(regions)
		r := region{borders: map[int]bool{}}
		comp := []board.Point{p}
		regionOf[p] = id
		for i := 0; i < len(comp); i++ {
			q := comp[i]
			if b.At(q) == board.Empty {
				r.empty = append(r.empty, q)
			}
			for _, s := range b.Neighbours(q) {
				switch {
				case b.At(s) == c:
					r.borders[blockOf[s]] = true
				case regionOf[s] < 0:
					regionOf[s] = id
					comp = append(comp, s)
				}
			}
		}
		regions = append(regions, r)
	}
	// vital[r] lists the blocks region r is vital to.
	vital := make([][]int, len(regions))
	for ri, r := range regions {
		for id := range r.borders {
			all := true
			for _, e := range r.empty {
				lib := false
				for _, s := range b.Neighbours(e) {
					if blockOf[s] == id {
						lib = true
						break
					}
				}
				if !lib {
					all = false
					break
				}
			}
			if all {
				vital[ri] = append(vital[ri], id)
			}
		}
	}
	blockIn := make([]bool, len(blocks))
	regionIn := make([]bool, len(regions))
	for i := range blockIn {
		blockIn[i] = true
	}
	for i := range regionIn {
		regionIn[i] = true
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, len(blocks))
		for ri := range regions {
			if !regionIn[ri] {
				continue
			}
			for _, id := range vital[ri] {
				count[id]++
			}
		}
		for id := range blocks {
			if blockIn[id] && count[id] < 2 {
				blockIn[id], changed = false, true
			}
		}
		for ri, r := range regions {
			if !regionIn[ri] {
				continue
			}
			for id := range r.borders {
				if !blockIn[id] {
					regionIn[ri], changed = false, true
					break
				}
			}
		}
	}
	alive := map[board.Point]bool{}
	for id, stones := range blocks {
		if blockIn[id] {
			for _, p := range stones {
				alive[p] = true
			}
		}
	}
	return alive
}
