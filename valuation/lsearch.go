package valuation

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The region search (issue 24). The local game is searched depth-first as a
// tree with transpositions: every position is searched once and remembered
// in a table keyed by its stones (never by depth or path). A position is
// loopy only when it lies on a real cycle of the local game graph (a ko, a
// double ko, a longer cycle): Tarjan's algorithm, run during the search,
// finds the strongly connected components of the graph as the search
// leaves them; a component of one position without a move to itself is an
// ordinary position, valued from its options by goValue; a component with a
// cycle is valued by the ko machinery (kovalue.go) from the values of the
// moves that leave it, which are known by then.
//
// Each position has two values: the first when Black is the region's
// komaster (Black wins every ko: phi_L), the second when White is (phi_R).
// Without kos below a position they are the same game.
//
// Local decomposition: when the points in play of a position fall into
// parts that touch only through safe stones (lstatic.go), the position is
// worth its settled count plus the sum of its parts, each searched as a
// local game of its own (with its own table entries).

// koValue is the value of a local position: vals[0] when Black is
// komaster, vals[1] when White is.
type koValue struct {
	vals [2]cgt.Game
	// loopy is set when a cycle was met at or below the position.
	loopy bool
	// extra holds the rare notes, nil for most positions.
	extra *koExtra
}

// koExtra is what few values carry besides their games.
type koExtra struct {
	// note says why the value is not exact ("" when it is, up to the
	// komaster assumption when vals differ).
	note string
	// text holds, per side, the full value when it carries Moews'
	// infinitesimal 1/on (pass kos under territory scoring, passko.go).
	text [2]string
}

func exactValue(g cgt.Game) koValue { return koValue{vals: [2]cgt.Game{g, g}} }

// note returns why v is not exact ("" when it is).
func (v koValue) note() string {
	if v.extra == nil {
		return ""
	}
	return v.extra.note
}

// text returns the full text of side s when it differs from the game's.
func (v koValue) text(s int) string {
	if v.extra == nil {
		return ""
	}
	return v.extra.text[s]
}

// withNote returns v with note joined to its notes.
func (v koValue) withNote(note string) koValue {
	if note == "" {
		return v
	}
	e := koExtra{}
	if v.extra != nil {
		e = *v.extra
	}
	e.note = joinNotes(e.note, note)
	v.extra = &e
	return v
}

// withText returns v with the full text of side s set.
func (v koValue) withText(s int, text string) koValue {
	e := koExtra{}
	if v.extra != nil {
		e = *v.extra
	}
	e.text[s] = text
	if e == (koExtra{}) {
		v.extra = nil
	} else {
		v.extra = &e
	}
	return v
}

// add returns the sum of two values (komaster sides added side by side).
func (v koValue) add(w koValue) koValue {
	out := koValue{vals: [2]cgt.Game{v.vals[0].Add(w.vals[0]), v.vals[1].Add(w.vals[1])}, loopy: v.loopy || w.loopy}
	if v.extra == nil && w.extra == nil {
		return out
	}
	out = out.withNote(joinNotes(v.note(), w.note()))
	for s := 0; s < 2; s++ {
		vt, wt := v.text(s), w.text(s)
		switch {
		case vt != "" && wt != "":
			out = out.withText(s, vt+" + "+wt)
		case vt != "":
			if w.vals[s] == cgt.Zero() {
				out = out.withText(s, vt)
			} else {
				out = out.withText(s, vt+" + "+w.vals[s].String())
			}
		case wt != "":
			if v.vals[s] == cgt.Zero() {
				out = out.withText(s, wt)
			} else {
				out = out.withText(s, v.vals[s].String()+" + "+wt)
			}
		}
	}
	return out
}

// shift adds the integer n to both sides.
func (v koValue) shift(n int) koValue {
	if n == 0 {
		return v
	}
	g := intGame(n)
	out := v
	out.vals = [2]cgt.Game{v.vals[0].Add(g), v.vals[1].Add(g)}
	for s := 0; s < 2; s++ {
		if t := v.text(s); t != "" {
			out = out.withText(s, fmt.Sprintf("%s + %d", t, n))
		}
	}
	return out
}

