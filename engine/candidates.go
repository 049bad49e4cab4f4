package engine

import (
	"context"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
)

// maxSimpleCandidates bounds the candidates of the simple player.
const maxSimpleCandidates = 5

// defaultCandidatePV is the length of a candidate's principal variation
// in an analysis when the request does not say; genmoveCandidatePV in the
// candidates that come with a move (kata-genmove_analyze), which must not
// delay it.
const (
	defaultCandidatePV = 6
	genmoveCandidatePV = 2
)

// candidates analyses g for c and lists c's candidates (see
// candidatesOf); a position the analysis cannot handle (or an analysis
// cut short) gives the simple player's candidates.
func (e *Engine) candidates(ctx context.Context, g api.Game, c board.Color) []api.Candidate {
	a, err := e.analyzeGame(ctx, g, c, 0)
	if err != nil {
		return simpleCandidates(ctx, g, c)
	}
	return e.candidatesOf(ctx, g, a, c, 0, genmoveCandidatePV)
}

// simpleCandidates are the simple player's candidates, weighed by the
// display formulas (Winrate, Visits).
func simpleCandidates(ctx context.Context, g api.Game, c board.Color) []api.Candidate {
	cands := simpleFor(g, nil).candidates(ctx, c, maxSimpleCandidates)
	weigh(cands)
	return cands
}

// candidatesOf lists c's candidate moves in the analysis a (of g with c
// to move), the recommended move first, then by the score they lead to,
// at most maxMoves (0: all), each with a principal variation of at most
// pv moves:
//   - exact analysis: every local move with the stop of the sum after it
//     (the opponent to move, komi included, from c's side), exact, and as
//     variation the move followed by the exact analysis' variation of the
//     position after it;
//   - estimated regions (Analysis.Estimated): every move of the valued
//     regions and the estimate's areas, leading to the estimated mean of
//     the rest plus what c can count on in its component at the ambient
//     temperature (the option's opposite wall, as Sentestrat weighs a
//     move), and as variation the move and the opponent's answer in the
//     two-ply search;
//   - otherwise (the exact sum over budget): the means after the move.
//
// Winrate and visits come from the score lead by one formula (Winrate,
// Visits).
func (e *Engine) candidatesOf(ctx context.Context, g api.Game, a *Analysis, c board.Color, maxMoves, pv int) []api.Candidate {
	komi := cgt.RationalFromFrac(int64(a.KomiHalf), 2)
	side := func(r cgt.Rational) cgt.Rational {
		if c == board.White {
			return r.Neg()
		}
		return r
	}
	byPoint := map[board.Point]int{}
	var cands []api.Candidate
	add := func(p board.Point, lead cgt.Rational, exact bool) {
		if !g.Board.IsLegal(c, p) {
			return
		}
		if i, ok := byPoint[p]; ok {
			if lead.Cmp(cands[i].ScoreLead) > 0 {
				cands[i].ScoreLead, cands[i].Exact = lead, exact
			}
			return
		}
		byPoint[p] = len(cands)
		cands = append(cands, api.Candidate{Move: p, ScoreLead: lead, Exact: exact})
	}
	switch x := a.Estimated; {
	case x != nil:
		amb := x.Ambient
		for _, comp := range x.Choices {
			rest := x.Mean.Sub(comp.Value.Mean())
			for _, m := range comp.Moves {
				if m.Color != c || ctx.Err() != nil {
					continue
				}
				th := m.Option.Thermograph()
				wall := th.RightWall(amb)
				if c == board.White {
					wall = th.LeftWall(amb)
				}
				add(m.Point, side(rest.Add(wall).Sub(komi)), false)
			}
		}
	case a.Exact:
		sum, _ := a.SumGame()
	regions:
		for _, comp := range a.Components {
			for _, m := range comp.Moves {
				if m.Color != c {
					continue
				}
				rest, err := cgt.SubContext(ctx, sum, comp.Value)
				if err != nil {
					break regions // out of time: the candidates valued so far
				}
				h, err := cgt.AddContext(ctx, rest, m.Option)
				if err != nil {
					break regions
				}
				if c == board.Black {
					add(m.Point, h.RightStop().Sub(komi), true)
				} else {
					add(m.Point, komi.Sub(h.LeftStop()), true)
				}
			}
		}
	default:
		for i, comp := range a.Components {
			for _, m := range comp.Moves {
				if m.Color == c && ctx.Err() == nil {
					add(m.Point, side(a.MeanAfter(i, m.Option).Sub(komi)), false)
				}
			}
		}
	}
	best := board.Pass
	if !a.Best.Pass && a.Best.Move.Color == c {
		best = a.Best.Move.Point
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if (cands[i].Move == best) != (cands[j].Move == best) {
			return cands[i].Move == best
		}
		return cands[i].ScoreLead.Cmp(cands[j].ScoreLead) > 0
	})
	if maxMoves > 0 && len(cands) > maxMoves {
		cands = cands[:maxMoves]
	}
	for i := range cands {
		cands[i].PV = e.variation(ctx, g, a, c, cands[i].Move, pv)
	}
	weigh(cands)
	return cands
}

// variation is the principal variation of c's move at p in the analysis
// a, at most n moves (the move alone when n < 2): after an exact move, the
// exact analysis' variation of the position it leads to; after a move
// where regions are estimated, the opponent's answer in the two-ply
// search; otherwise the moves the analysis recommends in turn after it
// (Sentestrat on the valued regions).
func (e *Engine) variation(ctx context.Context, g api.Game, a *Analysis, c board.Color, p board.Point, n int) []board.Point {
	pv := []board.Point{p}
	if n < 2 {
		return pv
	}
	if x := a.Estimated; x != nil {
		if r, ok := x.Replies[board.Move{Color: c, Point: p}]; ok && r != board.Pass {
			pv = append(pv, r)
		}
		return pv
	}
	b := g.Board.Copy()
	if b.Play(c, p) != nil {
		return pv
	}
	if a.Exact {
		next, err := e.AnalyzePosition(ctx, b, gameOptions(g), n-1)
		if err != nil {
			return pv
		}
		for _, m := range next.PV {
			pv = append(pv, m.Point)
		}
		return pv
	}
	for len(pv) < n {
		next, err := e.AnalyzePosition(ctx, b, gameOptions(g), 0)
		if err != nil || next.Estimated != nil || next.Best.Pass {
			break
		}
		m := next.Best.Move
		if b.Play(m.Color, m.Point) != nil {
			break
		}
		pv = append(pv, m.Point)
	}
	return pv
}

// weigh sets the visits and winrates of candidates from their score leads
// (Visits against the best lead, Winrate).
func weigh(cands []api.Candidate) {
	if len(cands) == 0 {
		return
	}
	best := cands[0].ScoreLead
	for _, c := range cands {
		if c.ScoreLead.Cmp(best) > 0 {
			best = c.ScoreLead
		}
	}
	for i := range cands {
		cands[i].Visits = Visits(cands[i].ScoreLead, best)
		cands[i].Winrate = Winrate(cands[i].ScoreLead)
	}
}
