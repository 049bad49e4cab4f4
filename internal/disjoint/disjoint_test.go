package disjoint

import "testing"

// TestSets joins a few elements and checks which share a representative
// against the partition written out.
func TestSets(t *testing.T) {
	s := New(7)
	for _, p := range [][2]int{{0, 1}, {2, 3}, {1, 3}, {5, 6}} {
		s.Union(p[0], p[1])
	}
	want := [][]int{{0, 1, 2, 3}, {4}, {5, 6}}
	for gi, g := range want {
		for _, i := range g {
			if s.Find(i) != s.Find(g[0]) {
				t.Errorf("%d and %d should share a set", i, g[0])
			}
			for gj, h := range want {
				if gj != gi && s.Find(i) == s.Find(h[0]) {
					t.Errorf("%d and %d should not share a set", i, h[0])
				}
			}
		}
	}
}