func joinNotes(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "" || a == b:
		return a
	}
	return a + "; " + b
}

// regionSearch searches the local games of one region.
type regionSearch struct {
	ctx      context.Context
	lb       *lboard
	an       *analyser
	opt      Options
	maxNodes int
	nodes    int
	tt       map[uint64]koValue
	scratch  []int
	// cycles counts the cyclic components met; cycleInfos keeps them by
	// the keys of their positions.
	cycles     int
	cycleInfos map[uint64]*cycleInfo
	// bufs are the scratch slices of each recursion depth.
	bufs []*depthBuffers
	// noSplit turns local decomposition off (a count hook that is not a
	// sum over points needs the whole region).
	noSplit bool
	// sur counts a user's region on the whole board (Options.Surroundings,
	// this search's copy); outside is the board the region lies on.
	sur     *Surroundings
	outside *board.Board
	// lifeUndecided counts the line-end counts that depended on a life
	// the bounded search could not decide (llife.go): values built on
	// them are estimates.
	lifeUndecided int
	// lifeProved counts the walls proved alive by answering.
	lifeProved int
	// The scratch arrays of the life searches (llife.go), reused by each.
	lifeScratch        []int
	lifeArea, lifeZone []uint32
	lifeGen            uint32
}

// newRegionSearch prepares the search of the region points of b.
func newRegionSearch(ctx context.Context, b *board.Board, points []board.Point, opt Options) (*regionSearch, error) {
	lb, err := newLboard(b, points)
	if err != nil {
		return nil, err
	}
	rs := &regionSearch{ctx: ctx, lb: lb, an: newAnalyser(lb, opt.Scoring), opt: opt, maxNodes: opt.MaxNodes,
		tt: map[uint64]koValue{}, scratch: make([]int, 0, len(points))}
	if rs.maxNodes <= 0 {
		rs.maxNodes = DefaultMaxNodes
	}
	rs.noSplit = opt.ExtraCount != nil || opt.Surroundings != nil
	if opt.Surroundings != nil {
		rs.sur = opt.Surroundings.forSearch(opt.Scoring)
		rs.outside = b
	}
	return rs, nil
}

// prisoners is what a move of c that made rec takes under territory
// scoring (Black minus White; a suicide gives its own stones), 0 under
// area scoring.
func (rs *regionSearch) prisoners(c board.Color, rec captureRecord) int {
	if rs.opt.Scoring != Territory || rec.captured == 0 {
		return 0
	}
	if rec.suicide {
		return -sign(c) * rec.captured
	}
	return sign(c) * rec.captured
}

// analyse is the static analysis of the current position within sc: the
// region's own (lstatic.go), or, for a region marked on a whole board,
// the count and moves of its Surroundings (one whole part).
func (rs *regionSearch) analyse(sc part, moves []int16) analysis {
	if rs.sur == nil {
		return rs.an.runInto(sc, moves)
	}
	count, pts := rs.sur.analyse(searchStones{rs})
	res := analysis{count: count, moves: moves[:0]}
	for _, p := range pts {
		res.moves = append(res.moves, int16(rs.lb.idx[p]))
	}
	return res
}

// searchStones shows the searched position to a Surroundings: region
// points as they are now, the rest of the board as it was (it never
// changes during the search).
type searchStones struct{ rs *regionSearch }

func (s searchStones) At(p board.Point) board.Color {
	if i, ok := s.rs.lb.idx[p]; ok {
		return s.rs.lb.color(i)
	}
	return s.rs.outside.At(p)
}

func (s searchStones) Neighbours(p board.Point) []board.Point { return s.rs.outside.Neighbours(p) }

