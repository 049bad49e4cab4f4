package engine

import (
	"context"
	"errors"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
)

// Analysis is a position analysis (strategy.PositionAnalysis: regions,
// values, predicted results, recommended move) with its principal
// variation.
type Analysis struct {
	*strategy.PositionAnalysis
	// PV is the principal variation: the recommended moves played forward
	// while the analysis stays exact.
	PV []board.Move
}

// AnalyzePosition is the one entry point of a position analysis, used by
// the GTP engine and by cgtgo analyze: it decomposes b, values every region
// (through the engine's region cache unless opt.Cache is set), chooses a
// move for the player to move (strategy.AnalyzePosition) and, for pv > 0,
// plays the recommended move forward on a copy, re-analysing after each
// move, while every choice is exact, for at most pv moves. It stops when
// ctx ends, returning the context's error (a variation cancelled by new
// input, as GTP analysis commands are, stops quietly there). b is not
// changed.
func (e *Engine) AnalyzePosition(ctx context.Context, b *board.Board, opt strategy.Options, pv int) (*Analysis, error) {
	if opt.Cache == nil {
		opt.Cache = e.cache
	}
	pa, err := strategy.AnalyzePosition(ctx, b, opt)
	if err != nil {
		return nil, err
	}
	a := &Analysis{PositionAnalysis: pa}
	cur := pa
	line := b.Copy()
	for len(a.PV) < pv && cur.Exact && cur.Best.Exact && !cur.Best.Pass {
		m := board.Move{Color: cur.Best.Move.Color, Point: cur.Best.Move.Point}
		if err := line.Play(m.Color, m.Point); err != nil {
			break
		}
		a.PV = append(a.PV, m)
		if len(a.PV) == pv {
			break
		}
		next, err := strategy.AnalyzePosition(ctx, line, opt)
		if errors.Is(err, context.DeadlineExceeded) {
			// A variation cut by the clock would depend on the
			// machine's speed: the deadline is an error.
			return nil, err
		}
		if err != nil {
			break
		}
		cur = next
	}
	return a, nil
}

// gameOptions translates a driver's game for package strategy: the node
// budget of each region's search is the game's (api.Settings.Nodes, which
// GenMove sets from the allotment when the user did not), else
// regionNodes; the strategy that recommends the move is the game's
// (api.Settings.Strategy, exact when unset).
func gameOptions(g api.Game) strategy.Options {
	k, _ := g.Komi.Mul(cgt.RationalFromInt(2)).Floor().Int64()
	s, err := strategy.ParseStrategy(g.Settings.StrategyName())
	if err != nil {
		s = strategy.StrategyExact // api.Settings.Set accepts only valid names
	}
	return strategy.Options{
		Scoring:     g.Settings.Scoring,
		KomiHalf:    int(k),
		Decompose:   decompose.Options{AssumeSafeLiberties: g.Settings.Safety.AssumeSafeLiberties},
		RegionNodes: moveNodes(g.Settings, 0),
		Strategy:    s,
	}
}

// analyzeGame analyses g with c to move.
func (e *Engine) analyzeGame(ctx context.Context, g api.Game, c board.Color, pv int) (*Analysis, error) {
	return e.analyzeWith(ctx, g, c, gameOptions(g), pv)
}

// analyzeWith analyses g with c to move under opt.
func (e *Engine) analyzeWith(ctx context.Context, g api.Game, c board.Color, opt strategy.Options, pv int) (*Analysis, error) {
	b := g.Board.Copy()
	b.SetToMove(c)
	return e.AnalyzePosition(ctx, b, opt, pv)
}
