package gtp

import (
	"context"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
)

// quickEngine is the engine of the protocol tests: quick and predictable,
// so that they test the server, not the engine's choices. It plays the
// first legal point that does not fill its own eye (else it passes), lists
// up to five such points as candidates of an analysis that finds no
// region, takes every stone as alive, and places free handicaps as
// cgtgo's engine does.
type quickEngine struct{}

var _ api.Engine = quickEngine{}

// moves returns up to max legal points of c that do not fill its own eye.
func (quickEngine) moves(b *board.Board, c board.Color, max int) []board.Point {
	var out []board.Point
	for p := board.Point(0); int(p) < b.NumPoints() && len(out) < max; p++ {
		if b.At(p) != board.Empty || !b.IsLegal(c, p) {
			continue
		}
		eye := true
		for _, q := range b.Neighbours(p) {
			eye = eye && b.At(q) == c
		}
		if !eye {
			out = append(out, p)
		}
	}
	return out
}

func (q quickEngine) GenMove(_ context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	r := api.MoveReply{Move: board.Pass}
	for _, m := range q.moves(g.Board, req.Color, g.Board.NumPoints()) {
		if len(req.Allowed) == 0 || slices.Contains(req.Allowed, m) {
			r.Move = m
			break
		}
	}
	if req.Candidates {
		r.Candidates = q.candidates(g, req.Color)
	}
	return r, nil
}

// candidates lists up to five moves, ranked by their order.
func (q quickEngine) candidates(g api.Game, c board.Color) []api.Candidate {
	ms := q.moves(g.Board, c, 5)
	out := make([]api.Candidate, len(ms))
	for i, m := range ms {
		out[i] = api.Candidate{Move: m, Visits: 10 * (len(ms) - i), Winrate: 0.5, PV: []board.Point{m}}
	}
	return out
}

func (q quickEngine) Analyze(_ context.Context, g api.Game, req api.AnalysisRequest) (*api.Analysis, error) {
	a := &api.Analysis{Color: req.Color, Decomposed: true, Best: board.Pass, RegionOf: make([]int, g.Board.NumPoints())}
	for p := range a.RegionOf {
		a.RegionOf[p] = -1
	}
	if req.Candidates {
		a.Candidates = q.candidates(g, req.Color)
	}
	return a, nil
}

func (quickEngine) Count(_ context.Context, g api.Game) (*api.Count, error) {
	r, err := board.Score(g.Board, nil, g.Settings.Scoring, 0)
	if err != nil {
		return nil, err
	}
	return &api.Count{Result: r, Margin: api.Margin(r, g.Komi)}, nil
}

func (quickEngine) FreeHandicap(size, n int) ([]board.Point, error) {
	return engine.FreeHandicap(size, n)
}
func (quickEngine) NewGame()         {}
func (quickEngine) Clock() api.Clock { return api.RealClock{} }
