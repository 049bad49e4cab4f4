package engine

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/stepclock"
	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/strategy"
)

// clockGame is one run of alternating genmoves under a clock.
type clockGame struct {
	moves  []string
	margin cgt.Rational // the final count, komi included (Black minus White)
	// passesWhileGain lists the passes made while the analysis of the
	// position showed a move that gains.
	passesWhileGain []string
	// slowest is the longest genmove on the step clock.
	slowest time.Duration
}

// gainsFor reports whether the analysis of b with c to move shows a move
// that gains: a region in play whose value is hot (temperature above
// zero), under the analyzer's default node budget.
func gainsFor(t *testing.T, b *board.Board, c board.Color, s api.Settings) (bool, string) {
	t.Helper()
	pos := b.Copy()
	pos.SetToMove(c)
	pa, err := strategy.AnalyzePosition(context.Background(), pos, strategy.Options{Scoring: s.Scoring, KomiHalf: 13,
		Decompose: decompose.Options{AssumeSafeLiberties: s.Safety.AssumeSafeLiberties}, RegionNodes: regionNodes})
	if err != nil {
		t.Fatalf("analysis of a passed position: %v", err)
	}
	for i, comp := range pa.Components {
		if comp.Value.Temperature().Sign() > 0 {
			r := pa.Regions[i].Region
			return true, r.Points[0].Vertex(b.Size()) + " (temperature " + comp.Value.Temperature().String() + ")"
		}
	}
	return false, ""
}

// playUnderClock plays up to n alternating genmoves from b with
// "time_settings 0 1 1" (1 second for each move, no time_left reports) on
// a step clock advancing step at every reading and deadline check: a
// larger step is a slower (busier) machine. It stops after two passes in
// a row once the game is over.
func playUnderClock(t *testing.T, b *board.Board, n int, step time.Duration) clockGame {
	t.Helper()
	clock := stepclock.New(step)
	e := New(Options{Clock: clock})
	s := api.DefaultSettings()
	s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
	var tc api.TimeControl
	if err := tc.Settings(0, time.Second, 1); err != nil {
		t.Fatal(err)
	}
	b = b.Copy()
	var run clockGame
	for i := 0; i < n && b.ConsecutivePasses() < 2; i++ {
		c := b.ToMove()
		g := api.Game{Board: b.Copy(), Komi: cgt.RationalFromFrac(13, 2), Settings: s, Time: tc}
		before := clock.Peek()
		r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: c})
		if err != nil {
			t.Fatal(err)
		}
		took := clock.Peek().Sub(before)
		run.slowest = max(run.slowest, took)
		tc.Played(c, took, clock.Peek())
		if r.Move == board.Pass {
			if gain, where := gainsFor(t, b, c, s); gain {
				run.passesWhileGain = append(run.passesWhileGain, c.Name()+" passed at move "+strconv.Itoa(i+1)+" while "+where+" gains")
			}
		}
		if err := b.Play(c, r.Move); err != nil {
			t.Fatalf("genmove %s answered %s: %v", c.Name(), r.Move.Vertex(b.Size()), err)
		}
		run.moves = append(run.moves, r.Move.Vertex(b.Size()))
	}
	cnt, err := e.Count(context.Background(), api.Game{Board: b, Komi: cgt.RationalFromFrac(13, 2), Settings: s})
	if err != nil {
		t.Fatal(err)
	}
	run.margin = cnt.Margin
	return run
}

