package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/cgtgo/cgtgo/arena"
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/progress"
)

// runMatch is "cgtgo match": two GTP engines play from the same starting
// positions with colours alternated, like gogui-twogtp.
func runMatch(e *env, args []string) int {
	fs := newFlagSet("match", "cgtgo match [--a CMD] [--b CMD] [--out DIR] [--force] [--rounds N] [--max-moves N] [--move-timeout D] [--rules NAME] POSITION.sgf...",
		"Play engine A against engine B from each position (SGF files), A taking Black and White in\n"+
			"turn, each game ending by two passes, resignation, an illegal move, an engine failure or\n"+
			"the move limit. final_score is asked of both engines at the end; the SGF of each game is\n"+
			"written to --out. An empty --a or --b is cgtgo's own engine (in process).",
		"cgtgo match --rules chinese --cleanup --b \"gnugo --mode gtp --level 1 --chinese-rules\" --out games testdata/sgf/endgame-9x9-corridors.sgf", e)
	aCmd := fs.String("a", "", "engine A command line (default: cgtgo's own engine)")
	bCmd := fs.String("b", "", "engine B command line (default: cgtgo's own engine)")
	out := fs.String("out", "", "folder for the SGF records (none if empty; written atomically)")
	force := fs.Bool("force", false, "let the SGF records replace existing files in --out")
	rounds := fs.Int("rounds", 1, "games per position and colour")
	maxMoves := fs.Int("max-moves", 0, "move limit per game (0: twice the empty points plus 20)")
	moveTimeout := durationFlag(fs, "move-timeout", 60*time.Second, "time limit of every command; an engine that exceeds it loses")
	rules := fs.String("rules", "japanese", "referee rules: japanese, chinese, aga, new_zealand, korean")
	cleanup := fs.Bool("cleanup", false, "when the engines' final_score differ after two passes, go on with kgs-genmove_cleanup until dead stones are captured (for area scoring)")
	if code, done := parseFlags(fs, args); done {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.stderr, "cgtgo match: no position given")
		fs.Usage()
		return exitUsage
	}
	if *rounds < 1 || *maxMoves < 0 || *moveTimeout <= 0 {
		fmt.Fprintln(e.stderr, "cgtgo match: --rounds must be at least 1, --max-moves and --move-timeout positive")
		return exitUsage
	}
	scoring, r, err := board.NamedRules(*rules)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo match: --rules: %v\n", err)
		return exitUsage
	}
	player := func(cmd string) arena.MatchEngine {
		return func() (*gtp.Client, error) {
			if cmd == "" {
				s := api.DefaultSettings()
				s.Scoring, s.Rules = scoring, r
				s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
				return arena.Local(gtp.Options{Name: "cgtgo", Version: version, Logger: &e.log, Settings: &s,
					Engine: engine.New(engine.Options{Logger: &e.log})}), nil // the engine of cgtgo gtp
			}
			return arena.StartEngine(cmd, "", e.stderr)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	// One "game N ..." line per game, colours alternated in each round.
	prog := progress.New(e.stderr, "match", len(fs.Args())*2*max(*rounds, 1))
	results, err := arena.RunMatch(ctx, arena.MatchOptions{
		A: player(*aCmd), B: player(*bCmd), Positions: fs.Args(), Rounds: *rounds, OutDir: *out, Force: *force,
		MaxMoves: *maxMoves, MoveTimeout: *moveTimeout, Rules: r, Scoring: scoring, Cleanup: *cleanup,
	}, &countingWriter{w: e.stdout, prefix: []byte("game "), meter: prog, atBOL: true})
	prog.Finish()
	total := cgt.RationalFromInt(0)
	known, agree := 0, 0
	for _, g := range results {
		if g.MarginAOK {
			total = total.Add(g.MarginA)
			known++
		}
		if g.Agree {
			agree++
		}
	}
	fmt.Fprintf(e.stdout, "%d games; A's total margin by A's final_score over %d scored games: %s; engines agreed on %d\n",
		len(results), known, total.MixedString(), agree)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo match: %v\n", err)
		return exitFailure
	}
	return exitOK
}
