package board

import "fmt"

// Board is a Go position with its history: stones, player to move,
// prisoners, the simple-ko point and every earlier arrangement of stones
// (for positional superko and undo). A Board is not safe for concurrent use;
// Copy gives an independent one.
type Board struct {
	size  int
	rules Rules
	cells []Color
	adj   [][4]Point // neighbours of each point, NoPoint-padded; shared, read-only
	// nbrs holds the neighbours of each point as slices of one backing
	// array (what Neighbours returns); shared, read-only.
	nbrs     [][]Point
	toMove   Color
	koPoint  Point // point the player to move may not play (simple ko), or NoPoint
	captures [3]int
	hash     uint64
	// seen holds the arrangements met so far (with multiplicity), for
	// positional superko, which alone reads it: it is kept only under
	// KoSuperko (nil otherwise, sparing every move a map update), and
	// SetRules rebuilds it from the history when superko starts.
	seen    map[uint64]int
	history []undoRecord

	// blk holds the blocks kept move by move, blog the log of its changes
	// and filling the point a move is filling (see blockstate.go).
	blk     []int32
	blog    []blockLogEntry
	filling Point
	// capStack holds the stones captured by the moves of the history, in
	// order (each undo record keeps its range).
	capStack []Point

	mark    []uint32 // scratch for flood fills
	markGen uint32
	stack   []Point
}

// undoRecord is what Undo needs to restore the position before a change.
type undoRecord struct {
	move  Move
	setup []setupChange // non-nil for a setup change (AB/AW/AE)
	// capAt and capN are the range in capStack of the stones removed by
	// the move (opponent's, or own by suicide).
	capAt, capN int32
	suicide     bool
	koPoint     Point
	toMove      Color
	captures    [3]int
	hash        uint64
	// blogAt is the length of the block log before the change.
	blogAt int
}

// setupChange is one point of a setup change: its colour before and
// after.
type setupChange struct {
	p         Point
	prev, now Color
}

// Move is a play by one colour: a point or Pass.
type Move struct {
	Color Color
	Point Point
}

// New returns an empty board of side size (MinSize..MaxSize) with Black to
// move.
func New(size int, rules Rules) (*Board, error) {
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("board size %d is out of range %d..%d", size, MinSize, MaxSize)
	}
	adj := neighbours(size)
	b := &Board{
		size:    size,
		rules:   rules,
		cells:   make([]Color, size*size),
		adj:     adj,
		nbrs:    neighbourSlices(adj),
		toMove:  Black,
		koPoint: NoPoint,
		mark:    make([]uint32, size*size),
		blk:     make([]int32, blkArrays*size*size),
		filling: NoPoint,
	}
	if rules.Ko == KoSuperko {
		b.seen = map[uint64]int{0: 1}
	}
	return b, nil
}

// neighbours computes the orthogonal neighbours of every point.
func neighbours(size int) [][4]Point {
	adj := make([][4]Point, size*size)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			n := [4]Point{NoPoint, NoPoint, NoPoint, NoPoint}
			k := 0
			for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
				if InBounds(x+d[0], y+d[1], size) {
					n[k] = PointAt(x+d[0], y+d[1], size)
					k++
				}
			}
			adj[y*size+x] = n
		}
	}
	return adj
}

// neighbourSlices returns the neighbours of every point of adj as slices
// of one backing array, each with its capacity cut to its length (an
// append to one never writes over the next).
func neighbourSlices(adj [][4]Point) [][]Point {
	all := make([]Point, 0, 4*len(adj))
	out := make([][]Point, len(adj))
	for p, n := range adj {
		start := len(all)
		for _, q := range n {
			if q != NoPoint {
				all = append(all, q)
			}
		}
		out[p] = all[start:len(all):len(all)]
	}
	return out
}

