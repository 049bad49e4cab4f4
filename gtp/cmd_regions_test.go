package gtp

import (
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// setupCommands returns the GTP commands that set up a position on an empty
// board of its size (gogui-setup), Black to move.
func setupCommands(b *board.Board) string {
	var black, white []string
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		switch b.At(p) {
		case board.Black:
			black = append(black, "b "+p.Vertex(b.Size()))
		case board.White:
			white = append(white, "w "+p.Vertex(b.Size()))
		}
	}
	return "boardsize 6\nclear_board\nkomi 0\ngogui-setup " + strings.Join(append(black, white...), " ") + "\ngogui-setup_player b\n"
}

// TestRegionAnalyzeCommands runs the GoGui region commands on the
// hand-counted 2-point gote of internal/wholeboard ({2|0} at B4/C4).
func TestRegionAnalyzeCommands(t *testing.T) {
	pos := wholeboard.TwoPointGote()
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = 2
	input := setupCommands(pos.Board) +
		"1 gogui-analyze_commands\n2 cgtgo-regions\n3 cgtgo-temperatures\n4 cgtgo-move_values\n" +
		"5 cgtgo-region_moves C4\n6 cgtgo-region_value C4\n7 cgtgo-pv\n8 cgtgo-region_moves A5\n"
	out := runSession(t, input, Options{Engine: engine.New(engine.Options{}), Settings: &settings})
	want := map[string][]string{
		"=1": {"cboard/Regions/cgtgo-regions", "hstring/Region value and thermograph/cgtgo-region_value %p"},
		"=2": {"red"},                                        // the one region in play
		"=3": {"1"},                                          // its temperature
		"=4": {"LABEL", "C4 1", "COLOR green C4", "MARK C4"}, // C4 gains 1 (miai), best
		"=5": {"value {2|0}", "black C4 gains 1", "white C4 gains 1"},
		"=6": {"value {2|0}", "mean 1, temperature 1", "left wall", "right wall"},
		"=7": {"VAR b C4"},
		"?8": {"safe stone"},
	}
	for _, block := range strings.Split(out, "\n\n") {
		for id, subs := range want {
			if strings.HasPrefix(block, id+" ") || strings.HasPrefix(block, id+"\n") {
				for _, s := range subs {
					if !strings.Contains(block, s) {
						t.Errorf("reply %s lacks %q:\n%s", id, s, block)
					}
				}
				delete(want, id)
			}
		}
	}
	for id := range want {
		t.Errorf("no reply %s in\n%s", id, out)
	}
	// Boards have N lines of N tokens.
	for _, block := range strings.Split(out, "\n\n") {
		if strings.HasPrefix(block, "=2 ") {
			lines := strings.Split(strings.TrimPrefix(block, "=2 "), "\n")
			if len(lines) != 6 {
				t.Errorf("cboard has %d lines, want 6", len(lines))
			}
		}
	}
}
