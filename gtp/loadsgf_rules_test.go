package gtp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// Issue 28: loadsgf of a record that names no rules (no RU) keeps the
// rules the controller set by name (kgs-rules, cgtgo-rules, cgtgo-koban)
// instead of taking those its komi implies, across loads; without a
// choice the komi tells them (6.5: Japanese), and a record with RU plays
// under its own. The rules expected are the rule sets' definitions
// (Chinese: area scoring, positional superko N; Japanese: territory,
// simple ko J), read back with cgtgo-rules.
func TestLoadSGFKeepsChosenRules(t *testing.T) {
	dir := t.TempDir()
	silent := filepath.Join(dir, "silent.sgf") // komi 6.5, no RU
	named := filepath.Join(dir, "named.sgf")   // RU Japanese
	for f, text := range map[string]string{silent: "(;SZ[9]KM[6.5];B[ee];W[cc])", named: "(;SZ[9]KM[6.5]RU[Japanese];B[ee])"} {
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const chinese = "scoring area\nkoban N\nsuicide false"
	const japanese = "scoring territory\nkoban J\nsuicide false"
	cases := []struct {
		name  string
		cmds  []string
		rules string // cgtgo-rules after the commands
	}{
		{"no choice: the komi tells Japanese", []string{"loadsgf " + silent}, japanese},
		{"cgtgo-param rules chinese stands", []string{"cgtgo-param rules chinese", "loadsgf " + silent}, chinese},
		{"kgs-rules chinese stands", []string{"kgs-rules chinese", "loadsgf " + silent}, chinese},
		{"cgtgo-rules chinese stands across loads", []string{"cgtgo-rules chinese", "loadsgf " + silent, "clear_board", "loadsgf " + silent}, chinese},
		{"cgtgo-koban N stands, the scoring from the komi", []string{"cgtgo-koban N", "loadsgf " + silent}, "scoring territory\nkoban N\nsuicide false"},
		{"the record's RU wins", []string{"kgs-rules chinese", "loadsgf " + named}, japanese},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The rules in force at the start are Chinese, not chosen by
			// name: only a choice keeps them.
			s := api.DefaultSettings()
			s.Scoring, s.Rules = board.Area, board.Rules{Ko: board.KoSuperko}
			out := runSession(t, strings.Join(append(c.cmds, "cgtgo-rules"), "\n")+"\n", Options{Settings: &s})
			replies := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
			if len(replies) != len(c.cmds)+1 {
				t.Fatalf("%d replies to %d commands: %q", len(replies), len(c.cmds)+1, out)
			}
			for i, r := range replies[:len(c.cmds)] {
				if !strings.HasPrefix(r, "=") {
					t.Fatalf("%s: %q", c.cmds[i], r)
				}
			}
			if got := strings.TrimPrefix(replies[len(c.cmds)], "= "); got != c.rules {
				t.Errorf("rules %q, want %q", got, c.rules)
			}
		})
	}
}
