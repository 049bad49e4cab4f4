package engine

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// BenchmarkGenmoveLatency19 (issues 9, 22) measures genmove of cgtgo's
// engine on the wall clock with a 20 ms allotment, on late 19x19 endgames:
// the first 50 professional records of ../shared/data/pro19 (skipped,
// naming the folder, when absent) 30, 20, 10 and 0 moves before their end,
// and the synthetic ones of testdata/sgf/late19. It reports the median,
// 90th percentile and worst overrun past the allotment in milliseconds. A
// measurement, not a test: deadlines are tested on a step clock
// (TestAnalysisStopsAtItsStep, gtp's TestGenmoveDeadlines).
func BenchmarkGenmoveLatency19(b *testing.B) {
	const allot = 20 * time.Millisecond
	files := testenv.SharedFiles(b, "data/pro19", "*.sgf")
	if len(files) > 50 {
		files = files[:50]
	}
	games := lateGames(b, files, []int{30, 20, 10, 0}, allot)
	for _, g := range gamesOf(b, "../testdata/sgf/late19/*.sgf") {
		g.Settings.MaxMoveTime = allot
		games = append(games, g)
	}
	var over []time.Duration
	for i := 0; i < b.N; i++ {
		e := New(Options{}) // a fresh cache: no position is known in advance
		for _, g := range games {
			t0 := time.Now()
			r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: g.Board.ToMove()})
			over = append(over, time.Since(t0)-allot)
			if err != nil || (r.Move != board.Pass && !g.Board.IsLegal(g.Board.ToMove(), r.Move)) {
				b.Fatalf("genmove %v, %v", r.Move, err)
			}
		}
	}
	sort.Slice(over, func(i, j int) bool { return over[i] < over[j] })
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(over[len(over)/2]), "median-over-ms")
	b.ReportMetric(ms(over[len(over)*9/10]), "p90-over-ms")
	b.ReportMetric(ms(over[len(over)-1]), "worst-over-ms")
	b.ReportMetric(float64(len(games)), "positions")
}
