package bench

import (
	"context"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/cgtgo/cgtgo/arena"
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/strategy"
)

// DefaultGNUGo is the opponent of RunEngines.
const DefaultGNUGo = "gnugo --mode gtp --level 10"

// EnginesOptions configure RunEngines.
type EnginesOptions struct {
	// Positions are the SGF files the games start from; each is played
	// Rounds times with cgtgo as Black and Rounds times as White.
	Positions []string
	Rounds    int
	// FromEnd starts every game FromEnd moves before the end of its
	// record's main line (0: at the end).
	FromEnd int
	// Clock, when set, is the time control of every game (time_settings,
	// time_left from the referee's clock).
	Clock *arena.Clock
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
	// OutDir, when set, receives the record of every game
	// (position-name/game-N.sgf).
	OutDir string
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
// referee's count of the final position (positive: cgtgo ahead). Optimum,
// when the start position is exact (every region valued exactly under the
// referee's rules), is the best result cgtgo's colour can force from it.
type EngineGame struct {
	Game       int    `json:"game"`
	Position   string `json:"position"`
	CGTGoBlack bool   `json:"cgtgo_black"`
	Moves      int    `json:"moves"`
	End        string `json:"end"`
	Referee    string `json:"referee"`
	Margin     string `json:"margin,omitempty"`
	Optimum    string `json:"optimum,omitempty"`
	// BelowOptimum marks a game from an exact start that cgtgo ended
	// below the optimum.
	BelowOptimum bool `json:"below_optimum,omitempty"`

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
	// PairMean and PairStdDev are over the pairs of games played from one
	// position with colours swapped: cgtgo's two margins added, so that
	// the position's own imbalance cancels; Pairs counts them and
	// PairsNotWorse those where the sum is at least 0 (cgtgo did at least
	// as well as the opponent from the same start).
	Pairs         int     `json:"pairs"`
	PairsNotWorse int     `json:"pairs_not_worse"`
	PairMean      float64 `json:"pair_mean"`
	PairStdDev    float64 `json:"pair_stddev"`
	// ExactStarts counts the positions whose start is exact; BelowOptimum
	// the games from them that cgtgo ended below the optimum.
	ExactStarts  int `json:"exact_starts"`
	BelowOptimum int `json:"below_optimum"`
	// CGTGoMsPerMove is cgtgo's mean genmove time; OpponentMsPerMove is
	// the rest of the games' time over the opponent's moves (it includes
	// the protocol's overhead). Ratio is their quotient.
	CGTGoMsPerMove    float64 `json:"cgtgo_ms_per_move"`
	OpponentMsPerMove float64 `json:"opponent_ms_per_move"`
	Ratio             float64 `json:"ratio"`
	// CGTGoCPUMedianMs and OpponentCPUMedianMs are the medians of the
	// processor time of one genmove of each engine, measured side by side
	// in the same run (cgtgo's process, which runs it, and the opponent's
	// process); CPUMoves count the genmoves measured.
	CGTGoCPUMedianMs    float64 `json:"cgtgo_cpu_median_ms"`
	OpponentCPUMedianMs float64 `json:"opponent_cpu_median_ms"`
	CGTGoCPUMoves       int     `json:"cgtgo_cpu_moves"`
	OpponentCPUMoves    int     `json:"opponent_cpu_moves"`
	// Allotted counts cgtgo's genmoves under a time limit;
	// OverAllotment those whose wall time exceeded the thinking time its
	// time management allotted (engine.Allot); MedianAllotmentShare and
	// MaxAllotmentShare are the shares of the allotment used.
	Allotted             int     `json:"allotted"`
	OverAllotment        int     `json:"over_allotment"`
	MedianAllotmentShare float64 `json:"median_allotment_share"`
	MaxAllotmentShare    float64 `json:"max_allotment_share"`
	// OverTimeCGTGo and OverTimeOpponent count the moves that ran each
	// engine's clock out (EnginesOptions.Clock).
	OverTimeCGTGo    int `json:"over_time_cgtgo"`
	OverTimeOpponent int `json:"over_time_opponent"`
}

// timedEngine measures the time of each genmove of an engine against the
// thinking time its time management allots.
type timedEngine struct {
	api.Engine
	mu     sync.Mutex
	moves  int
	total  time.Duration
	shares []float64 // wall time over allotment, per genmove under a limit
	over   int
}

// GenMove times the wrapped engine's move.
func (t *timedEngine) GenMove(ctx context.Context, g api.Game, req api.MoveRequest) (api.MoveReply, error) {
	start := time.Now()
	allot := time.Duration(0)
	if !g.Time.Unlimited() {
		allot = engine.Allot(&g.Time, req.Color, g.Settings.MaxMoveTime, t.Engine.Clock().Now())
	}
	p, err := t.Engine.GenMove(ctx, g, req)
	took := time.Since(start)
	t.mu.Lock()
	t.moves++
	t.total += took
	if allot > 0 {
		t.shares = append(t.shares, float64(took)/float64(allot))
		if took > allot {
			t.over++
		}
	}
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

// exactOptimum is the result Black can force from the start position of
// the record at path (fromEnd moves before its end) with the record's
// player to move, under the referee's rules and the record's komi, when
// the position's analysis is exact; false otherwise.
func exactOptimum(ctx context.Context, path string, fromEnd int, scoring board.Scoring, rules board.Rules) (cgt.Rational, bool) {
	roots, err := sgf.ParseFile(path)
	if err != nil || len(roots) == 0 {
		return cgt.Rational{}, false
	}
	moves := board.AllMoves
	if fromEnd > 0 {
		moves = max(board.CountMoves(roots[0])-fromEnd, 0)
	}
	b, err := board.FromSGF(roots[0], moves, rules)
	if err != nil {
		return cgt.Rational{}, false
	}
	komiHalf := 0
	if k, ok, err := sgf.KomiHalfPoints(roots[0]); err == nil && ok {
		komiHalf = k
	}
	actx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	opt := strategy.Options{Scoring: scoring, KomiHalf: komiHalf,
		Decompose: decompose.Options{AssumeSafeLiberties: api.DefaultAssumeSafeLiberties}}
	a, err := engine.New(engine.Options{}).AnalyzePosition(actx, b, opt, 0)
	if err != nil || !a.Exact || !a.Decomposition.Complete() {
		return cgt.Rational{}, false
	}
	if b.ToMove() == board.White {
		return a.WhiteFirst, true
	}
	return a.BlackFirst, true
}

// RunEngines plays cgtgo's GTP engine (in process, as "cgtgo gtp" builds
// it) against another GTP engine from each position with colours swapped,
// game by game, and reports cgtgo's mean margin, its spread, the pairs it
// did not lose, the games from exact starts that ended below the
// optimum, and each engine's time per move.
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
	var cgtCPU, oppCPU, shares []float64
	for _, pos := range positions {
		optimum, exact := exactOptimum(ctx, pos, opt.FromEnd, scoring, rules)
		if exact {
			rep.ExactStarts++
		}
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
			out := ""
			if opt.OutDir != "" {
				out = filepath.Join(opt.OutDir, fmt.Sprintf("%s-%d", strings.TrimSuffix(filepath.Base(pos), ".sgf"), round))
			}
			mo := arena.MatchOptions{A: local, B: other, Positions: []string{pos}, Rounds: 1, FromEnd: opt.FromEnd, Clock: opt.Clock, OutDir: out, Force: true,
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
				if exact {
					best := optimum
					if !r.AIsBlack {
						best = best.Neg()
					}
					g.Optimum = best.MixedString()
					if g.marginOK && g.margin.Cmp(best) < 0 {
						g.BelowOptimum = true
						rep.BelowOptimum++
					}
				}
				for _, mt := range r.Timings {
					if !mt.CPUOK {
						continue
					}
					ms := float64(mt.CPU.Microseconds()) / 1000
					if mt.ByA {
						cgtCPU = append(cgtCPU, ms)
					} else {
						oppCPU = append(oppCPU, ms)
					}
				}
				rep.OverTimeCGTGo += r.OverTimeA
				rep.OverTimeOpponent += r.OverTimeB
				rep.Games = append(rep.Games, g)
				total += r.Moves
			}
			if paired == 2 {
				pairs = append(pairs, pair)
				if pair >= 0 {
					rep.PairsNotWorse++
				}
			}
			cgtMoves += n
			cgtTime += d
			oppMoves += max(total-n, 0)
			oppTime += elapsed - d
			timed.mu.Lock()
			shares = append(shares, timed.shares...)
			rep.OverAllotment += timed.over
			timed.mu.Unlock()
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
	rep.CGTGoCPUMedianMs, rep.CGTGoCPUMoves = median(cgtCPU), len(cgtCPU)
	rep.OpponentCPUMedianMs, rep.OpponentCPUMoves = median(oppCPU), len(oppCPU)
	rep.Allotted = len(shares)
	rep.MedianAllotmentShare = median(shares)
	for _, s := range shares {
		rep.MaxAllotmentShare = math.Max(rep.MaxAllotmentShare, s)
	}
	return rep, nil
}

// median returns the median of xs (the mean of the two middle values for
// an even count), 0 when it is empty. xs is sorted in place.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
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

// Spread returns n of the sorted files evenly spaced over them (all of
// them when n <= 0 or n >= len(sorted)): the deterministic sample of bench
// pro, for bench engines.
func Spread(sorted []string, n int) []string { return sample(sorted, n) }
