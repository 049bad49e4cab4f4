package gtp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// The GoGui analyze commands of the region analysis (issue 9): they show
// the decomposition and the values of the CGTPlayer's analysis of the
// current position with the player to move.

// regionCommands are the gogui-analyze_commands lines of these commands.
func regionCommands() []string {
	return []string{
		"cboard/Regions/cgtgo-regions",
		"sboard/Region temperatures/cgtgo-temperatures",
		"gfx/Move values/cgtgo-move_values",
		"string/Region moves/cgtgo-region_moves %p",
		"hstring/Region value and thermograph/cgtgo-region_value %p",
		"gfx/Principal variation/cgtgo-pv",
	}
}

// errNoRegionAnalysis is returned when the engine's analyzer is not the
// CGT player (the protocol tests' placeholder).
var errNoRegionAnalysis = errors.New("region analysis needs cgtgo's CGT player")

// positionAnalysis analyses the current position with the player to move.
func (e *Engine) positionAnalysis(ctx context.Context) (*strategy.PositionAnalysis, error) {
	cp, ok := e.analyzer.(*CGTPlayer)
	if !ok {
		return nil, errNoRegionAnalysis
	}
	return cp.analyze(ctx, e.position(), e.b.ToMove())
}

// regionColors are the cboard colours of regions in play, in turn.
var regionColors = [...]string{"red", "blue", "green", "magenta", "cyan", "yellow", "pink", "#ff8800", "#8800ff", "#008888"}

// boardLines writes an N-line board of tokens, top row first (GoGui's
// board response types), cell giving the token of each point.
func boardLines(size int, cell func(p board.Point) string) string {
	var sb strings.Builder
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			if x > 0 {
				sb.WriteByte(' ')
			}
			t := cell(board.PointAt(x, y, size))
			if t == "" || strings.ContainsAny(t, " \t") {
				t = `"` + t + `"`
			}
			sb.WriteString(t)
		}
		if y < size-1 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// cmdRegions is cgtgo-regions (cboard): one colour per region in play,
// gray for settled territory, nothing on safe stones.
func cmdRegions(e *Engine, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx)
	if err != nil {
		return "", err
	}
	color := map[int]string{}
	n := 0
	for _, r := range pa.Regions {
		if r.Region.Kind == decompose.Territory {
			color[r.Region.ID] = "gray"
			continue
		}
		color[r.Region.ID] = regionColors[n%len(regionColors)]
		n++
	}
	d := pa.Decomposition
	return boardLines(e.b.Size(), func(p board.Point) string {
		if id := d.RegionAt(p); id >= 0 {
			return color[id]
		}
		return ""
	}), nil
}

// cmdTemperatures is cgtgo-temperatures (sboard): each point shows the
// temperature of its region (a move's worth in miai points), blank for
// safe stones and cold regions.
func cmdTemperatures(e *Engine, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx)
	if err != nil {
		return "", err
	}
	d := pa.Decomposition
	return boardLines(e.b.Size(), func(p board.Point) string {
		id := d.RegionAt(p)
		if id < 0 {
			return ""
		}
		t := pa.Regions[id].Analysis.Temperature
		if t.Sign() <= 0 {
			return ""
		}
		return t.String()
	}), nil
}

// cmdMoveValues is cgtgo-move_values (gfx): every local move of the player
// to move labelled with its gain (miai points), the recommended move marked
// and coloured, and the reason in the status bar.
func cmdMoveValues(e *Engine, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx)
	if err != nil {
		return "", err
	}
	c := e.b.ToMove()
	size := e.b.Size()
	var labels []string
	for _, r := range pa.Regions {
		for _, m := range r.Analysis.Moves {
			if m.Color == c && m.Point != board.NoPoint {
				labels = append(labels, m.Point.Vertex(size)+" "+m.Gain.String())
			}
		}
	}
	var lines []string
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	if !pa.Best.Pass {
		v := pa.Best.Move.Point.Vertex(size)
		lines = append(lines, "COLOR green "+v, "MARK "+v)
	}
	lines = append(lines, "TEXT "+bestText(pa))
	return strings.Join(lines, "\n"), nil
}

// bestText describes the recommended move and the predicted results.
func bestText(pa *strategy.PositionAnalysis) string {
	mv := "pass"
	if !pa.Best.Pass {
		mv = pa.Best.Move.Point.Vertex(pa.Board.Size())
	}
	kind := "exact"
	if !pa.Exact {
		kind = "estimate"
	}
	return fmt.Sprintf("best %s (%s); Black first %s, White first %s (%s)", mv, pa.Best.Reason,
		ScoreString(pa.BlackFirst), ScoreString(pa.WhiteFirst), kind)
}

