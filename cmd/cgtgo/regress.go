package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/cgtgo/cgtgo/gtp"
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
			"cgtgo's own. Exit code: 0 as expected, 1 unexpected failures, 2 errors.",
		"cgtgo regress testdata/regress/endgame.tst", e)
	engine := fs.String("engine", "", "GTP engine command line (default: cgtgo's own engine)")
	timeout := durationFlag(fs, "timeout", 60*time.Second, "time limit of every command")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "cgtgo regress: no test file given")
		fs.Usage()
		return exitUsage
	}
	var total gtp.RegressSummary
	failed := false
	for _, path := range fs.Args() {
		s, err := regressFile(e, path, *engine, *timeout)
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
	case total.Counts[gtp.Fail] > 0:
		return 1
	}
	return exitOK
}

// regressFile runs one file with a fresh engine working in its folder.
func regressFile(e *env, path, engine string, timeout time.Duration) (gtp.RegressSummary, error) {
	f, err := os.Open(path)
	if err != nil {
		return gtp.RegressSummary{}, err
	}
	items, err := gtp.ParseRegress(f, path)
	f.Close()
	if err != nil {
		return gtp.RegressSummary{}, err
	}
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return gtp.RegressSummary{}, err
	}
	var c *gtp.Client
	if engine == "" {
		// The same engine as "cgtgo gtp" with its default settings.
		settings := gtp.DefaultSettings()
		settings.Safety.AssumeSafeLiberties = 2
		player := gtp.NewCGTPlayer()
		c = gtp.NewLocalClient(gtp.Options{Name: "cgtgo", Version: version, Logger: &e.log, Dir: dir,
			Settings: &settings, Player: player, Analyzer: player, Referee: player})
	} else if c, err = gtp.StartClient(engine, dir, e.stderr); err != nil {
		return gtp.RegressSummary{}, err
	}
	defer c.Close(2 * time.Second)
	s, err := gtp.RunRegress(context.Background(), c, items, path, timeout, e.stdout)
	fmt.Fprintf(e.stdout, "%s: %s\n", path, s)
	return s, err
}
