package decompose

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestTrueEye: one-point eyes read by hand on a 5x5 board (top row first).
//   - A5: White's corner eye (A4, B5 White; diagonal B4 White): true.
//   - corner with Black B4 on the only diagonal: false.
//   - C3: White eye in the middle with one Black diagonal (B2): true;
//     with two (B2, D4): false.
//   - an empty neighbour, or a Black one: no eye.
func TestTrueEye(t *testing.T) {
	for _, c := range []struct {
		name   string
		rows   []string
		vertex string
		want   bool
	}{
		{"corner", []string{". O . . .", "O O . . .", ". . . . .", ". . . . .", ". . . . ."}, "A5", true},
		{"false corner", []string{". O . . .", "O X . . .", ". . . . .", ". . . . .", ". . . . ."}, "A5", false},
		{"middle one diagonal", []string{". . . . .", ". O O . .", ". O . O .", ". X O . .", ". . . . ."}, "C3", true},
		{"middle two diagonals", []string{". . . . .", ". O O X .", ". O . O .", ". X O . .", ". . . . ."}, "C3", false},
		{"open", []string{". . . . .", ". . O . .", ". O . . .", ". . O . .", ". . . . ."}, "C3", false},
		{"black neighbour", []string{". . . . .", ". . O . .", ". O . X .", ". . O . .", ". . . . ."}, "C3", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := diagram(t, c.rows...)
			p := vertexList(t, 5, c.vertex)[0]
			if got := trueEye(b, p, board.White); got != c.want {
				t.Errorf("trueEye(%s) = %v, want %v\n%s", c.vertex, got, c.want, b)
			}
		})
	}
}