// regionOfCommand analyses the position and returns the region at the
// command's point argument.
func (e *Engine) regionOfCommand(ctx context.Context, cmd Command) (strategy.RegionResult, error) {
	pa, err := e.positionAnalysis(ctx)
	if err != nil {
		return strategy.RegionResult{}, err
	}
	return regionAt(e, pa, cmd)
}

// regionAt parses the point argument and returns its region's result.
func regionAt(e *Engine, pa *strategy.PositionAnalysis, cmd Command) (strategy.RegionResult, error) {
	if len(cmd.Args) != 1 {
		return strategy.RegionResult{}, fmt.Errorf("%w: expected a point", errSyntax)
	}
	p, err := board.ParseVertex(cmd.Args[0], e.b.Size())
	if err != nil || p == board.Pass {
		return strategy.RegionResult{}, fmt.Errorf("%w: bad point %q", errSyntax, cmd.Args[0])
	}
	id := pa.Decomposition.RegionAt(p)
	if id < 0 {
		return strategy.RegionResult{}, fmt.Errorf("%s is a safe stone, in no region", strings.ToUpper(cmd.Args[0]))
	}
	return pa.Regions[id], nil
}

// cmdRegionMoves is cgtgo-region_moves P (string): the move table of the
// region at P.
func cmdRegionMoves(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	r, err := e.regionOfCommand(ctx, cmd)
	if err != nil {
		return "", err
	}
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
		fmt.Fprintf(&sb, "\n%s %s gains %s: to %s%s", m.Color.Name(), m.Point.Vertex(e.b.Size()), m.Gain, m.Option, best)
	}
	if !a.Exact {
		fmt.Fprintf(&sb, "\nestimate: %s", a.Approximation)
	}
	return sb.String(), nil
}

// cmdRegionValue is cgtgo-region_value P (hstring): the canonical value of
// the region at P, its stops, mean, temperature and a text thermograph
// (the corners of each wall from the top).
func cmdRegionValue(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	r, err := e.regionOfCommand(ctx, cmd)
	if err != nil {
		return "", err
	}
	a := r.Analysis
	var sb strings.Builder
	fmt.Fprintf(&sb, "value %s\nstops %s / %s, mean %s, temperature %s (%s)", a.Value, a.LeftStop, a.RightStop, a.Mean, a.Temperature, a.Type)
	if a.HasChilled {
		fmt.Fprintf(&sb, "\nchilled %s", a.Chilled)
	}
	for _, w := range []struct {
		name string
		pts  func() string
	}{
		{"left wall ", func() string { return wallText(a.Thermograph.LeftVertices()) }},
		{"right wall", func() string { return wallText(a.Thermograph.RightVertices()) }},
	} {
		fmt.Fprintf(&sb, "\n%s %s", w.name, w.pts())
	}
	if a.KoThermography != nil {
		kt := a.KoThermography
		fmt.Fprintf(&sb, "\nko: Black komaster mean %s temperature %s; White komaster mean %s temperature %s",
			kt.MeanBlack, kt.TemperatureBlack, kt.MeanWhite, kt.TemperatureWhite)
	}
	return sb.String(), nil
}

// cmdPV is cgtgo-pv (gfx VAR): the principal variation, the recommended
// moves of both sides played forward while the analysis stays exact (at
// most six moves).
func cmdPV(e *Engine, ctx context.Context, _ Command, _ *stream) (string, error) {
	cp, ok := e.analyzer.(*CGTPlayer)
	if !ok {
		return "", errNoRegionAnalysis
	}
	pos := e.position()
	c := e.b.ToMove()
	var vars []string
	for i := 0; i < 6 && ctx.Err() == nil; i++ {
		pa, err := cp.analyze(ctx, pos, c)
		if err != nil || !pa.Decomposition.Complete() || pa.Best.Pass || (i > 0 && !pa.Exact) {
			break
		}
		p := pa.Best.Move.Point
		if pos.Board.Play(c, p) != nil {
			break
		}
		vars = append(vars, strings.ToLower(c.String())+" "+p.Vertex(e.b.Size()))
		c = c.Opponent()
	}
	if len(vars) == 0 {
		return "TEXT no variation (nothing gains, or the board does not decompose)", nil
	}
	return "VAR " + strings.Join(vars, " "), nil
}

// wallText prints a wall's corners from the top as "(t=.., v=..)" pairs.
func wallText(ps []cgt.TrajectoryPoint) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("(t=%s, v=%s)", p.T, p.V)
	}
	return strings.Join(parts, " ")
}
