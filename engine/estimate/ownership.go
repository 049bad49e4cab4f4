package estimate

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/cgtgo/cgtgo/board"
)

// PlayoutOwnership runs up to n random playouts from b (toMove first;
// random legal moves that never fill an eye-like point, until both pass)
// and returns, for each point, the mean of its owner at the end: +1 for
// Black, -1 for White (the stone on it, or the only colour next to it),
// with the number of playouts run. The generator is seeded from the
// position (its hash and player to move), so the same position gives the
// same answer. It stops early when ctx ends.
func PlayoutOwnership(ctx context.Context, b *board.Board, n int) ([]float64, int) {
	start, pb, own := playoutBoards(b)
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

// MoveScores plays each move on b (c to play, then the opponent first in
// the playouts) and returns the mean area score of n playouts from the
// result (Black minus White: stones and the points only one colour
// touches, komi not included; an illegal move gets NaN). Every move is
// played out with the same random generator seed, so that the
// differences between the scores carry less of the playouts' noise. It
// stops early when ctx ends, returning the scores of the moves done.
func MoveScores(ctx context.Context, b *board.Board, c board.Color, moves []board.Point, n int) []float64 {
	return MoveScoresSeed(ctx, b, c, moves, n, 1)
}

// MoveScoresSeed is MoveScores with the generator's seed given (with the
// position's hash): playouts of another seed are independent of the
// first ones, so that a second round adds to a first.
func MoveScoresSeed(ctx context.Context, b *board.Board, c board.Color, moves []board.Point, n int, seed uint64) []float64 {
	start, pb, own := playoutBoards(b)
	out := make([]float64, 0, len(moves))
	col := int8(c)
	for _, m := range moves {
		if ctx.Err() != nil {
			break
		}
		pb.reset(start)
		x, y := m.XY(b.Size())
		p := pb.at(x, y)
		if m == board.Pass || pb.cells[p] != pEmpty || !pb.legal(p, col) {
			out = append(out, math.NaN())
			continue
		}
		pb.play(p, col)
		after := newPlayoutBoard(b)
		after.reset(pb)
		clear(own)
		rng := rand.New(rand.NewPCG(b.Hash(), seed))
		for i := 0; i < n; i++ {
			pb.reset(after)
			pb.playout(rng, 3-col, 3*b.NumPoints(), own)
		}
		sum := 0
		for _, v := range own {
			sum += int(v)
		}
		out = append(out, float64(sum)/float64(n))
	}
	return out
}

// playoutBoards returns the playout board of b's position (with its ko
// ban), a scratch board of the same size for the playouts, and the
// ownership counts.
func playoutBoards(b *board.Board) (start, scratch *playoutBoard, own []int32) {
	start = newPlayoutBoard(b)
	if kp := b.KoPoint(); kp != board.NoPoint {
		x, y := kp.XY(b.Size())
		start.ko = start.at(x, y)
	}
	return start, newPlayoutBoard(b), make([]int32, b.NumPoints())
}
