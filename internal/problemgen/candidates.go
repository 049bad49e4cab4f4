package problemgen

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// shape is a local shape at the edge end of the boundary of a layout: the
// heights where the walls end, the stones in the window and the window
// (the region to mark), in local coordinates (see layout).
type shape struct {
	// Family names the construction ("open", "corridor").
	Family string
	// Name describes the shape for the file's comment.
	Name   string
	HB, HW int
	Stones []stone
	Cells  [][2]int
	// Textbook, when set, names the shape as textbooks do.
	Textbook string
}

// window returns the cells of the shape's window for walls ending at hb
// and hw: every point below the walls' ends on columns u0..u1 (the wall
// stones themselves excluded).
func window(hb, hw, u0, u1 int) [][2]int {
	rows := max(hb, hw, 1)
	var out [][2]int
	for v := 0; v < rows; v++ {
		for u := u0; u <= u1; u++ {
			if u == 0 && v >= hb || u == 1 && v >= hw {
				continue
			}
			out = append(out, [2]int{u, v})
		}
	}
	return out
}

// subsets returns every way to put at most k stones (Black or White) on
// the cells, fewer stones first, in a fixed order.
func subsets(cells [][2]int, k int) [][]stone {
	out := [][]stone{nil}
	var rec func(from int, cur []stone)
	rec = func(from int, cur []stone) {
		if len(cur) == k {
			return
		}
		for i := from; i < len(cells); i++ {
			for _, c := range []board.Color{board.Black, board.White} {
				next := append(append([]stone(nil), cur...), stone{cells[i][0], cells[i][1], c})
				out = append(out, next)
				rec(i+1, next)
			}
		}
	}
	rec(0, nil)
	var sorted [][]stone
	for n := 0; n <= k; n++ {
		for _, s := range out {
			if len(s) == n {
				sorted = append(sorted, s)
			}
		}
	}
	return sorted
}

// stonesName writes a shape's stones for its description, in the local
// frame ("Black stone 1 left of the Black wall on the first line").
func stonesName(st []stone) string {
	if len(st) == 0 {
		return "no stone below the walls"
	}
	var parts []string
	for _, x := range st {
		parts = append(parts, fmt.Sprintf("a %s stone on the %s line %s", strings.ToLower(x.Color.Name()), ordinal(x.V+1), column(x.U)))
	}
	return strings.Join(parts, ", ")
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", n)
}

// column names a column of the local frame relative to the walls.
func column(u int) string {
	switch {
	case u == 0:
		return "below Black's wall"
	case u == 1:
		return "below White's wall"
	case u < 0:
		return fmt.Sprintf("%d left of Black's wall (in Black's territory)", -u)
	}
	return fmt.Sprintf("%d right of White's wall (in White's territory)", u-1)
}

// wallsName describes where the walls end.
func wallsName(hb, hw int) string {
	end := func(h int) string {
		if h == 0 {
			return "reaches the edge"
		}
		return "ends on the " + ordinal(h+1) + " line"
	}
	return fmt.Sprintf("Black's wall %s, White's wall %s", end(hb), end(hw))
}

// textbookShapes names the shapes textbooks discuss (Sensei's Library,
// "Miai counting" and "Hane on the first line"; Berlekamp and Wolfe,
// Mathematical Go ch. 2), keyed by family and stones as candidates()
// writes them.
var textbookShapes = map[string]string{
	shapeKey(1, 1, []stone{{0, 0, board.Black}}):                       "the first-line hane-connect: Black has descended to the first line and can hane under White's wall",
	shapeKey(1, 1, []stone{{1, 0, board.White}}):                       "the first-line hane-connect for White: White has descended to the first line",
	shapeKey(1, 1, nil):                                                "the open first line: both walls end on the second line and nobody has descended",
	shapeKey(1, 1, []stone{{-1, 0, board.Black}, {0, 0, board.Black}}): "a first-line descent with Black's hane to come",
	shapeKey(2, 2, nil):                                                "the open second line: both walls end on the third line",
	shapeKey(2, 2, []stone{{0, 1, board.Black}, {1, 1, board.Black}}):  "Black's second-line hane already played, the cut and the connection to come",
	shapeKey(2, 2, []stone{{0, 1, board.White}, {1, 1, board.White}}):  "White's second-line hane already played, the cut and the connection to come",
	shapeKey(1, 2, nil):                                                "Black's second-line stone facing White's third-line wall: Black's first-line hane",
	shapeKey(2, 1, nil):                                                "White's second-line stone facing Black's third-line wall: White's first-line hane",
}

func shapeKey(hb, hw int, st []stone) string {
	return fmt.Sprintf("%d/%d/%v", hb, hw, st)
}

// shapes lists the candidate shapes of every family, in a fixed order.
func shapes() []shape {
	var out []shape
	// The boundary, open below the walls' ends, with up to three (one row)
	// or two (two rows) stones in the window.
	for _, h := range [][2]int{{1, 1}, {0, 1}, {1, 0}, {0, 0}, {1, 2}, {2, 1}, {2, 2}} {
		hb, hw := h[0], h[1]
		cells, k := window(hb, hw, -2, 3), 3
		if max(hb, hw) == 2 {
			cells, k = window(hb, hw, -1, 2), 2
		}
		for _, st := range subsets(cells, k) {
			key := shapeKey(hb, hw, st)
			out = append(out, shape{Family: "open", Name: wallsName(hb, hw) + "; " + stonesName(st),
				HB: hb, HW: hw, Stones: st, Cells: cells, Textbook: textbookShapes[key]})
		}
	}
	// More stones where kos arise: four on the open first line, three on
	// the open first two lines (the shapes with fewer stones are above).
	for _, st := range subsets(window(1, 1, -2, 3), 4) {
		if len(st) == 4 {
			out = append(out, shape{Family: "open", Name: wallsName(1, 1) + "; " + stonesName(st),
				HB: 1, HW: 1, Stones: st, Cells: window(1, 1, -2, 3)})
		}
	}
	for _, st := range subsets(window(2, 2, -1, 2), 3) {
		if len(st) == 3 {
			out = append(out, shape{Family: "open", Name: wallsName(2, 2) + "; " + stonesName(st),
				HB: 2, HW: 2, Stones: st, Cells: window(2, 2, -1, 2)})
		}
	}
	// Corridors: Black's wall down to the edge, White's second-line
	// stones over a first-line corridor of n points closed by a White
	// stone; the mouth touches Black's wall. The window adds the two
	// first-line points of Black's territory next to the wall, so that
	// the mark borders Black's territory (a White stone there is dead).
	for n := 1; n <= 6; n++ {
		var st []stone
		for u := 2; u <= n; u++ {
			st = append(st, stone{u, 1, board.White})
		}
		st = append(st, stone{n + 1, 0, board.White})
		cells := [][2]int{{-2, 0}, {-1, 0}}
		for u := 1; u <= n; u++ {
			cells = append(cells, [2]int{u, 0})
		}
		out = append(out, shape{Family: "corridor", HB: 0, HW: 1, Stones: st, Cells: cells,
			Name: fmt.Sprintf("a corridor of %d first-line points under White's second-line stones, its mouth at the foot of Black's wall (two points of Black's territory marked with it)", n)})
	}
	return out
}
