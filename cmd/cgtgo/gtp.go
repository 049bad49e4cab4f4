package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
)

// runGTP is "cgtgo gtp": a GTP v2 engine on stdin/stdout for Sabaki,
// GoGui and other controllers. Logs go to stderr.
func runGTP(e *env, args []string) int {
	return runGTPWith(e, os.Stdin, args)
}

// runGTPWith serves GTP on in (stdin in production, a pipe in tests).
func runGTPWith(e *env, in interface{ Read([]byte) (int, error) }, args []string) int {
	fs := newFlagSet("gtp", "cgtgo gtp [--rules japanese|chinese|aga|new_zealand|korean] [--scoring territory|area] [--koban J|N] [--assume-safe K] [--nodes N] [--movetime DURATION] [--strategy NAME] [--memory-limit MB] [--files-dir DIR]",
		"Run as a GTP v2 engine on standard input and output (for Sabaki, GoGui, twogtp).\n"+
			"Settings can also be changed by the commands cgtgo-rules, cgtgo-koban, cgtgo-safety,\n"+
			"cgtgo-budget, kgs-rules and cgtgo-param. Run as a bot on a server, --files-dir keeps\n"+
			"loadsgf and printsgf inside one folder.",
		"cgtgo gtp --rules chinese --movetime 5", e)
	rules := fs.String("rules", "", "rule set: japanese, korean (territory, ko J), chinese, aga (area, superko N), new_zealand (area, N, suicide)")
	scoring := fs.String("scoring", "", "counting method: territory or area (overrides --rules)")
	koban := fs.String("koban", "", "ko-ban: J (simple ko) or N (positional superko) (overrides --rules)")
	strategyName := fs.String("strategy", "exact", "strategy of genmove: "+strings.Join(api.StrategyNames, ", ")+" (also cgtgo-param strategy NAME)")
	assumeSafe := fs.Int("assume-safe", api.DefaultAssumeSafeLiberties, "treat blocks with at least K liberties and two eyes as safe (0: proven safety only)")
	nodes := fs.Int64("nodes", 0, "node budget of each region's search per move or analysis (0: chosen by the engine from the move's allotted time, 20000 without a clock)")
	movetime := durationFlag(fs, "movetime", 10*time.Second, "longest thinking time of one move, whatever the clock leaves, and time limit of one analysis command")
	memLimit := fs.Int64("memory-limit", defaultMemoryLimitMB, "soft memory limit in `MB` (MiB): past it the garbage collector works harder and returns memory to the system (0: none)")
	memProfile := fs.String("memprofile", "", "write a heap profile (go tool pprof) to `FILE` when the engine stops")
	filesDir := fs.String("files-dir", "", "server mode: loadsgf and printsgf only read and write files inside `DIR` (relative names from it, symbolic links resolved); default: any path")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(e.stderr, "cgtgo gtp: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	s := api.DefaultSettings()
	// The rule flags in this order: --scoring and --koban override --rules.
	for _, f := range []struct{ key, value string }{{"rules", *rules}, {"scoring", *scoring}, {"koban", *koban}, {"strategy", *strategyName}} {
		if f.value == "" {
			continue
		}
		if err := s.Set(f.key, f.value); err != nil {
			fmt.Fprintf(e.stderr, "cgtgo gtp: --%s: %v\n", f.key, err)
			return exitUsage
		}
	}
	if *assumeSafe < 0 || *nodes < 0 || *movetime < 0 || *memLimit < 0 {
		fmt.Fprintln(e.stderr, "cgtgo gtp: --assume-safe, --nodes, --movetime and --memory-limit must not be negative")
		return exitUsage
	}
	if *filesDir != "" {
		if st, err := os.Stat(*filesDir); err != nil || !st.IsDir() {
			fmt.Fprintf(e.stderr, "cgtgo gtp: --files-dir %s: not a folder\n", *filesDir)
			return exitUsage
		}
	}
	s.Safety.AssumeSafeLiberties = *assumeSafe
	s.Nodes = *nodes
	s.MaxMoveTime = *movetime

	if *memLimit > 0 {
		defer setMemoryLimit(*memLimit)() // the limit belongs to this engine run
	}
	if *memProfile == "" {
		defer stopHeapSampling()() // no profile asked for: no sampling, whose records never shrink
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	eng := engine.New(engine.Options{Logger: &e.log})
	srv := gtp.New(gtp.Options{Name: "cgtgo", Version: version, Logger: &e.log, Settings: &s, Engine: eng,
		FilesDir: *filesDir, NewGame: func() { betweenGames(&e.log) }})
	err := srv.Run(ctx, in, e.stdout)
	if *memProfile != "" {
		if perr := writeHeapProfile(*memProfile); perr != nil {
			e.log.Error().Err(perr).Msg("heap profile")
		}
	}
	if err != nil {
		e.log.Error().Err(err).Msg("gtp engine stopped")
		return exitFailure
	}
	return exitOK
}
