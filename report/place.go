package report

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// RegionPlace names where a region lies on the board, for titles a Go
// player can find on the board: "A1-E1" for points in one unbroken line,
// the points themselves when there are at most four ("D5,E5,D6,E6"), and
// otherwise the span of its bounding box with the count ("12 points,
// C3-F7").
func RegionPlace(points []board.Point, size int) string {
	if len(points) == 0 {
		return "no point"
	}
	ps := append([]board.Point(nil), points...)
	sort.Slice(ps, func(i, j int) bool { return ps[i] < ps[j] })
	if len(ps) == 1 {
		return ps[0].Vertex(size)
	}
	minX, minY, maxX, maxY := size, size, -1, -1
	for _, p := range ps {
		x, y := p.XY(size)
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
	}
	// GTP names rows from the bottom: the corner with the lowest row
	// number and the first column comes first.
	first := board.PointAt(minX, maxY, size).Vertex(size)
	last := board.PointAt(maxX, minY, size).Vertex(size)
	line := (minX == maxX && maxY-minY+1 == len(ps)) || (minY == maxY && maxX-minX+1 == len(ps))
	switch {
	case line:
		return first + "-" + last
	case len(ps) <= 4:
		vs := make([]string, len(ps))
		for i, p := range ps {
			vs[i] = p.Vertex(size)
		}
		return strings.Join(vs, ",")
	}
	return fmt.Sprintf("%d points, %s-%s", len(ps), first, last)
}
