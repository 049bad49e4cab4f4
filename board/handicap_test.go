package board

import (
	"testing"
)

// The fixed handicap table of GTP v2 §4.1.1 for 19x19.
func TestFixedHandicap19(t *testing.T) {
	want := map[int]string{
		2: "D4 Q16",
		3: "D4 Q16 D16",
		4: "D4 Q16 D16 Q4",
		5: "D4 Q16 D16 Q4 K10",
		6: "D4 Q16 D16 Q4 D10 Q10",
		7: "D4 Q16 D16 Q4 D10 Q10 K10",
		8: "D4 Q16 D16 Q4 D10 Q10 K16 K4",
		9: "D4 Q16 D16 Q4 D10 Q10 K16 K4 K10",
	}
	for n, w := range want {
		pts, err := FixedHandicap(19, n)
		if err != nil {
			t.Fatalf("%d: %v", n, err)
		}
		if got := VertexList(pts, 19); got != w {
			t.Errorf("FixedHandicap(19, %d) = %s, want %s", n, got, w)
		}
	}
	for _, bad := range [][2]int{{19, 1}, {19, 10}, {6, 2}, {8, 5}, {7, 5}, {26, 2}} {
		if _, err := FixedHandicap(bad[0], bad[1]); err == nil {
			t.Errorf("FixedHandicap(%d, %d) should fail", bad[0], bad[1])
		}
	}
	if pts, _ := FixedHandicap(9, 5); VertexList(pts, 9) != "C3 G7 C7 G3 E5" {
		t.Errorf("9x9 handicap 5 = %s", VertexList(pts, 9))
	}
}
