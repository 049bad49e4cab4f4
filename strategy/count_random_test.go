package strategy

import (
	"context"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestCountRandomPositions: on positions of random play stopped late on
// 7x7 to 9x9 boards (legal by construction), the count answers without
// error under both scorings, and Black moving first never gets less than
// White moving first (the left stop of a short game is at least its right
// stop: ONAG ch. 9), whatever the clusters and their couplings.
func TestCountRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewSource(37))
	n := testenv.RaceCount(60, 12)
	for i := 0; i < n; i++ {
		size := 7 + rng.Intn(3)
		b, err := board.New(size, board.Rules{Ko: board.KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		empties := size * size / (3 + rng.Intn(3))
		c := board.Black
		for tries := 0; tries < 4*size*size && emptyPoints(b) > empties; tries++ {
			p := board.Point(rng.Intn(b.NumPoints()))
			b.SetToMove(c)
			if b.At(p) == board.Empty && b.TryPlay(c, p) {
				c = c.Opponent()
			}
		}
		b.SetToMove(c)
		for _, sc := range []board.Scoring{board.Territory, board.Area} {
			cnt, err := CountPosition(context.Background(), b, CountOptions{Scoring: sc, ClusterNodes: 500})
			if err != nil {
				t.Fatalf("position %d, %v: %v\n%s", i, sc, err, b)
			}
			if cnt.BlackFirst.Cmp(cnt.WhiteFirst) < 0 {
				t.Errorf("position %d, %v: Black first %s < White first %s (notes %v)\n%s", i, sc, cnt.BlackFirst, cnt.WhiteFirst, cnt.Notes, b)
			}
		}
	}
}

// emptyPoints counts the empty points of b.
func emptyPoints(b *board.Board) int {
	n := 0
	for p := 0; p < b.NumPoints(); p++ {
		if b.At(board.Point(p)) == board.Empty {
			n++
		}
	}
	return n
}
