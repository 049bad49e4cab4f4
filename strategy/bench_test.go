package strategy

import (
	"context"
	"math"
	"math/rand"
	"path/filepath"
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
	"github.com/cgtgo/cgtgo/valuation"
)

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
// 20 to 30 empty points split into rooms (roomPositions), decomposition
// search (region values + exact sum) against whole-board alpha-beta with a
// transposition table. It reports, from this one run, the ratio of the
// total times and the smallest ratio on one position, how many positions
// alpha-beta solved within its node limit (both must then agree), and the
// largest position decomposition solved. Where alpha-beta stops at its
// limit its time is counted up to there, so the ratios are lower bounds.
func BenchmarkDecompositionVsAlphaBeta(b *testing.B) {
	positions := roomPositions(5, 6, 20, 30)
	const abLimit = 1_500_000
	var decTime, abTime time.Duration
	solved, largest, minRatio := 0, 0, math.Inf(1)
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
			minRatio = math.Min(minRatio, float64(t2.Sub(t1))/float64(t1.Sub(t0)))
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
	b.ReportMetric(minRatio, "min-ratio")
	b.ReportMetric(float64(solved)/float64(b.N), "alphabeta-solved/6")
	b.ReportMetric(float64(largest), "largest-empty")
}

// BenchmarkDecompositionVsAlphaBetaFinished (issue 8): decomposition
// search against whole-board alpha-beta, territory scoring and Black to
// move, on positions of 20 to 30 empty points where alpha-beta does finish
// (eyePositions: mostly one-point eyes and a few small fights; on the room
// positions of BenchmarkDecompositionVsAlphaBeta it does not). It reports,
// from this one run, over the positions alpha-beta solved within its node
// limit (both must agree there): the ratio of the total times, the smallest
// ratio on one position, how many it solved and the largest empty count
// among them. Then, on two larger positions of the same kind (15x15 and
// 17x17, over 30 empty points) where alpha-beta gives up at the same
// limit, the largest empty count decomposition solved and its slowest time
// there. Each timing starts after a garbage collection, so that neither
// search pays for the other's garbage (alpha-beta's table is large).
func BenchmarkDecompositionVsAlphaBetaFinished(b *testing.B) {
	positions := eyePositions(21, 8, 20, 30)
	var large []*wholeboard.Position
	rng := rand.New(rand.NewSource(22))
	for _, n := range []int{15, 17} {
		for {
			pos, ok := wholeboard.RandomEyes(rng, n, 4, 0, 30)
			if ok && koFree(pos) {
				large = append(large, pos)
				break
			}
		}
	}
	const abLimit = 1_000_000
	var decTime, abTime, largeDecMax time.Duration
	solved, largest, largeSolved, minRatio := 0, 0, 0, math.Inf(1)
	for i := 0; i < b.N; i++ {
		for _, pos := range positions {
			runtime.GC()
			t0 := time.Now()
			want := decompositionSolve(pos)
			dec := time.Since(t0)
			runtime.GC()
			t1 := time.Now()
			v, ok := wholeboard.NewSolver(pos, false, abLimit).Solve(board.Black)
			ab := time.Since(t1)
			if !ok {
				continue
			}
			if !want.Equal(cgt.RationalFromInt(int64(v))) {
				b.Fatalf("decomposition %s, alpha-beta %d\n%s", want, v, pos.Board)
			}
			solved++
			decTime += dec
			abTime += ab
			minRatio = math.Min(minRatio, float64(ab)/float64(dec))
			if _, empty := pos.Contested(); empty > largest {
				largest = empty
			}
		}
		for _, pos := range large {
			runtime.GC()
			t0 := time.Now()
			decompositionSolve(pos)
			dec := time.Since(t0)
			if _, ok := wholeboard.NewSolver(pos, false, abLimit).Solve(board.Black); ok {
				continue // alpha-beta did not give up: not a position of this kind
			}
			if _, empty := pos.Contested(); empty > largeSolved {
				largeSolved = empty
			}
			largeDecMax = max(largeDecMax, dec)
		}
	}
	b.ReportMetric(float64(abTime)/float64(decTime), "alphabeta/decomposition")
	b.ReportMetric(minRatio, "min-ratio")
	b.ReportMetric(float64(solved)/float64(b.N), "alphabeta-solved/8")
	b.ReportMetric(float64(largest), "largest-empty")
	b.ReportMetric(float64(largeSolved), "largest-solved-where-alphabeta-gives-up")
	b.ReportMetric(float64(largeDecMax.Microseconds())/1000, "decomposition-ms-there")
}

// BenchmarkRegionValuation reports the median and worst time to value one
// region of the positions above.
func BenchmarkRegionValuation(b *testing.B) {
	positions := roomPositions(5, 6, 20, 30)
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

// BenchmarkMoveChoice19 (issue 8): move choice on late 19x19 endgames
// (professional records of ../shared/data/pro19 ten moves before their end,
// regions valued once beforehand): Sentestrat over the component
// thermographs against exact play on the canonical sum, in one run. It
// reports the milliseconds per choice of each and the mean number of regions.
func BenchmarkMoveChoice19(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "data", "pro19", "*.sgf"))
	if len(files) == 0 {
		b.Skip("../shared/data/pro19 is absent")
	}
	type position struct {
		comps   []Component
		settled cgt.Game
		toMove  board.Color
	}
	var ps []position
	regions := 0
	for _, f := range files {
		if len(ps) == 10 {
			break
		}
		roots, err := sgf.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		rules, scoring := board.RulesOf(roots[0])
		bd, err := board.FromSGF(roots[0], board.CountMoves(roots[0])-10, rules)
		if err != nil {
			b.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		pa, err := AnalyzePosition(ctx, bd, Options{Scoring: scoring, RegionNodes: 20000,
			Decompose: decompose.Options{AssumeSafeLiberties: 2}, MaxExactComponents: 1000})
		cancel()
		if err != nil || !pa.Decomposition.Complete() || len(pa.Components) < 30 {
			continue
		}
		regions += len(pa.Components)
		ps = append(ps, position{pa.Components, cgt.MustNumber(pa.Settled), bd.ToMove()})
	}
	if len(ps) == 0 {
		b.Skip("no decomposed position with over 30 regions")
	}
	var senteTime, exactTime time.Duration
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			t0 := time.Now()
			(&Thermal{Kind: Sentestrat}).Choose(p.comps, p.toMove, -1)
			t1 := time.Now()
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			_, err := ExactChoice(ctx, p.comps, p.settled, p.toMove)
			cancel()
			t2 := time.Now()
			if err != nil {
				b.Logf("exact play over 30 s: %v", err)
			}
			senteTime += t1.Sub(t0)
			exactTime += t2.Sub(t1)
		}
	}
	n := float64(b.N * len(ps))
	b.ReportMetric(float64(senteTime.Microseconds())/1000/n, "sentestrat-ms")
	b.ReportMetric(float64(exactTime.Microseconds())/1000/n, "exact-ms")
	b.ReportMetric(float64(regions)/float64(len(ps)), "regions")
	b.ReportMetric(float64(len(ps)), "positions")
}