// maxCycles bounds the cyclic components one search values: one per
// hundred positions of the budget. A region holding more is a fight of
// captures and retakes everywhere, whose value no komaster bound makes
// useful; stopping early leaves the budget's time to the estimate. (One
// per twenty, measured 2026-11-28: 4 more regions of BenchmarkRegions19
// exact for each komaster in each decomposition, 13% more CPU there and
// 47% more in cgtgo bench solve on 40 pro19 records, none more solved:
// BENCHMARKS.md.)
func (rs *regionSearch) maxCycles() int {
	if rs.opt.limits != nil {
		return rs.opt.limits.cycles
	}
	return max(rs.maxNodes/100, 64)
}

// maxUnrolled bounds the positions-with-history of one unrolled cyclic
// component.
func (rs *regionSearch) maxUnrolled() int {
	if rs.opt.limits != nil {
		return rs.opt.limits.unrolledStates
	}
	return maxUnrolledStates
}

// nodeCost is what searching one position of the scope sc costs against
// the node budget: one position per 32 points of the scope (the static
// analysis, the key and the undo copy grow with it), so that the budget
// bounds the work on big regions as it does on small ones.
func (rs *regionSearch) nodeCost(sc part) int {
	n := rs.lb.n
	if sc.mask != nil {
		n = len(sc.pts)
	}
	return 1 + (n-1)/32
}

// errBudget wraps ErrBudget with the budget.
func (rs *regionSearch) errBudget() error {
	return fmt.Errorf("%w (%d positions)", ErrBudget, rs.maxNodes)
}

// count returns the count at a line end of a position just analysed in
// scope sc (lineEndCount), with the caller's hook. A count that depended
// on an undecided life is counted in rs.lifeUndecided.
func (rs *regionSearch) count(sc part, a *analysis) int {
	c, ok := rs.lineEndCount(sc, a)
	if !ok {
		rs.lifeUndecided++
	}
	if rs.opt.ExtraCount != nil {
		c += rs.opt.ExtraCount(rs.stoneAt)
	}
	return c
}

// stoneAt reports the colour on a region point (Empty outside the region).
func (rs *regionSearch) stoneAt(p board.Point) board.Color {
	if i, ok := rs.lb.idx[p]; ok {
		return rs.lb.color(i)
	}
	return board.Empty
}

// part is the scope of one search: a set of the region's points (nil for
// the whole region), the region's points next to it (all safe stones when
// the part is made: they stay on the board) and the key of its membership.
type part struct {
	mask   []bool
	pts    []int16
	border []int16
	mem    uint64
}

// wholePart is the scope of the whole region.
func (rs *regionSearch) wholePart() part { return part{} }

// newPart makes the scope of the given points.
func (rs *regionSearch) newPart(pts []int16) part {
	p := part{mask: make([]bool, rs.lb.n), pts: pts}
	for _, i := range pts {
		p.mask[i] = true
		p.mem ^= rs.lb.mem[i]
	}
	seen := make([]bool, rs.lb.n)
	for _, i := range pts {
		for _, n := range rs.lb.nbr[i] {
			if n >= 0 && !p.mask[n] && !seen[n] {
				seen[n] = true
				p.border = append(p.border, n)
			}
		}
	}
	return p
}

// key returns the table key of the current position within the scope:
// the stones on the scope's points and next to it, and the scope itself.
// (The same points in play may be worth different values next to stones
// of different colours.)
func (rs *regionSearch) key(sc part) uint64 {
	if sc.mask == nil {
		return rs.lb.hash
	}
	var h uint64
	for _, i := range sc.pts {
		if c := rs.lb.color(int(i)); c != board.Empty {
			h ^= rs.lb.zob[i][c-1]
		}
	}
	for _, i := range sc.border {
		if c := rs.lb.color(int(i)); c != board.Empty {
			h ^= rs.lb.zob[i][c-1]
		}
	}
	return h ^ sc.mem ^ 0x5bd1e9955bd1e995
}

// solve returns the value of the current position within the scope sc.
func (rs *regionSearch) solve(sc part) (koValue, error) { return rs.solveAt(sc, 0) }

// solveAt is solve from recursion depth d (a part searched inside a
// position at depth d-1 uses the scratch buffers from d on).
func (rs *regionSearch) solveAt(sc part, d int) (koValue, error) {
	t := &tarjanRun{rs: rs, sc: sc, live: map[uint64]int{}}
	id, v, done, err := t.visit(d)
	if err != nil {
		return koValue{}, err
	}
	if !done {
		return koValue{}, fmt.Errorf("internal error: the root position %d is still open", id)
	}
	return v, nil
}

