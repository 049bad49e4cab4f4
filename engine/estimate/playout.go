package estimate

import (
	"math/rand/v2"
	"slices"

	"github.com/cgtgo/cgtgo/board"
)

// playoutBoard is a fast Go board for random playouts: a padded array
// with the stones of each block on a circular list and pseudo-liberties
// (the count of empty-point adjacencies of the block, with repeats), which
// tell captures and suicide exactly (a block is captured when its count
// is 0; a move at p takes the last liberty of a neighbouring block when
// the block's count equals its adjacencies to p). Simple ko only, no
// history, no suicide.
type playoutBoard struct {
	w     int // padded width: size + 1 (one border column shared by both sides)
	size  int
	cells []int8  // 0 empty, 1 black, 2 white, 3 border
	head  []int32 // block head of each stone
	next  []int32 // next stone of the block (circular)
	plibs []int32 // pseudo-liberties, at the head
	// libSum and libSq are the sums of the pseudo-liberties' indices and
	// of their squares, at the head: the block has one liberty exactly
	// when plibs*libSq == libSum^2 (all its pseudo-liberties are the same
	// point; Cauchy-Schwarz), which libs2 tells without walking the block.
	libSum, libSq []int64
	stones        []int32 // stones, at the head
	ko            int32   // point the player to move may not play, or -1
	empty         []int32 // empty points (unordered) with their index
	where         []int32
	dirs          [4]int32
}

const (
	pEmpty  = 0
	pBorder = 3
)

// newPlayoutBoard copies the stones of b.
func newPlayoutBoard(b *board.Board) *playoutBoard {
	size := b.Size()
	w := size + 1
	n := w*(size+2) + 1
	pb := &playoutBoard{w: w, size: size, cells: make([]int8, n), head: make([]int32, n), next: make([]int32, n),
		plibs: make([]int32, n), libSum: make([]int64, n), libSq: make([]int64, n), stones: make([]int32, n), where: make([]int32, n), ko: -1}
	pb.dirs = [4]int32{-int32(w), -1, 1, int32(w)}
	for i := range pb.cells {
		pb.cells[i] = pBorder
		pb.where[i] = -1
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			pb.cells[pb.at(x, y)] = pEmpty
		}
	}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			pb.addEmpty(pb.at(x, y))
		}
	}
	for p := 0; p < b.NumPoints(); p++ {
		if c := b.At(board.Point(p)); c != board.Empty {
			x, y := board.Point(p).XY(size)
			pb.place(pb.at(x, y), int8(c))
		}
	}
	return pb
}

// reset copies the stones of src (a board of the same size) into pb.
func (pb *playoutBoard) reset(src *playoutBoard) {
	copy(pb.cells, src.cells)
	copy(pb.head, src.head)
	copy(pb.next, src.next)
	copy(pb.plibs, src.plibs)
	copy(pb.libSum, src.libSum)
	copy(pb.libSq, src.libSq)
	copy(pb.stones, src.stones)
	copy(pb.where, src.where)
	pb.empty = append(pb.empty[:0], src.empty...)
	pb.ko = src.ko
}

// at is the padded index of (x, y).
func (pb *playoutBoard) at(x, y int) int32 { return int32((y+1)*pb.w + x + 1) }

// point converts a padded index back to a board point.
func (pb *playoutBoard) point(i int32) board.Point {
	return board.PointAt(int(i)%pb.w-1, int(i)/pb.w-1, pb.size)
}

func (pb *playoutBoard) addEmpty(p int32) {
	pb.where[p] = int32(len(pb.empty))
	pb.empty = append(pb.empty, p)
}

func (pb *playoutBoard) removeEmpty(p int32) {
	i := pb.where[p]
	last := pb.empty[len(pb.empty)-1]
	pb.empty[i] = last
	pb.where[last] = i
	pb.empty = pb.empty[:len(pb.empty)-1]
	pb.where[p] = -1
}

// place puts a stone of colour c on the empty point p, merging blocks and
// updating pseudo-liberties, without captures (setup).
func (pb *playoutBoard) place(p int32, c int8) {
	pb.cells[p] = c
	pb.removeEmpty(p)
	pb.head[p], pb.next[p], pb.plibs[p], pb.stones[p] = p, p, 0, 1
	pb.libSum[p], pb.libSq[p] = 0, 0
	for _, d := range pb.dirs {
		q := p + d
		switch pb.cells[q] {
		case pEmpty:
			pb.addPseudo(p, q, 1)
		case pBorder:
		default:
			pb.addPseudo(pb.head[q], p, -1)
		}
	}
	for _, d := range pb.dirs {
		q := p + d
		if pb.cells[q] == c && pb.head[q] != pb.head[p] {
			pb.merge(pb.head[p], pb.head[q])
		}
	}
}

