package gtp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// The GoGui analyze commands of the region analysis (issue 9): they show
// the decomposition and the values of the engine's analysis of the current
// position with the player to move.

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

// errNotDecomposed is the failure of a region command on a board that
// does not split into regions.
var errNotDecomposed = errors.New("the board does not split into regions")

// positionAnalysis analyses the current position with the player to move
// (and a principal variation of at most pv moves).
func (e *Server) positionAnalysis(ctx context.Context, pv int) (*api.Analysis, error) {
	if e.engine == nil {
		return nil, errNoEngine
	}
	a, err := e.engine.Analyze(ctx, e.game(), api.AnalysisRequest{Color: e.b.ToMove(), PV: pv})
	if err != nil {
		return nil, err
	}
	if !a.Decomposed {
		return nil, errNotDecomposed
	}
	return a, nil
}

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
func cmdRegions(e *Server, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx, 0)
	if err != nil {
		return "", err
	}
	color := pa.RegionColors()
	return boardLines(e.b.Size(), func(p board.Point) string {
		if id := pa.RegionOf[p]; id >= 0 {
			return color[id]
		}
		return ""
	}), nil
}

// cmdTemperatures is cgtgo-temperatures (sboard): each point shows the
// temperature of its region (a move's worth in miai points), blank for
// safe stones and cold regions.
func cmdTemperatures(e *Server, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx, 0)
	if err != nil {
		return "", err
	}
	return boardLines(e.b.Size(), func(p board.Point) string {
		return pa.TemperatureText(p)
	}), nil
}

// cmdMoveValues is cgtgo-move_values (gfx, GoGui's "Move values"): every
// candidate move of the player to move labelled with its value in points
// (its gain in miai counting: what the move is worth, a gote move's swing
// being twice it) and its kind, g for gote, s for sente, r for reverse
// sente ("3.5g", "2s", see api.Analysis.MoveLabels); the recommended move
// marked and coloured; the notation, the recommended move and the
// predicted results in the status bar (api.Analysis.BestText).
func cmdMoveValues(e *Server, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx, 0)
	if err != nil {
		return "", err
	}
	c := e.b.ToMove()
	size := e.b.Size()
	labels := pa.MoveLabels(c, size)
	var lines []string
	if len(labels) > 0 {
		lines = append(lines, "LABEL "+strings.Join(labels, " "))
	}
	if pa.Best != board.Pass {
		v := pa.Best.Vertex(size)
		lines = append(lines, "COLOR green "+v, "MARK "+v)
	}
	lines = append(lines, "TEXT "+c.Name()+"'s moves, value in points (g gote, s sente, r reverse sente); "+pa.BestText(size))
	return strings.Join(lines, "\n"), nil
}

// regionOfCommand analyses the position and returns the region at the
// command's point argument.
func (e *Server) regionOfCommand(ctx context.Context, cmd Command) (api.Region, error) {
	if len(cmd.Args) != 1 {
		return api.Region{}, fmt.Errorf("%w: expected a point", errSyntax)
	}
	p, err := board.ParseVertex(cmd.Args[0], e.b.Size())
	if err != nil || p == board.Pass {
		return api.Region{}, fmt.Errorf("%w: bad point %q", errSyntax, cmd.Args[0])
	}
	pa, err := e.positionAnalysis(ctx, 0)
	if err != nil {
		return api.Region{}, err
	}
	r, ok := pa.RegionAt(p)
	if !ok {
		return api.Region{}, fmt.Errorf("%s is a safe stone, in no region", strings.ToUpper(cmd.Args[0]))
	}
	return r, nil
}

// regionText is cgtgo-region_moves P (string: api.Region.MovesText) and
// cgtgo-region_value P (hstring: api.Region.ValueText): a text of the
// region at P.
func regionText(f func(api.Region) string) func(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	return func(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
		r, err := e.regionOfCommand(ctx, cmd)
		return f(r), err
	}
}

// cmdPV is cgtgo-pv (gfx VAR): the principal variation, the recommended
// moves of both sides played forward while the analysis stays exact (at
// most six moves).
func cmdPV(e *Server, ctx context.Context, _ Command, _ *stream) (string, error) {
	pa, err := e.positionAnalysis(ctx, 6)
	if err != nil && !errors.Is(err, errNotDecomposed) {
		return "", err
	}
	var vars []string
	if pa != nil {
		vars = pa.PVMoves(e.b.Size())
	}
	if len(vars) == 0 {
		return "TEXT no variation (nothing gains, or the board does not decompose)", nil
	}
	return "VAR " + strings.Join(vars, " "), nil
}
