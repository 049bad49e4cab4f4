package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/arena"
)

// soakConfig is what runSoak was asked to do.
type soakConfig struct {
	engine   string
	games    int
	sizes    []int
	dirs     []string
	load     float64
	movetime time.Duration
	margin   time.Duration
	maxMoves int
	seed     int64
	budget   time.Duration
	quiet    bool
}

// runSoak is "cgtgo soak": a scripted controller that plays complete games
// against a GTP engine run as a subprocess (by default this binary's "gtp"
// command) with random clocks, undo storms, loadsgf of the SGF records under
// the test data folders and malformed lines in between, and checks every
// reply (issues 12, 28). It prints the report; the exit code is 1 when anything went
// wrong.
func runSoak(e *env, args []string) int {
	fs := newFlagSet("soak",
		"cgtgo soak [--games N] [--engine \"CMD ARGS\"] [--sizes 9,13] [--testdata DIR,...] [--load P] [--movetime D] [--margin D] [--max-moves N] [--seed N] [--budget D] [--quiet]",
		"Soak-test a GTP engine: play N complete games against it with random clocks\n"+
			"(time_settings, time_left), undo storms, loadsgf of the SGF records under the\n"+
			"--testdata folders (shuffled by --seed) and random malformed lines in between.\n"+
			"Every command must be answered exactly once with its id, every genmove within\n"+
			"the clock's allotment plus --margin and with a legal move, and some loadsgf\n"+
			"must succeed. Reports the commands, the loads, the slowest replies and the\n"+
			"engine's memory (RSS) at the start and the end. Exit code 1 on failure.\n"+
			"Replies are timed on the wall clock: on a busy machine, a long --margin (as in\n"+
			"the example) checks the protocol without failing on the machine's load.",
		"cgtgo soak --games 2 --movetime 200ms --margin 1m --testdata testdata", e)
	var cfg soakConfig
	fs.StringVar(&cfg.engine, "engine", "", "GTP engine `command line` (default: this binary's gtp command with --movetime)")
	fs.IntVar(&cfg.games, "games", 10, "number of complete `games`")
	sizes := fs.String("sizes", "9", "board `sizes` of new games, comma-separated")
	dirs := fs.String("testdata", "testdata", "`folders` whose SGF files (*.sgf, recursively) are sent with loadsgf, comma-separated (e.g. ../shared/data/pro9,../shared/data/pro19)")
	fs.Float64Var(&cfg.load, "load", 0.5, "`probability` that a game starts with loadsgf")
	durationFlagVar(fs, &cfg.movetime, "movetime", 2*time.Second, "the engine's cap on one move (passed to the default engine)")
	durationFlagVar(fs, &cfg.margin, "margin", 500*time.Millisecond, "how late a genmove may answer after its allotment")
	fs.IntVar(&cfg.maxMoves, "max-moves", 0, "end a game after this many `moves` (0: 2 x size x size, at most 150)")
	fs.Int64Var(&cfg.seed, "seed", 1, "random `seed`")
	durationFlagVar(fs, &cfg.budget, "budget", 0, "stop after this `duration` (0: no limit)")
	fs.BoolVar(&cfg.quiet, "quiet", false, "no progress line per game on stderr")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "cgtgo soak: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 2 || n > 25 {
			fmt.Fprintf(e.stderr, "cgtgo soak: --sizes: bad size %q\n", s)
			return exitUsage
		}
		cfg.sizes = append(cfg.sizes, n)
	}
	if *dirs != "" {
		cfg.dirs = strings.Split(*dirs, ",")
	}
	if cfg.games <= 0 || cfg.load < 0 || cfg.load > 1 || cfg.movetime <= 0 || cfg.margin < 0 || cfg.maxMoves < 0 {
		fmt.Fprintln(e.stderr, "cgtgo soak: --games and --movetime must be positive, --load within 0..1, --margin and --max-moves not negative")
		return exitUsage
	}
	rep, err := soak(e, cfg)
	if rep != nil {
		fmt.Fprint(e.stdout, rep)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo soak: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	if len(rep.Failures) > 0 {
		return exitFailure
	}
	return exitOK
}

// soak starts the engine and runs gtp.Soak against it.
func soak(e *env, cfg soakConfig) (*arena.SoakReport, error) {
	var files []string
	if len(cfg.dirs) > 0 {
		var err error
		if files, err = arena.SGFFiles(cfg.dirs...); err != nil {
			return nil, fmt.Errorf("--testdata: %w", err)
		}
	}
	words, err := engineWords(cfg)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(words[0], words[1:]...)
	cmd.Stderr = io.Discard
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", cfg.engine, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", cfg.engine, err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting engine %q: %w", strings.Join(words, " "), err)
	}
	defer func() {
		stdin.Close()
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if cfg.budget > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, cfg.budget)
		defer cancel()
	}
	pid := cmd.Process.Pid
	opt := arena.SoakOptions{
		Games: cfg.games, Sizes: cfg.sizes, Files: files, LoadSGF: cfg.load, MaxMove: cfg.movetime,
		Margin: cfg.margin, MaxMoves: cfg.maxMoves, Seed: cfg.seed,
		RSS: func() (int64, error) { return arena.ProcessRSS(pid) },
	}
	if !cfg.quiet {
		prog := newSoakProgress(e.stderr)
		defer prog.Finish()
		opt.Progress = prog
	}
	fmt.Fprintf(e.stderr, "cgtgo soak: %d games against %q, %d files for loadsgf\n", cfg.games, strings.Join(words, " "), len(files))
	return arena.Soak(ctx, stdin, stdout, opt)
}

// engineWords is the engine's command line: --engine, or this binary's
// gtp command capped at --movetime.
func engineWords(cfg soakConfig) ([]string, error) {
	if cfg.engine != "" {
		return arena.SplitCommandLine(cfg.engine)
	}
	self, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding this binary: %w", err)
	}
	return []string{self, "gtp", "--movetime", cfg.movetime.String()}, nil
}
