package gtp

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
)

// analyzeCommands are the lines of gogui-analyze_commands
// ("type/label/command") besides the region commands of the engine.
func analyzeCommands() []string {
	return []string{
		"param/cgtgo settings/cgtgo-param",
		"string/Count as it stands/cgtgo-count",
		"gfx/Count as it stands (board)/cgtgo-count_gfx",
		"string/Rules/cgtgo-rules",
		"plist/Dead stones/final_status_list dead",
		"string/Final score/final_score",
	}
}

func cmdAnalyzeCommands(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	lines := analyzeCommands()
	if e.engine != nil {
		lines = append(regionCommands(), lines...)
	}
	return strings.Join(lines, "\n"), nil
}

// describeCount prints a count: the margin, then each colour's points.
func describeCount(r board.Result, margin cgt.Rational, komi string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (count as it stands: every stone alive, %s scoring, komi %s; not an endgame analysis)\n",
		api.ScoreString(margin), r.Scoring, komi)
	for _, side := range []struct {
		name string
		c    board.Count
	}{{"black", r.Black}, {"white", r.White}} {
		if r.Scoring == board.Area {
			fmt.Fprintf(&sb, "%s: %d territory + %d stones\n", side.name, side.c.Territory, side.c.Stones)
		} else {
			fmt.Fprintf(&sb, "%s: %d territory + %d prisoners\n", side.name, side.c.Territory, side.c.Prisoners)
		}
	}
	fmt.Fprintf(&sb, "dame %d, seki eyes %d", r.Dame, r.SekiEyes)
	return sb.String()
}

// cmdCount is cgtgo-count: the count of the position as it stands (see
// api.CountAsItStands).
func cmdCount(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	r, margin := api.CountAsItStands(e.b, e.settings.Scoring, e.komi)
	return describeCount(r, margin, api.FormatDecimal(e.komi)), nil
}

// cmdCountGfx is cgtgo-count_gfx: the same count drawn for GoGui (gfx
// BLACK/WHITE territory and a TEXT status line).
func cmdCountGfx(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	owner := board.EmptyRegionsOf(e.b).Owner
	var terr [3][]board.Point
	for p, o := range owner {
		if o != board.Empty && e.b.At(board.Point(p)) == board.Empty {
			terr[o] = append(terr[o], board.Point(p))
		}
	}
	_, margin := api.CountAsItStands(e.b, e.settings.Scoring, e.komi)
	var lines []string
	if len(terr[board.Black]) > 0 {
		lines = append(lines, "BLACK "+board.VertexList(terr[board.Black], e.b.Size()))
	}
	if len(terr[board.White]) > 0 {
		lines = append(lines, "WHITE "+board.VertexList(terr[board.White], e.b.Size()))
	}
	lines = append(lines, "TEXT count as it stands "+api.ScoreString(margin))
	return strings.Join(lines, "\n"), nil
}
