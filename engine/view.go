package engine

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// Analyze implements api.Engine: the analysis of g for req.Color (with the
// player to move set to it), as the driver shows it. An analysis cut
// short by ctx (new input, an interrupt) gives an Analysis with Decomposed
// false and, on request, the simple player's candidates.
//
// The work is bounded by nodes (api.Settings.Nodes, else regionNodes);
// the time limit of the analysis (analysisLimit: the longest thinking time
// of one move, Settings.MaxMoveTime, on the engine's clock) is only a
// safety net, for positions whose exact values are games so large that
// their algebra (the incentives of the moves, the exact sum) takes longer
// than the node budget suggests. An analysis stopped by it fails with an
// error wrapping ErrAnalysisTimeLimit (never a smaller answer, which
// would depend on the machine's load), unless candidates were requested:
// the candidates found in time (the simple player's when the analysis
// itself did not finish) are then the answer.
func (e *Engine) Analyze(ctx context.Context, g api.Game, req api.AnalysisRequest) (*api.Analysis, error) {
	actx, cancel := e.analysisDeadline(ctx, g.Settings)
	defer cancel()
	out := &api.Analysis{Color: req.Color, Best: board.Pass}
	a, err := e.analyzeGame(actx, g, req.Color, req.PV)
	switch {
	case err == nil:
		fillView(out, a)
		if req.Candidates {
			out.Candidates = e.candidatesFor(actx, ctx, g, a, req)
		}
		if req.Ownership {
			out.Ownership = ownershipOf(actx, a)
		}
		return out, nil
	case ctx.Err() != nil || req.Candidates && actx.Err() != nil:
		if req.Candidates {
			out.Candidates = simpleTop(ctx, g, req)
		}
		return out, nil
	case actx.Err() != nil:
		return nil, fmt.Errorf("%w of %s (movetime; a smaller node budget shortens it): %w",
			ErrAnalysisTimeLimit, analysisLimit(g.Settings), err)
	}
	return nil, err
}

// candidatesFor is the candidates of the analysis a for req, valued
// within actx (the analysis' time limit): when the limit comes before any
// was valued, the simple player's (within ctx), never none while the
// position has a legal move, so that kata-analyze always has a line.
func (e *Engine) candidatesFor(actx, ctx context.Context, g api.Game, a *Analysis, req api.AnalysisRequest) []api.Candidate {
	pv := req.PV
	if pv == 0 {
		pv = defaultCandidatePV
	}
	c := e.candidatesOf(actx, g, a, req.Color, req.MaxMoves, pv)
	if len(c) == 0 && actx.Err() != nil {
		c = simpleTop(ctx, g, req)
	}
	return c
}

// simpleTop is the simple player's candidates for req.Color, at most
// req.MaxMoves of them: the answer of an analysis whose time ran out
// before its own candidates were valued.
func simpleTop(ctx context.Context, g api.Game, req api.AnalysisRequest) []api.Candidate {
	c := simpleCandidates(context.WithoutCancel(ctx), g, req.Color)
	if req.MaxMoves > 0 && len(c) > req.MaxMoves {
		c = c[:req.MaxMoves]
	}
	return c
}

// ownershipPlayouts is the number of playouts behind the ownership of the
// points an exact analysis leaves open.
const ownershipPlayouts = 128

// ownershipOf is each point's expected owner (+1 Black, -1 White) from
// the analysis a: 1 for the stones the decomposition proves or assumes
// safe and the points of its territories, -1 for its dead stones (from
// their owner's side); the playouts' mean ownership for the rest (the
// stones the estimate judged and the points in play).
func ownershipOf(ctx context.Context, a *Analysis) []float64 {
	b := a.Board
	d := a.Decomposition
	var mc []float64
	if a.Estimated != nil {
		mc = a.Estimated.Life.Ownership
	} else {
		mc, _ = estimate.PlayoutOwnership(ctx, b, ownershipPlayouts)
	}
	out := make([]float64, b.NumPoints())
	copy(out, mc)
	sign := func(c board.Color) float64 {
		if c == board.White {
			return -1
		}
		return 1
	}
	for _, s := range d.Safe {
		for _, p := range s.Stones {
			out[p] = sign(s.Color)
		}
	}
	for _, p := range d.Dead {
		out[p] = -sign(b.At(p))
	}
	for _, r := range d.Regions {
		if r.Kind != decompose.Territory {
			continue
		}
		for _, p := range r.Points {
			out[p] = sign(r.Owner)
		}
	}
	return out
}

