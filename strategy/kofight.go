package strategy

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

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
	// Short are the values of the regions outside the kos (numbers among
	// them are added into Settled).
	Short []cgt.Game
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
}

// fight is one ko fight search.
type fight struct {
	ctx   context.Context
	opt   FightOptions
	kos   []*valuation.KoGraph
	games map[cgt.Game]int32
	// sums memoises what the search needs of the short parts' sums.
	sums   map[string]*shortInfo
	sumBuf []byte
	states int
	max    int
	keyBuf []byte
	// err is the first score that did not convert to an fval.
	err error
	// configs numbers ko configurations (superko history).
	configs map[string]int32
	// group[i] is the first ko whose graph is the same as ko i's: kos of
	// one group are interchangeable, so under ko-ban J a state is kept with
	// their nodes sorted (seeds/003 counts kos, it does not name them).
	group []int
	// orig maps the fight's ko index to the caller's, internal back.
	orig, internal []int
}

// fstate is a position of the fight.
type fstate struct {
	s      []cgt.Game // the short regions that are not numbers, sorted by id
	num    fval       // the numbers: settled count and cold short regions
	at     []int32    // node of each ko region; -1 once settled (folded into s)
	tb, tw int
	// banR is the ko whose return to node banTo the player to move may
	// not make (ko-ban J), -1 for none.
	banR   int
	banTo  int32
	black  bool
	passed bool
	hist   []int32 // superko: ko configurations seen since the last irreversible move, sorted
}

// fmoveKind says what a fight move is.
type fmoveKind int8

const (
	fmPass   fmoveKind = iota
	fmEnd              // a pass that ends the game
	fmShort            // a move in the short part (an option of S)
	fmKo               // a move in a ko region
	fmThreat           // a ko threat and its answer
)

// fmove names a fight move: its kind, and for a ko move the region and the
// move of its graph.
type fmove struct {
	kind   fmoveKind
	region int
	move   valuation.KoGraphMove
}

// FightResult is the outcome of a ko fight search.
type FightResult struct {
	// Value is the optimal score with the given player to move.
	Value cgt.Rational
	// Cycled reports that some line met a repetition the ko-ban allows
	// (several kos under ko-ban J, as a triple ko): the value counts such
	// a line as ending where it repeats, which the rules of Go leave open.
	Cycled bool
	// States is the number of fight positions searched.
	States int
}

// newFight prepares a search.
func newFight(ctx context.Context, kos []*valuation.KoGraph, opt FightOptions) *fight {
	max := opt.MaxStates
	if max <= 0 {
		max = DefaultFightStates
	}
	f := &fight{ctx: ctx, opt: opt,
		games: map[cgt.Game]int32{}, sums: map[string]*shortInfo{}, max: max, configs: map[string]int32{}}
	// Identical kos next to each other, so that canonical can sort them.
	sigs := make([]string, len(kos))
	for i, g := range kos {
		sigs[i] = graphSignature(g)
		f.orig = append(f.orig, i)
	}
	slices.SortStableFunc(f.orig, func(a, b int) int { return strings.Compare(sigs[a], sigs[b]) })
	f.internal = make([]int, len(kos))
	for i, o := range f.orig {
		f.kos = append(f.kos, kos[o])
		f.internal[o] = i
		f.group = append(f.group, i)
		if i > 0 && sigs[o] == sigs[f.orig[i-1]] {
			f.group[i] = f.group[i-1]
		}
	}
	return f
}

// graphSignature writes a ko graph without its points: two kos with the
// same signature are the same game.
func graphSignature(g *valuation.KoGraph) string {
	var b []byte
	for _, n := range g.Nodes {
		b = fmt.Appendf(b, "%d:%v:%s[", n.Count, n.Settled, n.Value)
		for _, m := range n.Moves {
			b = fmt.Appendf(b, "%d>%d/%d,", m.Color, m.To, m.Prisoners)
		}
		b = append(b, ']')
	}
	return string(b)
}