// liveNode is a position on the Tarjan stack: visited, its component not
// yet complete.
type liveNode struct {
	key        uint64
	index, low int
	count      int
	edges      []koEdge
	// undecided: the count depended on an undecided life (llife.go).
	undecided bool
}

// koEdge is a move of a live node: to a position whose value is known
// (to < 0, val) or to a live node (to >= 0, its index on the stack), taking
// gain prisoners (Black minus White, territory scoring).
type koEdge struct {
	color board.Color
	point int16
	gain  int
	to    int
	val   koValue
}

// tarjanRun is one depth-first search of a scope, finding the cyclic
// components of its local game graph on the way (Tarjan 1972).
type tarjanRun struct {
	rs    *regionSearch
	sc    part
	stack []liveNode
	live  map[uint64]int // key -> stack index of the live nodes
	next  int
}

// depthBuffers are the scratch slices of one depth of the search, reused
// by every node searched at that depth.
type depthBuffers struct {
	edges       []koEdge
	left, right []cgt.Game
	moves       []int16
}

// buffers returns the scratch slices of depth d.
func (rs *regionSearch) buffers(d int) *depthBuffers {
	for len(rs.bufs) <= d {
		rs.bufs = append(rs.bufs, &depthBuffers{})
	}
	return rs.bufs[d]
}

// visit searches the current position, at recursion depth d. It returns
// done with the value when the position's component is complete, or the
// stack index of the position when it is live (on a cycle still being
// explored).
func (t *tarjanRun) visit(d int) (id int, v koValue, done bool, err error) {
	rs := t.rs
	key := rs.key(t.sc)
	if v, ok := rs.tt[key]; ok {
		return -1, v, true, nil
	}
	if i, ok := t.live[key]; ok {
		return i, koValue{}, false, nil
	}
	rs.nodes += rs.nodeCost(t.sc)
	if rs.nodes > rs.maxNodes {
		return 0, koValue{}, false, rs.errBudget()
	}
	if err := rs.ctx.Err(); err != nil { // every node: a node costs far more than a check
		return 0, koValue{}, false, err
	}
	buf := rs.buffers(d)
	a := rs.analyse(t.sc, buf.moves[:0])
	buf.moves = a.moves
	if a.parts != nil && !rs.noSplit {
		v, err := rs.sumOfParts(&a, d+1)
		if err != nil {
			return 0, koValue{}, false, err
		}
		rs.tt[key] = v
		return -1, v, true, nil
	}
	undecided := rs.lifeUndecided
	count := rs.count(t.sc, &a)
	undecided = rs.lifeUndecided - undecided
	me := len(t.stack)
	t.stack = append(t.stack, liveNode{key: key, index: t.next, low: t.next, count: count, undecided: undecided > 0})
	t.live[key] = me
	t.next++
	edges := buf.edges[:0]
	open := false // an edge leads to a live node
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range a.moves {
			rec, ok := rs.lb.play(c, int(p), rs.scratch)
			if !ok {
				continue
			}
			gain := rs.prisoners(c, rec)
			cid, cv, cdone, err := t.visit(d + 1)
			rs.lb.pop()
			if err != nil {
				buf.edges = edges
				return 0, koValue{}, false, err
			}
			e := koEdge{color: c, point: p, gain: gain, to: -1}
			if cdone {
				e.val = cv
			} else {
				e.to = cid
				open = true
				if l := t.stack[cid].low; l < t.stack[me].low {
					t.stack[me].low = l
				}
			}
			edges = append(edges, e)
		}
	}
	buf.edges = edges
	n := &t.stack[me]
	if n.low != n.index || open {
		// On a cycle: keep the edges until the component is complete.
		n.edges = append([]koEdge(nil), edges...)
	}
	if n.low != n.index {
		return me, koValue{}, false, nil
	}
	// me is the root of a complete component: the stack from me up.
	comp := t.stack[me:]
	var root koValue
	if len(comp) == 1 && !open {
		if root, err = rs.plainValue(edges, count, buf); err != nil {
			return 0, koValue{}, false, err
		}
		if comp[0].undecided {
			root = root.withNote(noteLifeUndecided)
		}
	} else {
		vals, err := rs.cyclicValues(comp, me)
		if err != nil {
			return 0, koValue{}, false, err
		}
		undecidedComp := false
		for i := range comp {
			undecidedComp = undecidedComp || comp[i].undecided
		}
		for i := range comp {
			if undecidedComp {
				vals[i] = vals[i].withNote(noteLifeUndecided)
			}
			rs.tt[comp[i].key] = vals[i]
		}
		root = vals[0]
		rs.cycles++
		if rs.cycles > rs.maxCycles() {
			return 0, koValue{}, false, fmt.Errorf("%w: more than %d cycles", errCycleBudget, rs.maxCycles())
		}
	}
	for i := range comp {
		delete(t.live, comp[i].key)
	}
	rs.tt[key] = root
	t.stack = t.stack[:me]
	return -1, root, true, nil
}

