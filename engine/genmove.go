package engine

import (
	"context"
	"slices"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/rs/zerolog"
)

// GenMove implements api.Engine: the move of req.Color within the time
// Allot gives it on the engine's clock. The work of the move is bounded by
// nodes (moveNodes: the user's budget, or a level chosen from the
// allotment), so that the move does not depend on the machine's speed or
// load; the deadline of the allotment only stops an analysis that has
// not finished, and the move is then the best of what finished (see
// cgtMove). An error or an illegal answer of the move choice gives the
// simple player's move. A cleanup request replaces a pass by the capture
// of a dead opponent stone while one remains.
func (e *Engine) GenMove(ctx context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	start := e.clock.Now()
	allot := Allot(&g.Time, req.Color, g.Settings.MaxMoveTime, start)
	mctx := ctx
	if allot > 0 {
		// The search stops before the allotment ends (SearchDeadline),
		// and every stage, even those that go on after that deadline on
		// purpose, ends by the last moment: the allotment's end.
		deadline := SearchDeadline(allot)
		ctx = withLastMoment(ctx, start.Add(allot))
		var cancel context.CancelFunc
		mctx, cancel = e.clock.WithDeadline(ctx, start.Add(deadline))
		defer cancel()
	}
	g.Settings.Nodes = int64(moveNodes(g.Settings, allot))
	var reply api.MoveReply
	if req.Candidates {
		reply.Candidates = e.candidates(mctx, g, req.Color)
	}
	if len(req.Allowed) > 0 {
		reply.Move = e.restrictedMove(mctx, g, req.Color, req.Allowed)
		return reply, nil
	}
	var p board.Point
	var err error
	if allot > 0 && allot <= MinThink {
		// The clock gives no time: the simple player's move, at once.
		var log *zerolog.Event
		p, _, log = e.simpleStage(ctx, g, req.Color)
		log.Msg("genmove: no time on the clock: the simple player's move")
	} else {
		// The move choice gets its own copy of the game: a search cut by
		// the deadline may leave moves played on the board it was given,
		// and the move must be checked on the game as it is.
		work := g
		work.Board = g.Board.Copy()
		p, err = e.choose(mctx, work, req.Color)
	}
	if err != nil || (p != board.Pass && !g.Board.IsLegal(req.Color, p)) {
		e.log.Warn().Err(err).Str("move", p.Vertex(g.Board.Size())).Msg("no legal move from the analysis; using the simple player")
		p = e.fallbackMove(ctx, g, req.Color, nil)
	}
	if p == board.Pass && req.Cleanup {
		p = e.cleanupMove(ctx, g, req.Color)
	}
	if p != board.Pass && !g.Board.IsLegal(req.Color, p) {
		// The last line: never an illegal move, whatever stage chose it.
		e.log.Error().Str("move", p.Vertex(g.Board.Size())).Str("ko_ban", g.Board.Rules().Ko.String()).Msg("genmove: the move chosen is illegal on the game; passing")
		p = board.Pass
	}
	if took := e.clock.Now().Sub(start); allot > 0 && took > allot+lateReply {
		e.log.Warn().Dur("took", took).Dur("allotment", allot).Str("move", p.Vertex(g.Board.Size())).Msg("genmove answered late")
	}
	reply.Move = p
	return reply, nil
}

// lateReply is how late after its allotment a genmove is logged as late.
const lateReply = 50 * time.Millisecond

