package gtp

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// buildCgtgo builds the cgtgo binary into a temporary folder.
func buildCgtgo(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "cgtgo")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/cgtgo/cgtgo/cmd/cgtgo")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// sabakiSetup finds node and @sabaki/gtp (installed by .ci/run into
// .ci/node), skipping the test when either is missing, and builds cgtgo.
func sabakiSetup(t *testing.T) (node, modules, bin string) {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed; skipping the @sabaki/gtp interop test")
	}
	modules, _ = filepath.Abs("../.ci/node/node_modules")
	if _, err := os.Stat(filepath.Join(modules, "@sabaki", "gtp")); err != nil {
		t.Skip("@sabaki/gtp is not installed (npm install --prefix .ci/node @sabaki/gtp@3.0.0); skipping")
	}
	return node, modules, buildCgtgo(t)
}

type sabakiCommand struct {
	Name string   `json:"name"`
	Args []string `json:"args"`
}

// Interop with @sabaki/gtp 3.0.0 (installed by .ci/run into .ci/node):
// Sabaki's start sequence, state sync of a real endgame history (setup
// stones as plays, then moves; a longer and a shorter history to use the
// undo path), kata-analyze B 50 read for a few intervals and stopped by
// protocol_version, then genmove.
func TestSabakiInterop(t *testing.T) {
	node, modules, bin := sabakiSetup(t)

	// The history: endgame-a.sgf's stones as plays (as Sabaki sends setup
	// stones), then a few endgame moves.
	roots, err := sgf.ParseFile("testdata/endgame-a.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], board.AllMoves, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	var history, extra []sabakiCommand
	replay, _ := board.New(9, board.Rules{})
	for _, c := range []board.Color{board.Black, board.White} {
		for p := 0; p < b.NumPoints(); p++ {
			if b.At(board.Point(p)) == c {
				history = append(history, sabakiCommand{"play", []string{c.String(), p2v(board.Point(p))}})
				if err := replay.Play(c, board.Point(p)); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, m := range [][2]string{{"B", "F1"}, {"W", "G1"}, {"B", "pass"}, {"W", "pass"}} {
		history = append(history, sabakiCommand{"play", []string{m[0], m[1]}})
		c, _ := board.ParseColor(m[0])
		p, _ := board.ParseVertex(m[1], 9)
		if err := replay.Play(c, p); err != nil {
			t.Fatal(err)
		}
	}
	extra = []sabakiCommand{{"play", []string{"B", "E1"}}, {"play", []string{"W", "C9"}}}
	state := map[string]any{"komi": 6.5, "boardsize": []int{9, 9}, "history": history, "extra": extra}
	data, _ := json.Marshal(state)
	statePath := filepath.Join(t.TempDir(), "state.json")
	if err := os.WriteFile(statePath, data, 0o644); err != nil {
		t.Fatal(err)
	}

	cmd := exec.Command(node, "testdata/sabaki_interop.js", modules, bin, statePath)
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, raw)
	}
	var out struct {
		Error         string
		Name          string
		Commands      []string
		Synced        bool
		Info          []string
		AnalysisError bool
		StopReply     string
		Genmove       string
		GenmoveError  bool
		Stderr        []string
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("bad node output %q: %v", raw, err)
	}
	if out.Error != "" {
		t.Fatalf("node script: %s", out.Error)
	}
	if out.Name != "cgtgo" || !out.Synced || out.AnalysisError || out.StopReply != "2" || out.GenmoveError {
		t.Fatalf("session failed: %+v", out)
	}
	if !contains(out.Commands, "kata-analyze") || contains(out.Commands, "analyze") {
		t.Errorf("list_commands as Sabaki reads it: %v", out.Commands)
	}
	if len(out.Info) < 3 {
		t.Fatalf("%d info lines", len(out.Info))
	}
	for _, l := range out.Info {
		for _, m := range checkInfoLine(t, l, true, 9) {
			p, _ := board.ParseVertex(m, 9)
			if !replay.IsLegal(board.Black, p) {
				t.Errorf("candidate %s is not legal for Black", m)
			}
		}
	}
	t.Logf("%d info lines, first %q; genmove %s", len(out.Info), out.Info[0], out.Genmove)
	p, err := board.ParseVertex(out.Genmove, 9)
	if err != nil || !replay.IsLegal(board.Black, p) {
		t.Errorf("genmove answered %q, not a legal move", out.Genmove)
	}
}

func p2v(p board.Point) string { return p.Vertex(9) }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
