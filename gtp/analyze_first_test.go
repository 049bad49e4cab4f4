package gtp

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/engine/api"
)

// slowEngine is quickEngine with an analysis that never finishes by
// itself: it waits for its context to end, then answers its candidates
// as a cut-short analysis does. Its clock's deadlines have passed as soon
// as they are set, so that the server's first, bounded analysis ends at
// once (no wall-clock time is involved).
type slowEngine struct{ quickEngine }

func (s slowEngine) Analyze(ctx context.Context, g api.Game, req api.AnalysisRequest) (*api.Analysis, error) {
	<-ctx.Done()
	return s.quickEngine.Analyze(context.Background(), g, req)
}

func (slowEngine) Clock() api.Clock { return pastClock{} }

// pastClock is a clock whose every deadline is already over.
type pastClock struct{ api.RealClock }

func (pastClock) WithDeadline(ctx context.Context, _ time.Time) (context.Context, context.CancelFunc) {
	c, cancel := context.WithCancel(ctx)
	cancel()
	return c, cancel
}

// The first info line of an analysis does not wait for the whole analysis
// (issue 27: within 0.5 s even where the board does not decompose): it
// comes from an analysis bounded by firstInfo on the engine's clock, here
// over at once; the full analysis then runs until the next command stops
// it, the reply ends with no further line, and maxmoves bounds the
// candidates.
func TestAnalysisFirstLineBounded(t *testing.T) {
	le := startLive(t, Options{Engine: slowEngine{}})
	le.send(t, "boardsize 9\nkata-analyze B 0 maxmoves 2\n")
	le.expect(t, "= ")
	if h := le.out.next(); h != "= " {
		t.Fatalf("header %q", h)
	}
	line := le.out.next()
	if moves := checkInfoLine(t, line, true, 9); len(moves) != 2 {
		t.Fatalf("maxmoves 2: %d candidates in %q", len(moves), line)
	}
	le.send(t, "protocol_version\n")
	if l := le.out.next(); l != "" {
		t.Fatalf("after the stop command: %q, want the end of the analysis reply", l)
	}
	le.expect(t, "= 2")
	if !strings.HasPrefix(line, "info move ") {
		t.Errorf("first line %q", line)
	}
}

// kata-analyze ... ownership true ends each line with "ownership" and one
// value per point, top row first, from the analysed colour's side: here
// (an engine that gives none) the position as it stands, so White's
// stone at E5 reads -1 for Black and 1 for White.
func TestAnalysisOwnership(t *testing.T) {
	for _, tc := range []struct {
		color string
		e5    string
	}{{"B", "-1.000"}, {"W", "1.000"}} {
		le := startLive(t, Options{})
		le.send(t, "boardsize 9\nplay w e5\nkata-analyze "+tc.color+" 0 ownership true\n")
		le.expect(t, "= ")
		le.expect(t, "= ")
		if h := le.out.next(); h != "= " {
			t.Fatalf("header %q", h)
		}
		line := le.out.next()
		_, own, ok := strings.Cut(line, " ownership ")
		vals := strings.Fields(own)
		if !ok || len(vals) != 81 {
			t.Fatalf("%s: ownership of %d values in %q", tc.color, len(vals), line)
		}
		if got := vals[4*9+4]; got != tc.e5 {
			t.Errorf("%s: E5 reads %s, want %s", tc.color, got, tc.e5)
		}
		le.send(t, "protocol_version\n")
		le.expect(t)
		le.expect(t, "= 2")
	}
}

// While the whole analysis runs (here it never ends by itself), the
// interval lines go on repeating the first line, as KataGo's do: Sabaki
// and scripts that wait for a line, or count lines before they stop the
// analysis, are never left waiting on a silent engine. The analysis ends
// with the command.
func TestAnalysisLinesWhileWholeAnalysisRuns(t *testing.T) {
	le := startLive(t, Options{Engine: slowEngine{}})
	le.send(t, "boardsize 9\nkata-analyze B 1 maxmoves 2\n")
	le.expect(t, "= ")
	if h := le.out.next(); h != "= " {
		t.Fatalf("header %q", h)
	}
	first := le.out.next()
	for i := 0; i < 3; i++ {
		if l := le.out.next(); l != first {
			t.Fatalf("interval line %d: %q, want the first line repeated %q", i+1, l, first)
		}
	}
	le.send(t, "protocol_version\n")
	for {
		l := le.out.next()
		if l == "" {
			break
		}
		if l != first {
			t.Fatalf("line %q before the end of the reply", l)
		}
	}
	le.expect(t, "= 2")
}
