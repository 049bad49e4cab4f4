package engine

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine/api"
)

// BenchmarkGenmoveLatency19 (issue 9): genmove of the real player on
// late 19x19 endgames (professional records from ../shared/data/pro19, ten
// moves before their end; skipped when absent) with a clock allowing 2 s per
// move. It reports the median and worst latency and fails if a move took
// longer than the clock allowed plus 0.5 s (the fallback move's margin).
func BenchmarkGenmoveLatency19(b *testing.B) {
	const allowed = 2 * time.Second
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "data", "pro19", "*.sgf"))
	if len(files) == 0 {
		if _, err := os.Stat(filepath.Join("..", "..", "shared", "data")); err != nil {
			b.Skip("../shared/data is absent")
		}
	}
	if len(files) > 20 {
		files = files[:20]
	}
	var positions []api.Game
	var colors []board.Color
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		rules, scoring := board.RulesOf(roots[0])
		n := board.CountMoves(roots[0]) - 10
		bd, err := board.FromSGF(roots[0], n, rules)
		if err != nil {
			b.Fatal(err)
		}
		positions = append(positions, api.Game{Board: bd, Settings: api.Settings{Scoring: scoring, Safety: api.Safety{AssumeSafeLiberties: 2}}})
		colors = append(colors, bd.ToMove())
	}
	var times []time.Duration
	for i := 0; i < b.N; i++ {
		p := New(Options{}) // a fresh cache: no position is known in advance
		for j, pos := range positions {
			ctx, cancel := context.WithTimeout(context.Background(), allowed)
			t0 := time.Now()
			mv, err := genMove(ctx, p, pos, colors[j])
			d := time.Since(t0)
			cancel()
			if err != nil || (mv != board.Pass && !pos.Board.IsLegal(colors[j], mv)) {
				b.Fatalf("%s: genmove %v, %v", files[j], mv, err)
			}
			if d > allowed+500*time.Millisecond {
				b.Fatalf("%s: genmove took %v, clock allowed %v", files[j], d, allowed)
			}
			times = append(times, d)
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	b.ReportMetric(float64(times[len(times)/2].Milliseconds()), "median-ms")
	b.ReportMetric(float64(times[len(times)-1].Milliseconds()), "worst-ms")
	b.ReportMetric(float64(allowed.Milliseconds()), "allowed-ms")
}
