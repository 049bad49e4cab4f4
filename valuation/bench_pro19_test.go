package valuation

import (
	"context"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"
)

// BenchmarkRegions19 (issue 7): valuation of every region in play of 20
// late-endgame 19x19 positions (professional records of
// ../shared/data/pro19 ten moves before their end, decomposed with
// --assume-safe 2; settled territory is not searched), each region with a
// budget of 20,000 positions and a 2 s deadline, as cgtgo analyze does. It reports
// the median and worst time per region and per board, the mean number of
// regions per board and the fraction valued exactly.
func BenchmarkRegions19(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "shared", "data", "pro19", "*.sgf"))
	if len(files) == 0 {
		b.Skip("../shared/data/pro19 is absent")
	}
	type position struct {
		board   *board.Board
		regions [][]board.Point
		scoring Scoring
	}
	var ps []position
	for _, f := range files {
		if len(ps) == 20 {
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
		d, err := decompose.Decompose(context.Background(), bd, decompose.Options{AssumeSafeLiberties: 2})
		if err != nil {
			b.Fatal(err)
		}
		p := position{board: bd, scoring: scoring}
		for _, r := range d.Regions {
			if r.Kind != decompose.Territory {
				p.regions = append(p.regions, r.Points)
			}
		}
		ps = append(ps, p)
	}
	var perRegion, perBoard []time.Duration
	regions, exact := 0, 0
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			t0 := time.Now()
			for _, r := range p.regions {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
				t1 := time.Now()
				a, err := Analyze(ctx, p.board, r, Options{Scoring: p.scoring, Ko: p.board.Rules().Ko, MaxNodes: 20000})
				cancel()
				perRegion = append(perRegion, time.Since(t1))
				regions++
				if err == nil && a.Exact {
					exact++
				}
			}
			perBoard = append(perBoard, time.Since(t0))
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	sort.Slice(perRegion, func(i, j int) bool { return perRegion[i] < perRegion[j] })
	sort.Slice(perBoard, func(i, j int) bool { return perBoard[i] < perBoard[j] })
	b.ReportMetric(ms(perRegion[len(perRegion)/2]), "median-ms/region")
	b.ReportMetric(ms(perRegion[len(perRegion)-1]), "worst-ms/region")
	b.ReportMetric(ms(perBoard[len(perBoard)/2]), "median-ms/board")
	b.ReportMetric(ms(perBoard[len(perBoard)-1]), "worst-ms/board")
	b.ReportMetric(float64(regions)/float64(len(perBoard)), "regions/board")
	b.ReportMetric(float64(exact)/float64(regions), "exact-fraction")
	b.ReportMetric(float64(len(ps)), "boards")
}
