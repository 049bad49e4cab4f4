package main

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/strategy"
)

// TestAnalyzeProRecords runs the analysis in-process on the final position
// of the professional records in ../shared/data (pro19, pro9), each with a
// budget of 2 s and --nodes 20000, and checks that every one finishes: an analysis, or one
// clear error (no decomposable region, budget), never a hang or a panic.
// It logs the median and worst time per 19x19 position. A deterministic
// sample of 20 records per folder runs by default; CGTGO_FULL=1 runs all.
func TestAnalyzeProRecords(t *testing.T) {
	if testing.Short() {
		t.Skip("professional records: skipped with -short")
	}
	full := os.Getenv("CGTGO_FULL") == "1"
	for _, set := range []string{"pro19", "pro9"} {
		files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "data", set, "*.sgf"))
		if len(files) == 0 {
			t.Logf("%s: no records found, skipped", set)
			continue
		}
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
		const budget = 2 * time.Second
		var times []time.Duration
		outcomes := map[string]int{}
		for _, f := range files {
			cfg := analyzeConfig{budget: budget, pv: 8}
			cfg.pos.assumeSafe = 2
			cfg.pos.nodes = 20000
			ctx, cancel := strategy.Deadline(context.Background(), budget)
			start := time.Now()
			res, err := analyzeFile(ctx, f, cfg)
			el := time.Since(start)
			cancel()
			times = append(times, el)
			switch {
			case err == nil && res.analysis.Exact:
				outcomes["exact"]++
			case err == nil:
				outcomes["estimate"]++
			case strings.Contains(err.Error(), "no decomposable region"):
				outcomes["not decomposable"]++
			case ctx.Err() != nil:
				outcomes["over budget"]++
			default:
				outcomes["error"]++
				t.Errorf("%s: %v", filepath.Base(f), err)
			}
			// Finishing means stopping soon after the budget: the wide
			// margin catches a hang, not a slow machine.
			if el > budget+30*time.Second {
				t.Errorf("%s: %v, over the %v budget", filepath.Base(f), el, budget)
			}
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		t.Logf("%s: %d positions, median %v, worst %v; outcomes %v", set, len(times),
			times[len(times)/2].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond), outcomes)
	}
}
