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

// eyePositions draws n distinct ko-free 13x13 positions of
// wholeboard.RandomEyes (mostly one-point eyes of both colours and a few
// small fights) with minEmpty to maxEmpty contested empty points: the
// positions of issue 8 of 20 to 30 empty points on which whole-board
// alpha-beta still finishes. The draws cycle through three mixes: one
// fight among all the eyes (some dame points), two fights with a fifth of
// the eyes filled, three fights with nearly a third filled.
func eyePositions(seed int64, n, minEmpty, maxEmpty int) []*wholeboard.Position {
	mixes := []struct{ fights, fillPercent, damePercent int }{{1, 0, 10}, {2, 20, 0}, {3, 30, 0}}
	rng := rand.New(rand.NewSource(seed))
	seen := map[string]bool{}
	var out []*wholeboard.Position
	for i := 0; len(out) < n; i++ {
		m := mixes[i%len(mixes)]
		pos, ok := wholeboard.RandomEyes(rng, 13, m.fights, m.fillPercent, m.damePercent)
		if !ok {
			continue
		}
		if _, empty := pos.Contested(); empty < minEmpty || empty > maxEmpty || seen[pos.Board.String()] || !koFree(pos) {
			continue
		}
		seen[pos.Board.String()] = true
		out = append(out, pos)
	}
	return out
}
