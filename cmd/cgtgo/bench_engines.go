package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/bench"
	"github.com/cgtgo/cgtgo/internal/progress"
)

// runBenchEngines is "cgtgo bench engines POSITION.sgf...".
func runBenchEngines(e *env, args []string) int {
	fs := newFlagSet("bench engines", "cgtgo bench engines [--opponent CMD] [--rounds N] [--rules NAME] [--json] [--write-report FILE] POSITION.sgf...",
		"Play cgtgo's GTP engine against GNU Go (or --opponent) from each endgame position, cgtgo\n"+
			"taking Black and White in turn, and report cgtgo's mean margin per game by the referee's\n"+
			"count, its standard deviation, and each engine's time per move.",
		"cgtgo bench engines --rounds 1 testdata/sgf/endgame-9x9-corridors.sgf", e)
	opponent := fs.String("opponent", "", "opponent command line (default: gnugo --mode gtp --level 10)")
	rounds := fs.Int("rounds", 1, "games per position and colour")
	rules := fs.String("rules", "chinese", "referee rules: japanese, chinese, aga, new_zealand, korean")
	moveTimeout := durationFlag(fs, "move-timeout", 60*time.Second, "time limit of every command")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 || *rounds < 1 || *moveTimeout <= 0 {
		fmt.Fprintln(e.stderr, "cgtgo bench engines: give at least one position; --rounds and --move-timeout must be positive")
		fs.Usage()
		return exitUsage
	}
	opp := *opponent
	if opp == "" {
		g := bench.FindGNUGo()
		if g == "" {
			fmt.Fprintln(e.stderr, "cgtgo bench engines: gnugo not found (apt-get install gnugo) and no --opponent given")
			return exitFailure
		}
		opp = strings.Replace(bench.DefaultGNUGo, "gnugo", g, 1)
		if *rules == "chinese" {
			opp += " --chinese-rules"
		}
	}
	ctx, stop := signalContext()
	defer stop()
	positions := make([]string, fs.NArg())
	for i, p := range fs.Args() {
		positions[i] = filepath.Clean(p)
	}
	// The match reports one "game N ..." line per game: counted by a
	// progress bar on a terminal, passed on with periodic totals otherwise.
	prog := progress.New(e.stderr, "engines", len(positions)*2**rounds)
	var gameLog io.Writer = e.stderr
	if progress.IsTerminal(e.stderr) {
		gameLog = io.Discard
	}
	rep, err := bench.RunEngines(ctx, bench.EnginesOptions{Positions: positions, Rounds: *rounds, Opponent: opp, Rules: *rules,
		MoveTimeout: *moveTimeout, Log: &countingWriter{w: gameLog, prefix: []byte("game "), meter: prog, atBOL: true}, Version: version})
	prog.Finish()
	if rep != nil {
		if *asJSON {
			if werr := writeBenchJSON(e.stdout, rep); werr != nil && err == nil {
				err = werr
			}
		} else if werr := rep.WriteText(e.stdout, true); werr != nil && err == nil {
			err = werr
		}
	}
	if err == nil && *report != "" {
		err = bench.UpdateReport(*report, bench.EnginesSection(rep, args))
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench engines: %v\n", err)
		return exitFailure
	}
	return exitOK
}
