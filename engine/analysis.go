package engine

import (
	"context"
	"errors"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/engine/estimate"
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
	// Estimated holds the boundary estimate of the regions too big to
	// search, when the board does not decompose completely (nil
	// otherwise); the recommended move and the predictions then come from
	// it.
	Estimated *Estimated
}

// AnalyzePosition is the one entry point of a position analysis, used by
// the GTP engine and by cgtgo analyze: it decomposes b, values every region
// (through the engine's region cache unless opt.Cache is set), chooses a
// move for the player to move (strategy.AnalyzePosition) and, for pv > 0,
// plays the recommended move forward on a copy, re-analysing after each
// move, while every choice is exact, for at most pv moves. When regions
// are too big to search, they are estimated (estimateRest: the boundary
// estimate of package estimate), the move is chosen among the valued
// regions and the estimate's areas, and there is no variation. It stops
// when ctx ends, returning the context's error (a variation cancelled by
// new input, as GTP analysis commands are, stops quietly there). b is not
// changed.
func (e *Engine) AnalyzePosition(ctx context.Context, b *board.Board, opt strategy.Options, pv int) (*Analysis, error) {
	if opt.Cache == nil {
		opt.Cache = e.cache
	}
	opt.SkipTooBig = true
	pa, err := strategy.AnalyzePosition(ctx, b, opt)
	if err != nil {
		return nil, err
	}
	a := &Analysis{PositionAnalysis: pa}
	if !pa.Decomposition.Complete() {
		if err := e.estimateRest(ctx, a, nil, tooBigPoints(pa.Decomposition, b.NumPoints())); err != nil {
			return nil, err
		}
		return a, nil
	}
	if assumes(pa.Decomposition) {
		// The decomposition rests on assumptions: check them by playouts,
		// and estimate the position when they contradict one.
		life := estimate.Judge(ctx, b, pa.Decomposition, estimate.DefaultPlayouts)
		if len(life.Doubtful) > 0 && ctx.Err() == nil {
			if err := e.estimateRest(ctx, a, life, doubtfulPoints(pa.Decomposition, b, life.Doubtful)); err != nil {
				return nil, err
			}
			return a, nil
		}
	}
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

// deadStones are the stones the analysis takes as dead: the
// decomposition's, and those the estimate judged dead.
func (a *Analysis) deadStones() []board.Point {
	dead := append([]board.Point(nil), a.Decomposition.Dead...)
	if a.Estimated != nil {
		for p, st := range a.Estimated.Life.Status {
			if st == estimate.Dead && a.Estimated.Life.How[p] == estimate.Judged {
				dead = append(dead, board.Point(p))
			}
		}
	}
	return dead
}

// assumes reports whether d rests on assumptions: blocks assumed safe or
// stones assumed dead.
func assumes(d *decompose.Decomposition) bool {
	if len(d.Dead) > 0 {
		return true
	}
	for _, s := range d.Safe {
		if s.Reason != decompose.ReasonBenson && s.Reason != decompose.ReasonSearch {
			return true
		}
	}
	return false
}

// tooBigPoints marks the points of d's regions too big to search.
func tooBigPoints(d *decompose.Decomposition, n int) []bool {
	in := make([]bool, n)
	for _, r := range d.Regions {
		if r.Kind == decompose.TooBig {
			for _, p := range r.Points {
				in[p] = true
			}
		}
	}
	return in
}

// doubtfulPoints marks the points in play when the playouts contradict
// the decomposition about the blocks of doubtful: every region but the
// territories, and the territories those blocks border or lie in.
func doubtfulPoints(d *decompose.Decomposition, b *board.Board, doubtful []board.Point) []bool {
	in := make([]bool, b.NumPoints())
	touched := map[int]bool{}
	for _, s := range doubtful {
		stones, libs := b.Chain(s)
		for _, p := range append(stones, libs...) {
			if r := d.RegionAt(p); r >= 0 {
				touched[r] = true
			}
			for _, q := range b.Neighbours(p) {
				if r := d.RegionAt(q); r >= 0 {
					touched[r] = true
				}
			}
		}
	}
	for _, r := range d.Regions {
		if r.Kind == decompose.Territory && !touched[r.ID] {
			continue
		}
		for _, p := range r.Points {
			in[p] = true
		}
	}
	return in
}
