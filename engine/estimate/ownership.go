package estimate

import (
	"context"
	"math/rand/v2"

	"github.com/cgtgo/cgtgo/board"
)

// playoutOwnership runs up to n random playouts from b (toMove first;
// random legal moves that never fill an eye-like point, until both pass)
// and returns, for each point, the mean of its owner at the end: +1 for
// Black, -1 for White (the stone on it, or the only colour next to it),
// with the number of playouts run. The generator is seeded from the
// position (its hash and player to move), so the same position gives the
// same answer. It stops early when ctx ends.
func playoutOwnership(ctx context.Context, b *board.Board, n int) ([]float64, int) {
	start := newPlayoutBoard(b)
	if kp := b.KoPoint(); kp != board.NoPoint {
		x, y := kp.XY(b.Size())
		start.ko = start.at(x, y)
	}
	pb := newPlayoutBoard(b)
	own := make([]int32, b.NumPoints())
	rng := rand.New(rand.NewPCG(b.Hash(), uint64(b.ToMove())))
	maxMoves := 3 * b.NumPoints()
	done := 0
	for ; done < n; done++ {
		if done%16 == 0 && ctx.Err() != nil {
			break
		}
		pb.reset(start)
		pb.playout(rng, int8(b.ToMove()), maxMoves, own)
	}
	out := make([]float64, len(own))
	if done == 0 {
		return out, 0
	}
	for p, v := range own {
		out[p] = float64(v) / float64(done)
	}
	return out, done
}
