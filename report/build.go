package report

import (
	"fmt"
	"math"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// Meta is what the caller knows about a position besides its analysis.
type Meta struct {
	// File is the SGF file as given by the user.
	File string
	// Move is the number of moves played before the position.
	Move int
	// Komi is the komi as a decimal ("6.5").
	Komi string
	// AssumeSafe is the --assume-safe threshold used.
	AssumeSafe int
	// Variation is the principal variation (see Analysis.Variation).
	Variation []board.Move
}

// Build turns a whole-position analysis (strategy.AnalyzePosition) into an
// Analysis for the renderers.
func Build(pa *strategy.PositionAnalysis, m Meta) *Analysis {
	b := pa.Board
	size := b.Size()
	a := &Analysis{
		Schema: SchemaVersion,
		File:   m.File,
		Move:   m.Move,
		Size:   size,
		ToMove: colorName(b.ToMove()),
		Rules:  rulesOf(b, pa.Scoring, m),
		Scope:  "board",
		Map:    pa.Decomposition.Map(),
		Safe:   []SafeBlock{},
		Exact:  pa.Exact,
		Notes:  append([]string{}, pa.Notes...),
	}
	for _, s := range pa.Decomposition.Safe {
		if s.Reason != decompose.ReasonAssumed && s.Reason != decompose.ReasonMarked {
			continue
		}
		a.Safe = append(a.Safe, SafeBlock{ID: s.ID, Color: colorName(s.Color), Stones: vertices(s.Stones, size), Reason: s.Reason.String()})
	}
	for _, r := range pa.Regions {
		a.Regions = append(a.Regions, region(r.Region, r.Analysis, size))
	}
	a.Best = choice(pa.Best, b.ToMove(), pa.Regions, size)
	if a.Best.Exact {
		// Choice.Stop counts the board only: take the komi off as in
		// BlackFirst and WhiteFirst.
		stop := pa.Best.Stop.Sub(cgt.RationalFromFrac(int64(pa.KomiHalf), 2))
		a.Best.Stop, a.Best.StopDecimal = stop.String(), Decimal(stop)
	}
	a.Strategy = pa.Strategy.String()
	a.Kos = kosOf(pa, size)
	a.Coins = coinsOf(pa)
	a.Variation = played(m.Variation, size)
	a.BlackFirst, a.BlackFirstDecimal = pa.BlackFirst.String(), Decimal(pa.BlackFirst)
	a.WhiteFirst, a.WhiteFirstDecimal = pa.WhiteFirst.String(), Decimal(pa.WhiteFirst)
	return a
}

// Decimal is r as a decimal number for JSON, rounded to 6 places (exact
// for the dyadic scores of Go endgames; thirds from kos are rounded).
func Decimal(r cgt.Rational) *float64 {
	f, _ := r.Big().Float64()
	f = math.Round(f*1e6) / 1e6
	return &f
}

// RegionOnly builds the Analysis of one region marked by the user, valued
// alone with valuation.Analyze (everything outside it settled). The
// recommended move is the best local move of the player to move, if any.
func RegionOnly(b *board.Board, scoring board.Scoring, va *valuation.Analysis, m Meta) *Analysis {
	size := b.Size()
	reg := decompose.Region{ID: 0, Kind: decompose.Contested, Points: va.Points}
	for _, p := range va.Points {
		if b.At(p) == board.Empty {
			reg.Empty++
		}
	}
	a := &Analysis{
		Schema:  SchemaVersion,
		File:    m.File,
		Move:    m.Move,
		Size:    size,
		ToMove:  colorName(b.ToMove()),
		Rules:   rulesOf(b, scoring, m),
		Scope:   "region",
		Map:     regionMap(b, va.Points),
		Safe:    []SafeBlock{},
		Regions: []Region{region(reg, va, size)},
		Exact:   va.Exact,
		Notes:   []string{"only the marked region was analysed, as a local game on the whole board: moves only on its points, the stones outside settled (alive, or dead when marked MA), the empty points next to it counted for whoever surrounds them"},
	}
	a.Regions[0].Kind = "marked"
	if !va.Exact && va.Approximation != "" {
		a.Notes = append(a.Notes, "region a: "+va.Approximation)
	}
	a.Best = Choice{Color: colorName(b.ToMove()), Vertex: "pass", Exact: va.Exact, Reason: "no local move"}
	for _, mv := range va.Moves {
		if mv.Color == b.ToMove() && mv.Best {
			a.Best = Choice{Color: colorName(mv.Color), Vertex: mv.Point.Vertex(size), Region: "a", Exact: va.Exact,
				Reason: "best local move: gains " + mv.Gain.MixedString()}
			break
		}
	}
	a.Variation = played(m.Variation, size)
	return a
}

func rulesOf(b *board.Board, s board.Scoring, m Meta) Rules {
	return Rules{Scoring: s.String(), Ko: b.Rules().Ko.String(), Komi: m.Komi, AssumeSafe: m.AssumeSafe}
}

func region(r decompose.Region, va *valuation.Analysis, size int) Region {
	out := Region{
		ID:      r.ID,
		Letter:  string(decompose.RegionLetter(r.ID)),
		Kind:    r.Kind.String(),
		Assumed: r.Assumed,
		Points:  vertices(r.Points, size),
		Empty:   r.Empty,
		Moves:   []LocalMove{},
	}
	if r.Owner != board.Empty {
		out.Owner = colorName(r.Owner)
	}
	if va == nil {
		return out
	}
	out.Value = va.Value.String()
	if va.HasChilled {
		out.Chilled = va.Chilled.String()
	}
	out.LeftStop = va.LeftStop.String()
	out.RightStop = va.RightStop.String()
	out.Mean = va.Mean.String()
	out.Temperature = va.Temperature.String()
	out.Type = va.Type.String()
	if mv := valuation.BiggestMove(va); mv.Single {
		out.MoveValue, out.MiaiValue, out.Swing = mv.String(), mv.Miai.String(), mv.Swing.String()
	}
	if va.Thermograph != nil {
		out.Thermograph = thermographOf(va.Thermograph)
	}
	for _, mv := range va.Moves {
		out.Moves = append(out.Moves, LocalMove{
			Color: colorName(mv.Color), Vertex: mv.Point.Vertex(size),
			Option: mv.Option.String(), Incentive: mv.Incentive.String(),
			Gain: mv.Gain.String(), Best: mv.Best,
		})
	}
	out.Exact = va.Exact
	out.Approximation = va.Approximation
	out.Ko = va.Ko
	// The komaster values are known only when the loopy valuation ran:
	// then Value is KoBlack (valuation.Analysis).
	if va.Ko && va.KoBlack.Equal(va.Value) {
		out.KoBlack, out.KoWhite = va.KoBlackText, va.KoWhiteText
		if out.KoBlack == "" {
			out.KoBlack, out.KoWhite = va.KoBlack.String(), va.KoWhite.String()
		}
	}
	if kt := va.KoThermography; kt != nil {
		out.Komaster = &Komaster{
			MeanBlack: kt.MeanBlack.String(), TemperatureBlack: kt.TemperatureBlack.String(),
			MeanWhite: kt.MeanWhite.String(), TemperatureWhite: kt.TemperatureWhite.String(),
			Placid: kt.Placid,
		}
	}
	return out
}

// thermographOf lists the walls of th from the bottom up (cgt gives them
// from the top down).
func thermographOf(th *cgt.Thermograph) Thermograph {
	conv := func(ps []cgt.TrajectoryPoint) []Vertex {
		out := make([]Vertex, 0, len(ps))
		for i := len(ps) - 1; i >= 0; i-- {
			out = append(out, Vertex{T: ps[i].T.String(), V: ps[i].V.String()})
		}
		return out
	}
	return Thermograph{Mean: th.Mean().String(), Temperature: th.Temperature().String(),
		Left: conv(th.LeftVertices()), Right: conv(th.RightVertices())}
}

func choice(c strategy.Choice, toMove board.Color, regions []strategy.RegionResult, size int) Choice {
	out := Choice{Color: colorName(toMove), Vertex: "pass", Exact: c.Exact, Reason: c.Reason}
	if c.Exact {
		out.Stop = c.Stop.String()
	}
	if c.Pass {
		return out
	}
	out.Color = colorName(c.Move.Color)
	out.Vertex = c.Move.Point.Vertex(size)
	if c.Component >= 0 && c.Component < len(regions) {
		out.Region = string(decompose.RegionLetter(regions[c.Component].Region.ID))
	}
	return out
}

// kosOf summarises the ko fight of pa, if any.
func kosOf(pa *strategy.PositionAnalysis, size int) *Kos {
	kf := pa.KoFight
	if kf == nil {
		return nil
	}
	k := &Kos{ThreatsBlack: kf.ThreatsBlack, ThreatsWhite: kf.ThreatsWhite, Threats: []string{},
		Stake: kf.Stake.String(), Cycled: kf.Cycled, States: kf.States}
	for _, i := range kf.Regions {
		k.Regions = append(k.Regions, string(decompose.RegionLetter(pa.Regions[i].Region.ID)))
	}
	for _, t := range kf.Threats {
		k.Threats = append(k.Threats, fmt.Sprintf("%s %s (size %s)", colorName(t.Color), t.Point.Vertex(size), t.Size.MixedString()))
	}
	return k
}

// coinsOf is the coin-sliding reading of pa, if any.
func coinsOf(pa *strategy.PositionAnalysis) *Coins {
	cv := pa.Coins
	if cv == nil {
		return nil
	}
	if cv.Why != "" {
		return &Coins{NotCoins: cv.Why}
	}
	c := &Coins{Position: cv.Position.String()}
	if cv.Classified {
		c.Case, c.Wins = cv.Classification.Case, cv.Classification.Wins
	}
	return c
}

func played(ms []board.Move, size int) []PlayedMove {
	out := []PlayedMove{}
	for _, m := range ms {
		out = append(out, PlayedMove{Color: colorName(m.Color), Vertex: m.Point.Vertex(size)})
	}
	return out
}

func vertices(ps []board.Point, size int) []string {
	sorted := append([]board.Point(nil), ps...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	out := make([]string, len(sorted))
	for i, p := range sorted {
		out[i] = p.Vertex(size)
	}
	return out
}

func colorName(c board.Color) string {
	switch c {
	case board.Black:
		return "black"
	case board.White:
		return "white"
	}
	return ""
}