// fillView copies what the driver shows of a into out.
func fillView(out *api.Analysis, a *Analysis) {
	d := a.Decomposition
	out.Decomposed, out.Complete, out.Exact = true, d.Complete(), a.Exact
	if !a.Best.Pass {
		out.Best = a.Best.Move.Point
	}
	out.Reason = a.Best.Reason
	out.BlackFirst, out.WhiteFirst = a.BlackFirst, a.WhiteFirst
	out.PV, out.Notes = a.PV, a.Notes
	out.RegionOf = make([]int, a.Board.NumPoints())
	for p := range out.RegionOf {
		out.RegionOf[p] = d.RegionAt(board.Point(p))
	}
	size := a.Board.Size()
	for _, r := range a.Regions {
		va := r.Analysis
		v := api.Region{
			Letter: decompose.RegionLetter(r.Region.ID), Kind: r.Region.Kind.String(), Settled: r.Region.Kind == decompose.Territory,
			Points: r.Region.Points, Temperature: va.Temperature,
			MovesText: movesText(r, size), ValueText: valueText(va),
		}
		for _, m := range va.Moves {
			t := va.Type
			if x := a.Estimated; x != nil && r.Region.Kind == decompose.TooBig {
				if ct, ok := x.Types[board.Move{Color: m.Color, Point: m.Point}]; ok {
					t = ct
				}
			}
			v.Moves = append(v.Moves, api.RegionMove{Color: m.Color, Point: m.Point, Gain: m.Gain, Best: m.Best,
				Type: moveKind(t, m.Color)})
		}
		out.Regions = append(out.Regions, v)
	}
}

// moveKind names a move of c in a region of sente/gote type t, for c:
// "sente" when c's move there keeps sente, "reverse sente" when it
// prevents the opponent's sente, "gote", or "" in a cold region.
func moveKind(t valuation.MoveType, c board.Color) string {
	switch t {
	case valuation.Gote:
		return "gote"
	case valuation.DoubleSente:
		return "sente"
	case valuation.BlackSente:
		if c == board.Black {
			return "sente"
		}
		return "reverse sente"
	case valuation.WhiteSente:
		if c == board.White {
			return "sente"
		}
		return "reverse sente"
	}
	return ""
}

// movesText is api.Region.MovesText.
func movesText(r strategy.RegionResult, size int) string {
	a := r.Analysis
	var sb strings.Builder
	fmt.Fprintf(&sb, "region %c (%s): value %s, %s, temperature %s", decompose.RegionLetter(r.Region.ID), r.Region.Kind,
		a.Value, a.Type, a.Temperature)
	if len(a.Moves) == 0 {
		sb.WriteString("\nno local moves")
	}
	for _, m := range a.Moves {
		best := ""
		if m.Best {
			best = " (best)"
		}
		fmt.Fprintf(&sb, "\n%s %s gains %s: to %s%s", m.Color.Name(), m.Point.Vertex(size), m.Gain, m.Option, best)
	}
	if !a.Exact {
		fmt.Fprintf(&sb, "\nestimate: %s", a.Approximation)
	}
	return sb.String()
}

// valueText is api.Region.ValueText.
func valueText(a *valuation.Analysis) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "value %s\nstops %s / %s, mean %s, temperature %s (%s)", a.Value, a.LeftStop, a.RightStop, a.Mean, a.Temperature, a.Type)
	if a.HasChilled {
		fmt.Fprintf(&sb, "\nchilled %s", a.Chilled)
	}
	if th := a.Thermograph; th != nil {
		fmt.Fprintf(&sb, "\nleft wall  %s\nright wall %s", wallText(th.LeftVertices()), wallText(th.RightVertices()))
	}
	if kt := a.KoThermography; kt != nil {
		fmt.Fprintf(&sb, "\nko: Black komaster mean %s temperature %s; White komaster mean %s temperature %s",
			kt.MeanBlack, kt.TemperatureBlack, kt.MeanWhite, kt.TemperatureWhite)
	}
	return sb.String()
}

// wallText prints a wall's corners from the top as "(t=.., v=..)" pairs.
func wallText(ps []cgt.TrajectoryPoint) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("(t=%s, v=%s)", p.T, p.V)
	}
	return strings.Join(parts, " ")
}
