package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
)

// runBench is "cgtgo bench": it dispatches to the benchmark named by its
// first argument (problems, pro, solve, engines, strategies, go).
func runBench(e *env, args []string) int {
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "Usage: cgtgo bench problems|pro|solve|engines|strategies|go [FLAGS] [ARGS]")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "  problems DIR  endgame problems counted by hand (SQ region, value in C): exact-match accuracy")
		fmt.Fprintln(w, "  pro DIR       professional records: the count of the final position against RE (--baseline: GNU Go too)")
		fmt.Fprintln(w, "  solve DIR     cgtgo solve on professional records N moves before the end: exact results, time")
		fmt.Fprintln(w, "  engines SGF.. cgtgo gtp against GNU Go from endgame positions, colours swapped")
		fmt.Fprintln(w, "  strategies [DIR] each strategy against exact play on sums (Economist's View, coins, pro9)")
		fmt.Fprintln(w, "  go [PKGS]     the go test -bench suites")
		fmt.Fprintln(w, "Every benchmark takes --json, and --write-report FILE to record its figures in FILE (BENCHMARKS.md).")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "Example:\n  cgtgo bench problems --jobs 2 testdata/problems")
		fmt.Fprintln(w, "Run \"cgtgo bench KIND --help\" for the flags of each.")
	}
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	switch args[0] {
	case "problems":
		return runBenchProblems(e, args[1:])
	case "pro":
		return runBenchPro(e, args[1:])
	case "solve":
		return runBenchSolve(e, args[1:])
	case "engines":
		return runBenchEngines(e, args[1:])
	case "strategies":
		return runBenchStrategies(e, args[1:])
	case "go":
		return runBenchGo(e, args[1:])
	case "-h", "--help", "help":
		usage(e.stdout)
		return exitOK
	}
	fmt.Fprintf(e.stderr, "cgtgo bench: unknown benchmark %q\n", args[0])
	usage(e.stderr)
	return exitUsage
}

// signalContext returns a context cancelled on interrupt.
func signalContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}

// writeBenchJSON writes v as indented JSON.
func writeBenchJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
