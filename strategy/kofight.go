package strategy

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// A ko fight is a sum whose regions can repeat positions. Canonical short
// games cannot hold it: a ko's value depends on the ko-ban, on the ko
// threats elsewhere and on passes (Moews ch. 3), and the canonical form of
// the rest of the board throws away the reversible moves that are ko
// threats. So the fight is searched as a game of its own (the model of
// seeds/003, class I1, generalised from basic kos to any local ko graph):
//
//   - the ko regions are their local graphs (valuation.KoGraph); a region
//     whose position can no longer reach a cycle leaves the fight and its
//     exact short value joins the rest;
//   - the rest of the board is its short regions, each its canonical game,
//     played move by move through its canonical options (Moews Theorem 5:
//     an ender adds to a history-free ko value). They are not added into
//     one canonical sum: a sum can cancel ko threats (a Black threat
//     miny_2 and a White threat tiny_2 add up to 0);
//   - each side has a number of ko threats (counted by CountThreats, or
//     unlimited for a komaster): a threat is always answered at once, the
//     pair changes nothing but lifts the ko-ban, and the threatener moves
//     again (seeds/003's rule model);
//   - ko-ban J (simple ko): the immediate return to the position before the
//     opponent's move is banned; a pass, a threat or any move elsewhere
//     lifts the ban. Ko-ban N (positional superko): no ko configuration
//     may repeat while nothing irreversible (a move in S, a threat, a ko
//     settled) has happened;
//   - two passes in a row end the game: the open kos count as they stand
//     (their static counts), the rest must be a number then (while a short
//     region is hot, the player to move after a pass plays on);
//   - when no ko is left the value is the stop of the short regions' sum
//     for the player to move.
//
// Values are final scores, Black minus White, prisoners taken from now on
// included under territory scoring.

// Unlimited is the threat count of a komaster: ko threats that never run out.
const Unlimited = -1

// FightOptions set the rules and the budget of a ko fight search.
type FightOptions struct {
	// Ban is the ko-ban: board.KoSimple (J) or board.KoSuperko (N).
	Ban board.KoRule
	// ThreatsBlack and ThreatsWhite count each side's ko threats;
	// Unlimited makes that side komaster.
	ThreatsBlack, ThreatsWhite int
	// MaxStates bounds the positions of the fight searched; 0 means
	// DefaultFightStates.
	MaxStates int
	// Cache, when set, keeps the values of fight positions between searches
	// (ko-ban J only; see FightCache).
	Cache *FightCache
}

// DefaultFightStates is the state budget of a ko fight search when
// FightOptions.MaxStates is 0.
const DefaultFightStates = 400_000

// ErrFightBudget reports that a ko fight search ran out of its state budget.
var ErrFightBudget = errors.New("ko fight: state budget exhausted")

// FightStart is the position a fight starts from: the short part, the ko
// regions at their current node, and the ko-ban in force for the player to
// move.
type FightStart struct {
	// Short are the values of the regions outside the kos that the search
	// plays through their canonical options (numbers among them are added
	// into Settled).
	Short []cgt.Game
	// Regions are the regions outside the kos with their real moves;
	// Fresh[k] says the search plays region k's first move among its real
	// moves (so that the ko threats and tempo moves canonical forms bypass
	// are there), else among its value's canonical options. Either way
	// the canonical options of the value a move leads to after that.
	Regions []Component
	Fresh   []bool
	// Settled is the part of the score no move changes.
	Settled cgt.Rational
	// Kos are the ko regions' graphs; each starts at node 0.
	Kos []*valuation.KoGraph
	// BanRegion and BanPoint name the one ko move the player to move may
	// not make (the immediate retake, ko-ban J); BanRegion -1 means none.
	BanRegion int
	BanPoint  board.Point
	// Passed says the last move was a pass: passing now ends the game.
	Passed bool
	// Seen lists earlier ko configurations (a node of each ko, in the order
	// of Kos) that ko-ban N forbids repeating: the positions of the game
	// since the last move outside the kos (see KoHistory).
	Seen [][]int32
}

