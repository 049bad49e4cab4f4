package gtp

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// late19 are the late 19x19 endgames of the repository: the hand-built ones
// and the synthetic ones of testdata/sgf/late19 (internal/wholeboard).
func late19(t *testing.T) []string {
	files := []string{"../testdata/sgf/endgame-19x19-corridors.sgf", "../testdata/sgf/ko-fight-19x19.sgf", "../testdata/pathological/many-kos-19x19.sgf"}
	cells, err := filepath.Glob("../testdata/sgf/late19/*.sgf")
	if err != nil || len(cells) == 0 {
		t.Fatalf("no positions in ../testdata/sgf/late19: %v", err)
	}
	return append(files, cells...)
}

// pollStep is what one poll of a deadline costs on the test's step clock:
// the engine's analysis polls its context at every step of its searches
// and of the game algebra, so the clock advances with the work done. 50 µs
// is more than a step of the searches costs on the machines measured
// (5-40 µs; see the notes of issue 22), so the clock runs ahead of the wall
// clock rather than behind it.
const pollStep = 50 * time.Microsecond

// TestGenmoveDeadlines (issue 22): genmoves on late 19x19 endgames, played
// on from each position in turn, with an allotment set by cgtgo-budget
// movetime, measured on an injected clock that advances with the engine's
// work (internal/stepclock), never on the wall clock. Every reply arrives
// within the allotment plus 50 ms of that clock, is a legal move, and the
// number of goroutines is back to where it was before the command: no
// analysis goes on after its reply. Two allotments:
//
//   - 20 ms, issue 22's figure: at or below engine.MinThink the engine
//     does not think (the simple player's move at once), so this checks
//     the floor path only;
//   - 60 ms, above the floor: the analysis runs and polls its deadline, and
//     on these positions its node budget outlasts 60 ms of the step clock
//     (1,200 polls) on many moves, so the deadline really cuts it short.
//     At least a quarter of these genmoves must reach the search's
//     deadline on the step clock (engine.SearchDeadline, lateWork before
//     the allotment's end; the move then being the best of what
//     finished), so that the test cannot pass without exercising it.
//
// 100 genmoves at 20 ms (issue 22: 100 genmoves with a 20 ms allotment)
// and 60 at 60 ms; under the race detector 10 and 20 (testenv.RaceCount).
func TestGenmoveDeadlines(t *testing.T) {
	const margin = 50 * time.Millisecond
	cases := []struct {
		name     string
		allot    time.Duration
		genmoves int
		cut      bool // whether the deadline must cut some analyses
	}{
		{"floor-20ms", 20 * time.Millisecond, testenv.RaceCount(100, 10), false},
		{"analysis-60ms", 60 * time.Millisecond, testenv.RaceCount(60, 20), true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			took := genmoveLatencies(t, c.allot, c.genmoves)
			late, reached := lateAndReached(took, c.allot, margin)
			if late > 0 {
				t.Errorf("%d of %d genmoves answered after the allotment %v + %v on the step clock (worst %v)", late, len(took), c.allot, margin, took[len(took)-1])
			}
			if c.cut && reached*4 < len(took) {
				t.Errorf("only %d of %d genmoves reached the search's deadline %v of their allotment of %v on the step clock: the deadline path is hardly exercised", reached, len(took), engine.SearchDeadline(c.allot), c.allot)
			}
			t.Logf("%d genmoves, step-clock latency median %v, 90%% %v, worst %v (allotment %v); %d reached the search's deadline %v",
				len(took), took[len(took)/2], took[len(took)*9/10], took[len(took)-1], c.allot, reached, engine.SearchDeadline(c.allot))
		})
	}
}

// genmoveLatencies plays n genmoves with allotment allot (cgtgo-budget
// movetime) on the late 19x19 endgames, five from each position in turn,
// checking that each is legal and leaves no goroutine behind, and returns
// the step-clock time of each reply, sorted.
func genmoveLatencies(t *testing.T, allot time.Duration, n int) []time.Duration {
	t.Helper()
	took := genmoveLatenciesAt(t, allot, pollStep, n)
	return took
}

