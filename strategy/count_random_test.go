package strategy

import (
	"context"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestCountRandomPositions: on positions of random play stopped late on
// 7x7 to 9x9 boards (wholeboard.LatePosition), the count answers without
// error under both scorings, and Black moving first never gets less than
// White moving first (the left stop of a short game is at least its right
// stop: ONAG ch. 9), whatever the clusters and their couplings.
func TestCountRandomPositions(t *testing.T) {
	rng := rand.New(rand.NewSource(37))
	n := testenv.RaceCount(60, 12)
	counted := 0
	for i := 0; counted < n; i++ {
		if i > 10*n {
			t.Fatalf("only %d late positions in %d draws", counted, i)
		}
		b, ok := wholeboard.LatePosition(rng, 7+rng.Intn(3), 10+rng.Intn(10), board.Rules{Ko: board.KoSimple})
		if !ok {
			continue
		}
		counted++
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
