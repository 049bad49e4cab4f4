package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/bench"
)

// runBenchPro is "cgtgo bench pro DIR".
func runBenchPro(e *env, args []string) int {
	fs := newFlagSet("bench pro", "cgtgo bench pro [--jobs N] [--json] [--per-game D] [--sample N] [--baseline CMD] [--endgame] [--life-before N,...] [--exact-review] [--write-report FILE] DIR",
		"For each SGF record under DIR: the count of its final position (dead stones, seki, and the optimal\n"+
			"result of the dame, teire and kos left, with the record's komi and rules: RU, else komi 7.5 means\n"+
			"area scoring) against RE, and the accuracy over the folder: exact, within 1 and 5 points, errors,\n"+
			"abandoned. With --baseline, the same figures for that GTP engine's final_score on the same files\n"+
			"in the same run (a program not on the PATH is also looked for in /usr/games; GNU Go gets\n"+
			"--chinese-rules for area-scored records). With --endgame, also the move after which the board\n"+
			"decomposes, the optimal result from there and the points each side lost after it (slow). With\n"+
			"--life-before 10,40, also the life-and-death judgement of the positions 10 and 40 moves before the\n"+
			"end, each verdict's stones against the record: how many were captured before the end, and how many\n"+
			"are proved safe at the end (a verdict dead is wrong there).",
		"cgtgo bench pro --jobs 2 --sample 4 --baseline \"gnugo --mode gtp --level 10\" ../shared/data/pro9", e)
	jobs := fs.Int("jobs", 0, "games analysed at once (0: one per CPU)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	per := durationFlag(fs, "per-game", 2*time.Minute, "time budget per game")
	sampleN := fs.Int("sample", 0, "analyse only this many records, evenly spaced in name order (0: all)")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	base := fs.String("baseline", "", "GTP engine command line to measure side by side (e.g. \"gnugo --mode gtp --level 10\")")
	endgame := fs.Bool("endgame", false, "also analyse the endgame of each record from the move it decomposes (slow)")
	lifeBefore := fs.String("life-before", "", "also check the life-and-death judgement this many moves before the end of each record against the record, e.g. 10,40")
	exact := fs.Bool("exact-review", false, "instead: judge the moves played from the earliest exactly solved position against the exact optimum (runBenchProExact)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.stderr, "cgtgo bench pro: give exactly one folder")
		fs.Usage()
		return exitUsage
	}
	backs, err := parseMoveCounts(*lifeBefore)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench pro: --life-before: %v\n", err)
		return exitUsage
	}
	ctx, stop := signalContext()
	defer stop()
	if *exact {
		return runBenchProExact(ctx, e, fs.Arg(0), *per, *sampleN, *asJSON, *report, args)
	}
	rep, err := bench.RunPro(ctx, fs.Arg(0), bench.ProOptions{Jobs: *jobs, PerGame: *per, Sample: *sampleN,
		Baseline: *base, Endgame: *endgame, LifeBefore: backs, Progress: e.stderr})
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

// parseMoveCounts reads a comma-separated list of positive move counts
// ("10,40"; "" for none).
func parseMoveCounts(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("%q is not a positive number of moves", f)
		}
		out = append(out, n)
	}
	return out, nil
}
