package gtp

import (
	"context"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// CGTPlayer is the engine's real strategy: it decomposes the position into
// regions, values them exactly (package valuation) and plays the exact
// best move of the sum, or Sentestrat when the sum is over budget
// (strategy.AnalyzePosition). When the board does not decompose completely
// (regions too big to search, as in the opening and middle game) or the
// analysis fails or runs out of time, it falls back to Fallback, a safe
// legal move. It also answers the analysis commands and decides dead stones
// for scoring. It is safe for concurrent use; its region cache carries over
// between moves of a game.
type CGTPlayer struct {
	Fallback Player
	cache    *strategy.RegionCache
}

// NewCGTPlayer returns a CGTPlayer falling back to DefaultPlayer.
func NewCGTPlayer() *CGTPlayer {
	return &CGTPlayer{Fallback: DefaultPlayer{}, cache: strategy.NewRegionCache(0)}
}

// NewGame forgets the region values of the last game (its region cache),
// so that memory between games holds only what the next game needs.
func (p *CGTPlayer) NewGame() { p.cache.Clear() }

// regionNodes is the node budget of one region's local search in the
// engine (the command-line analyzer's default is larger).
const regionNodes = 20000

// options translates the engine's settings for package strategy.
func (p *CGTPlayer) options(pos Position) strategy.Options {
	komiHalf := pos.Komi.Mul(cgt.RationalFromInt(2)).Floor()
	k, _ := komiHalf.Int64()
	return strategy.Options{
		Scoring:   pos.Scoring,
		KomiHalf:  int(k),
		Decompose: decompose.Options{AssumeSafeLiberties: pos.Safety.AssumeSafeLiberties},
		// A region search of 20,000 positions keeps late 19x19 endgames
		// within a few hundred milliseconds; larger regions get estimates.
		RegionNodes: regionNodes,
		Cache:       p.cache,
	}
}

// analyze runs the whole-position analysis with c to move. It returns by
// the context's deadline: the game algebra cannot be interrupted, so the
// analysis runs in its own goroutine, which finishes in the background
// (filling the region cache) when the deadline comes first.
func (p *CGTPlayer) analyze(ctx context.Context, pos Position, c board.Color) (*strategy.PositionAnalysis, error) {
	b := pos.Board.Copy()
	b.SetToMove(c)
	type result struct {
		pa  *strategy.PositionAnalysis
		err error
	}
	done := make(chan result, 1)
	go func() {
		pa, err := strategy.AnalyzePosition(ctx, b, p.options(pos))
		done <- result{pa, err}
	}()
	select {
	case r := <-done:
		return r.pa, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// GenMove returns the analysis' best move when the board decomposes
// completely, else the fallback's move, kept out of the territory the
// decomposition found (Position.Settled). It never returns an illegal move.
func (p *CGTPlayer) GenMove(ctx context.Context, pos Position, c board.Color, budget Budget) (board.Point, error) {
	pa, err := p.analyze(ctx, pos, c)
	if err == nil && pa.Decomposition.Complete() {
		if pa.Best.Pass {
			return board.Pass, nil
		}
		if pos.Board.IsLegal(c, pa.Best.Move.Point) {
			return pa.Best.Move.Point, nil
		}
	}
	if ctx.Err() != nil {
		// Out of time: the fallback is quick.
		ctx = context.Background()
	}
	if err == nil {
		pos.Settled = settledPoints(pa.Decomposition, pos.Board.NumPoints())
	}
	return p.Fallback.GenMove(ctx, pos, c, budget)
}

// settledPoints marks the points of d's territory regions (see
// Position.Settled), so that the fallback does not fill its own territory
// or invade the opponent's when only some other region is too big to value.
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

// Analyze lists every local move of c with the score it leads to (exact
// when the analysis is exact: the stop of the sum after the move with the
// opponent to move, komi included, from c's side), best first. A position
// that does not decompose gives the fallback analyzer's answer.
func (p *CGTPlayer) Analyze(ctx context.Context, pos Position, c board.Color, budget Budget) ([]Candidate, error) {
	pa, err := p.analyze(ctx, pos, c)
	if err != nil || !pa.Decomposition.Complete() {
		return DefaultAnalyzer{}.Analyze(ctx, pos, c, budget)
	}
	exact := pa.Exact
	var sum cgt.Game
	if exact {
		sum, _ = pa.SumGame()
	}
	komi := cgt.RationalFromFrac(int64(pa.KomiHalf), 2)
	var cands []Candidate
	for i, comp := range pa.Components {
		if ctx.Err() != nil {
			break
		}
		for _, m := range comp.Moves {
			if m.Color != c || !pos.Board.IsLegal(c, m.Point) {
				continue
			}
			var lead cgt.Rational
			if exact {
				h := sum.Sub(comp.Value).Add(m.Option)
				if c == board.Black {
					lead = h.RightStop().Sub(komi)
				} else {
					lead = komi.Sub(h.LeftStop())
				}
			} else {
				lead = pa.MeanAfter(i, m.Option).Sub(komi)
				if c == board.White {
					lead = lead.Neg()
				}
			}
			cands = append(cands, Candidate{Move: m.Point, ScoreLead: lead, PV: []board.Point{m.Point}})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].ScoreLead.Cmp(cands[j].ScoreLead) > 0 })
	for i := range cands {
		cands[i].Visits = max(1000-10*i, 10)
		cands[i].Winrate = winrateOf(cands[i].ScoreLead)
	}
	return cands, nil
}

// winrateOf maps an exact result to a display winrate: won, drawn, lost
// (kept just inside 0 and 1, which Sabaki draws better).
func winrateOf(lead cgt.Rational) float64 {
	switch lead.Sign() {
	case 1:
		return 0.999
	case -1:
		return 0.001
	}
	return 0.5
}

// DeadStones are the stones the decomposition takes as dead.
func (p *CGTPlayer) DeadStones(ctx context.Context, pos Position) ([]board.Point, error) {
	d, err := decompose.Decompose(ctx, pos.Board, p.options(pos).Decompose)
	if err != nil {
		return nil, err
	}
	return d.Dead, nil
}
