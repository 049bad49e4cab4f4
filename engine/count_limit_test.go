package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// Issue 28: the count (final_score, final_status_list) has the time limit
// of an analysis. On testdata/slow-count-19x19.sgf, the end of a soak game,
// final_score did not answer within 30 s on a loaded machine. Measured on
// a step clock that advances at every poll of the count's deadline
// (internal/stepclock), never on the wall clock: wherever the limit falls,
// the answer comes within a few polls of it, as an estimate labelled as
// one; with a limit the whole count does not reach, the answer is the
// count's, unlabelled. When the limit leaves no time for the quick
// estimate, the answer is the count as it stands (api.CountAsItStands: no
// stone dead). Under -short and under the race detector the two limits
// near and past the whole count are left out (each costs a whole count
// again; the first count, with a limit of 24 hours, is already the answer
// of a limit not reached).
func TestCountStopsAtItsTimeLimit(t *testing.T) {
	short := testing.Short() || testenv.RaceEnabled
	const step = time.Millisecond
	const slack = 16 * step
	var g api.Game
	for _, pos := range gamesOf(t, "testdata/slow-count-19x19.sgf") {
		g = pos
	}
	g.Settings.Scoring = board.Area
	g.Settings.MaxMoveTime = 24 * time.Hour
	clock := stepclock.New(step)
	start := clock.Peek()
	whole, err := newSlowCounter(clock).Count(context.Background(), g)
	if err != nil || whole.Estimate != "" {
		t.Fatalf("without a limit it reaches: %+v, %v", whole, err)
	}
	polls := clock.Peek().Sub(start) / step
	if polls < 500 {
		t.Fatalf("the whole count takes only %d polls: the position no longer tests limits", polls)
	}
	_, standing := api.CountAsItStands(g.Board, g.Settings.Scoring, g.Komi)
	kinds := map[string]int{}
	limits := []time.Duration{1, 4, 40, 400, polls - 1, polls * 2}
	if short {
		limits = limits[:4] // the last two take two more whole counts
	}
	for _, n := range limits {
		limit := n * step
		g.Settings.MaxMoveTime = limit
		clock := stepclock.New(step)
		start := clock.Peek()
		c, err := newSlowCounter(clock).Count(context.Background(), g)
		if err != nil {
			t.Fatalf("limit of %d polls: %v; want a count", n, err)
		}
		if late := clock.Peek().Sub(start.Add(limit)); late > slack {
			t.Errorf("limit of %d polls: the answer came %d polls after the limit", n, late/step)
		}
		t.Logf("limit of %d polls: %s %q, %d dead stones", n, api.ScoreString(c.Margin), c.Estimate, len(c.Dead))
		switch {
		case c.Estimate == "":
			kinds["count"]++
			if !c.Margin.Equal(whole.Margin) || len(c.Dead) != len(whole.Dead) {
				t.Errorf("limit of %d polls: an unlabelled count %s with %d dead stones, want the whole count %s with %d",
					n, api.ScoreString(c.Margin), len(c.Dead), api.ScoreString(whole.Margin), len(whole.Dead))
			}
		case !strings.Contains(c.Estimate, "time limit of "+limit.String()):
			t.Errorf("limit of %d polls: estimate labelled %q, want its time limit", n, c.Estimate)
		case strings.Contains(c.Estimate, "as it stands"):
			kinds["as it stands"]++
			if !c.Margin.Equal(standing) || len(c.Dead) > 0 {
				t.Errorf("limit of %d polls: the count as it stands %s with %d dead stones, want %s with none",
					n, api.ScoreString(c.Margin), len(c.Dead), api.ScoreString(standing))
			}
		default:
			kinds["estimate"]++
			for _, p := range c.Dead {
				if g.Board.At(p) == board.Empty {
					t.Errorf("limit of %d polls: dead stone on the empty point %s", n, p.Vertex(g.Board.Size()))
				}
			}
		}
		if n >= polls && c.Estimate != "" {
			t.Errorf("limit of %d polls, past the %d of the whole count: an estimate %q", n, polls, c.Estimate)
		}
	}
	if kinds["as it stands"] == 0 || kinds["estimate"] == 0 || (kinds["count"] == 0 && !short) {
		t.Errorf("answers %v: the limits should reach each stage", kinds)
	}
	t.Logf("whole count %d polls; answers %v", polls, kinds)
}

// newSlowCounter is an engine on clock whose count searches each cluster
// with about 40,000 nodes in its full search (ClusterNodes 27,000, of which
// strategy's countStages give the full search 1.5 times), the budget that
// keeps the count of this position slow enough to test limits at.
func newSlowCounter(clock *stepclock.Clock) *Engine {
	e := New(Options{Clock: clock})
	e.countNodes = 27000
	return e
}