// merge joins the blocks with heads a and b.
func (pb *playoutBoard) merge(a, b int32) {
	if pb.stones[a] < pb.stones[b] {
		a, b = b, a
	}
	for s := b; ; {
		pb.head[s] = a
		s = pb.next[s]
		if s == b {
			break
		}
	}
	pb.next[a], pb.next[b] = pb.next[b], pb.next[a]
	pb.stones[a] += pb.stones[b]
	pb.plibs[a] += pb.plibs[b]
	pb.libSum[a] += pb.libSum[b]
	pb.libSq[a] += pb.libSq[b]
}

// addPseudo adds k (1 or -1) pseudo-liberties at the empty point l to the
// block with head h.
func (pb *playoutBoard) addPseudo(h, l int32, k int32) {
	pb.plibs[h] += k
	pb.libSum[h] += int64(k) * int64(l)
	pb.libSq[h] += int64(k) * int64(l) * int64(l)
}

// remove takes the block with head h off the board and returns its size.
func (pb *playoutBoard) remove(h int32) int {
	n := 0
	for s := h; ; {
		nxt := pb.next[s]
		pb.cells[s] = pEmpty
		pb.addEmpty(s)
		n++
		s = nxt
		if s == h {
			break
		}
	}
	for s := h; ; {
		nxt := pb.next[s]
		for _, d := range pb.dirs {
			q := s + d
			if c := pb.cells[q]; c == 1 || c == 2 {
				pb.addPseudo(pb.head[q], s, 1)
			}
		}
		s = nxt
		if s == h {
			break
		}
	}
	return n
}

// adjacencies counts the neighbours of p in the block with head h.
func (pb *playoutBoard) adjacencies(p, h int32) int32 {
	k := int32(0)
	for _, d := range pb.dirs {
		if q := p + d; (pb.cells[q] == 1 || pb.cells[q] == 2) && pb.head[q] == h {
			k++
		}
	}
	return k
}

// legal reports whether c may play at the empty point p: not the ko
// point, and the stone has a liberty, captures, or joins a block with
// another liberty.
func (pb *playoutBoard) legal(p int32, c int8) bool {
	if p == pb.ko {
		return false
	}
	for _, d := range pb.dirs {
		if pb.cells[p+d] == pEmpty {
			return true
		}
	}
	for _, d := range pb.dirs {
		q := p + d
		if v := pb.cells[q]; v != pBorder {
			// p is the block's last liberty when all its pseudo-liberties
			// are its adjacencies to p (at most four).
			h := pb.head[q]
			last := pb.plibs[h] <= 4 && pb.plibs[h] == pb.adjacencies(p, h)
			if (v == c) != last {
				return true // a friend with another liberty, or a capture
			}
		}
	}
	return false
}

// play plays a legal move and keeps the simple-ko point.
func (pb *playoutBoard) play(p int32, c int8) {
	opp := 3 - c
	captured, lastCapture := 0, int32(-1)
	pb.place(p, c)
	for _, d := range pb.dirs {
		q := p + d
		if pb.cells[q] == opp && pb.plibs[pb.head[q]] == 0 {
			lastCapture = q
			captured += pb.remove(pb.head[q])
		}
	}
	pb.ko = -1
	if captured == 1 && pb.stones[pb.head[p]] == 1 && pb.plibs[pb.head[p]] == 1 {
		pb.ko = lastCapture
	}
}

// eyeLike reports whether p is a point c should not fill: every neighbour
// is c's (or the edge) and at most one diagonal is the opponent's (none on
// the edge).
func (pb *playoutBoard) eyeLike(p int32, c int8) bool {
	for _, d := range pb.dirs {
		if v := pb.cells[p+d]; v != c && v != pBorder {
			return false
		}
	}
	bad, edge := 0, false
	w := int32(pb.w)
	for _, d := range [4]int32{-w - 1, -w + 1, w - 1, w + 1} {
		switch pb.cells[p+d] {
		case pBorder:
			edge = true
		case 3 - c:
			bad++
		}
	}
	if edge {
		return bad == 0
	}
	return bad <= 1
}

// libs2 returns the number of distinct liberties of the block with head h,
// up to 2, and the liberty when there is exactly one.
func (pb *playoutBoard) libs2(h int32) (int, int32) {
	n := int64(pb.plibs[h])
	switch {
	case n == 0:
		return 0, -1
	case n*pb.libSq[h] == pb.libSum[h]*pb.libSum[h]:
		return 1, int32(pb.libSum[h] / n)
	}
	return 2, -1
}

