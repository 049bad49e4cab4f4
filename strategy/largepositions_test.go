package strategy

import (
	"context"
	"math/rand"

	"github.com/cgtgo/cgtgo/internal/wholeboard"
	"github.com/cgtgo/cgtgo/valuation"
)

// koFree reports whether every region of pos has an exact short value
// under territory scoring (no ko, within the default budget).
func koFree(pos *wholeboard.Position) bool {
	for _, r := range pos.Regions() {
		if _, err := valuation.RegionGame(context.Background(), pos.Board, r, valuation.Options{}); err != nil {
			return false
		}
	}
	return true
}

// roomPositions draws n ko-free 9x9 positions whose middle rows are split
// into rooms (wholeboard.RandomRooms), with minEmpty to maxEmpty empty
// points between the fortresses: the positions of issue 8 on which
// decomposition search is compared with whole-board alpha-beta.
func roomPositions(seed int64, n, minEmpty, maxEmpty int) []*wholeboard.Position {
	rng := rand.New(rand.NewSource(seed))
	var out []*wholeboard.Position
	for len(out) < n {
		pos, ok := wholeboard.RandomRooms(rng, 9, 3, 18)
		if !ok {
			continue
		}
		if _, empty := pos.Contested(); empty < minEmpty || empty > maxEmpty || !koFree(pos) {
			continue
		}
		out = append(out, pos)
	}
	return out
}
