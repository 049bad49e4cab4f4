package bench

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// analyseEndgame fills the endgame analysis of a record (ProOptions.Endgame):
// the first move of the final run of positions that decompose completely
// (decompose.Decomposition.Complete, with stones of two-eyed blocks with 2
// liberties assumed safe), the optimal result from there with the real
// player to move, komi and rules of the record (strategy.AnalyzePosition)
// and each side's losses after it (strategy.Review).
func analyseEndgame(ctx context.Context, g *ProGame, rec *proRecord) {
	komiHalf, _ := rec.komi.Mul(cgt.RationalFromInt(2)).Floor().Int64()
	dopt := decompose.Options{AssumeSafeLiberties: 2}
	sopt := strategy.Options{Scoring: rec.scoring, KomiHalf: int(komiHalf), Decompose: dopt, Cache: strategy.NewRegionCache(0)}
	moves := rec.final.Moves()
	first := -1
	for n := len(moves); n >= 0; n-- {
		if ctx.Err() != nil {
			g.Error = fmt.Sprintf("%s: budget ran out while decomposing: %v", g.File, ctx.Err())
			return
		}
		b, err := board.FromSGF(rec.root, n, rec.rules)
		if err != nil {
			g.Error = fmt.Sprintf("%s: %v", g.File, err)
			return
		}
		d, err := decompose.Decompose(ctx, b, dopt)
		if err != nil || !d.Complete() {
			break
		}
		first = n
	}
	if first < 0 {
		return
	}
	g.Decomposable, g.FirstMove = true, first
	start, err := board.FromSGF(rec.root, first, rec.rules)
	if err != nil {
		g.Error = fmt.Sprintf("%s: %v", g.File, err)
		return
	}
	pa, err := strategy.AnalyzePosition(ctx, start.Copy(), sopt)
	if err != nil {
		g.Error = fmt.Sprintf("%s: analysis after move %d: %v", g.File, first, err)
		return
	}
	pred := pa.BlackFirst
	if start.ToMove() == board.White {
		pred = pa.WhiteFirst
	}
	g.Predicted, g.PredictedExact = pred.MixedString(), pa.Exact
	if g.ByPoints {
		g.endgameDiff, g.hasEndgameDiff = pred.Sub(rec.actual), true
		g.Diff = g.endgameDiff.MixedString()
		g.Reversed = pred.Sign()*rec.actual.Sign() < 0
	}
	rev, err := strategy.Review(ctx, start, moves[first:], sopt)
	if err != nil {
		g.Error = fmt.Sprintf("%s: review after move %d: %v", g.File, first, err)
		return
	}
	g.LostBlack, g.LostWhite = rev.LostBlack.MixedString(), rev.LostWhite.MixedString()
}
