package valuation

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// The local board of a region search (issue 24): only the region's points,
// numbered 0..n-1, with their neighbours precomputed, stones grouped in
// chains that carry their pseudo-liberty count, and a Zobrist hash of the
// region's stones. Everything outside the region is fixed: stones there are
// safe (never captured) and empty points there are never played, so they are
// permanent liberties. A move is undone by restoring the arrays saved before
// it, which for regions of a few dozen points costs less than undoing the
// changes one by one.

// Neighbour codes of lboard.nbr other than local indices (>= 0).
const (
	nbrNone  int16 = -1 // off the board
	nbrBlack int16 = -2 // a safe Black stone outside the region
	nbrWhite int16 = -3 // a safe White stone outside the region
	nbrOpen  int16 = -4 // an empty point outside the region: never played
)

// boundaryCode is the neighbour code of a safe stone of colour c outside
// the region.
func boundaryCode(c board.Color) int16 {
	if c == board.Black {
		return nbrBlack
	}
	return nbrWhite
}

// openLiberties is the pseudo-liberty credit of an empty point outside the
// region: it is never filled, so a chain touching one is never captured.
const openLiberties = 1 << 12

// lboard is the position of the region's points. The state arrays live in
// one slice so that a move saves and restores them with one copy each.
type lboard struct {
	n    int
	size int           // side of the whole board
	pts  []board.Point // local index -> board point
	nbr  [][4]int16    // local neighbours, nbrNone-padded
	zob  [][2]uint64   // Zobrist keys per local point and colour
	mem  []uint64      // membership keys per local point (for part hashes)
	idx  map[board.Point]int

	// state: color, head, next, libs, flags; each n long.
	state []int32
	hash  uint64
	// undo stack of saved states and hashes.
	saved  [][]int32
	hashes []uint64
	depth  int
	// suicide allows moves that capture their own chain (several stones).
	suicide bool
}

// Offsets of the state arrays.
func (b *lboard) color(i int) board.Color { return board.Color(b.state[i]) }
func (b *lboard) head(i int) int          { return int(b.state[b.n+i]) }
func (b *lboard) next(i int) int          { return int(b.state[2*b.n+i]) }
func (b *lboard) libs(h int) int          { return int(b.state[3*b.n+h]) }
func (b *lboard) flags(h int) int32       { return b.state[4*b.n+h] }

func (b *lboard) setColor(i int, c board.Color) { b.state[i] = int32(c) }
func (b *lboard) setHead(i, h int)              { b.state[b.n+i] = int32(h) }
func (b *lboard) setNext(i, j int)              { b.state[2*b.n+i] = int32(j) }
func (b *lboard) addLibs(h, d int)              { b.state[3*b.n+h] += int32(d) }
func (b *lboard) setLibs(h, v int)              { b.state[3*b.n+h] = int32(v) }
func (b *lboard) setFlags(h int, f int32)       { b.state[4*b.n+h] = f }

// Chain flags (at the chain's head).
const (
	// flagAnchored: the chain touches a safe stone of its colour outside
	// the region, so it is safe itself.
	flagAnchored int32 = 1
)

// newLboard builds the local board of the region points of b.
func newLboard(b *board.Board, points []board.Point) (*lboard, error) {
	if len(points) == 0 {
		return nil, fmt.Errorf("empty region")
	}
	if len(points) > 1<<14 {
		return nil, fmt.Errorf("region of %d points is too large", len(points))
	}
	n := len(points)
	lb := &lboard{n: n, size: b.Size(), pts: append([]board.Point(nil), points...), idx: make(map[board.Point]int, n),
		nbr: make([][4]int16, n), zob: make([][2]uint64, n), mem: make([]uint64, n), suicide: b.Rules().Suicide}
	for i, p := range points {
		if p < 0 || int(p) >= b.NumPoints() {
			return nil, fmt.Errorf("region point %d is off the board", p)
		}
		if _, dup := lb.idx[p]; dup {
			return nil, fmt.Errorf("region point %s listed twice", p.Vertex(b.Size()))
		}
		lb.idx[p] = i
	}
	for i, p := range points {
		for k := range lb.nbr[i] {
			lb.nbr[i][k] = nbrNone
		}
		for k, q := range b.Neighbours(p) {
			if j, in := lb.idx[q]; in {
				lb.nbr[i][k] = int16(j)
				continue
			}
			switch b.At(q) {
			case board.Black:
				lb.nbr[i][k] = nbrBlack
			case board.White:
				lb.nbr[i][k] = nbrWhite
			default:
				lb.nbr[i][k] = nbrOpen
			}
		}
		lb.zob[i] = [2]uint64{pointKey(p, 0), pointKey(p, 1)}
		lb.mem[i] = pointKey(p, 2)
	}
	lb.state = make([]int32, 5*n)
	for i := 0; i < n; i++ {
		lb.setHead(i, -1)
		lb.setNext(i, -1)
	}
	for i, p := range points {
		if c := b.At(p); c != board.Empty {
			lb.putStone(i, c)
		}
	}
	if err := lb.verify(); err != nil {
		return nil, err
	}
	return lb, nil
}

