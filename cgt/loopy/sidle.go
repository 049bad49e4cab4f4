package loopy

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/cgtgo/cgtgo/cgt"
)

// Side names the player who has the ko-threat advantage in phi_L / phi_R
// (Moews section 3.2): phi_L gives Left very many ko threats.
type Side int

const (
	// LeftThreats: phi_L (Left may reset the ko-ban history finitely often).
	LeftThreats Side = iota
	// RightThreats: phi_R.
	RightThreats
)

// ErrNotConverged is wrapped by Sidle when the iteration does not reach a
// fixed point within its budget.
var ErrNotConverged = errors.New("sidling did not converge within the budget")

// ErrNotEnder is wrapped by Sidle when the fixed points found from on+ and
// from off- differ, or depend on the stand-in for on/off: the value is a
// loopy game, not an ender.
var ErrNotEnder = errors.New("sidling: the value is not an ender")

// maxSidleSweeps bounds the passes over the graph of one sidling step:
// games that do not settle (values that are not enders, such as those with
// passes) grow at every pass, so a step budget alone would not bound time.
const maxSidleSweeps = 40

// DefaultSidleBudget is a step budget (game constructions) suited to sums
// of up to about four small kos.
const DefaultSidleBudget = 5_000_000

// Sidle computes phi_L^J(s) (side LeftThreats) or phi_R^J(s) (side
// RightThreats) of a sum of plain kos (no passes) plus an ender directly
// from the game graph, by Moews' sidling (sections 2.2 and 4.2), with no
// use of Theorem 15:
//
//   - the positions of phi^J are pairs alpha[S] of a position alpha of the
//     sum (every ko still present) and a history set S that is empty or
//     holds the position just left (Japanese ko-ban: no move back to it);
//   - the player with the threats may also make a banned move (using a ko
//     threat); infinitely many such moves lose for him;
//   - a move that destroys a ko leads to the value of the smaller sum,
//     computed the same way (history no longer matters: Theorem 6 and
//     Theorem 5);
//   - the outer sidling runs over the threat-using moves from off- (Left's
//     threats) or on+ (Right's); each outer step sidles the graph without
//     threat moves from on+ (for P+) or off- (for P-), Gauss-Seidel style;
//     the result is an ender when P+ and P- reach the same fixed point.
//
// on+ and off- are represented by integers +BIG and -BIG far outside every
// stop of the sum (2^24; larger sums are refused); the computation is
// repeated with a second BIG (2^25 + 3) and must give the same canonical
// game, otherwise the value depends on on/off and ErrNotEnder is
// returned. budget bounds the number of game constructions (<= 0 means
// DefaultSidleBudget); running out returns an error wrapping
// ErrNotConverged, as does a cancelled ctx.
func Sidle(ctx context.Context, s Sum, side Side, budget int) (cgt.Game, error) {
	return NewSidler(budget).Sidle(ctx, s, side)
}

// sidleBig is the integer standing for on+ (and its negative for off-) in
// the two runs of a Sidler; sums whose stops reach sidleBig/8 are refused.
var sidleBig = [2]int64{1 << 24, 1<<25 + 3}

// Sidler sidles sums of kos, caching the values of the sums (and of their
// sub-sums) it has met, so that sidling many related sums (e.g. all sums of
// up to three kos) is much faster than calling Sidle on each. A Sidler is
// safe for concurrent use (calls are serialised); its caches grow with the
// sums it is given.
type Sidler struct {
	// Ban is the ko-ban rule, BanJ (the default) or BanN (superko: the
	// history set holds every position left since the last threat or
	// irreversible move; graphs of at most 64 positions). Set it before
	// the first call.
	Ban    KoBan
	budget int
	mu     sync.Mutex
	ids    map[cgt.Game]int
	worlds [2]*sidleWorld
}

// sidleWorld is the cache of one stand-in value for on/off.
type sidleWorld struct {
	big   cgt.Game
	memo  map[string]cgt.Game // sum key -> value
	games map[string]cgt.Game // {L|R} by option ids
}

// NewSidler returns a Sidler whose calls each have the given step budget
// (<= 0 means DefaultSidleBudget).
func NewSidler(budget int) *Sidler {
	if budget <= 0 {
		budget = DefaultSidleBudget
	}
	sd := &Sidler{budget: budget, ids: map[cgt.Game]int{}}
	for n, b := range sidleBig {
		sd.worlds[n] = &sidleWorld{big: cgt.Int(b), memo: map[string]cgt.Game{}, games: map[string]cgt.Game{}}
	}
	return sd
}

