package board

// The board keeps its blocks up to date move by move, so that a move asks
// whether a neighbouring block still has a liberty without a flood fill
// (the searches of the count play millions of moves next to large living
// blocks): every stone knows its block's head, the stones of a block form
// a ring (next), and the head holds the block's size and its
// pseudo-liberties (the number of pairs of a stone of the block and an
// empty neighbour, positive exactly when the block has a liberty). The
// four arrays lie end to end in blk, each NumPoints long; an empty point's
// entries mean nothing.
//
// Every write to blk is logged with the value it replaced (blog), and a
// move's undo record holds the log's length before it: Undo rolls the log
// back, so blk comes back exactly as it was, whatever merges and captures
// the move made. Writes to the entries of the point a move fills are not
// logged: the point is empty again after Undo. So that an earlier stone on
// that point gets its entries back when the undoing goes further, the
// entries of every stone taken off the board (a capture, a setup change)
// are logged as they are when it leaves (saveBlk).

// The arrays of blk, as multiples of NumPoints.
const (
	blkHead = iota
	blkNext
	blkSize
	blkPlibs
	blkArrays
)

// blockLogEntry is one logged write: the index in blk and the value
// replaced.
type blockLogEntry struct {
	idx, old int32
}

// blkAt returns the entry of array a for point p.
func (b *Board) blkAt(a int, p Point) int32 { return b.blk[a*len(b.cells)+int(p)] }

// setBlk writes v to the entry of array a for point p, logging the value
// replaced unless p is the point being filled (b.filling).
func (b *Board) setBlk(a int, p Point, v int32) {
	i := a*len(b.cells) + int(p)
	if p != b.filling {
		b.blog = append(b.blog, blockLogEntry{idx: int32(i), old: b.blk[i]})
	}
	b.blk[i] = v
}

// saveBlk logs the entries of point p as they are (p is leaving the
// board): rolling the log back past this point restores them.
func (b *Board) saveBlk(p Point) {
	n := len(b.cells)
	for a := 0; a < blkArrays; a++ {
		i := a*n + int(p)
		b.blog = append(b.blog, blockLogEntry{idx: int32(i), old: b.blk[i]})
	}
}

// rollbackBlocks undoes the logged writes past the first n.
func (b *Board) rollbackBlocks(n int) {
	blk := b.blk
	for i := len(b.blog) - 1; i >= n; i-- {
		e := b.blog[i]
		blk[e.idx] = e.old
	}
	b.blog = b.blog[:n]
}

// blockHasLiberty reports whether the block of the stone at p has a
// liberty.
func (b *Board) blockHasLiberty(p Point) bool {
	return b.blkAt(blkPlibs, Point(b.blkAt(blkHead, p))) > 0
}

// addStone records the stone just put on the empty point p (cells already
// set): a block of one stone that then joins the blocks of its colour next
// to it; every neighbouring block loses the pseudo-liberty p was.
func (b *Board) addStone(p Point) {
	b.filling = p
	defer func() { b.filling = NoPoint }()
	c := b.cells[p]
	n := len(b.cells)
	empty := int32(0)
	for _, q := range b.adj[p] {
		if q == NoPoint {
			break
		}
		switch b.cells[q] {
		case Empty:
			empty++
		case Black, White:
			h := Point(b.blk[blkHead*n+int(q)])
			b.setBlk(blkPlibs, h, b.blk[blkPlibs*n+int(h)]-1)
		}
	}
	b.blk[blkHead*n+int(p)] = int32(p)
	b.blk[blkNext*n+int(p)] = int32(p)
	b.blk[blkSize*n+int(p)] = 1
	b.blk[blkPlibs*n+int(p)] = empty
	for _, q := range b.adj[p] {
		if q == NoPoint {
			break
		}
		if hq, hp := b.blk[blkHead*n+int(q)], b.blk[blkHead*n+int(p)]; b.cells[q] == c && hq != hp {
			b.mergeBlocks(Point(hq), Point(hp))
		}
	}
}

// mergeBlocks joins the blocks with heads x and y, the smaller into the
// larger (y into x when they are the same size).
func (b *Board) mergeBlocks(x, y Point) {
	if b.blkAt(blkSize, x) < b.blkAt(blkSize, y) {
		x, y = y, x
	}
	for r := y; ; {
		b.setBlk(blkHead, r, int32(x))
		r = Point(b.blkAt(blkNext, r))
		if r == y {
			break
		}
	}
	nx, ny := b.blkAt(blkNext, x), b.blkAt(blkNext, y)
	b.setBlk(blkNext, x, ny)
	b.setBlk(blkNext, y, nx)
	b.setBlk(blkSize, x, b.blkAt(blkSize, x)+b.blkAt(blkSize, y))
	b.setBlk(blkPlibs, x, b.blkAt(blkPlibs, x)+b.blkAt(blkPlibs, y))
}

// freeStones records the stones just taken off the board (cells already
// emptied, entries not yet touched): their entries are saved, and every
// block next to one gains a pseudo-liberty per stone it touches.
func (b *Board) freeStones(removed []Point) {
	for _, r := range removed {
		b.saveBlk(r)
	}
	for _, r := range removed {
		for _, q := range b.adj[r] {
			if q == NoPoint {
				break
			}
			if b.cells[q] == Black || b.cells[q] == White {
				h := Point(b.blkAt(blkHead, q))
				b.setBlk(blkPlibs, h, b.blkAt(blkPlibs, h)+1)
			}
		}
	}
}

// rebuildBlocks recomputes the block state of every stone from the cells
// (after a setup change whose points changed are given), logging every
// write, and the entries of the stones removed, so that Undo restores the
// state before it.
func (b *Board) rebuildBlocks(changed []setupChange) {
	for _, ch := range changed {
		if ch.prev != Empty {
			b.saveBlk(ch.p)
		}
	}
	done := make([]bool, len(b.cells))
	for p := range b.cells {
		if b.cells[p] == Empty || done[p] {
			continue
		}
		stones, _ := b.Chain(Point(p))
		pl := int32(0)
		for i, s := range stones {
			done[s] = true
			b.setBlk(blkHead, s, int32(p))
			b.setBlk(blkNext, s, int32(stones[(i+1)%len(stones)]))
			for _, q := range b.adj[s] {
				if q == NoPoint {
					break
				}
				if b.cells[q] == Empty {
					pl++
				}
			}
		}
		b.setBlk(blkSize, Point(p), int32(len(stones)))
		b.setBlk(blkPlibs, Point(p), pl)
	}
}