// FightResult is the outcome of a ko fight search.
type FightResult struct {
	// Value is the optimal score with the given player to move.
	Value cgt.Rational
	// Cycled reports that the fight can cycle (kos taken in turn under
	// ko-ban J, each side's captures balancing) and some value had to be
	// found by more than one round of value iteration: an endless
	// repetition counts as ending in one of its positions, which the rules
	// of Go leave open.
	Cycled bool
	// States is the number of fight positions searched.
	States int
}

// fight is one ko fight search.
type fight struct {
	ctx context.Context
	opt FightOptions
	kos []*valuation.KoGraph
	// sigs[i] gives the signatures of ko i's local games (koSigs).
	sigs []*koSigs
	// ids numbers games and ko signatures for the state keys: the cache's
	// when there is one, so that keys mean the same across searches.
	ids *fightIDs
	// sums memoises what the search needs of the short parts' sums.
	sums   map[string]*shortInfo
	sumBuf []byte
	max    int
	keyBuf []byte
	// err is the first score that did not convert to an fval.
	err error
	// configs numbers ko configurations (superko history).
	configs map[string]int32
	// fresh are the short regions with their real moves (shortEntry),
	// built by the first start (every start of a search has the same
	// short part); freshStart and freshNum are that start's short list and
	// numbers.
	fresh      []freshRegion
	freshStart []shortEntry
	freshNum   fval
}

// newFight prepares a search; close must be called when it is over.
func newFight(ctx context.Context, kos []*valuation.KoGraph, opt FightOptions) *fight {
	max := opt.MaxStates
	if max <= 0 {
		max = DefaultFightStates
	}
	f := &fight{ctx: ctx, opt: opt, kos: kos, sums: map[string]*shortInfo{}, max: max, configs: map[string]int32{}}
	if f.usesCache() {
		opt.Cache.mu.Lock() // until close
		f.ids = &opt.Cache.ids
	} else {
		f.ids = newFightIDs()
	}
	for _, g := range kos {
		f.sigs = append(f.sigs, newKoSigs(g, f.ids))
	}
	return f
}

// close releases the search's hold on its cache.
func (f *fight) close() {
	if f.usesCache() {
		f.opt.Cache.mu.Unlock()
	}
}

// start turns a FightStart into the initial state, settling kos already over.
func (f *fight) start(fs FightStart, black bool) fstate {
	num, err := fvalOf(fs.Settled)
	if err != nil && f.err == nil {
		f.err = err
	}
	st := fstate{num: num, at: make([]int32, len(f.kos)), tb: f.opt.ThreatsBlack, tw: f.opt.ThreatsWhite,
		banR: -1, black: black, passed: fs.Passed}
	for _, g := range fs.Short {
		f.addShort(&st, g)
	}
	if f.fresh == nil {
		// The first start builds the fresh regions; the others reuse them.
		f.fresh = []freshRegion{}
		for k, c := range fs.Regions {
			if k < len(fs.Fresh) && fs.Fresh[k] {
				f.addFresh(&st, k, c)
			} else {
				f.addShort(&st, c.Value)
			}
		}
		f.freshStart = slices.Clone(st.s)
		f.freshNum = st.num
	} else {
		st.s, st.num = slices.Clone(f.freshStart), f.freshNum
	}
	for i, g := range f.kos {
		if g.Nodes[0].Settled {
			f.addShort(&st, g.Nodes[0].Value)
			st.at[i] = -1
		}
	}
	if r := fs.BanRegion; r >= 0 && r < len(f.kos) && st.at[r] >= 0 {
		for _, m := range f.kos[r].Nodes[0].Moves {
			if m.Color == colorOf(black) && m.Point == fs.BanPoint {
				st.banR, st.banTo = r, int32(m.To)
			}
		}
	}
	if f.opt.Ban == board.KoSuperko {
		st.hist = []int32{f.config(st.at)}
		for _, at := range fs.Seen {
			if len(at) == len(st.at) {
				st.addHist(f.config(at))
			}
		}
	}
	return st
}

