package gtp

import (
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
)

// TestNewGameHook: Options.NewGame runs once per clear_board or loadsgf
// that succeeds, and never for other commands (cgtgo gtp frees memory there, between games); the
// board is cleared as before (e5 can be played again).
func TestNewGameHook(t *testing.T) {
	cases := []struct {
		name, in string
		want     int
	}{
		{"two games", "boardsize 9\nclear_board\nplay b e5\nclear_board\nplay b e5\n", 2},
		{"loadsgf", "loadsgf testdata/endgame-a.sgf\nloadsgf testdata/no-such-file.sgf\n", 1},
		{"no clear_board", "boardsize 9\nplay b e5\nundo\nboardsize 13\n", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			calls := 0
			out := runSession(t, c.in, Options{NewGame: func() { calls++ }})
			if calls != c.want {
				t.Fatalf("NewGame ran %d times, want %d", calls, c.want)
			}
			if strings.Count(out, "?") != strings.Count(c.in, "no-such") {
				t.Fatalf("a command failed:\n%s", out)
			}
		})
	}
}

// TestEngineNewGame: the engine keeps region values between moves of a
// game and forgets them when a new game starts.
func TestEngineNewGame(t *testing.T) {
	p := engine.New(engine.Options{})
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties // as cgtgo gtp: the board decomposes
	settings.MaxMoveTime = 0                                             // no clock: the node budgets bound the move, on any machine
	opt := Options{Engine: p, Settings: &settings}
	out := runSession(t, "loadsgf ../testdata/sgf/endgame-9x9-corridors.sgf\ngenmove b\n", opt) // regions in play
	if strings.Contains(out, "?") {
		t.Fatalf("a command failed:\n%s", out)
	}
	if p.CachedRegions() == 0 {
		t.Fatalf("no region value cached after genmove:\n%s", out)
	}
	runSession(t, "clear_board\n", opt)
	if n := p.CachedRegions(); n != 0 {
		t.Fatalf("%d region values kept after clear_board", n)
	}
}
