package decompose

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// judge19Back is how many moves before the end of each record
// BenchmarkJudge19 takes its position (issue 23: life and death at move
// end-40).
const judge19Back = 40

// BenchmarkJudge19 (issue 23): the life and death of every block (Judge,
// default options) of the professional records of ../shared/data/pro19, 40
// moves before their end. It reports the median and worst time per
// position; compare runs on the same machine, not absolute times.
func BenchmarkJudge19(b *testing.B) {
	files := testenv.SharedFiles(b, "data/pro19", "*.sgf")
	sort.Strings(files)
	var boards []*board.Board
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		rules, _ := board.RulesOf(roots[0])
		bd, err := board.FromSGF(roots[0], board.CountMoves(roots[0])-judge19Back, rules)
		if err != nil {
			b.Fatal(err)
		}
		boards = append(boards, bd)
	}
	var per []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, bd := range boards {
			t0 := time.Now()
			if _, err := Judge(context.Background(), bd, Options{}); err != nil {
				b.Fatal(err)
			}
			per = append(per, time.Since(t0))
		}
	}
	b.StopTimer()
	sort.Slice(per, func(i, j int) bool { return per[i] < per[j] })
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(per[len(per)/2]), "median-ms/position")
	b.ReportMetric(ms(per[len(per)-1]), "worst-ms/position")
	b.ReportMetric(float64(len(boards)), "positions")
}
