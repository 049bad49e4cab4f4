package gtp

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
)

// Issue 28: the analysis commands stop at their time limit, the longest
// thinking time of a move (--movetime, cgtgo-budget movetime), with a
// failure that says so. On ../engine/testdata/large-incentives-19x19.sgf
// they ran 16-22 s (with no limit: the incentives of exact values of about
// 220 distinct subgames). Measured on a step clock that advances at every
// poll of the engine's deadline (internal/stepclock), never on the wall
// clock: each reply comes within its limit plus 50 ms of that clock.
func TestAnalysisCommandsStopAtTheirLimit(t *testing.T) {
	const (
		limit  = 20 * time.Millisecond
		margin = 50 * time.Millisecond
	)
	clock := stepclock.New(pollStep)
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
	settings.MaxMoveTime = limit
	srv := New(Options{Engine: engine.New(engine.Options{Clock: clock}), Settings: &settings})
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := srv.Run(context.Background(), inR, outW)
		outW.Close()
		done <- err
	}()
	defer func() {
		inW.Close()
		if err := <-done; err != nil {
			t.Errorf("server: %v", err)
		}
	}()
	out := newLineReader(t, outR)
	reply := func(cmd string) string {
		t.Helper()
		if _, err := io.WriteString(inW, cmd+"\n"); err != nil {
			t.Fatal(err)
		}
		head := out.next()
		for l := out.next(); l != ""; l = out.next() {
			head += "\n" + l
		}
		return head
	}
	if r := reply("loadsgf ../engine/testdata/large-incentives-19x19.sgf"); !strings.HasPrefix(r, "=") {
		t.Fatalf("loadsgf: %q", r)
	}
	for _, cmd := range []string{"cgtgo-regions", "cgtgo-temperatures", "cgtgo-move_values", "cgtgo-pv", "cgtgo-region_value A17", "cgtgo-region_moves A17"} {
		start := clock.Peek()
		r := reply(cmd)
		if took := clock.Peek().Sub(start); took > limit+margin {
			t.Errorf("%s: reply after %v on the step clock, limit %v + %v", cmd, took, limit, margin)
		}
		if !strings.HasPrefix(r, "? ") || !strings.Contains(r, "time limit") {
			t.Errorf("%s: %q, want the failure of the time limit", cmd, r)
		}
	}
}
