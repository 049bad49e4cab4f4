package wholeboard

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestApproachKo: the white stone on the first line has two liberties;
// Black must fill the outer one (the approach move) before capturing at
// the inner one, and White can then take back at once: a one-step
// approach ko for Black, with the approach at B1 and the capture at D1
// (filling D1 first would be suicide). White has none; the direct ko
// (the white stone with one liberty) and a capture White cannot take back
// are no approach kos.
func TestApproachKo(t *testing.T) {
	cases := []struct {
		name           string
		rows           []string
		side           board.Color
		ok             bool
		approach, take string
	}{
		{"approach ko", []string{"......", "......", "......", "..XO..", "..XO..", "..O.O."}, board.Black, true, "B1", "D1"},
		{"not for White", []string{"......", "......", "......", "..XO..", "..XO..", "..O.O."}, board.White, false, "", ""},
		{"direct ko", []string{"......", "......", "......", "..XO..", "..XO..", ".XO.O."}, board.Black, false, "", ""},
		{"no retake", []string{"......", "......", "......", "..XO..", "..XO..", "..O.X."}, board.Black, false, "", ""},
	}
	for _, c := range cases {
		b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, c.rows...)
		if err != nil {
			t.Fatal(err)
		}
		var region []board.Point
		for x := range 6 {
			region = append(region, board.PointAt(x, 5, 6))
		}
		a, k, ok := ApproachKo(b, region, c.side)
		if ok != c.ok {
			t.Errorf("%s: found %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok && (a.Vertex(6) != c.approach || k.Vertex(6) != c.take) {
			t.Errorf("%s: approach %s take %s, want %s %s", c.name, a.Vertex(6), k.Vertex(6), c.approach, c.take)
		}
	}
}
