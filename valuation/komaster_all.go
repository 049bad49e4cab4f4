package valuation

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Komaster thermographs of the whole local game (issue 25; Economist's
// View section 2.2). The search keeps the komaster view of the root's own
// cyclic component only; a ko that arises later in play (an approach ko,
// a ko after a sente exchange, a two-stage ko) changes the value of the
// positions above it as well. rootKoThermography explores every local
// position reachable from the root (within the node budget) and computes
// the komaster thermograph of each, bottom-up over the strongly connected
// parts in reverse topological order: each part is valued by the komaster
// equations (loopy.KomasterThermograph), its exits as leaves carrying
// their own komaster thermographs, so a position off every cycle gets the
// ordinary thermograph of its options. A cave at temperature 0 stands at
// the position's count (Go with passes: loopy.WallsFromScaffoldsAt). A
// part the equations do not value (a cycle that takes prisoners) is
// valued by komasterFixedPoint (komaster_fixed.go).

// kmNode is a local position of the explored graph.
type kmNode struct {
	count int
	moves []kmMove
	// Tarjan's bookkeeping and the strongly connected part.
	index, low int
	onStack    bool
}

// kmMove is a move to position to, taking gain prisoners (Black minus
// White, territory scoring).
type kmMove struct {
	color board.Color
	to    int
	gain  int
}

// errKomasterGraph reports a graph without a komaster view.
var errKomasterGraph = errors.New("no komaster view")

// komasterGraph lists every local position reachable from the current
// one (position 0), with the moves of the search, within limit positions.
func (rs *regionSearch) komasterGraph(ctx context.Context, limit int) ([]kmNode, error) {
	index := map[uint64]int{}
	var nodes []kmNode
	var visit func() (int, error)
	visit = func() (int, error) {
		h := rs.lb.hash
		if i, ok := index[h]; ok {
			return i, nil
		}
		if len(nodes) >= limit {
			return 0, fmt.Errorf("%w: more than %d positions", errKomasterGraph, limit)
		}
		if len(nodes)&255 == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		i := len(nodes)
		index[h] = i
		a := rs.analyse(part{}, nil)
		nodes = append(nodes, kmNode{count: rs.count(part{}, &a), index: -1})
		for _, c := range [2]board.Color{board.Black, board.White} {
			for _, p := range a.moves {
				rec, ok := rs.lb.play(c, int(p), rs.scratch)
				if !ok {
					continue
				}
				gain := rs.prisoners(c, rec)
				to, err := visit()
				rs.lb.pop()
				if err != nil {
					return 0, err
				}
				nodes[i].moves = append(nodes[i].moves, kmMove{color: c, to: to, gain: gain})
			}
		}
		return i, nil
	}
	if _, err := visit(); err != nil {
		return nil, err
	}
	return nodes, nil
}

// kmComponents returns the strongly connected parts of the graph in
// reverse topological order (Tarjan emits a part after every part it
// reaches).
func kmComponents(nodes []kmNode) [][]int {
	var comps [][]int
	var stack []int
	next := 0
	var strong func(v int)
	strong = func(v int) {
		nodes[v].index, nodes[v].low = next, next
		next++
		stack = append(stack, v)
		nodes[v].onStack = true
		for _, m := range nodes[v].moves {
			w := m.to
			if nodes[w].index < 0 {
				strong(w)
				nodes[v].low = min(nodes[v].low, nodes[w].low)
			} else if nodes[w].onStack {
				nodes[v].low = min(nodes[v].low, nodes[w].index)
			}
		}
		if nodes[v].low == nodes[v].index {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				nodes[w].onStack = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			comps = append(comps, comp)
		}
	}
	for v := range nodes {
		if nodes[v].index < 0 {
			strong(v)
		}
	}
	return comps
}

// kmFree marks the positions from which no play reaches a cycle: each is
// a part of one position with no move back to itself, and every move from
// it leads to such a position. comps is in reverse topological order
// (kmComponents), so the positions a move reaches are marked first.
func kmFree(nodes []kmNode, comps [][]int) []bool {
	free := make([]bool, len(nodes))
	for _, comp := range comps {
		if len(comp) != 1 {
			continue
		}
		v := comp[0]
		ok := true
		for _, m := range nodes[v].moves {
			if m.to == v || !free[m.to] {
				ok = false
				break
			}
		}
		free[v] = ok
	}
	return free
}

// kmPotential returns the prisoner potential of a part: pi(to) = pi(from)
// - gain along its edges, or an error when a cycle takes prisoners.
func kmPotential(nodes []kmNode, comp []int) (map[int]int, error) {
	local := map[int]bool{}
	for _, v := range comp {
		local[v] = true
	}
	pi := map[int]int{comp[0]: 0}
	queue := []int{comp[0]}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, m := range nodes[v].moves {
			if !local[m.to] {
				continue
			}
			want := pi[v] - m.gain
			if p, ok := pi[m.to]; ok {
				if p != want {
					return nil, fmt.Errorf("%w: a cycle takes prisoners", errKomasterGraph)
				}
				continue
			}
			pi[m.to] = want
			queue = append(queue, m.to)
		}
	}
	return pi, nil
}

