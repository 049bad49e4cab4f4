package engine

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// Issue 28: an analysis stops at its time limit (the longest thinking
// time of a move) and says so, wherever the limit falls: in the region
// searches or in the algebra of the incentives of the moves, which on
// testdata/large-incentives-19x19.sgf (exact values of about 220 distinct
// subgames) took seconds of canonical simplification and comparison with
// no check of a limit. The limit is measured on a step clock that advances
// at every poll of the analysis' context (internal/stepclock), never on
// the wall clock: the reply comes within a few polls of the limit, with
// ErrAnalysisTimeLimit, never a smaller answer; with candidates requested
// (kata-analyze), the candidates found in time are the answer. Under the
// race detector the limit of 1,000,000 polls, past the whole analysis, is
// left out: it asks what the first analysis (a limit of 24 hours) already
// shows, that a limit not reached leaves the answer, and costs a whole
// analysis again.
func TestAnalysisStopsAtItsTimeLimit(t *testing.T) {
	const step = time.Millisecond
	const slack = 16 * step // the way out: a few polls after the limit
	var g api.Game
	for _, pos := range gamesOf(t, "testdata/large-incentives-19x19.sgf") {
		g = pos
	}
	// How many polls the whole analysis takes: a limit past it is not
	// reached (since the incentives got a budget of comparisons, regions'
	// 7ba8b2f, about 460,000 polls instead of 18 million).
	g.Settings.MaxMoveTime = 24 * time.Hour
	clock := stepclock.New(step)
	start := clock.Peek()
	if _, err := New(Options{Clock: clock}).Analyze(context.Background(), g, api.AnalysisRequest{Color: g.Board.ToMove()}); err != nil {
		t.Fatalf("without a limit it reaches: %v", err)
	}
	whole := clock.Peek().Sub(start)
	if whole < 100_000*step {
		t.Fatalf("the whole analysis takes only %d polls: the position no longer tests deep limits", whole/step)
	}
	worst := time.Duration(0)
	limits := []int{1, 10, 100, 1000, 10_000, 100_000, 1_000_000}
	if testenv.RaceEnabled {
		limits = limits[:len(limits)-1]
	}
	for _, polls := range limits {
		limit := time.Duration(polls) * step
		g.Settings.MaxMoveTime = limit
		clock := stepclock.New(step)
		e := New(Options{Clock: clock})
		start := clock.Peek()
		a, err := e.Analyze(context.Background(), g, api.AnalysisRequest{Color: g.Board.ToMove()})
		late := clock.Peek().Sub(start.Add(limit))
		if limit > whole {
			// Not reached: the analysis is the answer.
			if err != nil || a == nil {
				t.Fatalf("limit of %d polls, past the %d polls of the whole analysis: %v, %v; want the analysis", polls, whole/step, a, err)
			}
			continue
		}
		if !errors.Is(err, ErrAnalysisTimeLimit) || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("limit of %d polls: analysis %v, error %v; want the time limit's error", polls, a, err)
		}
		worst = max(worst, late)
		if late > slack {
			t.Errorf("limit of %d polls: the reply came %v (%d polls) after the limit", polls, late, late/step)
		}
		cands, err := e.Analyze(context.Background(), g, api.AnalysisRequest{Color: g.Board.ToMove(), Candidates: true})
		if err != nil || cands == nil {
			t.Errorf("limit of %d polls, candidates requested: %v, %v; want the candidates found in time", polls, cands, err)
		}
	}
	t.Logf("worst reply %d polls after the limit", worst/step)
}

// Without a time limit, or with one the analysis does not reach, the
// analysis of a late 19x19 endgame is the same: the limit is only a
// safety net. That holds at any node budget, so under the race detector
// the regions' searches get raceNodes instead of the engine's default.
func TestAnalysisWithinItsTimeLimit(t *testing.T) {
	for name, g := range gamesOf(t, "../testdata/sgf/late19/cells-1.sgf") {
		if testenv.RaceEnabled {
			g.Settings.Nodes = raceNodes
		}
		var texts []string
		for _, limit := range []time.Duration{0, 24 * time.Hour} {
			g.Settings.MaxMoveTime = limit
			a, err := New(Options{Clock: stepclock.New(time.Millisecond)}).Analyze(context.Background(), g, api.AnalysisRequest{Color: g.Board.ToMove()})
			if err != nil || !a.Decomposed {
				t.Fatalf("%s, limit %v: %v, %v", name, limit, a, err)
			}
			texts = append(texts, analysisText(a))
		}
		if texts[0] != texts[1] {
			t.Errorf("%s: the analysis changed with a time limit it did not reach:\n%s\n----\n%s", name, texts[0], texts[1])
		}
	}
}

// raceNodes is the regions' node budget of TestAnalysisWithinItsTimeLimit
// under the race detector (the engine's default is regionNodes).
const raceNodes = regionNodes / 10

// analysisText is what a driver shows of a: its regions' moves and values
// and the recommended move.
func analysisText(a *api.Analysis) string {
	s := a.Best.Vertex(19) + " " + a.Reason
	for _, r := range a.Regions {
		s += "\n" + r.MovesText + "\n" + r.ValueText
	}
	return s
}

// An analysis with candidates requested always answers some when the
// position has a legal move, even when its time limit ends before the
// first candidate is valued (the candidates were then none, and
// kata-analyze showed no line after its first: TestSabakiLate19 waited
// for ever on a busy machine). The analyses are whole; only the valuation
// of the candidates meets a context already over.
func TestCandidatesAfterTheTimeLimit(t *testing.T) {
	over, cancel := context.WithCancel(context.Background())
	cancel()
	for _, file := range []string{"captures-9x9", "handicap-9x9", "finished-9x9-dead-stones", "endgame-9x9-corridors"} {
		for name, g := range gamesOf(t, "../testdata/sgf/"+file+".sgf") {
			e := New(Options{})
			req := api.AnalysisRequest{Color: g.Board.ToMove(), Candidates: true, MaxMoves: 4}
			a, err := e.analyzeGame(context.Background(), g, req.Color, 0)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if got := e.candidatesFor(over, context.Background(), g, a, req); len(got) == 0 {
				t.Errorf("%s (exact %v): no candidate after the time limit", name, a.Exact)
			}
		}
	}
}
