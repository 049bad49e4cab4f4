package valuation

import (
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestLocalBoardMatchesBoard plays random local moves on the local board of
// random regions and on package board (which shares nothing with it) and
// checks after each move that both hold the same stones, agree on legality
// and captures, and that the local hash identifies the position.
func TestLocalBoardMatchesBoard(t *testing.T) {
	rng := rand.New(rand.NewSource(24))
	checked := 0
	for checked < 300 {
		pos, ok := wholeboard.Random(rng, 5, 7, 30)
		if !ok {
			continue
		}
		for _, r := range pos.Regions() {
			b := pos.Board.Copy()
			b.SetRules(board.Rules{Ko: board.KoSimple})
			lb, err := newLboard(b, r)
			if err != nil {
				t.Fatal(err)
			}
			hashes := map[uint64]string{}
			for step := 0; step < 40; step++ {
				i := rng.Intn(len(r))
				c := board.Black
				if rng.Intn(2) == 1 {
					c = board.White
				}
				b.ClearKoBan()
				before := b.Captures(c)
				berr := b.Play(c, r[i])
				rec, lok := lb.play(c, i, nil)
				if (berr == nil) != lok {
					t.Fatalf("move %s %s: board says %v, local board legal=%v\n%s", c, r[i].Vertex(b.Size()), berr, lok, b)
				}
				if berr != nil {
					continue
				}
				if got := b.Captures(c) - before; got != rec.captured {
					t.Fatalf("captures %d, local board %d\n%s", got, rec.captured, b)
				}
				key := ""
				for j, p := range r {
					if lb.color(j) != b.At(p) {
						t.Fatalf("point %s: board %v, local board %v\n%s", p.Vertex(b.Size()), b.At(p), lb.color(j), b)
					}
					key += b.At(p).String()
				}
				if prev, ok := hashes[lb.hash]; ok && prev != key {
					t.Fatalf("hash collision")
				}
				hashes[lb.hash] = key
				if rng.Intn(4) == 0 {
					_ = b.Undo()
					lb.pop()
				}
			}
			checked++
		}
	}
}
