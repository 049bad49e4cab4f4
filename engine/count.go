package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
)

// Count implements api.Engine: the count of g as a finished game
// (final_score, final_status_list). It is strategy.CountPosition, the one
// count of the project: the life and death of every block
// (decompose.Judge), the dead blocks removed as prisoners, seki counted as
// the rules say, and what remains to be played (dame, teire, last kos)
// valued with the player to move. Result is board.Score of the position
// with those dead stones removed and those seki: the breakdown as it
// stands, before the dame are played.
//
// The count has the time limit of an analysis (analysisLimit: the longest
// thinking time of a move), less its headroom (workLimit), in stages: when
// the whole count does not finish in its share of the limit, the answer is
// an estimate made in the rest of it, with Estimate saying so; it is never
// an error for want of time.
func (e *Engine) Count(ctx context.Context, g api.Game) (*api.Count, error) {
	limit := analysisLimit(g.Settings)
	opt := strategy.CountOptions{Scoring: g.Settings.Scoring, Komi: g.Komi, ClusterNodes: e.countNodes}
	if limit == 0 {
		return e.countWith(ctx, g, opt)
	}
	start := e.clock.Now()
	work := workLimit(limit) // the rest is headroom for the reply
	fctx, cancel := e.clock.WithDeadline(ctx, start.Add(work-work/countReserve))
	c, err := e.countWith(fctx, g, opt)
	cut := fctx.Err() != nil
	cancel()
	switch {
	case ctx.Err() != nil:
		return nil, fmt.Errorf("count: %w", ctx.Err())
	case !cut:
		return c, err
	}
	// The count stopped at its share of the limit (a count that finished
	// just as the deadline passed may have judged blocks in a hurry too,
	// see decompose.Judge): an estimate in the rest of the limit.
	why := fmt.Sprintf("the count stopped at its time limit of %v", limit)
	ectx, cancel := e.clock.WithDeadline(ctx, start.Add(work))
	defer cancel()
	opt.Life.NodeBudget = -1 // no safety search: Benson's proofs and the reading
	opt.ClusterNodes = countEstimateNodes
	c, err = e.countWith(ectx, g, opt)
	if err == nil && ectx.Err() == nil {
		c.Estimate = why
		e.log.Warn().Dur("limit", limit).Msg("count: an estimate: life and death without the safety search, small searches of what remains")
		return c, nil
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("count: %w", ctx.Err())
	}
	// No time for that either: the count as it stands, no stone dead.
	r, margin := api.CountAsItStands(g.Board, g.Settings.Scoring, g.Komi)
	e.log.Warn().Dur("limit", limit).AnErr("estimate", err).Msg("count: an estimate: the count as it stands, no stone taken as dead")
	return &api.Count{Result: r, Margin: margin, Estimate: why + "; counted as it stands"}, nil
}

// countReserve sets the share of a count's time limit kept for its
// estimate: 1/countReserve of the limit (see Engine.Count).
const countReserve = 4

// countEstimateNodes is the node budget of each search of what remains to
// be played in the estimate of a count cut by its time limit
// (strategy.CountOptions.ClusterNodes; the count's own is
// strategy.DefaultClusterNodes).
const countEstimateNodes = 200

// countWith is strategy.CountPosition of g under opt, as an api.Count.
func (e *Engine) countWith(ctx context.Context, g api.Game, opt strategy.CountOptions) (*api.Count, error) {
	c, err := strategy.CountPosition(ctx, g.Board, opt)
	if err != nil {
		return nil, fmt.Errorf("count: %w", err)
	}
	dead := c.Dead()
	r, err := board.Score(g.Board, dead, g.Settings.Scoring, 0)
	if err != nil {
		return nil, err
	}
	return &api.Count{Dead: dead, Seki: c.Life.Stones(decompose.StatusSeki), Result: r, Margin: c.Margin}, nil
}

// deadStones are the stones the count judges dead (kgs-genmove_cleanup
// captures them).
func (e *Engine) deadStones(ctx context.Context, g api.Game) ([]board.Point, error) {
	life, err := decompose.Judge(ctx, g.Board, decompose.Options{})
	if err != nil {
		return nil, err
	}
	return life.Stones(decompose.StatusDead), nil
}
