package decompose

import (
	"slices"

	"github.com/cgtgo/cgtgo/board"
)

// sortPoints sorts pts in place by index (row-major from the top left) and
// returns it.
func sortPoints(pts []board.Point) []board.Point {
	slices.Sort(pts)
	return pts
}

// sortedKeys returns the keys of a set of ints in increasing order.
func sortedKeys(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// vertices writes points as GTP vertices.
func vertices(pts []board.Point, size int) []string {
	out := make([]string, len(pts))
	for i, p := range pts {
		out[i] = p.Vertex(size)
	}
	return out
}
