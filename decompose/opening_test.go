package decompose

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
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

// TestJudgeOpenInvaders (issue 23): after move 16 of
// pro9/Minigo-950819.sgf Black's centre group stands in an area that is
// most of the board and too big to read; the game went on and the group
// lived. Judge must not call any of its stones dead (they were once "dead
// (assumed)", and the count said W+86 1/2).
func TestJudgeOpenInvaders(t *testing.T) {
	file := filepath.Join(proDataDir, "pro9", "Minigo-950819.sgf")
	roots, err := sgf.ParseFile(file)
	if err != nil {
		t.Skipf("the shared record is absent: %v", err)
	}
	rules, _ := board.RulesOf(roots[0])
	b, err := board.FromSGF(roots[0], 16, rules)
	if err != nil {
		t.Fatal(err)
	}
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, bl := range life.Blocks {
		if bl.Color == board.Black && bl.Status == StatusDead {
			t.Errorf("black block at %s called %s on an open board\n%s", bl.Stones[0].Vertex(b.Size()), bl.Verdict, b)
		}
	}
}