// cgtMove is the engine's move choice, in stages that each finish or not,
// the move being the best of what finished when ctx's deadline passes:
//
//  1. the decomposition and the simple player's move, kept out of the
//     territory the decomposition found (simpleStage): bounded by nodes,
//     not cut by the allotment's deadline (a few milliseconds on 19x19),
//     only by the move's last moment (the allotment's end), and
//     never a pass while a move remains; it is the whole move when the
//     clock gives no time (an allotment of MinThink);
//  3. when the board decomposes completely, the analysis' best move
//     (exact play on the sum, Sentestrat when the sum is over budget or
//     its deadline passes, see strategy.AnalyzePosition), with the node
//     budget of the game's settings. It passes when the analysis of the
//     whole board says every move loses, but not on an estimate while a
//     region valued by an estimate is open (estimatedMove). When the
//     analysis does not finish and the simple player would pass, a quick
//     analysis (minNodes, whatever the allotment's deadline, within the
//     time limit of an analysis and the move's last moment) decides
//     instead.
//
// When the board does not decompose completely (or the playouts
// contradict an assumption of the decomposition), the analysis is the
// boundary estimate (AnalyzePosition, package estimate) and its move is
// played; where it finds nothing to search (the opening) the simple
// player's. Under area scoring its pass becomes the capture of an
// opponent stone it takes as dead, if any (the count as it stands then
// agrees with it; the move costs nothing). It never returns an illegal
// move.
func (e *Engine) cgtMove(ctx context.Context, g api.Game, c board.Color) (board.Point, error) {
	simple, d, log := e.simpleStage(ctx, g, c)
	if d == nil {
		log.Msg("genmove: the simple player's move (no decomposition)")
		return simple, nil
	}
	if ctx.Err() != nil && simple != board.Pass {
		// The first stage took the whole allotment (a very busy machine):
		// no analysis could finish, and the reply must leave now.
		log.Msg("genmove: no time left after the simple player's move")
		return simple, nil
	}
	opt := gameOptions(g)
	opt.SentestratOnDeadline = true
	opt.Game = e.game.Load() // genmove's moves are the game's: the strategy remembers them
	analysed := e.clock.Now()
	a, err := e.analyzeWith(ctx, g, c, opt, 0)
	log = log.Dur("analysis", e.clock.Now().Sub(analysed)).Int("nodes", opt.RegionNodes)
	if err != nil && simple == board.Pass {
		// The simple player finds nothing to play (every move left is a
		// self-atari, say) but regions are still in play: a pass could
		// give away what they are worth. A quick analysis bounded by
		// nodes, whatever the allotment's deadline, says which move
		// gains; the time limit of an analysis (analysisLimit) stops it
		// still, where exact values are games too large to subtract, and
		// so does the move's last moment (the allotment's end).
		log = log.AnErr("cut", err)
		opt.RegionNodes = minNodes
		qctx, cancel := e.beyondDeadline(ctx, analysisLimit(g.Settings))
		a, err = e.analyzeWith(qctx, g, c, opt, 0)
		cancel()
	}
	switch {
	case err != nil:
		log.Err(err).Msg("genmove: the analysis did not finish; the simple player's move")
	case a.Estimated != nil && a.Best.Pass && len(a.Estimated.Areas) == 0 && a.Estimated.Complete && simple != board.Pass:
		log.Msg("genmove: the estimate finds nothing to search; the simple player's move")
	case a.Estimated != nil && a.Best.Pass:
		// The boundary estimate finds nothing worth a move (or was cut
		// short by the deadline). The regions' own depth-limited
		// valuation may still see one (no pass while a region valued by
		// an estimate is open, see estimatedMove); else the simple
		// player's move when the estimate had nothing to search, else
		// under area scoring the capture of a dead stone, else a pass.
		if p, ok := e.regionEstimateMove(ctx, g, c, opt); ok {
			log.Str("move", p.Vertex(g.Board.Size())).Msg("genmove: the estimate passes; the regions' valuation moves")
			return p, nil
		}
		if len(a.Estimated.Areas) == 0 && simple != board.Pass {
			log.Msg("genmove: the estimate finds nothing to search; the simple player's move")
			return simple, nil
		}
		p := board.Pass
		if g.Settings.Scoring == board.Area {
			p = e.captureDead(g, c, a.deadStones())
		}
		log.Str("move", p.Vertex(g.Board.Size())).Msg("genmove: the estimate finds nothing worth a move")
		return p, nil
	case a.Best.Pass && a.Exact:
		log.Msg("genmove: the exact analysis passes")
		return board.Pass, nil
	case a.Best.Pass:
		// An estimate that finds nothing worth a move is no reason to
		// pass while a region valued by an estimate is still open.
		p, ok := estimatedMove(a, g.Board, c)
		log.Bool("estimated_move", ok).Msg("genmove: the estimated analysis passes")
		if ok {
			return p, nil
		}
		return board.Pass, nil
	case g.Board.IsLegal(c, a.Best.Move.Point):
		log.Str("reason", a.Best.Reason).Msg("genmove: the analysis' move")
		return a.Best.Move.Point, nil
	default:
		log.Msg("genmove: the analysis' move is illegal; the simple player's move")
	}
	return simple, nil
}

