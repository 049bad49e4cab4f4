package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestOpeningDoesNotDecompose: with the AssumeSafe rule on, a few stones on
// an open board are not assumed alive with the open board as their eye
// (nothing is assumed while fewer than an eighth of the points hold
// stones), so the opening never counts as decomposed.
func TestOpeningDoesNotDecompose(t *testing.T) {
	for _, size := range []int{9, 19} {
		b, err := board.New(size, board.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range []string{"E5", "C3", "G7"} {
			if size == 19 {
				v = []string{"D4", "Q16", "Q4"}[i]
			}
			p, err := board.ParseVertex(v, size)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Play(b.ToMove(), p); err != nil {
				t.Fatal(err)
			}
			d, err := Decompose(context.Background(), b, Options{AssumeSafeLiberties: 2})
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Safe) != 0 || d.Complete() {
				t.Errorf("%dx%d after %d moves: %d safe blocks, complete %v; want none, false", size, size, i+1, len(d.Safe), d.Complete())
			}
		}
	}
}
