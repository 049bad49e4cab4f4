package decompose

import "github.com/cgtgo/cgtgo/board"

// trueEye reports whether the empty point p is a one-point true eye of c:
// every neighbour is a stone of c in a block with another liberty (filling
// the last liberty of a block joins it to the others: that may save it),
// and the opponent holds none of its diagonal points on the edge (where it
// has two or one), at most one of its four in the middle of the board.
// Filling such an eye never helps its owner: the life reading does not try
// it.
func trueEye(b *board.Board, p board.Point, c board.Color) bool {
	if b.At(p) != board.Empty {
		return false
	}
	for _, q := range b.Neighbours(p) {
		if b.At(q) != c {
			return false
		}
	}
	n := b.Size()
	x, y := p.XY(n)
	o := c.Opponent()
	diagonals, bad := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		dx, dy := x+d[0], y+d[1]
		if !board.InBounds(dx, dy, n) {
			continue
		}
		diagonals++
		if b.At(board.PointAt(dx, dy, n)) == o {
			bad++
		}
	}
	if (diagonals < 4 && bad > 0) || bad > 1 {
		return false
	}
	for _, q := range b.Neighbours(p) {
		if b.Liberties(q) < 2 {
			return false
		}
	}
	return true
}

// falseByDiagonals reports whether the one-point eye p of c is false by its
// diagonal points: the opponent holds one of them on the edge, or two in the
// middle of the board (the rule of trueEye), counting the diagonals its
// living stones stand on and half of the empty ones it can take
// (opponentReaches: c, moving first, defends every other one). Such a point
// joins c's blocks around it only as long as the opponent does not put one
// of them in atari from outside; it is not one of the two eyes of a living
// group.
func (pos *position) falseByDiagonals(p board.Point, c board.Color, dead []bool) bool {
	x, y := p.XY(pos.size)
	diagonals, held, open := 0, 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		dx, dy := x+d[0], y+d[1]
		if !board.InBounds(dx, dy, pos.size) {
			continue
		}
		diagonals++
		q := board.PointAt(dx, dy, pos.size)
		if id := pos.blockOf[q]; id >= 0 && pos.cells[q] == c.Opponent() && !dead[id] {
			held++
		} else if pos.cells[q] == board.Empty && pos.opponentReaches(q, c.Opponent(), dead) {
			open++
		}
	}
	// Of the open diagonals the owner, moving first, keeps every other
	// one; the opponent takes the rest.
	bad := held + open/2
	return (diagonals < 4 && bad > 0) || bad > 1
}

// opponentReaches reports whether o can take the empty point q: a stone
// there would join a living o block next to it and keep two liberties.
func (pos *position) opponentReaches(q board.Point, o board.Color, dead []bool) bool {
	next := false
	for _, x := range pos.adj[q] {
		if id := pos.blockOf[x]; id >= 0 && pos.cells[x] == o && !dead[id] {
			next = true
			break
		}
	}
	return next && pos.libertiesAt(q, o) >= 2
}
