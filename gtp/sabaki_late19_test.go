package gtp

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// Sabaki on a late 19x19 endgame (issue 27), through @sabaki/gtp 3.0.0
// (installed by .ci/run into .ci/node): testdata/sgf/late19/cells-1.sgf
// synced as Sabaki sends it, kata-analyze B 10 maxmoves 4 read until a
// line whose candidates carry variations, then protocol_version. Every
// info line has at most 4 candidates, legal for Black; the last line
// read has a variation of at least two moves; within a line, candidates
// with different score leads have different winrates, higher for the
// higher lead (one formula, engine.Winrate); the analysis reply ends
// before the reply to the stop command, with no info line after it. The
// time from the stop command to its reply is logged, not judged.
func TestSabakiLate19(t *testing.T) {
	node, modules, bin := sabakiSetup(t)
	roots, err := sgf.ParseFile("../testdata/sgf/late19/cells-1.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], board.AllMoves, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	var history []sabakiCommand
	for _, c := range []board.Color{board.Black, board.White} {
		for p := 0; p < b.NumPoints(); p++ {
			if b.At(board.Point(p)) == c {
				history = append(history, sabakiCommand{"play", []string{c.String(), board.Point(p).Vertex(19)}})
			}
		}
	}
	data, _ := json.Marshal(map[string]any{"komi": 6.5, "boardsize": []int{19, 19}, "history": history})
	statePath := filepath.Join(t.TempDir(), "state.json")
	if err := os.WriteFile(statePath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "testdata/sabaki_late19.js", modules, bin, statePath)
	cmd.Stderr = os.Stderr
	raw, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, raw)
	}
	var out struct {
		Error         string
		Info          []string
		Events        []string
		AnalysisError bool
		StopReply     string
		StopMillis    float64
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("bad node output %q: %v", raw, err)
	}
	if out.Error != "" || out.AnalysisError || out.StopReply != "2" {
		t.Fatalf("session failed: %+v", out)
	}
	if strings.Join(out.Events, ",") != "analysis end,stop reply" {
		t.Errorf("events %v: the analysis must end, with no info line after the stop command, before its reply", out.Events)
	}
	if len(out.Info) == 0 {
		t.Fatal("no info line")
	}
	for _, l := range out.Info {
		moves := checkInfoLine(t, l, true, 19)
		if len(moves) > 4 {
			t.Errorf("maxmoves 4 not obeyed: %d candidates in %q", len(moves), l)
		}
		for _, m := range moves {
			p, _ := board.ParseVertex(m, 19)
			if !b.IsLegal(board.Black, p) {
				t.Errorf("candidate %s is not legal for Black", m)
			}
		}
		checkWinrates(t, l)
	}
	last := out.Info[len(out.Info)-1]
	longest := 0
	for _, e := range strings.Split(last, "info ")[1:] {
		if _, pv, ok := strings.Cut(e, " pv "); ok {
			longest = max(longest, len(strings.Fields(pv)))
		}
	}
	if longest < 2 {
		t.Errorf("no variation of two moves or more in the last line %q", last)
	}
	t.Logf("%d info lines; stop command answered %.0f ms after it was sent; last line %q", len(out.Info), out.StopMillis, last)
}

// checkWinrates checks that the candidates of an info line with different
// score leads have different winrates, ordered as the leads.
func checkWinrates(t *testing.T, line string) {
	t.Helper()
	type cand struct{ lead, winrate float64 }
	var cs []cand
	for _, e := range strings.Split(line, "info ")[1:] {
		f := strings.Fields(e)
		kv := map[string]string{}
		for i := 0; i+1 < len(f) && f[i] != "pv"; i += 2 {
			kv[f[i]] = f[i+1]
		}
		lead, err1 := strconv.ParseFloat(kv["scoreLead"], 64)
		wr, err2 := strconv.ParseFloat(kv["winrate"], 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad scoreLead or winrate in %q", e)
		}
		cs = append(cs, cand{lead, wr})
	}
	for i := range cs {
		for j := range cs {
			if cs[i].lead > cs[j].lead && !(cs[i].winrate > cs[j].winrate) {
				t.Errorf("lead %v has winrate %v, lead %v has %v: want a higher winrate for the higher lead", cs[i].lead, cs[i].winrate, cs[j].lead, cs[j].winrate)
			}
			if cs[i].lead == cs[j].lead && math.Abs(cs[i].winrate-cs[j].winrate) > 0 {
				t.Errorf("equal leads %v with winrates %v and %v", cs[i].lead, cs[i].winrate, cs[j].winrate)
			}
		}
	}
}