// Copy returns an independent copy of b, history included.
func (b *Board) Copy() *Board {
	c := *b
	c.cells = append([]Color(nil), b.cells...)
	if b.seen != nil {
		c.seen = make(map[uint64]int, len(b.seen))
		for k, v := range b.seen {
			c.seen[k] = v
		}
	}
	c.history = append([]undoRecord(nil), b.history...)
	c.blk = append([]int32(nil), b.blk...)
	c.capStack = append([]Point(nil), b.capStack...)
	c.blog = append([]blockLogEntry(nil), b.blog...)
	c.mark = make([]uint32, len(b.mark))
	c.markGen = 0
	c.stack = nil
	return &c
}

// Size returns the side of the board.
func (b *Board) Size() int { return b.size }

// Rules returns the move rules of the board.
func (b *Board) Rules() Rules { return b.rules }

// SetRules changes the move rules (for example when a GTP client changes the
// ko rule mid-game); history is kept, and under positional superko every
// arrangement of it is banned, as if the rule had held from the start.
func (b *Board) SetRules(r Rules) {
	b.rules = r
	switch {
	case r.Ko != KoSuperko:
		b.seen = nil
	case b.seen == nil:
		b.seen = b.seenFromHistory()
	}
}

// seenFromHistory returns the arrangements of the history with their
// multiplicity: the one before each event (its undo record's hash) and the
// current one.
func (b *Board) seenFromHistory() map[uint64]int {
	seen := make(map[uint64]int, len(b.history)+1)
	for _, h := range b.history {
		seen[h.hash]++
	}
	seen[b.hash]++
	return seen
}

// NumPoints returns size*size.
func (b *Board) NumPoints() int { return len(b.cells) }

// At returns the colour at p (Empty for an empty point).
func (b *Board) At(p Point) Color { return b.cells[p] }

// ToMove returns the player to move.
func (b *Board) ToMove() Color { return b.toMove }

// SetToMove sets the player to move (SGF PL, GTP colour of the next move).
// It clears the simple-ko point unless the colour is unchanged.
func (b *Board) SetToMove(c Color) {
	if c != b.toMove {
		b.koPoint = NoPoint
	}
	b.toMove = c
}

// KoPoint returns the point the player to move may not play because of
// simple ko, or NoPoint.
func (b *Board) KoPoint() Point { return b.koPoint }

// Captures returns the number of prisoners taken by c.
func (b *Board) Captures(c Color) int { return b.captures[c] }

// SetCaptures sets the number of prisoners taken by c (for setup).
func (b *Board) SetCaptures(c Color, n int) { b.captures[c] = n }

// Hash returns the Zobrist hash of the arrangement of stones (not of the
// player to move), as used by positional superko.
func (b *Board) Hash() uint64 { return b.hash }

// Neighbours returns the orthogonal neighbours of p (2 to 4 points). The
// slice is shared by every board of the size (it costs no copy, as the
// searches call it at every point they visit): callers must not modify it.
func (b *Board) Neighbours(p Point) []Point { return b.nbrs[p] }

// MoveCount returns the number of moves and setup changes in the history.
func (b *Board) MoveCount() int { return len(b.history) }

// LastMove returns the last move played and whether there is one (setup
// changes are not moves).
func (b *Board) LastMove() (Move, bool) {
	if n := len(b.history); n > 0 && b.history[n-1].setup == nil {
		return b.history[n-1].move, true
	}
	return Move{}, false
}

// Moves returns the moves played so far, in order (setup changes omitted).
func (b *Board) Moves() []Move {
	var ms []Move
	for _, h := range b.history {
		if h.setup == nil {
			ms = append(ms, h.move)
		}
	}
	return ms
}

// ConsecutivePasses returns how many passes end the history.
func (b *Board) ConsecutivePasses() int {
	n := 0
	for i := len(b.history) - 1; i >= 0; i-- {
		h := b.history[i]
		if h.setup != nil || h.move.Point != Pass {
			break
		}
		n++
	}
	return n
}

func (b *Board) nextMark() uint32 {
	b.markGen++
	if b.markGen == 0 { // wrapped: clear
		for i := range b.mark {
			b.mark[i] = 0
		}
		b.markGen = 1
	}
	return b.markGen
}

// IsEmpty reports whether no stone is on the board.
func (b *Board) IsEmpty() bool {
	for _, c := range b.cells {
		if c != Empty {
			return false
		}
	}
	return true
}