// plainValue values a position on no cycle from its options (goValue per
// komaster side).
func (rs *regionSearch) plainValue(edges []koEdge, count int, buf *depthBuffers) (koValue, error) {
	var out koValue
	same := true
	for i := range edges {
		e := &edges[i]
		out.loopy = out.loopy || e.val.loopy
		if e.val.extra != nil {
			out = out.withNote(e.val.note())
		}
		if e.val.vals[0] != e.val.vals[1] {
			same = false
		}
	}
	for s := 0; s < 2; s++ {
		if s == 1 && same {
			out.vals[1] = out.vals[0]
			break
		}
		left, right := buf.left[:0], buf.right[:0]
		for i := range edges {
			e := &edges[i]
			g := e.val.vals[s]
			if e.gain != 0 {
				g = g.Add(intGame(e.gain))
			}
			if e.color == board.Black {
				left = append(left, g)
			} else {
				right = append(right, g)
			}
		}
		g, err := goValue(rs.ctx, left, right, count)
		if err != nil {
			return koValue{}, err
		}
		out.vals[s] = g
		buf.left, buf.right = left, right
	}
	return out, nil
}

// sumOfParts values a position whose points in play fall into several
// parts: its settled count plus the value of each part.
func (rs *regionSearch) sumOfParts(a *analysis, d int) (koValue, error) {
	total := exactValue(intGame(a.count))
	for _, pts := range a.parts {
		sc := rs.newPart(pts)
		// The part's own analysis counts its points: take them out of
		// the settled count.
		pa := rs.an.run(sc)
		total = total.shift(-pa.count)
		v, err := rs.solveAt(sc, d)
		if err != nil {
			return koValue{}, err
		}
		total = total.add(v)
	}
	return total, nil
}

// rootMoves lists the legal moves of the current position within sc with
// the value of the position after each (prisoners included): the options
// of the local game. A position that splits into parts lists the moves of
// every part, each option being the whole position after the move.
func (rs *regionSearch) rootMoves(sc part) ([]koEdge, error) {
	a := rs.analyse(sc, nil)
	var out []koEdge
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range a.moves {
			rec, ok := rs.lb.play(c, int(p), rs.scratch)
			if !ok {
				continue
			}
			gain := rs.prisoners(c, rec)
			v, err := rs.solve(sc)
			rs.lb.pop()
			if err != nil {
				return nil, err
			}
			out = append(out, koEdge{color: c, point: p, gain: gain, to: -1, val: v.shift(gain)})
		}
	}
	return out, nil
}

// errCycleBudget is the budget of cyclic components of one search
// (maxCycles) running out: a budget exhaustion (errors.Is ErrBudget).
var errCycleBudget = fmt.Errorf("%w: cyclic components", ErrBudget)

// isBudget reports whether err is a budget exhaustion.
func isBudget(err error) bool { return errors.Is(err, ErrBudget) }
