package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"sort"
	"sync"
	"time"

	"github.com/cgtgo/cgtgo/arena"
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
)

// DefaultGNUGo is the opponent of RunEngines.
const DefaultGNUGo = "gnugo --mode gtp --level 10"

// EnginesOptions configure RunEngines.
type EnginesOptions struct {
	// Positions are the SGF files the games start from; each is played
	// Rounds times with cgtgo as Black and Rounds times as White.
	Positions []string
	Rounds    int
	// Opponent is the command line of the other engine (DefaultGNUGo).
	Opponent string
	// Rules name the referee's rules (board.NamedRules; "chinese" when
	// empty, where counting the board as it stands after the cleanup
	// phase is the true result).
	Rules string
	// MoveTimeout bounds every command (0: 60 s).
	MoveTimeout time.Duration
	// MaxMoves ends a game after this many moves (0: the match default).
	MaxMoves int
	// MoveTime is cgtgo's longest thinking time per move (0: that of
	// "cgtgo gtp", api.DefaultSettings; negative: none, so that the node
	// budgets alone bound its analysis and its moves do not depend on the
	// machine, as tests need).
	MoveTime time.Duration
	// Log receives the match's own per-game lines (nil: discarded).
	Log io.Writer
	// Version is the version cgtgo reports.
	Version string
}

// EngineGame is one game of RunEngines. Margin is cgtgo's margin by the
// referee's count of the final position (positive: cgtgo ahead).
type EngineGame struct {
	Game       int    `json:"game"`
	Position   string `json:"position"`
	CGTGoBlack bool   `json:"cgtgo_black"`
	Moves      int    `json:"moves"`
	End        string `json:"end"`
	Referee    string `json:"referee"`
	Margin     string `json:"margin,omitempty"`

	margin   cgt.Rational
	marginOK bool
}

// EnginesReport is the outcome of RunEngines.
type EnginesReport struct {
	Opponent string       `json:"opponent"`
	Games    []EngineGame `json:"games"`
	// MeanMargin and StdDev are over the games with a count, from cgtgo's
	// side; ScoredGames counts them.
	ScoredGames int     `json:"scored_games"`
	MeanMargin  float64 `json:"mean_margin"`
	StdDev      float64 `json:"stddev"`
	// CGTGoMsPerMove is cgtgo's mean genmove time; OpponentMsPerMove is
	// the rest of the games' time over the opponent's moves (it includes
	// the protocol's overhead). Ratio is their quotient.
	// PairMean and PairStdDev are over the pairs of games played from one
	// position with colours swapped: cgtgo's two margins added, so that
	// the position's own imbalance cancels; Pairs counts them.
	Pairs             int     `json:"pairs"`
	PairMean          float64 `json:"pair_mean"`
	PairStdDev        float64 `json:"pair_stddev"`
	CGTGoMsPerMove    float64 `json:"cgtgo_ms_per_move"`
	OpponentMsPerMove float64 `json:"opponent_ms_per_move"`
	Ratio             float64 `json:"ratio"`
}

// timedEngine measures the time of each genmove of an engine.
type timedEngine struct {
	api.Engine
	mu    sync.Mutex
	moves int
	total time.Duration
}

// GenMove times the wrapped engine's move.
func (t *timedEngine) GenMove(ctx context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	start := time.Now()
	p, err := t.Engine.GenMove(ctx, g, req)
	t.mu.Lock()
	t.moves++
	t.total += time.Since(start)
	t.mu.Unlock()
	return p, err
}

// take returns and resets the counters.
func (t *timedEngine) take() (int, time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n, d := t.moves, t.total
	t.moves, t.total = 0, 0
	return n, d
}

