package board

import "testing"

// Handicap stones are setup stones with White to move; SetupBoth is all
// or nothing; ParseVertices refuses passes, repeats and bad vertices.
func TestSetupStones(t *testing.T) {
	b, _ := New(9, Rules{})
	pts, err := ParseVertices([]string{"C3", "g7", "C7"}, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.PlaceHandicap(pts); err != nil {
		t.Fatal(err)
	}
	if b.ToMove() != White || b.At(pts[1]) != Black {
		t.Errorf("after the handicap: %v to move, G7 %v", b.ToMove(), b.At(pts[1]))
	}
	if _, ok := b.LastMove(); ok {
		t.Errorf("handicap stones taken as a move")
	}
	for _, bad := range [][]string{{"C3", "C3"}, {"C3", "pass"}, {"Z1"}, {"J10"}} {
		if _, err := ParseVertices(bad, 9); err == nil {
			t.Errorf("ParseVertices(%q) accepted", bad)
		}
	}

	b, _ = New(5, Rules{})
	c3, _ := ParseVertex("C3", 5)
	d4, _ := ParseVertex("D4", 5)
	if err := b.SetupBoth([]Point{c3}, []Point{d4}); err != nil || b.At(c3) != Black || b.At(d4) != White {
		t.Fatalf("SetupBoth: %v; C3 %v D4 %v", err, b.At(c3), b.At(d4))
	}
	b, _ = New(5, Rules{})
	if err := b.SetupBoth([]Point{c3}, []Point{Point(99)}); err == nil || b.At(c3) != Empty {
		t.Errorf("SetupBoth with a white stone off the board: %v, C3 %v (want an error and C3 empty)", err, b.At(c3))
	}
}
