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
// diagonal points: the opponent's stones that are not dead hold one of them
// on the edge, or two in the middle of the board (the rule of trueEye,
// read on the position before any move). Such a point joins c's blocks
// around it only as long as the opponent does not put one of them in atari
// from outside; it is not one of the two eyes of a living group.
func (pos *position) falseByDiagonals(p board.Point, c board.Color, dead []bool) bool {
	x, y := p.XY(pos.size)
	diagonals, bad := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		dx, dy := x+d[0], y+d[1]
		if !board.InBounds(dx, dy, pos.size) {
			continue
		}
		diagonals++
		q := board.PointAt(dx, dy, pos.size)
		if id := pos.blockOf[q]; id >= 0 && pos.cells[q] == c.Opponent() && !dead[id] {
			bad++
		}
	}
	return (diagonals < 4 && bad > 0) || bad > 1
}
