package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// Budgets of TestAnalyzeProRecords: each analysis ends at the
// proAnalysisSteps-th check of its context (a deadline at a chosen step,
// the same on every machine) or when its node budgets run out;
// proHangGuard only turns a hang into a failure.
const (
	proAnalysisSteps = 400
	proHangGuard     = 2 * time.Minute
)

// TestAnalyzeProRecords runs the analysis in-process on the final position
// of the professional records in ../shared/data (pro19, pro9), each with
// a step deadline and --nodes 20000, and checks that every one finishes: an
// analysis, or one clear error (no decomposable region, budget), never a
// hang or a panic. It logs the median and worst number of context checks
// per position. A deterministic sample of 20 records per folder runs by
// default; CGTGO_FULL=1 runs all. Without the shared folder it is skipped
// with a message naming it.
func TestAnalyzeProRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("professional records: skipped with -short")
	}
	full := os.Getenv("CGTGO_FULL") == "1"
	for _, set := range []string{"pro19", "pro9"} {
		t.Run(set, func(t *testing.T) {
			files := testenv.SharedFiles(t, filepath.Join("data", set), "*.sgf")
			sort.Strings(files)
			if !full && len(files) > 20 {
				// Every k-th record: a fixed sample spread over the set.
				k := len(files) / 20
				var sample []string
				for i := 0; i < len(files) && len(sample) < 20; i += k {
					sample = append(sample, files[i])
				}
				files = sample
			}
			var checks []int
			outcomes := map[string]int{}
			for _, f := range files {
				cfg := analyzeConfig{pv: 8}
				cfg.pos.assumeSafe = 2
				cfg.pos.nodes = 20000
				guard, cancel := context.WithTimeout(context.Background(), proHangGuard)
				ctx := testenv.NewStepContext(guard, proAnalysisSteps)
				res, err := analyzeFile(ctx, f, cfg)
				ctx.Release()
				hung := guard.Err() != nil
				cancel()
				checks = append(checks, ctx.Checks())
				switch {
				case hung:
					t.Errorf("%s: no answer after %v: a hang", filepath.Base(f), proHangGuard)
				case err == nil && res.analysis.Exact:
					outcomes["exact"]++
				case err == nil:
					outcomes["estimate"]++
				case strings.Contains(err.Error(), "no decomposable region"):
					outcomes["not decomposable"]++
				case errors.Is(ctx.Err(), context.DeadlineExceeded):
					outcomes["over budget"]++
				default:
					outcomes["error"]++
					t.Errorf("%s: %v", filepath.Base(f), err)
				}
			}
			sort.Ints(checks)
			t.Logf("%s: %d positions, context checks median %d, most %d (deadline at %d); outcomes %v", set, len(checks),
				checks[len(checks)/2], checks[len(checks)-1], proAnalysisSteps, outcomes)
		})
	}
}

// TestAnalyzeJudgedBigValue analyses pro19/CJGoExchange-1991-38 at move 222
// with --life judged, whose fights have region values whose written forms
// run to gigabytes (a follower written once per occurrence): the analysis
// must finish, printing those values as "too big to print" with their
// stops, in text and in JSON. Before the bound on printed forms, the
// process grew past 17 GB and ran for minutes past its --budget.
func TestAnalyzeJudgedBigValue(t *testing.T) {
	if testing.Short() {
		t.Skip("professional record: skipped with -short")
	}
	files := testenv.SharedFiles(t, filepath.Join("data", "pro19"), "CJGoExchange-1991-38.sgf")
	for _, format := range []string{"text", "json"} {
		var out, errOut strings.Builder
		code := run([]string{"analyze", "--life", "judged", "--move", "222", "--format", format, files[0]}, &out, &errOut)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", format, code, errOut.String())
		}
		if format == "json" && !strings.Contains(out.String(), "too big to print") {
			t.Errorf("json: no value printed as too big; %d bytes", out.Len())
		}
		if !strings.Contains(out.String(), "life and death of the judgement") {
			t.Errorf("%s: the judged life and death is not stated", format)
		}
	}
}
