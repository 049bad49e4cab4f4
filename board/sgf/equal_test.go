package sgf

import "testing"

// TestEqual checks that Equal tells trees apart on every kind of
// difference, so that the round-trip tests built on it can fail.
func TestEqual(t *testing.T) {
	base := "(;GM[1]AB[aa][bb](;B[cc];W[dd])(;B[ee]))"
	tests := []struct {
		name  string
		other string
		equal bool
	}{
		{"same text", base, true},
		{"same tree, other layout", "( ;GM[1]\nAB[aa] [bb]\n(;B[cc](;W[dd]))(;B[ee]))", true},
		{"other value", "(;GM[1]AB[aa][bc](;B[cc];W[dd])(;B[ee]))", false},
		{"fewer values", "(;GM[1]AB[aa](;B[cc];W[dd])(;B[ee]))", false},
		{"other identifier", "(;GM[1]AW[aa][bb](;B[cc];W[dd])(;B[ee]))", false},
		{"extra property", "(;GM[1]AB[aa][bb]C[x](;B[cc];W[dd])(;B[ee]))", false},
		{"property order", "(;AB[aa][bb]GM[1](;B[cc];W[dd])(;B[ee]))", false},
		{"variation order", "(;GM[1]AB[aa][bb](;B[ee])(;B[cc];W[dd]))", false},
		{"missing variation", "(;GM[1]AB[aa][bb];B[cc];W[dd])", false},
		{"longer line", "(;GM[1]AB[aa][bb](;B[cc];W[dd];B[ff])(;B[ee]))", false},
		{"deep difference", "(;GM[1]AB[aa][bb](;B[cc];W[de])(;B[ee]))", false},
	}
	a := mustParse(t, base)
	for _, tc := range tests {
		b := mustParse(t, tc.other)
		if got := EqualCollections(a, b); got != tc.equal {
			t.Errorf("%s: EqualCollections = %v, want %v", tc.name, got, tc.equal)
		}
		if got := EqualCollections(b, a); got != tc.equal {
			t.Errorf("%s: EqualCollections (swapped) = %v, want %v", tc.name, got, tc.equal)
		}
	}
	if EqualCollections(a, append(a, a[0])) {
		t.Errorf("collections of different lengths are equal")
	}
	var nilNode *Node
	if !nilNode.Equal(nil) || a[0].Equal(nil) || nilNode.Equal(a[0]) {
		t.Errorf("nil handling wrong")
	}
	cyc := &Node{}
	cyc.Children = []*Node{cyc}
	if cyc.Equal(cyc) {
		t.Errorf("a cyclic structure is equal to itself")
	}
	if s := (Point{15, 3}).String(); s != "pd" {
		t.Errorf("Point{15,3}.String() = %q, want pd", s)
	}
	if _, err := ParseColor("b"); err == nil {
		t.Errorf("ParseColor(b) accepted")
	}
}