// SolveFight returns the optimal result of the fight with Black or White to
// move. It stops when ctx ends or the state budget runs out.
func SolveFight(ctx context.Context, fs FightStart, c board.Color, opt FightOptions) (FightResult, error) {
	f := newFight(ctx, fs.Kos, opt)
	defer f.close()
	g, err := f.solve([]fstate{f.start(fs, c == board.Black)})
	if err != nil {
		return FightResult{}, err
	}
	return FightResult{Value: g.root(0).rational(), Cycled: g.cycled, States: len(g.nodes)}, nil
}

// fightGraph is the explored graph of a fight and its values. A state's
// value is relative to its settled numbers (fstate.num, which the state
// key leaves out: states that differ only by points already scored are one
// node): the final score is the node's value plus the state's num. The
// edges' gains are relative in the same way (the points a move scores plus
// the change of num).
type fightGraph struct {
	roots   []int32
	rootNum []fval // the num of each root state
	nodes   []fightNode
	value   []fval
	cycled  bool
}

// root returns the optimal final score from root k.
func (g *fightGraph) root(k int) fval { return g.value[g.roots[k]] + g.rootNum[k] }

// fightNode is one state of the graph.
type fightNode struct {
	black bool
	// fixed marks a state whose value needs no search: no ko is open.
	fixed bool
	edges []fightEdge
}

// fightEdge is a move: to the state to (with gain scored), or ending the
// game with the final score gain (to -1).
type fightEdge struct {
	to   int32
	gain fval
}