// komasterAll returns the komaster thermograph of every position, with
// Black (side 0) or White (side 1) as komaster.
// Where free marks the positions that reach no cycle (kmFree), the
// thermographs of done, the other komaster's (nil for none), are taken as
// they are: without a ko ahead the komaster plays no part.
func komasterAll(ctx context.Context, nodes []kmNode, comps [][]int, side int, done []loopy.Thermograph, free []bool) ([]loopy.Thermograph, error) {
	th := make([]loopy.Thermograph, len(nodes))
	master := loopy.LeftKomaster
	if side == 1 {
		master = loopy.RightKomaster
	}
	for _, comp := range comps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if done != nil && len(comp) == 1 && free[comp[0]] {
			th[comp[0]] = done[comp[0]]
			continue
		}
		if komasterEquations(nodes, comp, th, master) {
			continue
		}
		c := board.Black
		if side == 1 {
			c = board.White
		}
		if err := komasterFixedPoint(ctx, nodes, comp, th, c); err != nil {
			return nil, err
		}
	}
	return th, nil
}

// komasterEquations values a part by the komaster equations of
// loopy.KomasterThermograph (the prisoner potential makes the part's
// counts relative), and reports false when they do not apply: a cycle
// that takes prisoners, or a loop the komaster rule does not break.
func komasterEquations(nodes []kmNode, comp []int, th []loopy.Thermograph, master loopy.Komaster) bool {
	piOf, localOf, ok := kmLocal(nodes, comp)
	if !ok {
		return false
	}
	g := &loopy.KoGraph{Nodes: make([]loopy.KoNode, len(comp))}
	for i, v := range comp {
		ground := cgt.RationalFromInt(int64(nodes[v].count - piOf(v)))
		n := loopy.KoNode{Name: strconv.Itoa(v), Ground: &ground}
		n.Left = make([]loopy.KoEdge, 0, len(nodes[v].moves))
		n.Right = make([]loopy.KoEdge, 0, len(nodes[v].moves))
		for _, m := range nodes[v].moves {
			e := loopy.KoEdge{To: -1}
			if j, in := localOf(m.to); in {
				e.To = j
			} else {
				e.Leaf = shiftThermograph(th[m.to], m.gain-piOf(v))
			}
			if m.color == board.Black {
				n.Left = append(n.Left, e)
			} else {
				n.Right = append(n.Right, e)
			}
		}
		g.Nodes[i] = n
	}
	out, err := loopy.KomasterThermographs(g, master)
	if err != nil {
		return false
	}
	for i, v := range comp {
		th[v] = shiftThermograph(out[i], piOf(v))
	}
	return true
}

