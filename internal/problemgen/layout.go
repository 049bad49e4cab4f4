package problemgen

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// A layout is a whole board split by one boundary between a Black and a
// White territory that runs from one edge to the opposite edge, written in
// a local frame: u counts columns along the edge where the local shape
// lies (the boundary's Black wall at u = 0, its White wall at u = 1), v
// counts rows up from that edge (v = 0 is the first line). Black's wall
// stands on the rows v >= HB, White's on the rows v >= HW (0: down to the
// edge); below them lies the local shape.
// Black's territory is every point with u < 0, White's every point with
// u > 1 (both reach the region, so the region borders settled territory
// that still has empty points).
type layout struct {
	Size int
	// X is the board column of the Black wall (u = 0) in the frame
	// before the symmetry.
	X int
	// Sym is one of the eight symmetries of the board (0: none).
	Sym int
	// Swap exchanges the colours (the problem is then put to White).
	Swap bool
}

// point maps local (u, v) to a board point; false when off the board.
func (l layout) point(u, v int) (board.Point, bool) {
	x, y := l.X+u, l.Size-1-v // the edge is the bottom row
	if x < 0 || y < 0 || x >= l.Size || y >= l.Size {
		return 0, false
	}
	n := l.Size - 1
	switch l.Sym {
	case 1:
		x = n - x
	case 2:
		y = n - y
	case 3:
		x, y = n-x, n-y
	case 4:
		x, y = y, x
	case 5:
		x, y = n-y, x
	case 6:
		x, y = y, n-x
	case 7:
		x, y = n-y, n-x
	}
	return board.PointAt(x, y, l.Size), true
}

// color returns c, or its opponent when the layout swaps colours.
func (l layout) color(c board.Color) board.Color {
	if l.Swap {
		return c.Opponent()
	}
	return c
}

// stone is a stone of a local shape, in local coordinates.
type stone struct {
	U, V  int
	Color board.Color
}

// build sets up the whole board: the two walls from the bottom shape's
// heights up to the top shape's (the far edge when top is nil) and the
// shapes' stones; a top shape is written in its own frame, turned upside
// down onto the far edge. Colours are as written (Black is the side asked
// about), swapped by color.
func (l layout) build(bottom shape, top *shape) (*board.Board, error) {
	b, err := board.New(l.Size, board.Rules{Ko: board.KoSimple})
	if err != nil {
		return nil, err
	}
	var black, white []board.Point
	add := func(u, v int, c board.Color) error {
		p, ok := l.point(u, v)
		if !ok {
			return fmt.Errorf("stone (%d,%d) off the board", u, v)
		}
		if l.color(c) == board.Black {
			black = append(black, p)
		} else {
			white = append(white, p)
		}
		return nil
	}
	topB, topW := l.Size, l.Size // rows where the walls stop at the top
	if top != nil {
		topB, topW = l.Size-top.HB, l.Size-top.HW
	}
	for v := 0; v < l.Size; v++ {
		if v >= bottom.HB && v < topB {
			if err := add(0, v, board.Black); err != nil {
				return nil, err
			}
		}
		if v >= bottom.HW && v < topW {
			if err := add(1, v, board.White); err != nil {
				return nil, err
			}
		}
	}
	for _, s := range bottom.Stones {
		if err := add(s.U, s.V, s.Color); err != nil {
			return nil, err
		}
	}
	if top != nil {
		// A sum: walls across both territories at mid height give each
		// shape its own territories, so that the two are independent.
		mid := l.Size / 2
		for u := -l.X; u < 0; u++ {
			if err := add(u, mid, board.Black); err != nil {
				return nil, err
			}
		}
		for u := 2; l.X+u < l.Size; u++ {
			if err := add(u, mid, board.White); err != nil {
				return nil, err
			}
		}
		for _, s := range top.Stones {
			if err := add(s.U, l.Size-1-s.V, s.Color); err != nil {
				return nil, err
			}
		}
	}
	if err := b.SetupStones(black, white, nil); err != nil {
		return nil, err
	}
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if b.At(p) != board.Empty && b.Liberties(p) == 0 {
			return nil, fmt.Errorf("a block without liberties at %s", p.Vertex(l.Size))
		}
	}
	return b, nil
}

// region returns the board points of the shapes' windows.
func (l layout) region(bottom shape, top *shape) ([]board.Point, error) {
	out, err := l.points(bottom.Cells)
	if err != nil || top == nil {
		return out, err
	}
	var cells [][2]int
	for _, c := range top.Cells {
		cells = append(cells, [2]int{c[0], l.Size - 1 - c[1]})
	}
	more, err := l.points(cells)
	return append(out, more...), err
}

// points maps local cells to board points (all must be on the board).
func (l layout) points(cells [][2]int) ([]board.Point, error) {
	var out []board.Point
	for _, c := range cells {
		p, ok := l.point(c[0], c[1])
		if !ok {
			return nil, fmt.Errorf("cell (%d,%d) off the board", c[0], c[1])
		}
		out = append(out, p)
	}
	return out, nil
}
