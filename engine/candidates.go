package engine

import (
	"context"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// maxSimpleCandidates bounds the candidates of the simple player.
const maxSimpleCandidates = 5

// candidates lists every local move of c with the score it leads to, best
// first: exact when the analysis is exact (the stop of the sum after the
// move with the opponent to move, komi included, from c's side), from the
// means otherwise. A position that does not decompose completely gives the
// simple player's candidates.
func (e *Engine) candidates(ctx context.Context, g api.Game, c board.Color) []api.Candidate {
	d, err := decompose.Decompose(ctx, g.Board, gameOptions(g).Decompose)
	if err != nil || !d.Complete() {
		return simpleFor(g, nil).candidates(ctx, c, maxSimpleCandidates)
	}
	a, err := e.analyzeGame(ctx, g, c, 0)
	if err != nil {
		return simpleFor(g, nil).candidates(ctx, c, maxSimpleCandidates)
	}
	exact := a.Exact
	var sum cgt.Game
	if exact {
		sum, _ = a.SumGame()
	}
	komi := cgt.RationalFromFrac(int64(a.KomiHalf), 2)
	var cands []api.Candidate
regions:
	for i, comp := range a.Components {
		if ctx.Err() != nil {
			break
		}
		for _, m := range comp.Moves {
			if m.Color != c || !g.Board.IsLegal(c, m.Point) {
				continue
			}
			var lead cgt.Rational
			if exact {
				rest, err := cgt.SubContext(ctx, sum, comp.Value)
				if err != nil {
					break regions // out of time: the candidates valued so far
				}
				h, err := cgt.AddContext(ctx, rest, m.Option)
				if err != nil {
					break regions
				}
				if c == board.Black {
					lead = h.RightStop().Sub(komi)
				} else {
					lead = komi.Sub(h.LeftStop())
				}
			} else {
				lead = a.MeanAfter(i, m.Option).Sub(komi)
				if c == board.White {
					lead = lead.Neg()
				}
			}
			cands = append(cands, api.Candidate{Move: m.Point, ScoreLead: lead, PV: []board.Point{m.Point}})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].ScoreLead.Cmp(cands[j].ScoreLead) > 0 })
	for i := range cands {
		cands[i].Visits = max(1000-10*i, 10)
		cands[i].Winrate = winrateOf(cands[i].ScoreLead)
	}
	return cands
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
