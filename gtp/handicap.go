package gtp

import (
	"errors"

	"github.com/cgtgo/cgtgo/board"
)

// errHandicapCount is the failure of a handicap command asking for an
// impossible number of stones.
var errHandicapCount = errors.New("invalid number of stones")

// FixedHandicap returns the fixed handicap placement of GTP v2 §4.1.1 for n
// stones on a board of side size: defined for sides 7 to 25, n from 2 to 9
// (at most 4 on even sides and on 7x7). The stones stand on the third line
// below 13x13 and on the fourth line from 13x13 up.
func FixedHandicap(size, n int) ([]board.Point, error) {
	if size < 7 || size > board.MaxSize || n < 2 || n > 9 {
		return nil, errHandicapCount
	}
	if (size%2 == 0 || size == 7) && n > 4 {
		return nil, errHandicapCount
	}
	edge := 2
	if size >= 13 {
		edge = 3
	}
	lo, mid, hi := edge, size/2, size-1-edge
	// (x, y) with y from the top: lower left is (lo, hi), upper right (hi, lo).
	at := func(x, y int) board.Point { return board.PointAt(x, y, size) }
	corners := []board.Point{at(lo, hi), at(hi, lo), at(lo, lo), at(hi, hi)}
	var pts []board.Point
	switch {
	case n <= 4:
		pts = corners[:n]
	case n == 5:
		pts = append(corners, at(mid, mid))
	case n == 6:
		pts = append(corners, at(lo, mid), at(hi, mid))
	case n == 7:
		pts = append(corners, at(lo, mid), at(hi, mid), at(mid, mid))
	case n == 8:
		pts = append(corners, at(lo, mid), at(hi, mid), at(mid, lo), at(mid, hi))
	default:
		pts = append(corners, at(lo, mid), at(hi, mid), at(mid, lo), at(mid, hi), at(mid, mid))
	}
	return append([]board.Point(nil), pts...), nil
}

// FreeHandicap chooses n handicap stones for place_free_handicap: the
// fixed placement when it exists, otherwise, beyond it, further points of
// the third or fourth line grid, then any points, keeping them apart. n
// must be at least 2 and leave an empty point.
func FreeHandicap(size, n int) ([]board.Point, error) {
	if n < 2 || n >= size*size {
		return nil, errHandicapCount
	}
	max := 9
	if size%2 == 0 || size == 7 {
		max = 4
	}
	if size < 7 {
		max = 0
	}
	var pts []board.Point
	if max > 0 {
		k := n
		if k > max {
			k = max
		}
		fixed, err := FixedHandicap(size, k)
		if err != nil {
			return nil, err
		}
		pts = fixed
	}
	used := map[board.Point]bool{}
	for _, p := range pts {
		used[p] = true
	}
	// Then points not adjacent to chosen ones, then any point.
	for pass := 0; pass < 2 && len(pts) < n; pass++ {
		for p := 0; p < size*size && len(pts) < n; p++ {
			pt := board.Point(p)
			if used[pt] || (pass == 0 && nearAny(pt, used, size)) {
				continue
			}
			used[pt] = true
			pts = append(pts, pt)
		}
	}
	return pts, nil
}

// nearAny reports whether p is within distance 1 (king move) of a used
// point.
func nearAny(p board.Point, used map[board.Point]bool, size int) bool {
	x, y := p.XY(size)
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			if board.InBounds(x+dx, y+dy, size) && used[board.PointAt(x+dx, y+dy, size)] {
				return true
			}
		}
	}
	return false
}