// start turns a FightStart into the initial state, settling kos already over.
// Its kos keep the caller's order (f.internal maps them).
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
	for i, g := range f.kos {
		if g.Nodes[0].Settled {
			f.addShort(&st, g.Nodes[0].Value)
			st.at[i] = -1
		}
	}
	if fs.BanRegion >= 0 && fs.BanRegion < len(f.kos) && st.at[f.internal[fs.BanRegion]] >= 0 {
		r := f.internal[fs.BanRegion]
		c := board.White
		if black {
			c = board.Black
		}
		for _, m := range f.kos[r].Nodes[0].Moves {
			if m.Color == c && m.Point == fs.BanPoint {
				st.banR, st.banTo = r, int32(m.To)
			}
		}
	}
	if f.opt.Ban == board.KoSuperko {
		st.hist = []int32{f.config(st.at)}
	}
	// Not canonical: the caller names real regions by the kos' indexes
	// (the states after a move are canonical).
	return st
}

// SolveFight returns the optimal result of the fight with Black or White to
// move. It stops when ctx ends or the state budget runs out.
func SolveFight(ctx context.Context, fs FightStart, c board.Color, opt FightOptions) (FightResult, error) {
	f := newFight(ctx, fs.Kos, opt)
	g, err := f.solve([]fstate{f.start(fs, c == board.Black)})
	if err != nil {
		return FightResult{}, err
	}
	return FightResult{Value: g.value[g.roots[0]].rational(), Cycled: g.cycled, States: len(g.nodes)}, nil
}

// live reports whether some ko is still open.
func (st *fstate) live() bool {
	for _, a := range st.at {
		if a >= 0 {
			return true
		}
	}
	return false
}

