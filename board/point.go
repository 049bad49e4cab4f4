package board

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest board side the project accepts (SGF FF[4] allows 52,
// but GTP vertices and SGF moves go to 25 in practice).
const MaxSize = 25

// MinSize is the smallest board side accepted.
const MinSize = 2

// Point is an intersection of the board, stored as the index y*size + x
// where x is the column from the left and y the row from the top (SGF
// order). Pass is the pass move. A Point only has meaning with its board size.
type Point int

const (
	// Pass is the move that places no stone.
	Pass Point = -1
	// NoPoint marks the absence of a point (for example no ko point).
	NoPoint Point = -2
)

// gtpLetters are the GTP column letters: A to Z without I.
const gtpLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// PointAt returns the point at column x and row y (0-based, row 0 at the
// top). It does not check the range: use InBounds first for untrusted input.
func PointAt(x, y, size int) Point { return Point(y*size + x) }

// InBounds reports whether column x, row y lie on a board of side size.
func InBounds(x, y, size int) bool { return x >= 0 && y >= 0 && x < size && y < size }

// XY returns the column and row of p (0-based, row 0 at the top).
func (p Point) XY(size int) (x, y int) { return int(p) % size, int(p) / size }

// Vertex returns p in GTP form ("D4", "pass"): columns A..Z skipping I,
// rows counted from 1 at the bottom.
func (p Point) Vertex(size int) string {
	if p == Pass {
		return "pass"
	}
	if p < 0 || int(p) >= size*size {
		return "?"
	}
	x, y := p.XY(size)
	return string(gtpLetters[x]) + strconv.Itoa(size-y)
}

// ParseVertex reads a GTP vertex ("D4", "d4", "pass") on a board of side size.
func ParseVertex(s string, size int) (Point, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if t == "PASS" {
		return Pass, nil
	}
	if len(t) < 2 || len(t) > 3 {
		return NoPoint, fmt.Errorf("bad vertex %q", s)
	}
	x := strings.IndexByte(gtpLetters, t[0])
	if x < 0 {
		return NoPoint, fmt.Errorf("bad vertex %q: column letter", s)
	}
	row, err := strconv.Atoi(t[1:])
	if err != nil || t[1] == '+' || t[1] == '-' {
		return NoPoint, fmt.Errorf("bad vertex %q: row number", s)
	}
	y := size - row
	if !InBounds(x, y, size) {
		return NoPoint, fmt.Errorf("vertex %q is off the %dx%d board", s, size, size)
	}
	return PointAt(x, y, size), nil
}

// VertexList writes points as GTP vertices separated by spaces ("D4 Q16").
func VertexList(pts []Point, size int) string {
	s := make([]string, len(pts))
	for i, p := range pts {
		s[i] = p.Vertex(size)
	}
	return strings.Join(s, " ")
}
