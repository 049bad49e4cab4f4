package report

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestRegionPlace: a line is named by its ends, a small region by its
// points, a big one by its count and bounding box (GTP coordinates: rows
// from the bottom, no column I).
func TestRegionPlace(t *testing.T) {
	v := func(vs ...string) []board.Point {
		var ps []board.Point
		for _, s := range vs {
			p, err := board.ParseVertex(s, 9)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
		return ps
	}
	for _, c := range []struct {
		pts  []board.Point
		want string
	}{
		{v("A1", "B1", "C1", "D1", "E1"), "A1-E1"},
		{v("E1", "C1", "D1"), "C1-E1"},
		{v("A4", "A5", "A6"), "A4-A6"},
		{v("D5"), "D5"},
		{v("D6", "E6", "D5", "E5"), "D6,E6,D5,E5"},
		{v("H8", "J8", "H7", "J7", "J6"), "5 points, H6-J8"},
		{v("A1", "C1"), "A1,C1"},
	} {
		if got := RegionPlace(c.pts, 9); got != c.want {
			t.Errorf("RegionPlace(%v) = %q, want %q", c.pts, got, c.want)
		}
	}
}
