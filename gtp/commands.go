package gtp

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/engine/api"
)

// registerAll fills the command table. The order is the order of
// list_commands.
func (e *Server) registerAll() {
	// GTP v2 §6.3.1: administrative commands.
	e.register("protocol_version", text(func(*Server) string { return "2" }))
	e.register("name", text(func(e *Server) string { return e.name }))
	e.register("version", text(func(e *Server) string { return e.version }))
	e.register("known_command", handler{run: cmdKnownCommand})
	e.register("list_commands", text(func(e *Server) string { return strings.Join(e.order, "\n") }))
	e.register("quit", text(func(*Server) string { return "" }))
	// §6.3.2: setup.
	e.register("boardsize", handler{run: cmdBoardsize})
	e.register("clear_board", handler{run: cmdClearBoard})
	e.register("komi", handler{run: cmdKomi})
	e.register("fixed_handicap", handler{run: cmdFixedHandicap})
	e.register("place_free_handicap", handler{run: cmdPlaceFreeHandicap})
	e.register("set_free_handicap", handler{run: cmdSetFreeHandicap})
	// §6.3.3: core play.
	e.register("play", handler{run: cmdPlay})
	e.register("genmove", handler{run: genmoveCommand(false), long: true})
	e.register("undo", handler{run: cmdUndo})
	// §6.3.4: tournament.
	e.register("time_settings", handler{run: cmdTimeSettings})
	e.register("time_left", handler{run: cmdTimeLeft})
	e.register("final_score", handler{run: cmdFinalScore})
	e.register("final_status_list", handler{run: cmdFinalStatusList})
	// §6.3.5: regression.
	e.register("loadsgf", handler{run: cmdLoadSGF})
	e.register("reg_genmove", handler{run: cmdRegGenmove, long: true})
	e.register("restricted_genmove", handler{run: cmdRestrictedGenmove, long: true})
	// §6.3.6: debug.
	e.register("showboard", text(func(e *Server) string {
		return "\n" + e.b.String() + fmt.Sprintf("komi %s, %s scoring, ko-ban %s", api.FormatDecimal(e.komi), e.settings.Scoring, e.settings.Rules.Ko)
	}))
	// Extensions: KGS.
	e.register("kgs-rules", handler{run: cmdKGSRules})
	e.register("kgs-time_settings", handler{run: cmdKGSTimeSettings})
	e.register("kgs-genmove_cleanup", handler{run: genmoveCommand(true), long: true})
	// Extensions: GoGui.
	e.register("gogui-interrupt", text(func(*Server) string { return "" })) // interrupts come as "# interrupt" lines
	e.register("gogui-title", text(func(e *Server) string {
		return fmt.Sprintf("%s %dx%d komi %s %s scoring ko %s", e.name, e.b.Size(), e.b.Size(),
			api.FormatDecimal(e.komi), e.settings.Scoring, e.settings.Rules.Ko)
	}))
	e.register("gogui-setup", handler{run: cmdSetup})
	e.register("gogui-setup_player", handler{run: cmdSetupPlayer})
	e.register("gogui-play_sequence", handler{run: cmdPlaySequence})
	e.register("gogui-analyze_commands", handler{run: cmdAnalyzeCommands})
	// Extensions: Sabaki analysis (KataGo and Leela Zero dialects).
	e.register("kata-analyze", handler{run: analysisCommand(kata), long: true, stopOnInput: true})
	e.register("kata-genmove_analyze", handler{run: genmoveAnalyzeCommand(kata), long: true})
	e.register("lz-analyze", handler{run: analysisCommand(leelaZero), long: true, stopOnInput: true})
	e.register("lz-genmove_analyze", handler{run: genmoveAnalyzeCommand(leelaZero), long: true})
	// Extensions: cgtgo.
	e.register("printsgf", handler{run: cmdPrintSGF})
	e.register("cgtgo-rules", handler{run: cmdRules})
	e.register("cgtgo-koban", handler{run: cmdKoban})
	e.register("cgtgo-safety", handler{run: cmdSafety})
	e.register("cgtgo-budget", handler{run: cmdBudget})
	e.register("cgtgo-param", handler{run: cmdParam})
	e.register("cgtgo-count", handler{run: cmdCount})
	e.register("cgtgo-final_score", handler{run: cmdLabelledFinalScore})
	e.register("cgtgo-count_gfx", handler{run: cmdCountGfx})
	e.register("cgtgo-regions", handler{run: cmdRegions, long: true})
	e.register("cgtgo-temperatures", handler{run: cmdTemperatures, long: true})
	e.register("cgtgo-move_values", handler{run: cmdMoveValues, long: true})
	e.register("cgtgo-region_moves", handler{run: regionText(func(r api.Region) string { return r.MovesText }), long: true})
	e.register("cgtgo-region_value", handler{run: regionText(func(r api.Region) string { return r.ValueText }), long: true})
	e.register("cgtgo-pv", handler{run: cmdPV, long: true})
}

// text is a command whose reply is f's text, whatever its arguments.
func text(f func(e *Server) string) handler {
	return handler{run: func(e *Server, _ context.Context, _ Command, _ *stream) (string, error) { return f(e), nil }}
}
