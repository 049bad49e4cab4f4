package strategy

import (
	"context"
	"math/rand"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
	"github.com/cgtgo/cgtgo/valuation"
)

// largePositions draws walled 8x8 positions with at least minEmpty empty
// points between the fortresses, free of kos.
func largePositions(n, minEmpty int) []*wholeboard.Position {
	rng := rand.New(rand.NewSource(23))
	var out []*wholeboard.Position
	for len(out) < n {
		pos, ok := wholeboard.Random(rng, 8, 8, 22)
		if !ok {
			continue
		}
		if _, empty := pos.Contested(); empty < minEmpty || empty > minEmpty+6 {
			continue
		}
		ko := false
		for _, r := range pos.Regions() {
			if _, err := valuation.RegionGame(context.Background(), pos.Board, r, valuation.Options{}); err != nil {
				ko = true
			}
		}
		if !ko {
			out = append(out, pos)
		}
	}
	return out
}

// decompositionSolve values the regions and returns the optimal score with
// Black to move (the Left stop of the sum), as exact play does.
func decompositionSolve(pos *wholeboard.Position) cgt.Rational {
	comps := make([]Component, 0)
	for _, r := range pos.Regions() {
		comp, _, err := RegionComponent(context.Background(), pos.Board, r, valuation.Options{})
		if err != nil {
			panic(err)
		}
		comps = append(comps, comp)
	}
	ch, err := ExactChoice(context.Background(), comps, cgt.Zero(), board.Black)
	if err != nil {
		panic(err)
	}
	return ch.Stop
}

// BenchmarkDecompositionVsAlphaBeta (issue 8): on the same positions of
// 20 to 26 empty points, decomposition search (region values + exact sum)
// against whole-board alpha-beta with a transposition table. It reports the
// speed ratio measured in this one run, how many positions alpha-beta
// solved within its node limit (and that both agree on those), and the
// largest position decomposition solved.
func BenchmarkDecompositionVsAlphaBeta(b *testing.B) {
	positions := largePositions(6, 20)
	const abLimit = 4_000_000
	var decTime, abTime time.Duration
	solved, largest := 0, 0
	for i := 0; i < b.N; i++ {
		for _, pos := range positions {
			t0 := time.Now()
			want := decompositionSolve(pos)
			t1 := time.Now()
			s := wholeboard.NewSolver(pos, false, abLimit)
			v, ok := s.Solve(board.Black)
			t2 := time.Now()
			decTime += t1.Sub(t0)
			abTime += t2.Sub(t1)
			if _, empty := pos.Contested(); empty > largest {
				largest = empty
			}
			if ok {
				solved++
				if !want.Equal(cgt.RationalFromInt(int64(v))) {
					b.Fatalf("decomposition %s, alpha-beta %d\n%s", want, v, pos.Board)
				}
			}
		}
	}
	b.ReportMetric(float64(abTime)/float64(decTime), "alphabeta/decomposition")
	b.ReportMetric(float64(solved)/float64(b.N), "alphabeta-solved/6")
	b.ReportMetric(float64(largest), "largest-empty")
}

// BenchmarkRegionValuation reports the median and worst time to value one
// region of the positions above.
func BenchmarkRegionValuation(b *testing.B) {
	positions := largePositions(6, 20)
	var times []time.Duration
	for i := 0; i < b.N; i++ {
		for _, pos := range positions {
			for _, r := range pos.Regions() {
				t0 := time.Now()
				if _, err := valuation.Analyze(context.Background(), pos.Board, r, valuation.Options{}); err != nil {
					b.Fatal(err)
				}
				times = append(times, time.Since(t0))
			}
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "median-µs/region")
	b.ReportMetric(float64(times[len(times)-1].Microseconds()), "worst-µs/region")
}
