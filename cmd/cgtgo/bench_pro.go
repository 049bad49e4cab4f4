package main

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchPro is "cgtgo bench pro DIR".
func runBenchPro(e *env, args []string) int {
	fs := newFlagSet("bench pro", "cgtgo bench pro [--jobs N] [--json] [--per-game D] [--sample N] [--write-report FILE] DIR",
		"For each SGF record under DIR: the move after which the board decomposes into regions the\n"+
			"analyzer can value, the optimal result from there (record's komi and rules) against RE, the\n"+
			"points each side lost after it, and the count of the final position against RE.",
		"cgtgo bench pro --sample 2 --per-game 5s ../shared/data/pro9", e)
	jobs := fs.Int("jobs", 0, "games analysed at once (0: one per CPU)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	per := durationFlag(fs, "per-game", 2*time.Minute, "time budget per game")
	sampleN := fs.Int("sample", 0, "analyse only this many records, evenly spaced in name order (0: all)")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	exact := fs.Bool("exact-review", false, "instead: judge the moves played from the earliest exactly solved position against the exact optimum (runBenchProExact)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.stderr, "cgtgo bench pro: give exactly one folder")
		fs.Usage()
		return exitUsage
	}
	ctx, stop := signalContext()
	defer stop()
	if *exact {
		return runBenchProExact(ctx, e, fs.Arg(0), *per, *sampleN, *asJSON, *report, args)
	}
	rep, err := bench.RunPro(ctx, fs.Arg(0), bench.ProOptions{Jobs: *jobs, PerGame: *per, Sample: *sampleN, Progress: e.stderr})
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench pro: %v\n", err)
		return exitFailure
	}
	if *asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		err = rep.WriteText(e.stdout, true)
	}
	if err == nil && *report != "" {
		err = bench.UpdateReport(*report, bench.ProSection(rep, args, bench.Jobs(*jobs)))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench pro: %v\n", err)
		return exitFailure
	}
	return exitOK
}
