package board

import "errors"

// ErrHandicapCount is the failure of a handicap placement asking for an
// impossible number of stones.
var ErrHandicapCount = errors.New("invalid number of stones")

// FixedHandicap returns the fixed handicap placement of GTP v2 §4.1.1 for n
// stones on a board of side size: defined for sides 7 to 25, n from 2 to 9
// (at most 4 on even sides and on 7x7). The stones stand on the third line
// below 13x13 and on the fourth line from 13x13 up.
func FixedHandicap(size, n int) ([]Point, error) {
	if size < 7 || size > MaxSize || n < 2 || n > 9 {
		return nil, ErrHandicapCount
	}
	if (size%2 == 0 || size == 7) && n > 4 {
		return nil, ErrHandicapCount
	}
	edge := 2
	if size >= 13 {
		edge = 3
	}
	lo, mid, hi := edge, size/2, size-1-edge
	// (x, y) with y from the top: lower left is (lo, hi), upper right (hi, lo).
	at := func(x, y int) Point { return PointAt(x, y, size) }
	corners := []Point{at(lo, hi), at(hi, lo), at(lo, lo), at(hi, hi)}
	var pts []Point
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
	return append([]Point(nil), pts...), nil
}
