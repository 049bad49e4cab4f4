package gtp

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
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
// cut, final_score answers the bare score of its estimate (GTP v2 section
// 6.3.5: "B+3.5", what GUIs parse), logs to stderr that it is an estimate,
// and cgtgo-final_score answers the same score labelled as an estimate;
// final_status_list answers the lists of that estimate; each within the
// limit plus 50 ms of the step clock. On
// ../engine/testdata/slow-count-19x19.sgf, final_score did not answer in
// 30 s of a loaded machine; since the count's staged cluster searches its
// count finishes within the limit, so the test counts
// ../engine/testdata/large-incentives-19x19.sgf, whose whole count takes
// about 190 polls of the step clock (356 before the count's searches
// skipped hopeless clusters), with a limit of 10 ms: the count's share of
// it is about 110 polls (engine.Count).
func TestCountCommandsStopAtTheirLimit(t *testing.T) {
	var logs bytes.Buffer
	log := zerolog.New(&logs)
	reply := limitedServerAt(t, "../engine/testdata/large-incentives-19x19.sgf", countLimit, &log)
	bare := regexp.MustCompile(`^= (0|[BW]\+[0-9]+(\.5)?)$`)
	score := reply("final_score")
	if !bare.MatchString(score) {
		t.Errorf("final_score: %q, want a bare score", score)
	}
	if !strings.Contains(logs.String(), "final_score: the score of an estimate") || !strings.Contains(logs.String(), "the count stopped at its time limit of "+countLimit.String()) {
		t.Errorf("final_score of an estimate: the log does not say so: %s", logs.String())
	}
	for _, c := range []struct{ cmd, want string }{
		{"cgtgo-final_score", strings.TrimPrefix(score, "= ") + " (estimate: the count stopped at its time limit of " + countLimit.String()},
		{"final_status_list dead", ""},
		{"final_status_list alive", "\n"},
	} {
		r := reply(c.cmd)
		if !strings.HasPrefix(r, "= ") || !strings.Contains(r, c.want) {
			t.Errorf("%s: %q, want a success with %q", c.cmd, r, c.want)
		}
	}
}

// A count that finishes is never labelled: final_score and
// cgtgo-final_score give the same bare score (an empty 9x9 board: komi
// 6.5, White wins by 6.5 under territory scoring, GTP's default komi
// counted by hand), and nothing is logged about an estimate.
func TestFinalScoreUnlabelledWhenExact(t *testing.T) {
	var logs bytes.Buffer
	log := zerolog.New(&logs)
	_, _, reply := stepClockServerAt(t, time.Minute, pollStep, &log)
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 6.5"} {
		if r := reply(cmd); !strings.HasPrefix(r, "=") {
			t.Fatalf("%s: %q", cmd, r)
		}
	}
	for _, cmd := range []string{"final_score", "cgtgo-final_score"} {
		if r := reply(cmd); r != "= W+6.5" {
			t.Errorf("%s on an empty board with komi 6.5: %q, want = W+6.5", cmd, r)
		}
	}
	if strings.Contains(logs.String(), "estimate") {
		t.Errorf("a finished count logged an estimate: %s", logs.String())
	}
}

// limitedServer is stepClockServer with a time limit of 20 ms, file
// loaded: it returns a function that sends one command and checks that
// its reply comes within the limit plus 50 ms of the step clock.
func limitedServer(t *testing.T, file string) func(cmd string) string {
	t.Helper()
	return limitedServerWith(t, file, nil)
}

// countLimit is the time limit of TestCountCommandsStopAtTheirLimit.
const countLimit = 10 * time.Millisecond

// limitedServerWith is limitedServer with the server's logger log.
func limitedServerWith(t *testing.T, file string, log *zerolog.Logger) func(cmd string) string {
	t.Helper()
	return limitedServerAt(t, file, 20*time.Millisecond, log)
}

// limitedServerAt is limitedServerWith with the time limit limit.
func limitedServerAt(t *testing.T, file string, limit time.Duration, log *zerolog.Logger) func(cmd string) string {
	t.Helper()
	const margin = 50 * time.Millisecond
	_, clock, reply := stepClockServerAt(t, limit, pollStep, log)
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