// genmoveLatenciesAt is genmoveLatencies on a step clock advancing step
// per poll.
func genmoveLatenciesAt(t *testing.T, allot, step time.Duration, n int) []time.Duration {
	t.Helper()
	srv, clock, send := stepClockServerAt(t, allot, step, nil)
	reply := func(cmd string) string {
		t.Helper()
		head := send(cmd)
		if !strings.HasPrefix(head, "= ") {
			t.Fatalf("%s: %q", cmd, head)
		}
		return strings.TrimPrefix(head, "= ")
	}
	reply("name")
	base := runtime.NumGoroutine()

	files := late19(t)
	var took []time.Duration
	for done, k := 0, 0; done < n; k++ {
		file := files[k%len(files)]
		reply("loadsgf " + file)
		b := srv.Board()
		for i := 0; i < 5 && done < n; i, done = i+1, done+1 {
			c := b.ToMove()
			start := clock.Peek()
			v := reply("genmove " + c.String())
			took = append(took, clock.Peek().Sub(start))
			p, err := board.ParseVertex(v, 19)
			if err != nil || b.Play(c, p) != nil {
				t.Fatalf("%s: genmove %s = %q, not a legal move", filepath.Base(file), c, v)
			}
			if left := goroutinesLeft(base); left != "" {
				t.Fatalf("%s, genmove %d: goroutines left after the reply (%d before):\n%s", filepath.Base(file), i, base, left)
			}
		}
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	return took
}

// TestGenmoveLastMomentOnBusyMachines (issue 28): on step clocks 10 and 40
// times slower than TestGenmoveDeadlines' (a machine so busy that the
// decomposition, the simple player's move and the quick analysis that
// replaces a pass reach the allotment's deadline, where before they ran
// to the end whatever it: the soak's genmoves 50-300 ms late), every
// genmove still answers within its allotment plus 50 ms on the step
// clock, with a legal move (engine.TestSimplePlayerCutShortStillMoves
// checks that the simple player, cut short, does not pass while it has a
// move).
func TestGenmoveLastMomentOnBusyMachines(t *testing.T) {
	const margin = 50 * time.Millisecond
	for _, c := range []struct {
		name  string
		allot time.Duration
		slow  time.Duration // how many times pollStep one poll costs
	}{
		{"floor-20ms-x10", 20 * time.Millisecond, 10},
		{"floor-20ms-x40", 20 * time.Millisecond, 40},
		{"analysis-60ms-x10", 60 * time.Millisecond, 10},
		{"analysis-60ms-x40", 60 * time.Millisecond, 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			took := genmoveLatenciesAt(t, c.allot, c.slow*pollStep, testenv.RaceCount(20, 5))
			late, reached := lateAndReached(took, c.allot, margin)
			if late > 0 {
				t.Errorf("%d of %d genmoves answered after the allotment %v + %v on the step clock (worst %v)", late, len(took), c.allot, margin, took[len(took)-1])
			}
			t.Logf("%d genmoves, step-clock latency median %v, worst %v (allotment %v); %d reached the allotment",
				len(took), took[len(took)/2], took[len(took)-1], c.allot, reached)
		})
	}
}

// goroutineGuard bounds the wait for a finishing goroutine (a hang guard).
const goroutineGuard = 10 * time.Second

// workPackages are the packages whose code a goroutine left after a reply
// would be running if an analysis went on in the background.
var workPackages = []string{"cgtgo/engine.", "cgtgo/strategy.", "cgtgo/valuation.", "cgtgo/decompose.", "cgtgo/cgt."}

// goroutinesLeft returns "" once the number of goroutines is back to base,
// else the stacks of the goroutines. Right after the reply no goroutine may
// be running the engine's code (workPackages): the engine returned before
// the reply was written, so such a goroutine is an analysis going on in
// the background, and fails at once. Any other goroutine over base may
// just be finishing (the monitor of the command, its last instructions):
// it is given a bounded number of yields, then, on a loaded machine where
// it may not be scheduled within them, up to goroutineGuard of waiting,
// which only turns a real leak into a failure and asserts no time.
func goroutinesLeft(base int) string {
	stacks := func() string {
		buf := make([]byte, 1<<20)
		return fmt.Sprintf("%d goroutines:\n%s", runtime.NumGoroutine(), buf[:runtime.Stack(buf, true)])
	}
	all := stacks()
	for _, g := range strings.Split(all, "\n\n")[1:] { // the first block is this goroutine
		if strings.Contains(g, "runtime.runCleanups") || strings.Contains(g, "runtime.runfinq") {
			continue // the runtime running cgt's table cleanups after a garbage collection
		}
		for _, pkg := range workPackages {
			if strings.Contains(g, pkg) {
				return "still running the engine after the reply:\n" + all
			}
		}
	}
	for i := 0; i < 1000; i++ {
		if runtime.NumGoroutine() <= base {
			return ""
		}
		runtime.Gosched()
	}
	for end := time.Now().Add(goroutineGuard); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if runtime.NumGoroutine() <= base {
			return ""
		}
	}
	return stacks()
}

// lateAndReached counts the step-clock latencies that came after allot +
// margin (late) and those that reached the search's deadline within allot
// (reached: engine.SearchDeadline).
func lateAndReached(took []time.Duration, allot, margin time.Duration) (late, reached int) {
	for _, d := range took {
		if d > allot+margin {
			late++
		}
		if d >= engine.SearchDeadline(allot) {
			reached++
		}
	}
	return late, reached
}
