package decompose

import "github.com/cgtgo/cgtgo/board"

// chainScratch finds blocks on a board without allocating: the slices it
// returns are its own and hold until its next call.
type chainScratch struct {
	mark, seen   []uint32
	gen, seenGen uint32
	stones, libs []board.Point
}

// chain returns the stones and the liberties of the block at the stone p.
func (c *chainScratch) chain(b *board.Board, p board.Point) (stones, libs []board.Point) {
	if c.mark == nil {
		c.mark, c.seen = make([]uint32, b.NumPoints()), make([]uint32, b.NumPoints())
	}
	c.gen++
	col := b.At(p)
	stones, libs = append(c.stones[:0], p), c.libs[:0]
	c.mark[p] = c.gen
	for i := 0; i < len(stones); i++ {
		for _, q := range b.Neighbours(stones[i]) {
			if c.mark[q] == c.gen {
				continue
			}
			switch b.At(q) {
			case col:
				c.mark[q] = c.gen
				stones = append(stones, q)
			case board.Empty:
				c.mark[q] = c.gen
				libs = append(libs, q)
			}
		}
	}
	c.stones, c.libs = stones, libs
	return stones, libs
}

// visit calls f with the liberties of each block of colour col next to
// the given stones, which must not be c's own slices (the liberties hold
// during the call only).
func (c *chainScratch) visit(b *board.Board, stones []board.Point, col board.Color, f func(libs []board.Point)) {
	if c.mark == nil {
		c.mark, c.seen = make([]uint32, b.NumPoints()), make([]uint32, b.NumPoints())
	}
	c.seenGen++
	for _, s := range stones {
		for _, q := range b.Neighbours(s) {
			if b.At(q) != col || c.seen[q] == c.seenGen {
				continue
			}
			nbStones, libs := c.chain(b, q)
			for _, x := range nbStones {
				c.seen[x] = c.seenGen
			}
			f(libs)
		}
	}
}