// simpleStage is the first stages of a move: the decomposition (nil when
// it fails) and the simple player's move kept out of the territory it
// found. Both are bounded by nodes and run whatever ctx's deadline, so
// that they do not depend on the machine's speed (a few milliseconds on
// 19x19), but not past the move's last moment (withLastMoment: the
// allotment's end), so that the reply is never later than the
// allotment plus lateReply: on a machine so busy that they reach it, the
// decomposition is dropped and the simple player's move is the best it
// ranked, never a pass while a move remains. The debug event returned
// holds their durations.
func (e *Engine) simpleStage(ctx context.Context, g api.Game, c board.Color) (board.Point, *decompose.Decomposition, *zerolog.Event) {
	start := e.clock.Now()
	full, cancel := e.beyondDeadline(ctx, 0)
	defer cancel()
	d, err := decompose.Decompose(full, g.Board, gameOptions(g).Decompose)
	var settled []bool
	if err == nil {
		settled = settledPoints(d, g.Board.NumPoints())
	} else {
		d = nil
	}
	decomposed := e.clock.Now()
	simple := simpleFor(g, settled).move(full, c)
	log := e.log.Debug().Err(err).Dur("decompose", decomposed.Sub(start)).Dur("simple", e.clock.Now().Sub(decomposed))
	return simple, d, log
}

// fallbackMove is the simple player's move, given fallbackGrace on the
// engine's clock from now even when ctx has ended: its best move so far
// when the grace runs out.
func (e *Engine) fallbackMove(ctx context.Context, g api.Game, c board.Color, settled []bool) board.Point {
	gctx, cancel := e.beyondDeadline(ctx, fallbackGrace)
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
	dctx, cancel := e.beyondDeadline(ctx, 0)
	defer cancel()
	dead, err := e.dead(dctx, g)
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

// regionEstimateMove is the move of the analysis that values every
// region, those too big to search by valuation's depth-limited estimate
// (strategy.AnalyzePosition without the boundary estimate): its
// recommended move, or estimatedMove's; ok is false when it passes too
// or fails. When ctx ends first, a quick analysis bounded by minNodes
// decides whatever the allotment's deadline, within the time limit of an
// analysis (analysisLimit) and the move's last moment (lateWork).
func (e *Engine) regionEstimateMove(ctx context.Context, g api.Game, c board.Color, opt strategy.Options) (board.Point, bool) {
	b := g.Board.Copy()
	b.SetToMove(c)
	opt.Cache = e.cache
	pa, err := strategy.AnalyzePosition(ctx, b, opt)
	if err != nil && ctx.Err() != nil {
		// Out of time: a quick analysis bounded by nodes, whatever the
		// deadline, as when the analysis does not finish.
		opt.RegionNodes = minNodes
		qctx, cancel := e.beyondDeadline(ctx, analysisLimit(g.Settings))
		pa, err = strategy.AnalyzePosition(qctx, b, opt)
		cancel()
	}
	if err != nil {
		return board.Pass, false
	}
	if !pa.Best.Pass && g.Board.IsLegal(c, pa.Best.Move.Point) {
		return pa.Best.Move.Point, true
	}
	return estimatedMove(&Analysis{PositionAnalysis: pa}, g.Board, c)
}
