package main

import (
	"fmt"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchGo is "cgtgo bench go [PACKAGES]": the go test benchmarks.
func runBenchGo(e *env, args []string) int {
	fs := newFlagSet("bench go", "cgtgo bench go [--benchtime D] [--dir DIR] [--json] [--write-report FILE] [PACKAGES]",
		"Run the go test benchmarks of the packages (default ./...) of the cgtgo module in --dir (it needs\n"+
			"the go command) and print their figures.",
		"cgtgo bench go --benchtime 1x ./board/sgf", e)
	benchtime := fs.String("benchtime", "200ms", "go test -benchtime")
	dir := fs.String("dir", ".", "the module's folder")
	timeout := durationFlag(fs, "timeout", 0, "go test -timeout per package (0: go test's default)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	ctx, stop := signalContext()
	defer stop()
	rep, runErr := bench.RunGoBench(ctx, *dir, fs.Args(), *benchtime, *timeout)
	var err error
	if *asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		for _, l := range rep.Lines {
			if _, werr := fmt.Fprintf(e.stdout, "%s %s %s %s\n", l.Package, l.Name, l.Runs, l.Figures); werr != nil {
				err = werr
				break
			}
		}
	}
	if err == nil && *report != "" && len(rep.Lines) > 0 {
		err = bench.UpdateReport(*report, bench.GoBenchSection(rep, args, runErr))
	}
	if err == nil {
		err = runErr
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench go: %v\n", err)
		return exitFailure
	}
	return exitOK
}
