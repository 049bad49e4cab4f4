package engine

import "github.com/cgtgo/cgtgo/board"

// FreeHandicap chooses n handicap stones for place_free_handicap: the
// fixed placement (board.FixedHandicap) when it exists, otherwise, beyond
// it, further points keeping away from the chosen ones, then any points. n
// must be at least 2 and leave an empty point.
func (e *Engine) FreeHandicap(size, n int) ([]board.Point, error) {
	return FreeHandicap(size, n)
}

// FreeHandicap is the placement of Engine.FreeHandicap.
func FreeHandicap(size, n int) ([]board.Point, error) {
	if n < 2 || n >= size*size {
		return nil, board.ErrHandicapCount
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
		fixed, err := board.FixedHandicap(size, min(n, max))
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
