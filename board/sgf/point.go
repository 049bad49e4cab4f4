package sgf

import (
	"fmt"
	"strings"
)

// MaxCoord is the number of distinct SGF coordinates: the letters a..z
// encode 0..25 and A..Z encode 26..51 (FF[4] "Point" type for Go).
const MaxCoord = 52

// Point is an intersection of the board: X is the column counted from the
// left and Y the row counted from the top, both from 0 (FF[4] Go "Point":
// the first letter is the column, the second the row).
type Point struct{ X, Y int }

// In reports whether p lies on a size x size board.
func (p Point) In(size int) bool {
	return p.X >= 0 && p.Y >= 0 && p.X < size && p.Y < size
}

// String returns the SGF encoding of p (see EncodePoint).
func (p Point) String() string { return EncodePoint(p) }

// coordValue decodes one SGF coordinate letter, returning -1 for a
// character that is not a letter.
func coordValue(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c - 'a')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 26
	}
	return -1
}

// coordLetter encodes one coordinate 0..51 as its SGF letter.
func coordLetter(v int) byte {
	if v < 26 {
		return byte('a' + v)
	}
	return byte('A' + v - 26)
}

// checkSize rejects board sizes that SGF points cannot express.
func checkSize(size int) error {
	if size < 1 || size > MaxCoord {
		return fmt.Errorf("sgf: board size %d outside 1..%d", size, MaxCoord)
	}
	return nil
}

// ParsePoint decodes a two-letter SGF point such as "pd" and checks that it
// lies on a size x size board. It does not accept passes (see ParseMove).
func ParsePoint(v string, size int) (Point, error) {
	if err := checkSize(size); err != nil {
		return Point{}, err
	}
	if len(v) != 2 {
		return Point{}, fmt.Errorf("sgf: point %q is not two letters", v)
	}
	x, y := coordValue(v[0]), coordValue(v[1])
	if x < 0 || y < 0 {
		return Point{}, fmt.Errorf("sgf: point %q is not two letters", v)
	}
	p := Point{x, y}
	if !p.In(size) {
		return Point{}, fmt.Errorf("sgf: point %q is off the %dx%d board", v, size, size)
	}
	return p, nil
}

// ParseMove decodes the value of a B or W property. The empty value is a
// pass (FF[4]); so is "tt" on boards up to 19x19 (the FF[3] convention,
// which FF[4] keeps for those sizes). Anything else must be a point on the
// board (see ParsePoint).
func ParseMove(v string, size int) (p Point, pass bool, err error) {
	if err := checkSize(size); err != nil {
		return Point{}, false, err
	}
	if v == "" || (v == "tt" && size <= 19) {
		return Point{}, true, nil
	}
	p, err = ParsePoint(v, size)
	if err != nil {
		return Point{}, false, fmt.Errorf("move: %w", err)
	}
	return p, false, nil
}

// EncodePoint returns the two-letter SGF encoding of p ("aa" is the top
// left corner). A point with a coordinate outside 0..51 has no encoding:
// EncodePoint then returns the empty string, so check p.In(size) first.
func EncodePoint(p Point) string {
	if p.X < 0 || p.Y < 0 || p.X >= MaxCoord || p.Y >= MaxCoord {
		return ""
	}
	return string([]byte{coordLetter(p.X), coordLetter(p.Y)})
}

// ExpandPointList decodes the values of a list-of-points property (AB, AW,
// AE, TR, SQ, MA, CR, ...), expanding FF[4] compressed rectangles "aa:cc"
// (either pair of opposite corners, in either order) into their points.
// Points are returned in order of first appearance, without duplicates. A
// single empty value is the empty list (FF[4] "elist"). Every point must be
// on the size x size board; errors name the bad value.
func ExpandPointList(values []string, size int) ([]Point, error) {
	if err := checkSize(size); err != nil {
		return nil, err
	}
	if len(values) == 1 && values[0] == "" {
		return nil, nil
	}
	seen := make([]bool, size*size)
	var pts []Point
	add := func(p Point) {
		if !seen[p.Y*size+p.X] {
			seen[p.Y*size+p.X] = true
			pts = append(pts, p)
		}
	}
	for _, v := range values {
		a, b, compose := strings.Cut(v, ":")
		p, err := ParsePoint(a, size)
		if err != nil {
			return nil, fmt.Errorf("point list value %q: %w", v, err)
		}
		if !compose {
			add(p)
			continue
		}
		q, err := ParsePoint(b, size)
		if err != nil {
			return nil, fmt.Errorf("point list value %q: %w", v, err)
		}
		x0, x1 := min(p.X, q.X), max(p.X, q.X)
		y0, y1 := min(p.Y, q.Y), max(p.Y, q.Y)
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				add(Point{x, y})
			}
		}
	}
	return pts, nil
}

// CompressPoints encodes a set of points as FF[4] point-list values, using
// rectangles "ab:cd" where they save space: scanning rows from the top and
// columns from the left, each point not yet covered starts the widest run
// to its right, which then grows downwards while whole rows are present.
// Duplicates are ignored, and so are points with a coordinate outside 0..51,
// which SGF cannot express. The result is deterministic (independent of the
// order of pts).
func CompressPoints(pts []Point) []string {
	present := make(map[Point]bool, len(pts))
	maxX, maxY := -1, -1
	for _, p := range pts {
		if EncodePoint(p) == "" {
			continue
		}
		present[p] = true
		maxX, maxY = max(maxX, p.X), max(maxY, p.Y)
	}
	done := make(map[Point]bool, len(present))
	var out []string
	for y := 0; y <= maxY; y++ {
		for x := 0; x <= maxX; x++ {
			p := Point{x, y}
			if !present[p] || done[p] {
				continue
			}
			x1 := x
			for present[Point{x1 + 1, y}] && !done[Point{x1 + 1, y}] {
				x1++
			}
			y1 := y
			for rowFree(present, done, x, x1, y1+1) {
				y1++
			}
			for yy := y; yy <= y1; yy++ {
				for xx := x; xx <= x1; xx++ {
					done[Point{xx, yy}] = true
				}
			}
			if x1 == x && y1 == y {
				out = append(out, EncodePoint(p))
			} else {
				out = append(out, EncodePoint(p)+":"+EncodePoint(Point{x1, y1}))
			}
		}
	}
	return out
}

// rowFree reports whether every point of row y from column x0 to x1 is
// present and not yet covered by a rectangle.
func rowFree(present, done map[Point]bool, x0, x1, y int) bool {
	for x := x0; x <= x1; x++ {
		p := Point{x, y}
		if !present[p] || done[p] {
			return false
		}
	}
	return true
}
