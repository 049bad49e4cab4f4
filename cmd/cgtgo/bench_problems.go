package main

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchProblems is "cgtgo bench problems DIR".
func runBenchProblems(e *env, args []string) int {
	fs := newFlagSet("bench problems", "cgtgo bench problems [--jobs N] [--json] [--max-nodes N] [--timeout D] [--write-report FILE] DIR",
		"Solve every endgame problem (.sgf) under DIR: the root's SQ points are the region, the first line\n"+
			"of the root comment its biggest move's swing counted by hand (twice its temperature, territory\n"+
			"scoring). Prints the misses and the exact-match accuracy per category (sub-folder).\n"+
			"Exits 1 when a problem outside the ko category misses.",
		"cgtgo bench problems --jobs 2 testdata/problems", e)
	jobs := fs.Int("jobs", 0, "problems solved at once (0: one per CPU)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	maxNodes := fs.Int("max-nodes", 0, "local search budget per problem (0: the analyzer's default)")
	timeout := durationFlag(fs, "timeout", time.Minute, "time limit per problem")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.stderr, "cgtgo bench problems: give exactly one folder")
		fs.Usage()
		return exitUsage
	}
	ctx, stop := signalContext()
	defer stop()
	rep, err := bench.RunProblems(ctx, fs.Arg(0), bench.ProblemsOptions{Jobs: *jobs, MaxNodes: *maxNodes, Timeout: *timeout, Progress: e.stderr})
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench problems: %v\n", err)
		return exitFailure
	}
	if *asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		err = rep.WriteText(e.stdout, true)
	}
	if err == nil && *report != "" {
		err = bench.UpdateReport(*report, bench.ProblemsSection(rep, args, bench.Jobs(*jobs)))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench problems: %v\n", err)
		return exitFailure
	}
	for _, r := range rep.Results {
		if !r.Match && r.Category != "ko" {
			return exitFailure
		}
	}
	return exitOK
}
