package strategy

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// BenchmarkCountPro (issue 23): the whole count (CountPosition: life and
// death, then the dame, teire and kos left) of the final position of every
// professional record of ../shared/data/pro9 and ../shared/data/pro19,
// with the record's rules and komi. It reports the median and worst time
// per position and how many counts were exact (every cluster searched to
// the end); compare runs on the same machine, not absolute times.
func BenchmarkCountPro(b *testing.B) {
	for _, set := range []string{"pro9", "pro19"} {
		b.Run(set, func(b *testing.B) {
			files := testenv.SharedFiles(b, "data/"+set, "*.sgf")
			sort.Strings(files)
			type record struct {
				b   *board.Board
				opt CountOptions
			}
			var recs []record
			for _, f := range files {
				roots, err := sgf.ParseFile(f)
				if err != nil {
					b.Fatal(err)
				}
				rules, scoring := board.RulesOf(roots[0])
				komi, _, err := sgf.KomiHalfPoints(roots[0])
				if err != nil {
					b.Fatal(err)
				}
				bd, err := board.FromSGF(roots[0], board.AllMoves, rules)
				if err != nil {
					b.Fatal(err)
				}
				recs = append(recs, record{bd, CountOptions{Scoring: scoring, Komi: cgt.RationalFromFrac(int64(komi), 2)}})
			}
			var per []time.Duration
			exact := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, r := range recs {
					t0 := time.Now()
					c, err := CountPosition(context.Background(), r.b, r.opt)
					per = append(per, time.Since(t0))
					if err != nil {
						b.Fatal(err)
					}
					if c.Exact {
						exact++
					}
				}
			}
			b.StopTimer()
			sort.Slice(per, func(i, j int) bool { return per[i] < per[j] })
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
			b.ReportMetric(ms(per[len(per)/2]), "median-ms/position")
			b.ReportMetric(ms(per[len(per)-1]), "worst-ms/position")
			b.ReportMetric(float64(exact)/float64(b.N), "exact-counts")
			b.ReportMetric(float64(len(recs)), "positions")
		})
	}
}
