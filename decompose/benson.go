package decompose

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// BensonResult is the outcome of Benson's algorithm for one colour.
type BensonResult struct {
	// Alive holds the stones of each pass-alive block, sorted.
	Alive [][]board.Point
	// Regions holds the points of each final region: a maximal connected
	// set of points not occupied by the colour, all of whose bordering
	// blocks are pass-alive. Regions that are healthy for some bordering
	// block are the "vital" regions that keep the blocks alive.
	Regions [][]board.Point
}

// Benson runs Benson's algorithm (D. B. Benson, "Life in the game of Go",
// 1976, as presented in Müller, "Playing it safe", 1997) for colour c.
//
// Definitions. A c-region is a maximal connected set of points not occupied
// by c (empty points and opponent stones). A c-region R is healthy (Benson:
// "vital") for a c-block B if every empty point of R is a liberty of B.
// Starting from all c-blocks X and all c-regions R, repeat until nothing
// changes: remove from X every block with fewer than two healthy regions in
// R; remove from R every region that borders a block no longer in X. The
// blocks left in X are pass-alive: they cannot be captured even if c
// always passes.
func Benson(b *board.Board, c board.Color) (BensonResult, error) {
	if c != board.Black && c != board.White {
		return BensonResult{}, fmt.Errorf("decompose: Benson for %v: %w", c, board.ErrBadColor)
	}
	pos := newPosition(b)
	alive, regs := pos.benson(c, nil)
	var res BensonResult
	for id, ok := range alive {
		if ok {
			res.Alive = append(res.Alive, pos.blocks[id].stones)
		}
	}
	for _, r := range regs {
		res.Regions = append(res.Regions, r.points)
	}
	return res, nil
}

// PassAlive marks, by point index, the stones of b that are pass-alive by
// Benson's algorithm (Benson, for each colour); nil for a nil board.
func PassAlive(b *board.Board) []bool {
	if b == nil {
		return nil
	}
	out := make([]bool, b.NumPoints())
	pos := newPosition(b)
	for _, c := range []board.Color{board.Black, board.White} {
		alive, _ := pos.benson(c, nil)
		for id, ok := range alive {
			if !ok {
				continue
			}
			for _, p := range pos.blocks[id].stones {
				out[p] = true
			}
		}
	}
	return out
}

// benson returns, for colour c, which blocks are pass-alive (indexed like
// pos.blocks; false for blocks of the other colour) and the final regions.
// Blocks with given[id] true are kept in X whatever their regions
// (they are known safe by another argument), which keeps the result sound
// when given holds only safe blocks.
func (pos *position) benson(c board.Color, given []bool) ([]bool, []area) {
	regs := pos.regionsOf(func(p board.Point) bool { return pos.cells[p] != c })
	inX := make([]bool, len(pos.blocks))
	for id := range pos.blocks {
		inX[id] = pos.blocks[id].color == c
	}
	inR := make([]bool, len(regs))
	for i := range inR {
		inR[i] = true
	}
	// healthy[i] lists the blocks for which region i is healthy.
	healthy := make([][]int, len(regs))
	for i, r := range regs {
		for _, id := range r.boundary {
			if pos.healthyFor(r, id) {
				healthy[i] = append(healthy[i], id)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, len(pos.blocks))
		for i := range regs {
			if inR[i] {
				for _, id := range healthy[i] {
					count[id]++
				}
			}
		}
		for id := range pos.blocks {
			if inX[id] && count[id] < 2 && (given == nil || !given[id]) {
				inX[id] = false
				changed = true
			}
		}
		for i, r := range regs {
			if !inR[i] {
				continue
			}
			for _, id := range r.boundary {
				if !inX[id] {
					inR[i] = false
					changed = true
					break
				}
			}
		}
	}
	var final []area
	for i, r := range regs {
		if inR[i] {
			final = append(final, r)
		}
	}
	return inX, final
}

// healthyFor reports whether every empty point of r is a liberty of block id.
func (pos *position) healthyFor(r area, id int) bool {
	for _, p := range r.points {
		if pos.cells[p] == board.Empty && !pos.touches(p, id) {
			return false
		}
	}
	return true
}
