package decompose

import (
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestBensonNeverCaptured checks the defining property of pass-alive
// blocks by brute force: on random positions, the opponent plays random
// legal moves while the owner always passes, and no stone of a block that
// Benson's algorithm called pass-alive is ever captured.
func TestBensonNeverCaptured(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	games, checked := 400, 0
	if testing.Short() {
		games = 100
	}
	for g := 0; g < games; g++ {
		data := make([]byte, 40+r.Intn(120))
		r.Read(data)
		b, _ := boardFromBytes(data)
		for _, c := range []board.Color{board.Black, board.White} {
			res, err := Benson(b, c)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Alive) == 0 {
				continue
			}
			checked++
			for trial := 0; trial < 5; trial++ {
				lb := b.Copy()
				lb.SetRules(board.Rules{Ko: board.KoSimple})
				for step := 0; step < 80; step++ {
					moves := lb.LegalMoves(c.Opponent())
					if len(moves) == 0 {
						break
					}
					if err := lb.Play(c.Opponent(), moves[r.Intn(len(moves))]); err != nil {
						t.Fatal(err)
					}
					_ = lb.Play(c, board.Pass)
				}
				for _, blk := range res.Alive {
					for _, p := range blk {
						if lb.At(p) != c {
							t.Fatalf("pass-alive stone %s was captured\nstart:\n%s\nend:\n%s", p.Vertex(b.Size()), b, lb)
						}
					}
				}
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d positions with pass-alive blocks: the test checks too little", checked)
	}
	t.Logf("%d colour-positions with pass-alive blocks checked", checked)
}
