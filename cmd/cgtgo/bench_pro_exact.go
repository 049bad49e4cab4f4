package main

import (
	"context"
	"fmt"
	"sort"
	"time"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchProExact is "cgtgo bench pro --exact-review DIR" (issue 24): for
// every record, the moves played from the earliest position after which
// every position is solved exactly, judged against the exact optimum;
// the distribution of the points lost per game and the largest single
// mistakes, named by file and move.
func runBenchProExact(ctx context.Context, e *env, dir string, per time.Duration, sample int, asJSON bool, reportFile string, args []string) int {
	rep, err := bench.RunExactReviews(ctx, dir, per, sample, 10, e.stderr)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench pro: %v\n", err)
		return exitFailure
	}
	if asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		names := make([]string, 0, len(rep.Reviews))
		for name := range rep.Reviews {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			if r := rep.Reviews[name]; r.Solved && r.Reviewed > 0 {
				fmt.Fprintf(e.stdout, "%s: exact from move %d, %d moves judged, lost B=%s W=%s\n", name, r.From, r.Reviewed, r.LostBlack, r.LostWhite)
			}
		}
		_, err = fmt.Fprint(e.stdout, rep.Totals.Text())
	}
	if err == nil && reportFile != "" {
		err = bench.UpdateReport(reportFile, bench.ExactReviewSection(rep, args))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench pro: %v\n", err)
		return exitFailure
	}
	return exitOK
}
