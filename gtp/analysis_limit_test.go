package gtp

import (
	"strings"
	"testing"
	"time"
)

// Issue 28: the analysis commands stop at their time limit, the longest
// thinking time of a move (--movetime, cgtgo-budget movetime), with a
// failure that says so. On ../engine/testdata/large-incentives-19x19.sgf
// they ran 16-22 s (with no limit: the incentives of exact values of about
// 220 distinct subgames). Measured on a step clock that advances at every
// poll of the engine's deadline (internal/stepclock), never on the wall
// clock: each reply comes within its limit plus 50 ms of that clock.
func TestAnalysisCommandsStopAtTheirLimit(t *testing.T) {
	reply := limitedServer(t, "../engine/testdata/large-incentives-19x19.sgf")
	for _, cmd := range []string{"cgtgo-regions", "cgtgo-temperatures", "cgtgo-move_values", "cgtgo-pv", "cgtgo-region_value A17", "cgtgo-region_moves A17"} {
		r := reply(cmd)
		if !strings.HasPrefix(r, "? ") || !strings.Contains(r, "time limit") {
			t.Errorf("%s: %q, want the failure of the time limit", cmd, r)
		}
	}
}

// Issue 28: final_score and final_status_list have the same time limit;
// cut, final_score answers an estimate labelled as one (the score first,
// as arena.ParseScore reads it) and final_status_list the lists of that
// estimate, each within the limit plus 50 ms of the step clock. On
// ../engine/testdata/slow-count-19x19.sgf, final_score did not answer in
// 30 s of a loaded machine.
func TestCountCommandsStopAtTheirLimit(t *testing.T) {
	reply := limitedServer(t, "../engine/testdata/slow-count-19x19.sgf")
	for _, c := range []struct{ cmd, want string }{
		{"final_score", " (estimate: the count stopped at its time limit of 20ms"},
		{"final_status_list dead", ""},
		{"final_status_list alive", "\n"},
	} {
		r := reply(c.cmd)
		if !strings.HasPrefix(r, "= ") || !strings.Contains(r, c.want) {
			t.Errorf("%s: %q, want a success with %q", c.cmd, r, c.want)
		}
	}
}

// limitedServer is stepClockServer with a time limit of 20 ms, file
// loaded: it returns a function that sends one command and checks that
// its reply comes within the limit plus 50 ms of the step clock.
func limitedServer(t *testing.T, file string) func(cmd string) string {
	t.Helper()
	const (
		limit  = 20 * time.Millisecond
		margin = 50 * time.Millisecond
	)
	_, clock, reply := stepClockServer(t, limit)
	if r := reply("loadsgf " + file); !strings.HasPrefix(r, "=") {
		t.Fatalf("loadsgf %s: %q", file, r)
	}
	return func(cmd string) string {
		t.Helper()
		start := clock.Peek()
		r := reply(cmd)
		if took := clock.Peek().Sub(start); took > limit+margin {
			t.Errorf("%s: reply after %v on the step clock, limit %v + %v", cmd, took, limit, margin)
		}
		return r
	}
}