// Sidle computes phi_L^J or phi_R^J of s by sidling; see the package
// function Sidle.
func (sl *Sidler) Sidle(ctx context.Context, s Sum, side Side) (cgt.Game, error) {
	for i, k := range s.Kos {
		if k.Passes != NoPass {
			return cgt.Game{}, fmt.Errorf("sidle: ko %d (%s): kos with passes are not supported", i+1, k)
		}
		if k.M < 3 || k.M > maxKoLength || k.I < 1 || k.I > k.M-1 {
			return cgt.Game{}, fmt.Errorf("sidle: ko %d: bad shape m=%d i=%d", i+1, k.M, k.I)
		}
	}
	if len(s.Kos) > 8 {
		return cgt.Game{}, fmt.Errorf("sidle: %d kos is too many for sidling (limit 8)", len(s.Kos))
	}
	bound := stopBound(s.Ender)
	for _, k := range s.Kos {
		bound = bound.Add(stopBound(k.A)).Add(stopBound(k.B)).Add(cgt.RationalFromInt(int64(k.M)))
	}
	if bound.Mul(cgt.RationalFromInt(8)).Cmp(cgt.RationalFromInt(sidleBig[0])) >= 0 {
		return cgt.Game{}, fmt.Errorf("sidle %s: values too large for sidling", s)
	}
	sl.mu.Lock()
	defer sl.mu.Unlock()
	var results [2]cgt.Game
	steps := 0
	for n, w := range sl.worlds {
		sd := &sidler{ctx: ctx, side: side, ban: sl.Ban, budget: sl.budget, steps: steps, big: w.big, memo: w.memo, ids: sl.ids, games: w.games}
		g, err := sd.value(s.Kos, s.Ender)
		if err != nil {
			return cgt.Game{}, err
		}
		steps = sd.steps
		results[n] = g
	}
	if results[0] != results[1] {
		return cgt.Game{}, fmt.Errorf("sidle %s: %w (depends on on/off)", s, ErrNotEnder)
	}
	return results[0], nil
}

// SidleGraph computes phi_L^J(g) (side LeftThreats) or phi_R^J(g) of a
// small loopy graph by sidling, exactly as Sidle does for sums of kos but
// on the whole graph given (passes allowed: they keep the ko-ban history).
// Values that are not enders (for instance phi_L^J(KOR[1,0]) =
// {1 + 1/on | 0}) give ErrNotEnder, or ErrNotConverged when their
// approximations keep growing.
func SidleGraph(ctx context.Context, g *Graph, side Side, budget int) (cgt.Game, error) {
	return NewSidler(budget).SidleGraph(ctx, g, side)
}

// SidleGraph is the package function SidleGraph using this Sidler's
// budget (graphs are not cached).
func (sl *Sidler) SidleGraph(ctx context.Context, g *Graph, side Side) (cgt.Game, error) {
	if err := g.Validate(); err != nil {
		return cgt.Game{}, fmt.Errorf("sidle graph: %w", err)
	}
	bound := cgt.RationalFromInt(int64(len(g.Nodes)))
	for _, n := range g.Nodes {
		for _, mv := range append(append([]GraphMove(nil), n.Left...), n.Right...) {
			if mv.To < 0 {
				bound = bound.Add(stopBound(mv.Ender))
			}
		}
	}
	if bound.Mul(cgt.RationalFromInt(8)).Cmp(cgt.RationalFromInt(sidleBig[0])) >= 0 {
		return cgt.Game{}, fmt.Errorf("sidle graph: values too large for sidling")
	}
	sl.mu.Lock()
	defer sl.mu.Unlock()
	var results [2]cgt.Game
	steps := 0
	for n, w := range sl.worlds {
		sd := &sidler{ctx: ctx, side: side, ban: sl.Ban, budget: sl.budget, steps: steps, big: w.big, memo: w.memo, ids: sl.ids, games: w.games}
		v, err := sd.sidleGraph(g)
		if err != nil {
			return cgt.Game{}, fmt.Errorf("sidle graph: %w", err)
		}
		steps = sd.steps
		results[n] = v
	}
	if results[0] != results[1] {
		return cgt.Game{}, fmt.Errorf("sidle graph: %w (depends on on/off)", ErrNotEnder)
	}
	return results[0], nil
}

// stopBound returns |LeftStop| + |RightStop| of g.
func stopBound(g cgt.Game) cgt.Rational {
	abs := func(x cgt.Rational) cgt.Rational {
		if x.Sign() < 0 {
			return x.Neg()
		}
		return x
	}
	return abs(g.LeftStop()).Add(abs(g.RightStop()))
}
