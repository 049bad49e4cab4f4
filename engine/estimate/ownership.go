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
	own, _, done := playoutStats(ctx, b, n, false)
	return own, done
}

// swingSamples is the number of playouts in which each colour must have
// played first on a point for its swing (see playoutStats) to be given.
const swingSamples = 16

// playoutStats runs the playouts of PlayoutOwnership and returns the mean
// ownership and the number of playouts run; with swings, it also returns
// each point's swing: the mean score (Black minus White) of the playouts
// in which Black played first on the point minus that of the playouts in
// which White did ("all moves as first", Brügmann 1993; Coulom's
// criticality), NaN for an occupied point or one that either colour
// played first on in fewer than swingSamples playouts. A large swing is a
// point both sides want: whoever plays there first saves or kills what
// the playouts see hang on it.
func playoutStats(ctx context.Context, b *board.Board, n int, swings bool) (own, swing []float64, done int) {
	start, pb, counts := playoutBoards(b)
	rng := rand.New(rand.NewPCG(b.Hash(), uint64(b.ToMove())))
	maxMoves := 3 * b.NumPoints()
	size := b.Size()
	var first []int8
	var sum [2][]float64
	var cnt [2][]int
	if swings {
		first = make([]int8, len(pb.cells))
		for k := range sum {
			sum[k], cnt[k] = make([]float64, b.NumPoints()), make([]int, b.NumPoints())
		}
	}
	for ; done < n; done++ {
		if done%16 == 0 && ctx.Err() != nil {
			break
		}
		pb.reset(start)
		score := pb.playout(rng, int8(b.ToMove()), maxMoves, counts, first)
		if !swings {
			continue
		}
		for p := 0; p < b.NumPoints(); p++ {
			x, y := board.Point(p).XY(size)
			i := pb.at(x, y)
			if c := first[i]; c != 0 {
				sum[c-1][p] += float64(score)
				cnt[c-1][p]++
				first[i] = 0
			}
		}
	}
	own = make([]float64, len(counts))
	if done == 0 {
		return own, nil, 0
	}
	for p, v := range counts {
		own[p] = float64(v) / float64(done)
	}
	if swings {
		swing = make([]float64, b.NumPoints())
		for p := range swing {
			swing[p] = math.NaN()
			if b.At(board.Point(p)) == board.Empty && cnt[0][p] >= swingSamples && cnt[1][p] >= swingSamples {
				swing[p] = sum[0][p]/float64(cnt[0][p]) - sum[1][p]/float64(cnt[1][p])
			}
		}
	}
	return own, swing, done
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
			pb.playout(rng, 3-col, 3*b.NumPoints(), own, nil)
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