// RunEngines plays cgtgo's GTP engine (in process, as "cgtgo gtp" builds
// it) against another GTP engine from each position with colours swapped,
// game by game, and reports cgtgo's mean margin, its spread and the time
// per move of each engine.
func RunEngines(ctx context.Context, opt EnginesOptions) (*EnginesReport, error) {
	if len(opt.Positions) == 0 {
		return nil, fmt.Errorf("engines: no starting position")
	}
	if opt.Opponent == "" {
		opt.Opponent = DefaultGNUGo
	}
	if opt.Rules == "" {
		opt.Rules = "chinese"
	}
	if opt.Rounds <= 0 {
		opt.Rounds = 1
	}
	scoring, rules, err := board.NamedRules(opt.Rules)
	if err != nil {
		return nil, fmt.Errorf("engines: %w", err)
	}
	log := opt.Log
	if log == nil {
		log = io.Discard
	}
	positions := append([]string(nil), opt.Positions...)
	sort.Strings(positions)
	rep := &EnginesReport{Opponent: opt.Opponent}
	var pairs []float64
	var cgtMoves, oppMoves int
	var cgtTime, oppTime time.Duration
	for _, pos := range positions {
		for round := 0; round < opt.Rounds; round++ {
			timed := &timedEngine{Engine: engine.New(engine.Options{})}
			local := func() (*gtp.Client, error) {
				s := api.DefaultSettings()
				s.Scoring, s.Rules = scoring, rules
				// The safety assumption of cgtgo gtp: with proven safety
				// only, the boards do not decompose and cgtgo would play
				// its fallback moves.
				s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
				if opt.MoveTime != 0 {
					s.MaxMoveTime = max(opt.MoveTime, 0)
				}
				return arena.Local(gtp.Options{Name: "cgtgo", Version: opt.Version, Settings: &s, Engine: timed}), nil
			}
			other := func() (*gtp.Client, error) { return arena.StartEngine(opt.Opponent, "", io.Discard) }
			// RunMatch plays A (cgtgo) as Black, then as White.
			mo := arena.MatchOptions{A: local, B: other, Positions: []string{pos}, Rounds: 1,
				MaxMoves: opt.MaxMoves, MoveTimeout: opt.MoveTimeout, Rules: rules, Scoring: scoring, Cleanup: true}
			start := time.Now()
			results, err := arena.RunMatch(ctx, mo, log)
			elapsed := time.Since(start)
			if err != nil {
				return rep, fmt.Errorf("engines: %s: %w", pos, err)
			}
			n, d := timed.take()
			total := 0
			pair, paired := 0.0, 0
			for _, r := range results {
				g := EngineGame{Game: len(rep.Games) + 1, Position: pos, CGTGoBlack: r.AIsBlack, Moves: r.Moves, End: r.End, Referee: r.Referee}
				if m, perr := arena.ParseScore(r.Referee); perr == nil {
					if !r.AIsBlack {
						m = m.Neg()
					}
					g.margin, g.marginOK, g.Margin = m, true, m.MixedString()
					f, _ := m.Big().Float64()
					pair += f
					paired++
				}
				rep.Games = append(rep.Games, g)
				total += r.Moves
			}
			if paired == 2 {
				pairs = append(pairs, pair)
			}
			cgtMoves += n
			cgtTime += d
			oppMoves += max(total-n, 0)
			oppTime += elapsed - d
		}
	}
	var margins []float64
	for _, g := range rep.Games {
		if g.marginOK {
			f, _ := g.margin.Big().Float64()
			margins = append(margins, f)
		}
	}
	rep.ScoredGames = len(margins)
	rep.MeanMargin, rep.StdDev = meanStd(margins)
	rep.Pairs = len(pairs)
	rep.PairMean, rep.PairStdDev = meanStd(pairs)
	if cgtMoves > 0 {
		rep.CGTGoMsPerMove = float64(cgtTime.Microseconds()) / 1000 / float64(cgtMoves)
	}
	if oppMoves > 0 {
		rep.OpponentMsPerMove = float64(oppTime.Microseconds()) / 1000 / float64(oppMoves)
	}
	if rep.OpponentMsPerMove > 0 {
		rep.Ratio = rep.CGTGoMsPerMove / rep.OpponentMsPerMove
	}
	return rep, nil
}

// meanStd returns the mean and the (population) standard deviation of xs,
// 0 and 0 when it is empty.
func meanStd(xs []float64) (mean, std float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	var sum, sq float64
	for _, x := range xs {
		sum += x
		sq += x * x
	}
	n := float64(len(xs))
	mean = sum / n
	return mean, math.Sqrt(math.Max(sq/n-mean*mean, 0))
}
