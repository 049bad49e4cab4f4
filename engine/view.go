package engine

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// Analyze implements api.Engine: the analysis of g for req.Color (with the
// player to move set to it), as the driver shows it. A board that does not
// decompose, or an analysis cut short by ctx, gives an Analysis with
// Decomposed false and, on request, the simple player's candidates.
func (e *Engine) Analyze(ctx context.Context, g api.Game, req api.AnalysisRequest) (*api.Analysis, error) {
	out := &api.Analysis{Color: req.Color, Best: board.Pass}
	if req.Candidates {
		out.Candidates = e.candidates(ctx, g, req.Color)
	}
	a, err := e.analyzeGame(ctx, g, req.Color, req.PV)
	if err != nil {
		if ctx.Err() != nil {
			return out, nil
		}
		return nil, err
	}
	fillView(out, a)
	return out, nil
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
	for _, r := range a.Regions {
		va := r.Analysis
		v := api.Region{
			Letter: decompose.RegionLetter(r.Region.ID), Kind: r.Region.Kind.String(), Settled: r.Region.Kind == decompose.Territory,
			Points: r.Region.Points, Value: va.Value, Type: va.Type.String(),
			LeftStop: va.LeftStop, RightStop: va.RightStop, Mean: va.Mean, Temperature: va.Temperature,
			Chilled: va.Chilled, HasChilled: va.HasChilled, Thermograph: va.Thermograph,
			Exact: va.Exact, Approximation: va.Approximation,
		}
		if kt := va.KoThermography; kt != nil {
			v.Ko = &api.KoThermography{MeanBlack: kt.MeanBlack, TemperatureBlack: kt.TemperatureBlack,
				MeanWhite: kt.MeanWhite, TemperatureWhite: kt.TemperatureWhite}
		}
		for _, m := range va.Moves {
			v.Moves = append(v.Moves, api.RegionMove{Color: m.Color, Point: m.Point, Option: m.Option, Gain: m.Gain, Best: m.Best})
		}
		out.Regions = append(out.Regions, v)
	}
}
