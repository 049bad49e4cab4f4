package gtp

import (
	"context"
	"strings"

	"github.com/cgtgo/cgtgo/board"
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
		"string/Final score (labelled when an estimate)/cgtgo-final_score",
	}
}

func cmdAnalyzeCommands(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	lines := analyzeCommands()
	if e.engine != nil {
		lines = append(regionCommands(), lines...)
	}
	return strings.Join(lines, "\n"), nil
}

// cmdCount is cgtgo-count: the count of the position as it stands (see
// api.CountAsItStands).
func cmdCount(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	return api.CountText(e.b, e.settings.Scoring, e.komi), nil
}

// cmdCountGfx is cgtgo-count_gfx: the same count drawn for GoGui (gfx
// BLACK/WHITE territory and a TEXT status line).
func cmdCountGfx(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	terr := api.TerritoryAsItStands(e.b)
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
