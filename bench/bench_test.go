package bench

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/valuation"
)

// BenchmarkAnalyzeProblem measures valuation.Analyze, the local search and
// thermograph of one region, on problems of the set (the hot path of
// "cgtgo bench problems" and of every region valuation).
func BenchmarkAnalyzeProblem(b *testing.B) {
	cases := []struct{ name, file string }{
		{"corridor6", "fenced/corridor/corridor-09-9x9-len6.sgf"},
		{"junction-b4-w3", "fenced/gote/junction-16-13x13-b4-w3.sgf"},
		{"junction-b4-w2", "fenced/gote/junction-12-9x9-b4-w2.sgf"},
		{"ko", "fenced/ko/basic-ko-01-9x9.sgf"},
	}
	for _, c := range cases {
		p, err := LoadProblem("../testdata/problems", c.file)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := valuation.Analyze(context.Background(), p.Board, p.Region, valuation.Options{Scoring: board.Territory, Ko: p.Rules.Ko}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRunProblems measures the whole problem set on one worker.
func BenchmarkRunProblems(b *testing.B) {
	for b.Loop() {
		if _, err := RunProblems(context.Background(), "../testdata/problems", ProblemsOptions{Jobs: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