// Issue 28: alternating genmoves from a late professional 19x19 position
// with time_settings 0 1 1. The analysis of a move is bounded by nodes,
// so a machine twice as slow (a step clock advancing twice as fast) plays
// exactly the same game, and its final count is the same; on a machine so
// busy that most analyses do not finish in time (the slowest move needing
// twice its allotment), genmove still never passes while the analysis of
// the position shows a move that gains. Busier still, the reply's
// deadline (the allotment plus 50 ms, issue 28) comes first: at sixteen
// times, where the slowest move would need four times its allotment, the
// quick analysis that replaces a pass no longer finishes by the move's
// last moment on some positions, and the engine passes. (The
// same runs on the wall clock, quiet and beside two CPU-bound processes,
// are in docs/reliability.md.)
func TestGenmoveUnderClockDoesNotDependOnLoad(t *testing.T) {
	dir := testenv.SharedDir(t, "data/pro19")
	roots, err := sgf.ParseFile(filepath.Join(dir, "Alum-10-P02.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], 230, board.Rules{Ko: board.KoSimple})
	if err != nil {
		t.Fatal(err)
	}
	n := 300 // the game ends by two passes long before
	if testenv.Reduced() && testenv.RaceEnabled {
		n = 16 // four games of 16 moves (under -race 40 moves took over the 10-minute test timeout on a loaded machine)
	}
	// The step clock's time is the work done (every reading and deadline
	// check is a step). A first run with a tiny step measures the slowest
	// move; the "quiet" machine is the one on which that move takes a
	// quarter of its allotment (the node budgets are chosen so on an idle
	// machine), the busy one is twice as slow.
	allot := Allot(&api.TimeControl{Set: true, ByoTime: time.Second, ByoStones: 1}, board.Black, 0, time.Time{})
	probe := playUnderClock(t, b, n, time.Microsecond)
	step := time.Microsecond * (allot / 4) / max(probe.slowest, time.Microsecond)
	quiet := playUnderClock(t, b, n, step)
	busy := playUnderClock(t, b, n, 2*step)
	t.Logf("allotment %v; slowest move %d steps of work: a step of %v for the quiet machine", allot, int64(probe.slowest/time.Microsecond), step)
	t.Logf("quiet: %d moves, final count %s, slowest move %v on the step clock", len(quiet.moves), quiet.margin.MixedString(), quiet.slowest)
	t.Logf("twice as slow: %d moves, final count %s, slowest move %v", len(busy.moves), busy.margin.MixedString(), busy.slowest)
	if strings.Join(quiet.moves, " ") != strings.Join(busy.moves, " ") || !quiet.margin.Equal(busy.margin) {
		t.Errorf("a machine twice as slow played another game:\n quiet %v\n slow  %v", quiet.moves, busy.moves)
	}
	// So busy that the slowest move would need twice its allotment.
	overloaded := playUnderClock(t, b, n, 8*step)
	t.Logf("overloaded: %d moves, final count %s", len(overloaded.moves), overloaded.margin.MixedString())
	for _, run := range []clockGame{probe, quiet, busy, overloaded} {
		for _, p := range run.passesWhileGain {
			t.Error(p)
		}
	}
}

// With no time on the clock (time_settings 0 0 0: the allotment is the
// floor MinThink) genmove plays the simple player's move at once, without
// starting an analysis that the deadline would cut at a point depending on
// the machine's speed.
func TestGenmoveWithoutTimeIsTheSimpleMove(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{},
		".XXO.",
		".XXO.",
		"XXOO.",
		".XOO.",
		".XO..")
	if err != nil {
		t.Fatal(err)
	}
	s := api.DefaultSettings()
	g := api.Game{Board: b, Komi: cgt.RationalFromFrac(1, 2), Settings: s}
	if err := g.Time.Settings(0, 0, 0); err != nil {
		t.Fatal(err)
	}
	for _, step := range []time.Duration{time.Millisecond, 100 * time.Millisecond} {
		e := New(Options{Clock: stepclock.New(step)})
		e.choose = func(context.Context, api.Game, board.Color) (board.Point, error) {
			t.Fatal("an analysis was started with no time on the clock")
			return board.Pass, nil
		}
		r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: board.White})
		if err != nil {
			t.Fatal(err)
		}
		if step > MinThink {
			// A machine so slow that the first poll passes the move's
			// last moment (the allotment's end): the
			// decomposition is dropped and the simple player's first
			// candidate answers, a legal move (the E file and D1 are
			// empty points beside White's stones), never a pass.
			if r.Move == board.Pass || !b.IsLegal(board.White, r.Move) {
				t.Errorf("step %v: genmove w = %s, want a legal move", step, r.Move.Vertex(5))
			}
			continue
		}
		d, err := decompose.Decompose(context.Background(), b, gameOptions(g).Decompose)
		if err != nil {
			t.Fatal(err)
		}
		want := simpleFor(g, settledPoints(d, b.NumPoints())).move(context.Background(), board.White)
		if r.Move != want {
			t.Errorf("step %v: genmove w = %s, want the simple player's %s", step, r.Move.Vertex(5), want.Vertex(5))
		}
	}
}
