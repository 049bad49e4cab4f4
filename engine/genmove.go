package engine

import (
	"context"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// GenMove implements api.Engine: the move of req.Color within the time
// Allot gives it on the engine's clock. The analysis (cgtMove) runs until
// that deadline; an error, an illegal answer or no answer in time gives
// the simple player's move, which has fallbackGrace more. A cleanup
// request replaces a pass by the capture of a dead opponent stone while
// one remains.
func (e *Engine) GenMove(ctx context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	start := e.clock.Now()
	mctx := ctx
	if allot := Allot(&g.Time, req.Color, g.Settings.MaxMoveTime, start); allot > 0 {
		var cancel context.CancelFunc
		mctx, cancel = e.clock.WithDeadline(ctx, start.Add(allot))
		defer cancel()
	}
	var reply api.MoveReply
	if req.Candidates {
		reply.Candidates = e.candidates(mctx, g, req.Color)
	}
	if len(req.Allowed) > 0 {
		reply.Move = e.restrictedMove(mctx, g, req.Color, req.Allowed)
		return reply, nil
	}
	p, err := e.choose(mctx, g, req.Color)
	if err != nil || (p != board.Pass && !g.Board.IsLegal(req.Color, p)) {
		e.log.Warn().Err(err).Str("move", p.Vertex(g.Board.Size())).Msg("no legal move from the analysis; using the simple player")
		p = e.fallbackMove(ctx, g, req.Color, nil)
	}
	if p == board.Pass && req.Cleanup {
		p = e.cleanupMove(ctx, g, req.Color)
	}
	reply.Move = p
	return reply, nil
}

// cgtMove is the engine's move choice: the analysis' recommended move
// (exact play on the sum, or Sentestrat when the sum is over budget or
// regions too big to search are estimated, see AnalyzePosition). Where
// the analysis finds nothing to search at all on a board that does not
// decompose (the opening) or fails, the simple player moves, kept out of
// the territory the decomposition found. Under area scoring a pass is
// replaced by the capture of an opponent stone the analysis takes as dead
// (the count as it stands then agrees with the analysis; the move costs
// nothing). It never returns an illegal move.
func (e *Engine) cgtMove(ctx context.Context, g api.Game, c board.Color) (board.Point, error) {
	a, err := e.analyzeGame(ctx, g, c, 0)
	if err == nil {
		switch {
		case a.Best.Pass && (a.Estimated == nil || len(a.Estimated.Areas) > 0 || a.Decomposition.Complete()):
			if g.Settings.Scoring == board.Area {
				return e.captureDead(g, c, a.deadStones()), nil
			}
			return board.Pass, nil
		case !a.Best.Pass && g.Board.IsLegal(c, a.Best.Move.Point):
			return a.Best.Move.Point, nil
		}
	}
	var settled []bool
	if err == nil {
		settled = settledPoints(a.Decomposition, g.Board.NumPoints())
	}
	return e.fallbackMove(ctx, g, c, settled), nil
}

// fallbackMove is the simple player's move, given fallbackGrace on the
// engine's clock from now even when ctx has ended: its best move so far
// when the grace runs out.
func (e *Engine) fallbackMove(ctx context.Context, g api.Game, c board.Color, settled []bool) board.Point {
	gctx, cancel := e.clock.WithDeadline(context.WithoutCancel(ctx), e.clock.Now().Add(fallbackGrace))
	defer cancel()
	return simpleFor(g, settled).move(gctx, c)
}

// settledPoints marks the points of d's territory regions (see
// simplePlayer.settled), so that the fallback does not fill its own
// territory or invade the opponent's when only some other region is too
// big to value.
func settledPoints(d *decompose.Decomposition, n int) []bool {
	if d == nil {
		return nil
	}
	settled := make([]bool, n)
	for _, r := range d.Regions {
		if r.Kind != decompose.Territory {
			continue
		}
		for _, p := range r.Points {
			if int(p) < n {
				settled[p] = true
			}
		}
	}
	return settled
}

// cleanupMove finds a move removing dead opponent stones
// (kgs-genmove_cleanup), or Pass: see captureDead.
func (e *Engine) cleanupMove(ctx context.Context, g api.Game, c board.Color) board.Point {
	dead, err := e.dead(ctx, g)
	if err != nil {
		return board.Pass
	}
	return e.captureDead(g, c, dead)
}

// captureDead is a legal move of c on a liberty of one of the dead
// opponent stones given that does not leave its own block in atari,
// unless it captures; Pass when there is none.
func (e *Engine) captureDead(g api.Game, c board.Color, dead []board.Point) board.Point {
	b := g.Board.Copy()
	for _, d := range dead {
		if b.At(d) != c.Opponent() {
			continue
		}
		_, libs := b.Chain(d)
		for _, l := range libs {
			if b.Play(c, l) != nil {
				continue
			}
			safe := b.Liberties(l) >= 2 || b.At(d) == board.Empty
			_ = b.Undo()
			if safe {
				return l
			}
		}
	}
	return board.Pass
}

// restrictedMove is restricted_genmove's choice: the best-ranked candidate
// of the analysis among the allowed points, or a pass when none of them is
// a candidate (none is worth playing).
func (e *Engine) restrictedMove(ctx context.Context, g api.Game, c board.Color, allowed []board.Point) board.Point {
	for _, cand := range e.candidates(ctx, g, c) {
		if slices.Contains(allowed, cand.Move) && g.Board.IsLegal(c, cand.Move) {
			return cand.Move
		}
	}
	return board.Pass
}
