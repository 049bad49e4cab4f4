package bench

import (
	"fmt"
	"io"
)

// WriteText writes the report for people: one line per miss with the
// expected and computed swings, then the per-category and total accuracy.
// With timings false the time figures are left out, so that two runs can be
// compared byte for byte.
func (r *ProblemsReport) WriteText(w io.Writer, timings bool) error {
	ew := &errWriter{w: w}
	ew.printf("problem set %s: %d problems\n", r.Dir, r.Total.Problems)
	for _, p := range r.Results {
		switch {
		case p.Error != "":
			ew.printf("  ERROR %s: %s\n", p.File, p.Error)
		case !p.Match:
			note := ""
			if !p.Exact {
				note = " (analyzer: " + p.Approximation + ")"
			}
			ew.printf("  MISS  %s (%s): expected %s, computed %s%s\n", p.File, p.Node, p.Expected, p.Computed, note)
		}
	}
	ew.printf("%-16s %8s %8s %9s\n", "category", "problems", "matches", "accuracy")
	for _, c := range append(r.Categories, r.Total) {
		ew.printf("%-16s %8d %8d %8.1f%%\n", c.Category, c.Problems, c.Matches, percent(c.Matches, c.Problems))
	}
	if timings {
		ew.printf("time: %d ms; per problem: median %d ms, worst %d ms (%s)\n", r.Millis, r.MedianMillis, r.WorstMillis, r.WorstFile)
	}
	return ew.err
}

// percent returns 100*a/b, or 0 when b is 0.
func percent(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// errWriter keeps the first write error so that a report can be written
// with plain calls and checked once.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err != nil {
		return
	}
	_, e.err = fmt.Fprintf(e.w, format, args...)
}
