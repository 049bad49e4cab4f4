package engine

import (
	"context"
	"fmt"
	"math"
	"sort"

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
	// Checked says why the playout check replaced the move chosen ("":
	// it did not).
	Checked string
	// Ambient is the ambient temperature of the move choice (Sentestrat's
	// tax rate after its choice).
	Ambient cgt.Rational
	// Types is the sente/gote type of each move of the clusters, read off
	// its cluster's thermograph.
	Types map[board.Move]valuation.MoveType
}

// estimateRest completes an analysis whose decomposition left regions too
// big to search (strategy.Options.SkipTooBig gave them no value), or whose
// assumptions the playouts contradict (life, with the points in play
// given): the boundary estimate of the points in play, the move chosen by
// Sentestrat among
// the valued regions and the estimate's areas, a summary of each too-big
// region (its clusters' moves, the hottest cluster's value shifted by the
// means of the others) and the predicted results from the estimated mean.
func (e *Engine) estimateRest(ctx context.Context, a *Analysis, life *estimate.Life, inPlay []bool) error {
	pa := a.PositionAnalysis
	d := pa.Decomposition
	b := pa.Board
	est, err := estimate.Analyze(ctx, b, d, estimate.Options{Scoring: pa.Scoring, InPlay: inPlay, Life: life})
	if err != nil {
		return err
	}
	x := &Estimated{Estimate: est}
	mean := est.Mean
	for i, r := range pa.Regions {
		estimated := r.Region.Kind == decompose.TooBig || inPlay[r.Region.Points[0]]
		if estimated {
			// Its points are the estimate's: no moves here, and Count
			// holds its share.
			x.Choices = append(x.Choices, strategy.Component{Value: cgt.Zero()})
		} else {
			x.Choices = append(x.Choices, pa.Components[i])
		}
		x.RegionOf = append(x.RegionOf, i)
		if !estimated && r.Region.Kind != decompose.Territory {
			mean = mean.Add(r.Analysis.Mean).Sub(est.CountOf(r.Region.Points))
		}
	}
	for _, ar := range est.Areas {
		x.Choices = append(x.Choices, ar.Component)
		x.RegionOf = append(x.RegionOf, d.RegionAt(ar.Points[0]))
	}
	x.Types = map[board.Move]valuation.MoveType{}
	byRegion := map[int][]int{}
	for i, cl := range est.Clusters {
		t := valuation.TypeOf(cl.Component.Value.Thermograph())
		for _, m := range cl.Component.Moves {
			x.Types[board.Move{Color: m.Color, Point: m.Point}] = t
		}
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
	ch, amb := safeChoice(x.Choices, b, b.ToMove(), x.lastOpponent(b, d))
	x.Ambient = amb
	ch = x.tacticalChoice(ctx, b, ch)
	if !ch.Pass {
		if checked := x.playoutCheck(ctx, b, ch); checked.Move.Point == ch.Move.Point || !unsafeMove(b, b.ToMove(), checked.Move.Point) {
			ch = checked
		} else {
			x.Checked = ""
		}
		if ch.Component >= 0 {
			ch.Component = x.RegionOf[ch.Component]
		} else {
			ch.Component = d.RegionAt(ch.Move.Point)
		}
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

// Playout check of the move choice: the two-ply search cannot see a group
// die or be saved, so when some blocks are weak or judged dead by the
// playouts (estimate.Life), or the opponent's last move shortened a block
// of the mover, the chosen move is compared by random playouts with the
// moves on the liberties of those blocks, the points next to the last
// move and the mover's best move of each cluster, and replaced by one
// whose playouts score checkMargin points better. The comparison is in two
// rounds: checkFirst playouts for every move, then the rest of
// checkPlayouts for the chosen move and the checkKeep best of the others
// (the playouts of the check were most of a genmove's processor time on
// 19x19).
const (
	checkPlayouts = 64
	checkMargin   = 12
	checkMoves    = 16
	checkFirst    = 16
	checkKeep     = 3
)

// playoutCheck returns ch, or the move the playout check prefers (see
// checkPlayouts) with its component (an index in Choices, or -1 when no
// component holds the move).
func (x *Estimated) playoutCheck(ctx context.Context, b *board.Board, ch strategy.Choice) strategy.Choice {
	c := b.ToMove()
	moves := []board.Point{ch.Move.Point}
	seen := map[board.Point]bool{ch.Move.Point: true}
	add := func(p board.Point) {
		if len(moves) < checkMoves && !seen[p] && b.IsLegal(c, p) {
			seen[p] = true
			moves = append(moves, p)
		}
	}
	addLiberties := func(blocks []board.Point) {
		for _, w := range blocks {
			_, libs := b.Chain(w)
			for _, l := range libs {
				add(l)
			}
		}
	}
	if m, ok := b.LastMove(); ok && m.Point != board.Pass && m.Color != c {
		for _, q := range b.Neighbours(m.Point) {
			switch {
			case b.At(q) == board.Empty:
				add(q)
			case b.At(q) == c && b.Liberties(q) <= 3:
				addLiberties([]board.Point{q})
			}
		}
	}
	addLiberties(x.Life.Weak)
	addLiberties(x.Life.JudgedDead)
	if len(moves) == 1 {
		return ch
	}
	type ranked struct {
		p    board.Point
		mean cgt.Rational
	}
	var best []ranked
	for _, cl := range x.Clusters {
		var top *ranked
		for _, m := range cl.Component.Moves {
			if m.Color != c {
				continue
			}
			mean := m.Option.Mean()
			if c == board.White {
				mean = mean.Neg()
			}
			if top == nil || mean.Cmp(top.mean) > 0 {
				top = &ranked{m.Point, mean}
			}
		}
		if top != nil {
			best = append(best, *top)
		}
	}
	sort.Slice(best, func(i, j int) bool { return best[i].mean.Cmp(best[j].mean) > 0 })
	for _, r := range best {
		add(r.p)
	}
	sign := 1.0
	if c == board.White {
		sign = -1
	}
	moves, scores := twoRoundScores(ctx, b, c, moves, sign)
	if len(scores) == 0 || math.IsNaN(scores[0]) {
		return ch
	}
	pick := 0
	for i := 1; i < len(scores); i++ {
		if !math.IsNaN(scores[i]) && sign*(scores[i]-scores[pick]) > 0 && sign*(scores[i]-scores[0]) >= checkMargin {
			pick = i
		}
	}
	if pick == 0 {
		return ch
	}
	comp := x.componentOf(moves[pick], c)
	option := cgt.Zero()
	if comp >= 0 {
		option = x.Choices[comp].Value
	}
	x.Checked = fmt.Sprintf("playout check: %s instead of %s (%.1f points better in %d playouts; weak blocks on the board)",
		moves[pick].Vertex(b.Size()), moves[0].Vertex(b.Size()), sign*(scores[pick]-scores[0]), checkPlayouts)
	return strategy.Choice{Component: comp, Move: strategy.Move{Color: c, Point: moves[pick], Option: option}, Reason: x.Checked}
}

// twoRoundScores scores moves (moves[0] the move chosen) by playouts in
// two rounds (see checkFirst): it returns the moves kept, moves[0] first,
// and their mean scores over checkPlayouts playouts (over checkFirst when
// ctx ends before the second round). sign is +1 when Black moves, -1
// when White does.
func twoRoundScores(ctx context.Context, b *board.Board, c board.Color, moves []board.Point, sign float64) ([]board.Point, []float64) {
	first := estimate.MoveScoresSeed(ctx, b, c, moves, checkFirst, 1)
	if len(first) == 0 || math.IsNaN(first[0]) {
		return moves, first
	}
	others := make([]int, 0, len(first))
	for i := 1; i < len(first); i++ {
		if !math.IsNaN(first[i]) {
			others = append(others, i)
		}
	}
	sort.SliceStable(others, func(i, j int) bool { return sign*first[others[i]] > sign*first[others[j]] })
	kept := append([]int{0}, others[:min(checkKeep, len(others))]...)
	keptMoves := make([]board.Point, len(kept))
	scores := make([]float64, len(kept))
	for k, i := range kept {
		keptMoves[k], scores[k] = moves[i], first[i]
	}
	second := estimate.MoveScoresSeed(ctx, b, c, keptMoves, checkPlayouts-checkFirst, 2)
	if len(second) < len(kept) {
		return keptMoves, scores
	}
	for k := range kept {
		scores[k] = (checkFirst*scores[k] + (checkPlayouts-checkFirst)*second[k]) / checkPlayouts
	}
	return keptMoves, scores
}

// componentOf is the index in Choices of a component holding c's move at
// p, or -1.
func (x *Estimated) componentOf(p board.Point, c board.Color) int {
	for i, comp := range x.Choices {
		for _, m := range comp.Moves {
			if m.Color == c && m.Point == p {
				return i
			}
		}
	}
	return -1
}
