package decompose

import "github.com/cgtgo/cgtgo/board"

// block is a maximal orthogonally connected set of stones of one colour.
type block struct {
	color  board.Color
	stones []board.Point
	libs   []board.Point
}

// position is the static analysis of a board shared by every step: the
// contents of each point, the blocks and the neighbour lists.
type position struct {
	b       *board.Board
	size    int
	cells   []board.Color
	adj     [][]board.Point
	blockOf []int // index into blocks, -1 for an empty point
	blocks  []block
	lb      *board.Board // local board for tactical searches, made on demand
}

// newPosition computes the blocks of b.
func newPosition(b *board.Board) *position {
	n := b.NumPoints()
	pos := &position{b: b, size: b.Size(), cells: make([]board.Color, n), adj: make([][]board.Point, n), blockOf: make([]int, n)}
	for p := 0; p < n; p++ {
		pos.cells[p] = b.At(board.Point(p))
		pos.adj[p] = b.Neighbours(board.Point(p))
		pos.blockOf[p] = -1
	}
	for p := 0; p < n; p++ {
		if pos.cells[p] == board.Empty || pos.blockOf[p] >= 0 {
			continue
		}
		stones, libs := b.Chain(board.Point(p))
		id := len(pos.blocks)
		for _, s := range stones {
			pos.blockOf[s] = id
		}
		pos.blocks = append(pos.blocks, block{color: pos.cells[p], stones: sortPoints(stones), libs: sortPoints(libs)})
	}
	return pos
}

// area is a connected set of points with the blocks that border it.
type area struct {
	points   []board.Point
	empty    int
	boundary []int // blocks adjacent to the area and not inside it, sorted
}

// regionsOf returns the maximal connected sets of points p with in(p),
// each with the blocks of stones adjacent to it from outside.
func (pos *position) regionsOf(in func(p board.Point) bool) []area {
	n := len(pos.cells)
	seen := make([]bool, n)
	var out []area
	for s := 0; s < n; s++ {
		if seen[s] || !in(board.Point(s)) {
			continue
		}
		var a area
		bset := map[int]bool{}
		stack := []board.Point{board.Point(s)}
		seen[s] = true
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a.points = append(a.points, p)
			if pos.cells[p] == board.Empty {
				a.empty++
			}
			for _, q := range pos.adj[p] {
				if in(q) {
					if !seen[q] {
						seen[q] = true
						stack = append(stack, q)
					}
				} else if id := pos.blockOf[q]; id >= 0 {
					bset[id] = true
				}
			}
		}
		a.points = sortPoints(a.points)
		a.boundary = sortedKeys(bset)
		out = append(out, a)
	}
	return out
}

// touches reports whether point p is adjacent to a stone of block id.
func (pos *position) touches(p board.Point, id int) bool {
	for _, q := range pos.adj[p] {
		if pos.blockOf[q] == id {
			return true
		}
	}
	return false
}