// fightGraph is the explored graph of a fight and its values.
type fightGraph struct {
	roots  []int32
	nodes  []fightNode
	value  []fval
	cycled bool
}

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
		return i, nil
	}
	for _, r := range roots {
		i, err := intern(r)
		if err != nil {
			return nil, err
		}
		g.roots = append(g.roots, i)
	}
	for i := 0; i < len(states); i++ {
		if i&255 == 0 {
			if err := f.ctx.Err(); err != nil {
				return nil, fmt.Errorf("ko fight: %w", err)
			}
		}
		st := states[i]
		if !st.live() {
			si := f.short(&st)
			if si.err != nil {
				return nil, si.err
			}
			v := si.rstop
			if st.black {
				v = si.lstop
			}
			g.nodes[i].fixed, g.value[i] = true, v+st.num
			continue
		}
		v, err := f.standing(&st)
		if err != nil {
			return nil, err
		}
		g.value[i] = v
		err = f.eachMove(&st, true, func(_ fmove, next fstate, gain fval, end bool) error {
			if end {
				g.nodes[i].edges = append(g.nodes[i].edges, fightEdge{to: -1, gain: gain})
				return nil
			}
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
		if round > 0 {
			g.cycled = true
		}
	}
	return g, nil
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

// standing is the score if play stopped in st: the open kos' static counts
// plus the rest (its mean while it is not a number).
func (f *fight) standing(st *fstate) (fval, error) {
	si := f.short(st)
	if si.err != nil {
		return 0, si.err
	}
	v := st.num + si.mean
	for i, a := range st.at {
		if a >= 0 {
			v += fvalInt(f.kos[i].Nodes[a].Count)
		}
	}
	return v, nil
}

// eachMove calls visit for every move of the player to move in st (the
// moves of the short part only when short is set): the move, the state
// after it and the points it scores, or end for a pass that ends the game
// (gain is then the final score).
func (f *fight) eachMove(st *fstate, short bool, visit func(m fmove, next fstate, gain fval, end bool) error) error {
	const zero = fval(0)
	// Pass: after a pass it ends the game, allowed when the rest is cold.
	if st.passed {
		if len(st.s) == 0 {
			v, err := f.standing(st)
			if err != nil {
				return err
			}
			if err := visit(fmove{kind: fmEnd}, fstate{}, v, true); err != nil {
				return err
			}
		}
	} else {
		n := st.clone()
		n.black, n.passed, n.banR = !st.black, true, -1
		f.canonical(&n)
		if err := visit(fmove{kind: fmPass}, n, zero, false); err != nil {
			return err
		}
	}
	// Moves in the short regions (never in a number: that only loses points).
	if short {
		for i, g := range st.s {
			if i > 0 && g == st.s[i-1] {
				continue // the same moves as the region before
			}
			opts := g.RightOptions()
			if st.black {
				opts = g.LeftOptions()
			}
			for _, o := range opts {
				if err := visit(fmove{kind: fmShort}, f.afterShort(st, i, o), zero, false); err != nil {
					return err
				}
			}
		}
	}
	// Ko moves.
	color := colorOf(st.black)
	blocked := false
	for r, a := range st.at {
		if a < 0 || (r > 0 && f.group[r] == f.group[r-1] && st.at[r-1] == a && st.banR != r-1 && st.banR != r) {
			continue // the same moves as the identical ko before it
		}
		for _, m := range f.kos[r].Nodes[a].Moves {
			if m.Color != color {
				continue
			}
			n, ok := f.afterKo(st, r, m)
			if !ok {
				blocked = true
				continue
			}
			if err := visit(fmove{kind: fmKo, region: r, move: m}, n, fvalInt(m.Prisoners), false); err != nil {
				return err
			}
		}
	}
	// A ko threat, only worth making when a ko move is banned.
	if n, ok := f.afterThreat(st); ok && blocked {
		if err := visit(fmove{kind: fmThreat}, n, zero, false); err != nil {
			return err
		}
	}
	return nil
}

// afterShort is st after the player to move turns short region i into o
// (i -1: adds o as a new region, for a move outside the fight's list).
func (f *fight) afterShort(st *fstate, i int, o cgt.Game) fstate {
	n := st.clone()
	if i >= 0 {
		n.s = slices.Delete(n.s, i, i+1)
	}
	f.addShort(&n, o)
	n.black, n.passed, n.banR = !st.black, false, -1
	if f.opt.Ban == board.KoSuperko {
		n.hist = []int32{f.config(n.at)}
	}
	f.canonical(&n)
	return n
}

// addShort adds a short region's value to st: into num when it is a
// number, else into the sorted list.
func (f *fight) addShort(st *fstate, g cgt.Game) {
	if x, ok := g.NumberValue(); ok {
		v, err := fvalOf(x)
		if err != nil && f.err == nil {
			f.err = err
		}
		st.num += v
		return
	}
	id := f.gameID(g)
	k, _ := slices.BinarySearchFunc(st.s, id, func(h cgt.Game, id int32) int { return int(f.gameID(h) - id) })
	st.s = slices.Insert(st.s, k, g)
}

// gameID numbers the games met by the search.
func (f *fight) gameID(g cgt.Game) int32 {
	id, ok := f.games[g]
	if !ok {
		id = int32(len(f.games))
		f.games[g] = id
	}
	return id
}

// shortInfo is what the search needs of the sum of a state's short
// regions: its stops and mean as fvals.
type shortInfo struct {
	lstop, rstop, mean fval
	err                error
}

// short returns the shortInfo of st's short regions, memoised by their list.
func (f *fight) short(st *fstate) *shortInfo {
	b := f.sumBuf[:0]
	for _, g := range st.s {
		id := f.gameID(g)
		b = append(b, byte(id), byte(id>>8), byte(id>>16), byte(id>>24))
	}
	f.sumBuf = b
	if si, ok := f.sums[string(b)]; ok {
		return si
	}
	sum := cgt.Zero()
	for _, g := range st.s {
		sum = sum.Add(g)
	}
	si := &shortInfo{}
	var e1, e2, e3 error
	si.lstop, e1 = fvalOf(sum.LeftStop())
	si.rstop, e2 = fvalOf(sum.RightStop())
	si.mean, e3 = fvalOf(sum.Mean())
	si.err = errors.Join(e1, e2, e3)
	f.sums[string(b)] = si
	return si
}

// afterKo is st after move m in ko region r, false when the ko-ban forbids it.
func (f *fight) afterKo(st *fstate, r int, m valuation.KoGraphMove) (fstate, bool) {
	a := st.at[r]
	if st.banR == r && st.banTo == int32(m.To) {
		return fstate{}, false
	}
	n := st.clone()
	n.black, n.passed, n.banR = !st.black, false, -1
	n.at[r] = int32(m.To)
	to := &f.kos[r].Nodes[m.To]
	if to.Settled {
		f.addShort(&n, to.Value)
		n.at[r] = -1
	}
	switch {
	case f.opt.Ban == board.KoSuperko && to.Settled:
		n.hist = []int32{f.config(n.at)}
	case f.opt.Ban == board.KoSuperko:
		if !n.addHist(f.config(n.at)) {
			return fstate{}, false
		}
	case !to.Settled && hasReturn(f.kos[r], int(a), m.To, m.Color.Opponent()):
		n.banR, n.banTo = r, a
	}
	f.canonical(&n)
	return n, true
}

// afterThreat is st after the player to move makes a ko threat and the
// opponent answers it, false when the player has none left.
func (f *fight) afterThreat(st *fstate) (fstate, bool) {
	threats := st.tw
	if st.black {
		threats = st.tb
	}
	if threats == 0 {
		return fstate{}, false
	}
	n := st.clone()
	n.passed, n.banR = false, -1
	if threats > 0 {
		if st.black {
			n.tb--
		} else {
			n.tw--
		}
	}
	if f.opt.Ban == board.KoSuperko {
		n.hist = []int32{f.config(n.at)}
	}
	f.canonical(&n)
	return n, true
}

// canonical sorts the nodes of identical kos (ko-ban J only: under superko
// the history names the kos), keeping track of the banned one.
func (f *fight) canonical(st *fstate) {
	if f.opt.Ban == board.KoSuperko {
		return
	}
	for i := 1; i < len(st.at); i++ {
		for j := i; j > 0 && f.group[j] == f.group[j-1]; j-- {
			a, b := st.at[j-1], st.at[j]
			if a < b || (a == b && st.banR != j) {
				break
			}
			st.at[j-1], st.at[j] = b, a
			switch st.banR {
			case j:
				st.banR = j - 1
			case j - 1:
				st.banR = j
			}
		}
	}
}

// hasReturn reports whether colour c has a move from node to back to node
// from (the immediate retake the simple-ko ban forbids).
func hasReturn(g *valuation.KoGraph, from, to int, c board.Color) bool {
	for _, m := range g.Nodes[to].Moves {
		if m.Color == c && m.To == from {
			return true
		}
	}
	return false
}

// clone copies a state (its slices included).
func (st *fstate) clone() fstate {
	n := *st
	n.s = slices.Clone(st.s)
	n.at = append([]int32(nil), st.at...)
	n.hist = append([]int32(nil), st.hist...)
	return n
}

// addHist adds a configuration to the superko history, false if it is
// already there (the move would repeat a position).
func (st *fstate) addHist(c int32) bool {
	for i, h := range st.hist {
		if h == c {
			return false
		}
		if h > c {
			st.hist = append(st.hist[:i], append([]int32{c}, st.hist[i:]...)...)
			return true
		}
	}
	st.hist = append(st.hist, c)
	return true
}

// config numbers a ko configuration (the node of every ko region).
func (f *fight) config(at []int32) int32 {
	b := make([]byte, 0, 4*len(at))
	for _, a := range at {
		b = append(b, byte(a), byte(a>>8), byte(a>>16), byte(a>>24))
	}
	k := string(b)
	if i, ok := f.configs[k]; ok {
		return i
	}
	i := int32(len(f.configs))
	f.configs[k] = i
	return i
}

// key encodes a state for the graph's index, in a buffer the next call
// reuses.
func (f *fight) key(st *fstate) []byte {
	b := f.keyBuf[:0]
	put := func(v int32) { b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24)) }
	put(int32(st.num))
	put(int32(st.num >> 32))
	put(int32(len(st.s)))
	for _, g := range st.s {
		put(f.gameID(g))
	}
	for _, a := range st.at {
		put(a)
	}
	put(int32(st.tb))
	put(int32(st.tw))
	put(int32(st.banR))
	put(st.banTo)
	flags := int32(0)
	if st.black {
		flags |= 1
	}
	if st.passed {
		flags |= 2
	}
	put(flags)
	for _, h := range st.hist {
		put(h)
	}
	f.keyBuf = b
	return b
}