// pointKey returns a fixed pseudo-random key for a board point and a slot
// (0: Black stone, 1: White stone, 2: membership), by splitmix64.
func pointKey(p board.Point, slot int) uint64 {
	z := uint64(p)*3 + uint64(slot) + 1
	z *= 0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// putStone places a stone of colour c on empty point i, merges it with its
// neighbouring chains of colour c and updates pseudo-liberties. It neither
// captures nor checks suicide.
func (b *lboard) putStone(i int, c board.Color) {
	b.setColor(i, c)
	b.hash ^= b.zob[i][c-1]
	b.setHead(i, i)
	b.setNext(i, i)
	libs := 0
	var fl int32
	own := boundaryCode(c)
	for _, q := range b.nbr[i] {
		switch {
		case q >= 0:
			if b.color(int(q)) == board.Empty {
				libs++
			} else {
				b.addLibs(b.head(int(q)), -1)
			}
		case q == own:
			fl |= flagAnchored
		case q == nbrOpen:
			libs += openLiberties
		}
	}
	b.setLibs(i, libs)
	b.setFlags(i, fl)
	for _, q := range b.nbr[i] {
		if q >= 0 && b.color(int(q)) == c {
			b.merge(b.head(i), b.head(int(q)))
		}
	}
}

// merge joins the chains with heads a and b (no-op when equal).
func (b *lboard) merge(ha, hb int) {
	if ha == hb {
		return
	}
	// Relabel the stones of hb's chain.
	j := hb
	for {
		b.setHead(j, ha)
		j = b.next(j)
		if j == hb {
			break
		}
	}
	// Splice the circular lists.
	na, nb := b.next(ha), b.next(hb)
	b.setNext(ha, nb)
	b.setNext(hb, na)
	b.addLibs(ha, b.libs(hb))
	b.setFlags(ha, b.flags(ha)|b.flags(hb))
}

// removeChain empties the chain with head h and returns its size. The
// caller credits the neighbours' liberties (creditRemoved) once every
// captured chain is off the board.
func (b *lboard) removeChain(h int) int {
	n := 0
	j := h
	for {
		nx := b.next(j)
		c := b.color(j)
		b.setColor(j, board.Empty)
		b.hash ^= b.zob[j][c-1]
		b.setHead(j, -1)
		b.setNext(j, -1)
		n++
		if nx == h {
			break
		}
		j = nx
	}
	return n
}

// creditRemoved gives back pseudo-liberties to every chain touching the
// points in removed (all empty now).
func (b *lboard) creditRemoved(removed []int) {
	for _, j := range removed {
		for _, q := range b.nbr[j] {
			if q >= 0 && b.color(int(q)) != board.Empty {
				b.addLibs(b.head(int(q)), 1)
			}
		}
	}
}

// chainPoints appends the stones of the chain with head h to dst.
func (b *lboard) chainPoints(h int, dst []int) []int {
	j := h
	for {
		dst = append(dst, j)
		j = b.next(j)
		if j == h {
			return dst
		}
	}
}

// captureRecord is what a move did, for the search.
type captureRecord struct {
	captured int // opponent stones captured (own stones when suicide)
	suicide  bool
}

// play plays colour c at the empty local point i, saving the state for
// undo. ok is false (and nothing changes) when the move is illegal: the
// point is occupied, or the move is a suicide that the rules forbid or that
// would recreate the position (a one-stone suicide).
func (b *lboard) play(c board.Color, i int, scratch []int) (rec captureRecord, ok bool) {
	if b.color(i) != board.Empty {
		return rec, false
	}
	b.push()
	opp := c.Opponent()
	b.putStone(i, c)
	removed := scratch[:0]
	for _, q := range b.nbr[i] {
		if q < 0 || b.color(int(q)) != opp {
			continue
		}
		h := b.head(int(q))
		if b.libs(h) == 0 && b.flags(h)&flagAnchored == 0 {
			removed = b.chainPoints(h, removed)
			rec.captured += b.removeChain(h)
		}
	}
	if rec.captured > 0 {
		b.creditRemoved(removed)
		return rec, true
	}
	h := b.head(i)
	if b.libs(h) == 0 && b.flags(h)&flagAnchored == 0 {
		if !b.suicide || b.next(h) == h {
			b.pop()
			return rec, false
		}
		removed = b.chainPoints(h, removed)
		rec.captured = b.removeChain(h)
		rec.suicide = true
		b.creditRemoved(removed)
	}
	return rec, true
}

// push saves the state before a move.
func (b *lboard) push() {
	if b.depth == len(b.saved) {
		b.saved = append(b.saved, make([]int32, len(b.state)))
		b.hashes = append(b.hashes, 0)
	}
	copy(b.saved[b.depth], b.state)
	b.hashes[b.depth] = b.hash
	b.depth++
}

// pop restores the state saved by the last push.
func (b *lboard) pop() {
	b.depth--
	copy(b.state, b.saved[b.depth])
	b.hash = b.hashes[b.depth]
}

// isKoCapture reports whether the last move, a capture of one stone by the
// stone at i, left that stone alone with the captured point as its only
// liberty (a simple ko: the opponent could retake at once).
func (b *lboard) isKoCapture(i int) bool {
	h := b.head(i)
	if b.next(h) != h || b.libs(h) != 1 {
		return false
	}
	return true
}

// verify checks the initial position: no chain without liberties.
func (b *lboard) verify() error {
	for i := 0; i < b.n; i++ {
		if b.color(i) == board.Empty || b.head(i) != i {
			continue
		}
		if b.libs(i) == 0 && b.flags(i)&flagAnchored == 0 {
			return fmt.Errorf("the block at %s has no liberty", b.pts[i].Vertex(b.size))
		}
	}
	return nil
}
