package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/arena"
	"github.com/cgtgo/cgtgo/bench"
	"github.com/cgtgo/cgtgo/internal/progress"
)

// runBenchEngines is "cgtgo bench engines POSITION.sgf...".
func runBenchEngines(e *env, args []string) int {
	fs := newFlagSet("bench engines", "cgtgo bench engines [--opponent CMD] [--rounds N] [--rules NAME] [--from-end N] [--sample N] [--out DIR] [--time MAIN/BYO/STONES] [--json] [--write-report FILE] POSITION.sgf|DIR...",
		"Play cgtgo's GTP engine against GNU Go (or --opponent) from each endgame position, cgtgo\n"+
			"taking Black and White in turn, and report cgtgo's mean margin per game by the referee's\n"+
			"count, its standard deviation, the pairs of games it did not lose, the games from exact\n"+
			"starts it ended below the optimum, each engine's time and processor time per move, and\n"+
			"how cgtgo's moves kept to the thinking time its clock allotted. A folder stands for its\n"+
			"SGF files (--sample N of them, spread over the set in name order).",
		"cgtgo bench engines --rounds 1 testdata/sgf/endgame-9x9-corridors.sgf", e)
	fromEnd := fs.Int("from-end", 0, "start N moves before the end of each record (0: at its end)")
	sampleN := fs.Int("sample", 0, "play only N of the positions, evenly spaced in name order (0: all)")
	outDir := fs.String("out", "", "folder for the records of the games (none if empty)")
	clock := fs.String("time", "", "clock of both engines: main time, byo-yomi period and its stones in seconds, e.g. 120/30/10 (default: none)")
	opponent := fs.String("opponent", "", "opponent command line (default: gnugo --mode gtp --level 10)")
	rounds := fs.Int("rounds", 1, "games per position and colour")
	rules := fs.String("rules", "chinese", "referee rules: japanese, chinese, aga, new_zealand, korean")
	moveTimeout := durationFlag(fs, "move-timeout", 60*time.Second, "time limit of every command")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	report := fs.String("write-report", "", "also record the figures in this markdown report (e.g. BENCHMARKS.md)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 || *rounds < 1 || *moveTimeout <= 0 || *fromEnd < 0 || *sampleN < 0 {
		fmt.Fprintln(e.stderr, "cgtgo bench engines: give at least one position; --rounds and --move-timeout must be positive, --from-end and --sample not negative")
		fs.Usage()
		return exitUsage
	}
	var clk *arena.Clock
	if *clock != "" {
		c, err := parseClock(*clock)
		if err != nil {
			fmt.Fprintf(e.stderr, "cgtgo bench engines: --time: %v\n", err)
			return exitUsage
		}
		clk = &c
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
	positions, err := positionFiles(fs.Args())
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo bench engines: %v\n", err)
		return exitFailure
	}
	// The match reports one "game N ..." line per game: counted by a
	// progress bar on a terminal, passed on with periodic totals otherwise.
	positions = bench.Spread(positions, *sampleN)
	prog := progress.New(e.stderr, "engines", len(positions)*2**rounds)
	var gameLog io.Writer = e.stderr
	if progress.IsTerminal(e.stderr) {
		gameLog = io.Discard
	}
	rep, err := bench.RunEngines(ctx, bench.EnginesOptions{Positions: positions, Rounds: *rounds, Opponent: opp, Rules: *rules,
		FromEnd: *fromEnd, Clock: clk, OutDir: *outDir, MoveTimeout: *moveTimeout, Log: &countingWriter{w: gameLog, prefix: []byte("game "), meter: prog, atBOL: true}, Version: version})
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

// positionFiles expands the arguments of bench engines: a folder stands
// for its .sgf files, in name order.
func positionFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		a = filepath.Clean(a)
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		files, err := filepath.Glob(filepath.Join(a, "*.sgf"))
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("%s: no .sgf file", a)
		}
		sort.Strings(files)
		out = append(out, files...)
	}
	return out, nil
}

// parseClock reads "MAIN/BYO/STONES" (seconds, seconds, stones).
func parseClock(s string) (arena.Clock, error) {
	f := strings.Split(s, "/")
	if len(f) != 3 {
		return arena.Clock{}, fmt.Errorf("want MAIN/BYO/STONES, got %q", s)
	}
	var n [3]int
	for i, v := range f {
		k, err := strconv.Atoi(v)
		if err != nil || k < 0 {
			return arena.Clock{}, fmt.Errorf("%q: not a number of seconds or stones", v)
		}
		n[i] = k
	}
	return arena.Clock{Main: time.Duration(n[0]) * time.Second, ByoTime: time.Duration(n[1]) * time.Second, ByoStones: n[2]}, nil
}