// tactical is the playout policy's forced move for c after the
// opponent's move at last: capture an opponent block next to it left in
// atari, else save an own block next to it put in atari by extending
// (when the extension has two liberties or more); -1 when there is none.
func (pb *playoutBoard) tactical(c int8, last int32) int32 {
	if last < 0 {
		return -1
	}
	opp := 3 - c
	for _, d := range pb.dirs {
		q := last + d
		if pb.cells[q] != opp && q != last {
			continue
		}
		if n, lib := pb.libs2(pb.head[q]); n == 1 && pb.legal(lib, c) {
			return lib
		}
	}
	if pb.cells[last] == opp {
		if n, lib := pb.libs2(pb.head[last]); n == 1 && pb.legal(lib, c) {
			return lib
		}
	}
	for _, d := range pb.dirs {
		q := last + d
		if pb.cells[q] != c {
			continue
		}
		h := pb.head[q]
		if n, lib := pb.libs2(h); n == 1 && pb.legal(lib, c) && pb.extensionLibs(lib, c) >= 2 {
			return lib
		}
	}
	return -1
}

// extensionLibs counts, up to 2, the empty neighbours of p other than
// itself plus one for each friendly neighbour block with another liberty:
// a cheap bound on the liberties c's stone at p would have.
func (pb *playoutBoard) extensionLibs(p int32, c int8) int {
	n := 0
	for _, d := range pb.dirs {
		q := p + d
		switch pb.cells[q] {
		case pEmpty:
			n++
		case c:
			if k, _ := pb.libs2(pb.head[q]); k >= 2 {
				n++
			}
		}
	}
	return n
}

// selfAtari reports whether c's move at p would leave a block of two or
// more stones with one liberty, capturing nothing.
func (pb *playoutBoard) selfAtari(p int32, c int8) bool {
	empties, friends := 0, 0
	for _, d := range pb.dirs {
		q := p + d
		switch pb.cells[q] {
		case pEmpty:
			empties++
		case c:
			friends++
		case 3 - c:
			if k, _ := pb.libs2(pb.head[q]); k == 1 {
				return false // captures
			}
		}
	}
	if friends == 0 || empties >= 2 {
		return false
	}
	// The joined block's liberties are the empty neighbours of p and the
	// friends' liberties other than p: fewer than two when their
	// pseudo-liberties (each friend block once, less its adjacencies to
	// p) are none or all the same point (see libs2).
	var n, sum, sq int64
	var seen [4]int32
	blocks := 0
	for _, d := range pb.dirs {
		q := p + d
		switch pb.cells[q] {
		case pEmpty:
			n, sum, sq = n+1, sum+int64(q), sq+int64(q)*int64(q)
		case c:
			h := pb.head[q]
			if slices.Contains(seen[:blocks], h) {
				continue
			}
			seen[blocks] = h
			blocks++
			adj := int64(pb.adjacencies(p, h))
			n += int64(pb.plibs[h]) - adj
			sum += pb.libSum[h] - adj*int64(p)
			sq += pb.libSq[h] - adj*int64(p)*int64(p)
		}
	}
	return n == 0 || n*sq == sum*sum
}

// playout plays from c's turn until both pass or maxMoves: the forced
// tactical answer to the last move when there is one (tactical), else a
// random legal move that neither fills an eye-like point nor puts a block
// of two stones or more in atari. It then adds each point's owner (+1
// Black, -1 White: the stone, or the only colour next to an empty point)
// to own.
func (pb *playoutBoard) playout(rng *rand.Rand, c int8, maxMoves int, own []int32) {
	passes := 0
	last := int32(-1)
	for m := 0; m < maxMoves && passes < 2; m++ {
		played := false
		if p := pb.tactical(c, last); p >= 0 {
			pb.play(p, c)
			played, last = true, p
		}
		n := len(pb.empty)
		for tries := n; tries > 0 && !played; tries-- {
			i := rng.IntN(tries)
			p := pb.empty[i]
			if !pb.eyeLike(p, c) && pb.legal(p, c) && !pb.selfAtari(p, c) {
				pb.play(p, c)
				played, last = true, p
				break
			}
			// Move the rejected point behind the ones left to try.
			j := int32(tries - 1)
			q := pb.empty[j]
			pb.empty[i], pb.empty[j] = q, p
			pb.where[q], pb.where[p] = int32(i), j
		}
		if played {
			passes = 0
		} else {
			passes++
			pb.ko, last = -1, -1
		}
		c = 3 - c
	}
	for y := 0; y < pb.size; y++ {
		for x := 0; x < pb.size; x++ {
			p := pb.at(x, y)
			v := pb.cells[p]
			if v == pEmpty {
				var seen [4]bool
				for _, d := range pb.dirs {
					seen[pb.cells[p+d]] = true
				}
				switch {
				case seen[1] && !seen[2]:
					v = 1
				case seen[2] && !seen[1]:
					v = 2
				}
			}
			switch v {
			case 1:
				own[y*pb.size+x]++
			case 2:
				own[y*pb.size+x]--
			}
		}
	}
}
