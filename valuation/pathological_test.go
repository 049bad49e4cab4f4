package valuation

import (
	"context"
	"errors"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// biggestRegion loads an SGF position and returns its largest region that
// is not settled territory (proofs only: nothing assumed).
func biggestRegion(t *testing.T, path string) (*board.Board, []board.Point) {
	t.Helper()
	roots, err := sgf.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := board.RulesOf(roots[0])
	b, err := board.FromSGF(roots[0], -1, rules)
	if err != nil {
		t.Fatal(err)
	}
	d, err := decompose.Decompose(context.Background(), b, decompose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var pts []board.Point
	for _, r := range d.Regions {
		if r.Kind != decompose.Territory && len(r.Points) > len(pts) {
			pts = r.Points
		}
	}
	if len(pts) == 0 {
		t.Fatalf("%s: no region in play", path)
	}
	return b, pts
}

// The transposition table of a region search is bounded by the node
// budget (issue 12): a position enters the table only after it is counted,
// so neither the exact search (cycles included since issue 24), nor the
// depth-limited estimate of a region too big to search ever holds more
// than MaxNodes entries, and the whole analysis answers with an estimate.
func TestTranspositionTableBound(t *testing.T) {
	files := []string{
		"../testdata/pathological/open-region-40.sgf",
		"../testdata/pathological/snapback-chain-13x13.sgf",
		"../testdata/sgf/triple-ko-9x9.sgf",
	}
	for _, f := range files {
		for _, budget := range []int{500, 5000} {
			b, pts := biggestRegion(t, f)
			rs, err := newRegionSearch(context.Background(), b, pts, Options{MaxNodes: budget})
			if err != nil {
				t.Fatal(err)
			}
			_, err = rs.solve(rs.wholePart())
			if !errors.Is(err, ErrBudget) && !errors.Is(err, errKoGraph) {
				t.Fatalf("%s: exact search of %d points within %d positions: %v", f, len(pts), budget, err)
			}
			if len(rs.tt) > budget {
				t.Errorf("%s: exact search left %d table entries, budget %d", f, len(rs.tt), budget)
			}
			est := newEstimator(rs)
			if _, depth, err := est.bounded(); err != nil || len(est.tt) > budget {
				t.Errorf("%s: estimate to depth %d left %d table entries (err %v), budget %d", f, depth, len(est.tt), err, budget)
			}
			a, err := Analyze(context.Background(), b, pts, Options{MaxNodes: budget})
			if err != nil {
				t.Fatal(err)
			}
			if a.Exact || a.Approximation == "" {
				t.Errorf("%s: analysis within %d positions marked exact=%v, %q", f, budget, a.Exact, a.Approximation)
			}
			t.Logf("%s (%d points), budget %d: %s", filepath.Base(f), len(pts), budget, a.Approximation)
		}
	}
}

// With the default budget the analysis of the biggest pathological region
// answers in bounded memory (a long sweep: it searches the default budget
// of 200,000 positions).
func TestPathologicalRegionMemory(t *testing.T) {
	if testenv.Reduced() {
		t.Skipf("searches the default budget of 200,000 positions: a long sweep (%s=1)", testenv.LongEnv)
	}
	b, pts := biggestRegion(t, "../testdata/pathological/open-region-40.sgf")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	a, err := Analyze(context.Background(), b, pts, Options{})
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	// HeapSys only grows with the peak of the heap: its growth bounds
	// what the search held at once.
	var grew uint64
	if after.HeapSys > before.HeapSys { // the heap may also shrink meanwhile
		grew = after.HeapSys - before.HeapSys
	}
	t.Logf("40-point region, default budget: %v, heap reserved +%d MB, %s", took.Round(time.Millisecond), grew>>20, a.Approximation)
	if a.Exact {
		t.Error("40-point region valued exactly within the default budget")
	}
	if grew > 512<<20 {
		t.Errorf("heap reserved %d MB for one region", grew>>20)
	}
}

// A short deadline stops the analysis of the biggest pathological region
// in time: with a context that ends at its 10th check (the same on every
// machine) it returns the deadline's error without searching on: at most
// two more checks (the callers' own) follow.
func TestPathologicalRegionDeadline(t *testing.T) {
	b, pts := biggestRegion(t, "../testdata/pathological/open-region-40.sgf")
	const steps = 10
	ctx := testenv.NewStepContext(context.Background(), steps)
	defer ctx.Release()
	_, err := Analyze(ctx, b, pts, Options{})
	if !errors.Is(err, context.DeadlineExceeded) || ctx.Checks() > steps+2 {
		t.Errorf("with a deadline at check %d: %v after %d checks", steps, err, ctx.Checks())
	}
}
