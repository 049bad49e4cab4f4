//go:generate go test -run TestDocExamples -update

// Command cgtgo is a Go endgame analyzer based on combinatorial game theory.
//
// It splits a Go position into independent regions, values each region as an
// exact combinatorial game and plays or explains the endgame: as a GTP engine,
// from the command line on SGF files, and as a benchmark.
//
// Usage: cgtgo [--log-level LEVEL] [--log-format console|json] COMMAND [ARGS...]
// Run "cgtgo help" for the list of commands and exit codes.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rs/zerolog"
)

// Exit codes shared by every subcommand (documented in "cgtgo help").
const (
	exitOK      = 0 // the command did what was asked
	exitFailure = 1 // the command ran but failed (bad input file, analysis error)
	exitUsage   = 2 // the command line itself was wrong
)

// command is one subcommand of the cgtgo binary.
type command struct {
	name    string
	summary string
	// run executes the command with its own arguments (without the command
	// name) and returns the process exit code.
	run func(e *env, args []string) int
}

// env is what a command runs with: stdout for its output (GTP responses,
// reports), stderr for messages, and the logger (which writes to stderr).
type env struct {
	stdout io.Writer
	stderr io.Writer
	log    zerolog.Logger
	// ctx is the context the command's work runs under (nil:
	// context.Background()); tests end it at a chosen step.
	ctx context.Context
	// work, when set, is told of each stage of real work a command starts
	// (loading and analysing its input, starting engines): tests count
	// the stages to check that a command refuses a bad output before any
	// work, without timing it.
	work func(stage string)
}

// context returns the context of the command's work.
func (e *env) context() context.Context {
	if e.ctx == nil {
		return context.Background()
	}
	return e.ctx
}

// step reports the start of a stage of work to e.work.
func (e *env) step(stage string) {
	if e.work != nil {
		e.work(stage)
	}
}

// commands lists every subcommand in the order "cgtgo help" shows them.
func commands() []command {
	return []command{
		{"show", "print the board of an SGF file (optionally at move N)", runShow},
		{"game", "combinatorial game calculator: canonical form, stops, mean, temperature, thermograph", runGame},
		{"analyze", "analyze an endgame position: regions, values, best moves", runAnalyze},
		{"solve", "exact late-endgame solution: optimal score and line", runSolve},
		{"review", "move-by-move review of a played game", runReview},
		{"gtp", "run as a GTP v2 engine (for Sabaki, GoGui, ...)", runGTP},
		{"regress", "run GoGui-style regression files against a GTP engine", runRegress},
		{"match", "play two GTP engines against each other", runMatch},
		{"soak", "soak-test a GTP engine: many games, random clocks, undos, loadsgf, malformed lines", runSoak},
		{"bench", "benchmarks against professional records, problem sets and GNU Go", runBench},
		{"version", "print the version", runVersion},
		{"help", "print this help", nil},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the global flags, sets up logging and dispatches to a command.
func run(args []string, stdout, stderr io.Writer) int {
	global, rest, err := parseGlobal(args)
	if errors.Is(err, flag.ErrHelp) {
		printHelp(stdout)
		return exitOK
	}
	if err != nil {
		fmt.Fprintf(stderr, "cgtgo: %v (run \"cgtgo help\")\n", err)
		return exitUsage
	}
	e := &env{stdout: stdout, stderr: stderr, log: setupLogging(global, stderr)}
	if len(rest) == 0 {
		printHelp(stderr)
		return exitUsage
	}
	e.log.Debug().Strs("args", args).Msg("cgtgo starts")
	name := rest[0]
	if name == "help" || name == "--help" || name == "-h" {
		printHelp(stdout)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == name && c.run != nil {
			return c.run(e, rest[1:])
		}
	}
	fmt.Fprintf(stderr, "cgtgo: unknown command %q (run \"cgtgo help\")\n", name)
	return exitUsage
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "cgtgo: a Go endgame analyzer based on combinatorial game theory")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Usage: cgtgo [--log-level debug|info|warn|error] [--log-format console|json] COMMAND [ARGS...]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Every command accepts --help.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Exit codes:")
	fmt.Fprintln(w, "  0  success")
	fmt.Fprintln(w, "  1  failure (unreadable or malformed input, analysis error)")
	fmt.Fprintln(w, "  2  usage error (unknown command or flag, bad flag value, missing argument)")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Durations (--budget, --movetime, --timeout, ...) are Go durations (5s, 1m30s,")
	fmt.Fprintln(w, "250ms) or a bare number of seconds (5). Logs go to stderr; --log-level debug")
	fmt.Fprintln(w, "shows what each command does, --log-format json writes one JSON object a line.")
}