// kmLocal returns, for a part of the graph, the prisoner potential of its
// positions (kmPotential) and the index in comp of a position of the part
// (false for a position outside it); ok is false when a cycle of the part
// takes prisoners. A part of one position (most of them: the positions
// off every cycle) needs no map.
func kmLocal(nodes []kmNode, comp []int) (piOf func(int) int, localOf func(int) (int, bool), ok bool) {
	if len(comp) == 1 {
		v := comp[0]
		for _, m := range nodes[v].moves {
			if m.to == v && m.gain != 0 {
				return nil, nil, false // a pass-like cycle that takes prisoners
			}
		}
		return func(int) int { return 0 }, func(w int) (int, bool) { return 0, w == v }, true
	}
	pi, err := kmPotential(nodes, comp)
	if err != nil {
		return nil, nil, false
	}
	local := make(map[int]int, len(comp))
	for i, v := range comp {
		local[v] = i
	}
	return func(v int) int { return pi[v] }, func(w int) (int, bool) { j, in := local[w]; return j, in }, true
}

// shiftThermograph adds the number n to both walls.
func shiftThermograph(t loopy.Thermograph, n int) loopy.Thermograph {
	if n == 0 {
		return t
	}
	c := cgt.RationalFromInt(int64(n))
	zero := cgt.RationalFromInt(0)
	return loopy.Thermograph{Left: t.Left.Shift(c, zero), Right: t.Right.Shift(c, zero)}
}

// rootKoThermography returns the komaster view of the current position of
// a region with cycles, and the type of its biggest move when both
// komasters agree on it.
func (rs *regionSearch) rootKoThermography(ctx context.Context) (*KoThermography, MoveType, bool, error) {
	nodes, err := rs.komasterGraph(ctx, rs.maxNodes)
	if err != nil {
		return nil, Cold, false, err
	}
	comps := kmComponents(nodes)
	free := kmFree(nodes, comps)
	var ths [2]loopy.Thermograph
	var done []loopy.Thermograph
	for side := 0; side < 2; side++ {
		all, err := komasterAll(ctx, nodes, comps, side, done, free)
		if err != nil {
			return nil, Cold, false, err
		}
		ths[side], done = all[0], all
	}
	kt := &KoThermography{Black: ths[0], White: ths[1]}
	if kt.MeanBlack, err = ths[0].Mean(); err != nil {
		return nil, Cold, false, err
	}
	if kt.MeanWhite, err = ths[1].Mean(); err != nil {
		return nil, Cold, false, err
	}
	if kt.TemperatureBlack, err = ths[0].Temperature(); err != nil {
		return nil, Cold, false, err
	}
	if kt.TemperatureWhite, err = ths[1].Temperature(); err != nil {
		return nil, Cold, false, err
	}
	kt.Placid = kt.MeanBlack.Equal(kt.MeanWhite)
	tb, tw := komasterMoveType(ths[0]), komasterMoveType(ths[1])
	return kt, tb, tb == tw, nil
}

// komasterMoveType reads sente and gote off a komaster thermograph as
// moveType does: just below the base of the mast, a vertical wall marks a
// sente move for that side.
func komasterMoveType(th loopy.Thermograph) MoveType {
	t, err := th.Temperature()
	if err != nil || t.Sign() <= 0 {
		return Cold
	}
	return senteType(slopeBelow(th.Left, t).Sign() == 0, slopeBelow(th.Right, t).Sign() == 0)
}

// slopeBelow returns the slope of w just below t > 0.
func slopeBelow(w loopy.Wall, t cgt.Rational) cgt.Rational {
	prev := cgt.RationalFromInt(0)
	for _, p := range w.Points() {
		if p.T.Less(t) {
			prev = p.T
		}
	}
	return w.At(t).Sub(w.At(prev)).Quo(t.Sub(prev))
}
