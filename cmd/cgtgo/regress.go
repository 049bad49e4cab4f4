package main

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/cgtgo/cgtgo/arena"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/safefile"
)

// runRegress is "cgtgo regress FILE.tst...": GoGui-style regression files
// run against cgtgo's own engine (in process) or any GTP command line.
// Exit code as gogui-regress: 0 all tests as expected, 1 unexpected
// failures, 2 an error (bad file, engine that died or did not answer).
func runRegress(e *env, args []string) int {
	fs := newFlagSet("regress", "cgtgo regress [--engine \"CMD ARGS\"] [--timeout 60s] FILE.tst...",
		"Run GoGui-style regression files: numbered test lines, each followed directly by\n"+
			"\"#? [regex]\" (\"[!regex]\" negates; a trailing * marks an expected failure, & print only).\n"+
			"Each file gets a fresh engine working in the file's folder. Without --engine the engine is\n"+
			"cgtgo's own, without a time limit per move (its node budgets bound each move, so verdicts do\n"+
			"not depend on the machine). Exit code: 0 as expected, 1 unexpected failures, 2 errors.",
		"cgtgo regress testdata/regress/endgame.tst", e)
	engineCmd := fs.String("engine", "", "GTP engine command line (default: cgtgo's own engine)")
	timeout := durationFlag(fs, "timeout", 60*time.Second, "time limit of every command")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "cgtgo regress: no test file given")
		fs.Usage()
		return exitUsage
	}
	var total arena.RegressSummary
	failed := false
	for _, path := range fs.Args() {
		s, err := regressFile(e, path, *engineCmd, *timeout)
		total.Add(s)
		if err != nil {
			fmt.Fprintf(e.stderr, "cgtgo regress: %v\n", err)
			failed = true
		}
	}
	fmt.Fprintf(e.stdout, "total: %s\n", total)
	switch {
	case failed:
		return 2
	case total.Counts[arena.Fail] > 0:
		return 1
	}
	return exitOK
}

// regressFile runs one file with a fresh engine working in its folder.
func regressFile(e *env, path, engineCmd string, timeout time.Duration) (arena.RegressSummary, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return arena.RegressSummary{}, err
	}
	items, err := arena.ParseRegress(f, path)
	f.Close()
	if err != nil {
		return arena.RegressSummary{}, err
	}
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return arena.RegressSummary{}, err
	}
	var c *gtp.Client
	if engineCmd == "" {
		// The engine of "cgtgo gtp" with its default settings, but no time
		// limit per move: its node budgets bound every move, so that the
		// verdicts do not depend on the machine (GNU Go's regression suites
		// run without a clock either).
		settings := api.DefaultSettings()
		settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
		settings.MaxMoveTime = 0
		c = arena.Local(gtp.Options{Name: "cgtgo", Version: version, Logger: &e.log, Dir: dir,
			Settings: &settings, Engine: engine.New(engine.Options{Logger: &e.log})})
	} else if c, err = arena.StartEngine(engineCmd, dir, e.stderr); err != nil {
		return arena.RegressSummary{}, err
	}
	defer c.Close(2 * time.Second)
	s, err := arena.RunRegress(context.Background(), c, items, path, timeout, e.stdout)
	fmt.Fprintf(e.stdout, "%s: %s\n", path, s)
	return s, err
}