// solve explores every state reachable from the roots and values them; the
// graph's Roots hold the roots' state numbers, in order.
//
// The fight can cycle (kos taken in turn, each side's captures balancing),
// so the values are found by value iteration over the graph, as for
// seeds/003's model: starting from the score if play stopped there, each
// round sets every state to its best move's result, until nothing changes.
// An endless repetition thus counts as ending in one of its positions.
func (f *fight) solve(roots []fstate) (*fightGraph, error) {
	g := &fightGraph{}
	index := map[string]int32{}
	var states []fstate
	intern := func(st fstate) (int32, error) {
		k := f.key(&st)
		if i, ok := index[string(k)]; ok {
			return i, nil
		}
		if len(states) >= f.max {
			return 0, fmt.Errorf("%w (%d positions)", ErrFightBudget, f.max)
		}
		i := int32(len(states))
		index[string(k)] = i
		states = append(states, st)
		g.nodes = append(g.nodes, fightNode{black: st.black})
		g.value = append(g.value, 0)
		if v, ok := f.cached(k); ok {
			g.nodes[i].fixed, g.value[i] = true, v
		}
		return i, nil
	}
	for _, r := range roots {
		i, err := intern(r)
		if err != nil {
			return nil, err
		}
		g.roots = append(g.roots, i)
		g.rootNum = append(g.rootNum, r.num)
	}
	for i := 0; i < len(states); i++ {
		// A state costs far more than a check (its moves, their short
		// sums): checking every one keeps a deadline within one state.
		if err := f.ctx.Err(); err != nil {
			return nil, fmt.Errorf("ko fight: %w", err)
		}
		st := states[i]
		if g.nodes[i].fixed {
			continue
		}
		if !st.live() {
			si := f.short(&st)
			if si.err != nil {
				return nil, si.err
			}
			v := si.rstop
			if st.black {
				v = si.lstop
			}
			g.nodes[i].fixed, g.value[i] = true, v
			continue
		}
		v, err := f.standing(&st)
		if err != nil {
			return nil, err
		}
		g.value[i] = v - st.num
		err = f.eachMove(&st, true, func(_ fmove, next fstate, gain fval, end bool) error {
			if end {
				g.nodes[i].edges = append(g.nodes[i].edges, fightEdge{to: -1, gain: gain - st.num})
				return nil
			}
			gain += next.num - st.num
			j, err := intern(next)
			if err != nil {
				return err
			}
			g.nodes[i].edges = append(g.nodes[i].edges, fightEdge{to: j, gain: gain})
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if f.err != nil {
		return nil, f.err
	}
	order := g.postOrder()
	for round := 0; ; round++ {
		if round > len(g.nodes)+2 {
			return nil, fmt.Errorf("ko fight: values did not settle after %d rounds", round)
		}
		if err := f.ctx.Err(); err != nil {
			return nil, fmt.Errorf("ko fight: %w", err)
		}
		changed := false
		for _, i := range order {
			n := &g.nodes[i]
			if n.fixed || len(n.edges) == 0 {
				continue
			}
			var best fval
			c := colorOf(n.black)
			for k, e := range n.edges {
				v := e.gain
				if e.to >= 0 {
					v += g.value[e.to]
				}
				if k == 0 || fvalBetter(c, v, best) {
					best = v
				}
			}
			if best != g.value[i] {
				g.value[i], changed = best, true
			}
		}
		if !changed {
			break
		}
	}
	g.cycled = g.optimalCycle()
	f.remember(states, g)
	return g, nil
}

// optimalCycle reports whether best play from the roots can repeat: a
// cycle among the moves that reach their state's value. The values on
// such a cycle count an endless repetition as ending in one of its
// positions (value iteration starts from those scores), which the rules of
// Go leave open; elsewhere they are the optimum.
func (g *fightGraph) optimalCycle() bool {
	const (
		white = iota // not visited
		grey         // on the current path
		black        // done
	)
	mark := make([]int8, len(g.nodes))
	type frame struct {
		v    int32
		next int
	}
	for _, r := range g.roots {
		if mark[r] != white {
			continue
		}
		mark[r] = grey
		stack := []frame{{v: r}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			n := &g.nodes[top.v]
			if n.fixed || top.next >= len(n.edges) {
				mark[top.v] = black
				stack = stack[:len(stack)-1]
				continue
			}
			e := n.edges[top.next]
			top.next++
			if e.to < 0 || e.gain+g.value[e.to] != g.value[top.v] {
				continue // not an optimal move
			}
			switch mark[e.to] {
			case grey:
				return true
			case white:
				mark[e.to] = grey
				stack = append(stack, frame{v: e.to})
			}
		}
	}
	return false
}

// postOrder lists the states successors first (depth-first post order),
// so that one round of value iteration values everything that does not lie
// on a cycle.
func (g *fightGraph) postOrder() []int32 {
	seen := make([]bool, len(g.nodes))
	var order []int32
	type frame struct {
		v    int32
		next int
	}
	for s := range g.nodes {
		if seen[s] {
			continue
		}
		seen[s] = true
		stack := []frame{{v: int32(s)}}
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			edges := g.nodes[top.v].edges
			if top.next < len(edges) {
				w := edges[top.next].to
				top.next++
				if w >= 0 && !seen[w] {
					seen[w] = true
					stack = append(stack, frame{v: w})
				}
				continue
			}
			order = append(order, top.v)
			stack = stack[:len(stack)-1]
		}
	}
	return order
}

// colorOf is Black for true.
func colorOf(black bool) board.Color {
	if black {
		return board.Black
	}
	return board.White
}

// KoHistory walks back the moves of b while they were played in the ko
// regions (regions[i] holds the points of the region whose graph is
// kos[i], valued from b's position) and returns the ko configuration of
// each earlier position, most recent first: what ko-ban N forbids the
// fight to repeat (FightStart.Seen). A move outside the kos ends the walk
// (no earlier position can come back), and so does a move the graphs
// cannot place. Passes are stepped over: they repeat the position.
func KoHistory(b *board.Board, regions [][]board.Point, kos []*valuation.KoGraph) [][]int32 {
	in := map[board.Point]int{}
	for i, pts := range regions {
		for _, p := range pts {
			in[p] = i
		}
	}
	at := make([]int32, len(kos))
	var out [][]int32
	moves := b.Moves()
	for k := len(moves) - 1; k >= 0; k-- {
		m := moves[k]
		if m.Point == board.Pass {
			continue
		}
		r, ok := in[m.Point]
		if !ok || at[r] < 0 {
			break
		}
		prev := int32(-1)
		for u, n := range kos[r].Nodes {
			for _, e := range n.Moves {
				if e.Color == m.Color && e.Point == m.Point && int32(e.To) == at[r] {
					if prev >= 0 {
						return out // ambiguous
					}
					prev = int32(u)
				}
			}
		}
		if prev < 0 {
			break
		}
		at[r] = prev
		out = append(out, slices.Clone(at))
	}
	return out
}
