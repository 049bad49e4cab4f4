package main

import (
	"fmt"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchStrategies is "cgtgo bench strategies [DIR]".
func runBenchStrategies(e *env, args []string) int {
	fs := newFlagSet("bench strategies", "cgtgo bench strategies [--coins N] [--seed N] [--json] [--write-report FILE] [PRO9DIR]",
		"Play every strategy (exact, sentestrat, thermostrat, hotstrat, coins) against exact play on\n"+
			"sums: the Economist's View's examples (Hotstrat's failure), random coin-sliding positions\n"+
			"(Moews ch. 5) and, given a folder of 9x9 records, their positions 20 moves before the end\n"+
			"that decompose exactly. Prints each strategy's mean and worst loss against the exact result\n"+
			"and checks the seeds' bounds. Exits 1 when Sentestrat loses more than the temperature of a\n"+
			"sum, the coin strategy loses on a coin position, or Hotstrat's failure is not 0 / 0 / -8.",
		"cgtgo bench strategies --write-report BENCHMARKS.md ../shared/data/pro9", e)
	coinN := fs.Int("coins", 200, "random coin-sliding positions")
	seed := fs.Int64("seed", 26, "seed of the random positions")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 1 {
		fmt.Fprintln(e.stderr, "cgtgo bench strategies: give at most one folder")
		fs.Usage()
		return exitUsage
	}
	ctx, stop := signalContext()
	defer stop()
	rep, err := bench.RunStrategies(ctx, bench.StrategiesOptions{ProDir: fs.Arg(0), CoinPositions: *coinN, Seed: *seed, Progress: e.stderr})
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench strategies: %v\n", err)
		return exitFailure
	}
	if *asJSON {
		err = writeBenchJSON(e.stdout, rep)
	} else {
		err = rep.WriteText(e.stdout)
	}
	if err == nil && *report != "" {
		err = bench.UpdateReport(*report, bench.StrategiesSection(rep, args))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench strategies: %v\n", err)
		return exitFailure
	}
	if problems := rep.BoundViolations(); len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(e.stderr, "cgtgo bench strategies:", p)
		}
		return exitFailure
	}
	return exitOK
}
