package strategy

import (
	"context"
	"errors"
	"path/filepath"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// pathologicalFiles are the positions of issue 12 that no search can value
// exactly: the empty 19x19 board, a 40-point open region, nine kos at once,
// a triple ko and a chain of snapbacks (see each file's comment).
var pathologicalFiles = []string{
	"../testdata/pathological/empty-19x19.sgf",
	"../testdata/pathological/open-region-40.sgf",
	"../testdata/pathological/many-kos-19x19.sgf",
	"../testdata/sgf/triple-ko-9x9.sgf",
	"../testdata/pathological/snapback-chain-13x13.sgf",
}

// loadPathological reads the final position of an SGF file with its rules.
func loadPathological(t *testing.T, path string) (*board.Board, board.Scoring) {
	t.Helper()
	roots, err := sgf.ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rules, scoring := board.RulesOf(roots[0])
	b, err := board.FromSGF(roots[0], -1, rules)
	if err != nil {
		t.Fatal(err)
	}
	return b, scoring
}

// heapPeak samples the live heap every few milliseconds while f runs and
// returns the largest growth over the heap before f (runtime/metrics, which
// does not stop the world).
func heapPeak(f func()) uint64 {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 {
		metrics.Read(sample)
		return sample[0].Value.Uint64()
	}
	base := read()
	peak := base
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				peak = max(peak, read())
			}
		}
	}()
	f()
	close(stop)
	wg.Wait()
	peak = max(peak, read())
	return peak - base
}

// Bounds of the pathological test. The answer comes when the node budgets
// run out, not at a deadline: hangGuard only turns a hang into a failure
// (the slowest configuration, the triple ko with the command line's budget,
// needs about 3 s alone), and the heap must not grow by more than
// heapCeiling while the analysis runs.
const (
	hangGuard   = 5 * time.Minute
	heapCeiling = 768 << 20
)

// TestPathologicalPositions (issue 12): each pathological position, with
// the engine's budgets (assume-safe 2, 20,000 positions per region), the
// command line's (assume-safe 2, the default 200,000 positions) and proofs
// only with the default budget, returns an analysis within its node
// budgets, marked as an estimate (Exact false, a note for every estimated
// region), with bounded memory. TestPathologicalShortDeadline covers the
// deadline.
func TestPathologicalPositions(t *testing.T) {
	configs := []struct {
		name string
		opt  Options
	}{
		{"engine", Options{RegionNodes: 20000, Decompose: decompose.Options{AssumeSafeLiberties: 2}}},
		{"cli", Options{Decompose: decompose.Options{AssumeSafeLiberties: 2}}},
		{"proofs", Options{}},
	}
	for _, path := range pathologicalFiles {
		for _, cfg := range configs {
			t.Run(filepath.Base(path)+"/"+cfg.name, func(t *testing.T) {
				switch {
				case cfg.name == "cli" && (testing.Short() || testenv.RaceEnabled):
					t.Skip("the engine's budgets only under -short and -race")
				case cfg.name == "proofs" && testenv.Reduced():
					t.Skipf("proofs only: a long sweep (%s=1)", testenv.LongEnv)
				}
				b, scoring := loadPathological(t, path)
				opt := cfg.opt
				opt.Scoring = scoring
				ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
				defer cancel()
				var pa *PositionAnalysis
				var err error
				peak := heapPeak(func() { pa, err = AnalyzePosition(ctx, b, opt) })
				t.Logf("%s: heap peak +%.1f MB", cfg.name, float64(peak)/(1<<20))
				if peak > heapCeiling {
					t.Errorf("heap grew by %d MB, ceiling %d MB", peak>>20, heapCeiling>>20)
				}
				if err != nil {
					t.Fatalf("no answer within the node budgets (or a hang, stopped after %v): %v", hangGuard, err)
				}
				if pa.Exact {
					t.Fatalf("analysis claims to be exact: %v", pa.Notes)
				}
				if len(pa.Notes) == 0 {
					t.Fatal("estimate without a note")
				}
				for _, r := range pa.Regions {
					if r.Analysis.Exact {
						continue
					}
					letter := "region " + string(decompose.RegionLetter(r.Region.ID)) + " "
					if r.Analysis.Approximation == "" || !strings.Contains(strings.Join(pa.Notes, "\n"), letter) {
						t.Errorf("estimated %s has no reason or no note: %q, notes %v", letter, r.Analysis.Approximation, pa.Notes)
					}
				}
				if !pa.Best.Pass && !b.IsLegal(b.ToMove(), pa.Best.Move.Point) {
					t.Errorf("recommended move %s is illegal", pa.Best.Move.Point.Vertex(b.Size()))
				}
				t.Logf("%s: %d regions, best %s: %s", cfg.name, len(pa.Regions), pa.Best.Move.Point.Vertex(b.Size()), pa.Notes[0])
			})
		}
	}
}

// TestPathologicalShortDeadline: with a deadline far below what the
// default budgets need (a context that ends at its 1st, 10th or 100th
// check, the same on every machine; each whole analysis checks its context
// about 200 to 800 times), AnalyzePosition returns with an answer that is
// not exact or the deadline's error, and nothing else.
func TestPathologicalShortDeadline(t *testing.T) {
	for _, path := range pathologicalFiles {
		b, scoring := loadPathological(t, path)
		for _, steps := range []int{1, 10, 100} {
			ctx := testenv.NewStepContext(context.Background(), steps)
			pa, err := AnalyzePosition(ctx, b, Options{Scoring: scoring})
			ctx.Release()
			t.Logf("%s, deadline at check %d: %d checks, err %v", filepath.Base(path), steps, ctx.Checks(), err)
			switch {
			case err == nil && pa.Exact:
				t.Errorf("%s: exact answer for a position with no exact value", path)
			case err != nil && !errors.Is(err, context.DeadlineExceeded):
				t.Errorf("%s: %v, want an answer or the deadline", path, err)
			case err != nil && ctx.Checks() < steps:
				t.Errorf("%s: the deadline's error after %d checks, before the deadline at check %d", path, ctx.Checks(), steps)
			}
		}
	}
}
