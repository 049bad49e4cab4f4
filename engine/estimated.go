package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// Estimated is the part of an analysis that the regions too big to search
// add when the board does not decompose completely: the boundary estimate
// (package estimate) and the components the move is chosen among, the
// exact regions' and the estimate's areas.
type Estimated struct {
	*estimate.Estimate
	// Choices are the components of the move choice: the regions the
	// decomposition values (in the order of Regions, a too-big region
	// there without moves) followed by the areas of the estimate.
	Choices []strategy.Component
	// Mean is the estimated score (Black minus White, komi not included):
	// the estimate's count with every cluster's mean, and every valued
	// region's mean in place of the count of its points.
	Mean cgt.Rational
	// RegionOf gives, for each component of Choices, the index of its
	// region in Regions.
	RegionOf []int
}

// estimateRest completes an analysis whose decomposition left regions too
// big to search (strategy.Options.SkipTooBig gave them no value): the
// boundary estimate of their points, the move chosen by Sentestrat among
// the valued regions and the estimate's areas, a summary of each too-big
// region (its clusters' moves, the hottest cluster's value shifted by the
// means of the others) and the predicted results from the estimated mean.
func (e *Engine) estimateRest(ctx context.Context, a *Analysis) error {
	pa := a.PositionAnalysis
	d := pa.Decomposition
	b := pa.Board
	inPlay := make([]bool, b.NumPoints())
	for _, r := range d.Regions {
		if r.Kind == decompose.TooBig {
			for _, p := range r.Points {
				inPlay[p] = true
			}
		}
	}
	est, err := estimate.Analyze(ctx, b, d, estimate.Options{Scoring: pa.Scoring, InPlay: inPlay})
	if err != nil {
		return err
	}
	x := &Estimated{Estimate: est}
	mean := est.Mean
	for i, r := range pa.Regions {
		x.Choices = append(x.Choices, pa.Components[i])
		x.RegionOf = append(x.RegionOf, i)
		if r.Region.Kind != decompose.TooBig && r.Region.Kind != decompose.Territory {
			mean = mean.Add(r.Analysis.Mean).Sub(est.CountOf(r.Region.Points))
		}
	}
	for _, ar := range est.Areas {
		x.Choices = append(x.Choices, ar.Component)
		x.RegionOf = append(x.RegionOf, d.RegionAt(ar.Points[0]))
	}
	byRegion := map[int][]int{}
	for i, cl := range est.Clusters {
		reg := d.RegionAt(cl.Points[0])
		byRegion[reg] = append(byRegion[reg], i)
	}
	x.Mean = mean
	a.Estimated = x
	for i, r := range pa.Regions {
		if r.Region.Kind == decompose.TooBig {
			pa.Regions[i].Analysis = regionSummary(r.Region, est, byRegion[i], pa.Scoring)
			pa.Components[i] = strategy.Component{Value: pa.Regions[i].Analysis.Value}
		}
	}
	ch := (&strategy.Thermal{Kind: strategy.Sentestrat}).Choose(x.Choices, b.ToMove(), x.lastOpponent(b, d))
	if !ch.Pass {
		ch.Component = x.RegionOf[ch.Component]
	}
	pa.Best = ch
	komi := cgt.RationalFromFrac(int64(pa.KomiHalf), 2)
	pa.BlackFirst, pa.WhiteFirst = mean.Sub(komi), mean.Sub(komi)
	pa.Exact = false
	note := fmt.Sprintf("regions too big to search: estimated (life judged by %d playouts; %d candidate moves searched two plies deep, %d clusters)",
		est.Life.Playouts, est.Candidates, len(est.Clusters))
	if !est.Complete {
		note += "; cut short by the deadline"
	}
	pa.Notes = append(pa.Notes, note)
	return nil
}

// lastOpponent is the index in Choices of the component where the
// opponent of the player to move has just played (a valued region holding
// the point, or an area with a point next to it), or -1.
func (x *Estimated) lastOpponent(b *board.Board, d *decompose.Decomposition) int {
	m, ok := b.LastMove()
	if !ok || m.Point == board.Pass || m.Color == b.ToMove() {
		return -1
	}
	size := b.Size()
	mx, my := m.Point.XY(size)
	near := func(p board.Point) bool {
		x, y := p.XY(size)
		return max(abs(x-mx), abs(y-my)) <= 1
	}
	regions := len(x.Choices) - len(x.Areas)
	for i, ar := range x.Areas {
		for _, p := range ar.Points {
			if near(p) {
				return regions + i
			}
		}
	}
	if r := d.RegionAt(m.Point); r >= 0 && r < regions && d.Regions[r].Kind != decompose.TooBig {
		return r
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// regionSummary is what the analysis shows of a too-big region: its
// estimated value (the count of its points plus the hottest of its
// clusters, the other clusters adding their means) and every move of its
// clusters, each with its option shifted the same way and its gain
// against the cluster's mean. It is marked as an estimate.
func regionSummary(r decompose.Region, est *estimate.Estimate, clusters []int, scoring board.Scoring) *valuation.Analysis {
	base := est.CountOf(r.Points)
	hottest := -1
	for _, i := range clusters {
		if hottest < 0 || est.Clusters[i].Component.Value.Temperature().Cmp(est.Clusters[hottest].Component.Value.Temperature()) > 0 {
			hottest = i
		}
	}
	shift := base
	for _, i := range clusters {
		if i != hottest {
			shift = shift.Add(est.Clusters[i].Component.Value.Mean())
		}
	}
	value := cgt.MustNumber(shift)
	if hottest >= 0 {
		value = value.Add(est.Clusters[hottest].Component.Value)
	}
	va := valuation.NumberAnalysis(r.Points, cgt.Rational{}, scoring)
	va.Value = value
	va.LeftStop, va.RightStop = value.LeftStop(), value.RightStop()
	va.Thermograph = value.Thermograph()
	va.Mean, va.Temperature = va.Thermograph.Mean(), va.Thermograph.Temperature()
	va.Type = valuation.TypeOf(va.Thermograph)
	va.HasChilled = false
	for _, i := range clusters {
		ar := est.Clusters[i].Component
		m0 := ar.Value.Mean()
		for _, m := range ar.Moves {
			gain := m.Option.Mean().Sub(m0)
			if m.Color == board.White {
				gain = gain.Neg()
			}
			va.Moves = append(va.Moves, valuation.MoveValue{Color: m.Color, Point: m.Point,
				Option: value.Sub(ar.Value).Add(m.Option), Gain: gain})
		}
	}
	markBest(va.Moves)
	va.Exact = false
	va.Approximation = fmt.Sprintf("too big to search: boundary estimate (%d clusters of candidate moves, searched two plies deep; life judged by %d playouts)",
		len(clusters), est.Life.Playouts)
	return va
}

// markBest marks each colour's moves of largest gain.
func markBest(ms []valuation.MoveValue) {
	for _, c := range []board.Color{board.Black, board.White} {
		var best cgt.Rational
		found := false
		for _, m := range ms {
			if m.Color == c && (!found || m.Gain.Cmp(best) > 0) {
				best, found = m.Gain, true
			}
		}
		for i := range ms {
			if ms[i].Color == c && found && ms[i].Gain.Equal(best) {
				ms[i].Best = true
			}
		}
	}
}
