package valuation

import (
	"fmt"
	"os"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Values of the positions on a cycle (issues 7 and 24; Moews ch. 3-4,
// Economist's View section 2).
//
// A cyclic component of the local game graph is valued once per komaster:
//
//   - Under territory scoring, a component shaped as Moews' single ko
//     KO_i^3[A,B] with number enders (Figure 4.1) gets Moews' values for
//     pass kos (passko.go): phi_L of KOR / OKR when Black has the ko threats
//     (White may pass instead of a hopeless retake), phi_R of KOL / OKL when
//     White has them.
//   - Every other component (area scoring, approach kos, double kos, kos
//     whose cycle takes prisoners, ...) is unrolled into a short game: the
//     komaster may repeat positions (a retake after a ko threat answered
//     elsewhere), the other player may never move back to a position of
//     the component already on the current line. With Black komaster, every
//     line of the real game (under either ko-ban J or N, whatever threats the
//     board holds) is a line of this game in which Black may have more moves
//     and White no more, so its stops bound the real result from above;
//     with White komaster from below. When both unrolled values are equal
//     the ko does not matter and the value is exact. The unrolled game
//     holds the prisoners of every capture on the way, so a cycle that
//     takes prisoners needs nothing special.

// maxUnrolledStates bounds the positions-with-history of one unrolled
// component; maxLineBits the positions its lines remember (beyond, the
// component is cut into an acyclic graph instead: unrolledAcyclic).
const (
	maxUnrolledStates = 4_000
	maxLineBits       = 3
)

// cycleInfo keeps a valued cyclic component for the komaster thermographs
// of the root (analysis.go).
type cycleInfo struct {
	nodes []liveNode
	base  int // stack index of nodes[0]
	vals  []koValue
}

// cyclicValues values the positions of a cyclic component (comp[0] is its
// root, comp[i] was at stack index base+i).
func (rs *regionSearch) cyclicValues(comp []liveNode, base int) ([]koValue, error) {
	vals := make([]koValue, len(comp))
	for i := range vals {
		vals[i].loopy = true
	}
	for i := range comp {
		for _, e := range comp[i].edges {
			if e.to < 0 {
				vals[i] = vals[i].withNote(e.val.note())
			}
		}
	}
	done := false
	if rs.opt.Scoring == Territory {
		if pi, err := cyclePotential(comp, base); err == nil {
			ok := true
			for side := 0; side < 2 && ok; side++ {
				pk, found, err := passKoLive(comp, base, pi, side)
				if err != nil || !found {
					ok = false
					break
				}
				for i := range comp {
					vals[i].vals[side] = pk[i].game
					vals[i] = vals[i].withText(side, pk[i].text)
				}
			}
			done = ok
		}
	}
	if !done {
		for side := 0; side < 2; side++ {
			gs, err := rs.unrolled(comp, base, side)
			if err != nil {
				return nil, err
			}
			for i := range comp {
				vals[i].vals[side] = gs[i]
				if vals[i].text(side) != "" {
					vals[i] = vals[i].withText(side, "")
				}
			}
		}
	}
	if rs.cycleInfos == nil {
		rs.cycleInfos = map[uint64]*cycleInfo{}
	}
	info := &cycleInfo{nodes: append([]liveNode(nil), comp...), base: base, vals: vals}
	for i := range comp {
		rs.cycleInfos[comp[i].key] = info
	}
	return vals, nil
}

// cyclePotential returns the prisoner potential of a cyclic component
// (pi(to) = pi(from) - gain along its edges), or an error when a cycle
// takes prisoners.
func cyclePotential(comp []liveNode, base int) ([]int, error) {
	pi := make([]int, len(comp))
	set := make([]bool, len(comp))
	set[0] = true
	queue := []int{0}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, e := range comp[v].edges {
			if e.to < 0 {
				continue
			}
			w := e.to - base
			want := pi[v] - e.gain
			if set[w] {
				if pi[w] != want {
					return nil, fmt.Errorf("%w: a cycle takes prisoners", errKoGraph)
				}
				continue
			}
			pi[w], set[w] = want, true
			queue = append(queue, w)
		}
	}
	return pi, nil
}

// passKoLive values a two-position component shaped as Moews' single ko
// with number enders (see passKo).
func passKoLive(comp []liveNode, base int, pi []int, side int) ([]passKoValue, bool, error) {
	if len(comp) != 2 {
		return nil, false, nil
	}
	nodes := make([]koNode, 2)
	val := make([]cgt.Game, 2)
	for i := range comp {
		nodes[i].count = comp[i].count
		for _, e := range comp[i].edges {
			m := koMove{color: e.color, point: board.Point(e.point), gain: e.gain}
			if e.to >= 0 {
				m.to = e.to - base
			} else {
				m.to = len(nodes)
				nodes = append(nodes, koNode{})
				val = append(val, e.val.vals[side])
			}
			nodes[i].moves = append(nodes[i].moves, m)
		}
	}
	out, ok, err := passKo(nodes, []int{0, 1}, val, map[int]int{0: pi[0], 1: pi[1]}, side)
	if err != nil || !ok {
		return nil, ok, err
	}
	return []passKoValue{out[0], out[1]}, true, nil
}

// unrolled returns the values of the component's positions when side's
// player is komaster (side 0: Black), each with a line that starts there.
// The line only needs to remember the positions the komaster's opponent
// can move to inside the component: the others can never be banned.
func (rs *regionSearch) unrolled(comp []liveNode, base, side int) ([]cgt.Game, error) {
	master := board.Black
	if side == 1 {
		master = board.White
	}
	bitOf := make([]int, len(comp))
	for i := range bitOf {
		bitOf[i] = -1
	}
	nbits := 0
	for i := range comp {
		for _, e := range comp[i].edges {
			if e.to >= 0 && e.color != master && bitOf[e.to-base] < 0 {
				bitOf[e.to-base] = nbits
				nbits++
			}
		}
	}
	if nbits > maxLineBits {
		return rs.unrolledAcyclic(comp, base, side)
	}
	mark := func(line uint64, v int) uint64 {
		if b := bitOf[v]; b >= 0 {
			return line | uint64(1)<<uint(b)
		}
		return line
	}
	type state struct {
		v    int
		line uint64
	}
	memo := map[state]cgt.Game{}
	onStack := map[state]bool{}
	var u func(st state) (cgt.Game, error)
	u = func(st state) (cgt.Game, error) {
		if g, ok := memo[st]; ok {
			return g, nil
		}
		if onStack[st] {
			return cgt.Game{}, fmt.Errorf("%w: the komaster alone repeats a position", errKoGraph)
		}
		if len(memo)+len(onStack) >= rs.maxUnrolled() {
			return cgt.Game{}, fmt.Errorf("%w: over %d positions with history", errKoGraph, rs.maxUnrolled())
		}
		if len(memo)&255 == 255 {
			if err := rs.ctx.Err(); err != nil {
				return cgt.Game{}, err
			}
		}
		onStack[st] = true
		var left, right []cgt.Game
		for _, e := range comp[st.v].edges {
			var g cgt.Game
			if e.to < 0 {
				g = e.val.vals[side]
			} else {
				w := e.to - base
				if e.color != master && bitOf[w] >= 0 && st.line&(uint64(1)<<uint(bitOf[w])) != 0 {
					continue // the komaster's opponent may not go back
				}
				var err error
				if g, err = u(state{w, mark(st.line, w)}); err != nil {
					return cgt.Game{}, err
				}
			}
			if e.gain != 0 {
				g = g.Add(intGame(e.gain))
			}
			if e.color == board.Black {
				left = append(left, g)
			} else {
				right = append(right, g)
			}
		}
		delete(onStack, st)
		g, err := goValue(rs.ctx, left, right, comp[st.v].count)
		if err != nil {
			return cgt.Game{}, err
		}
		memo[st] = g
		return g, nil
	}
	out := make([]cgt.Game, len(comp))
	for i := range comp {
		g, err := u(state{i, mark(0, i)})
		if err != nil {
			if debugUnrolled {
				fmt.Println("unrolled fail", len(comp), nbits, len(memo))
			}
			return nil, err
		}
		out[i] = g
	}
	if debugUnrolled {
		fmt.Println("unrolled", len(comp), nbits, len(memo))
	}
	return out, nil
}

// unrolledAcyclic is unrolled for large components, without history: the
// positions are ordered so that every move of the komaster goes forward
// (its moves only add its stones and take the opponent's, so they never
// cycle), and the opponent's moves that go back in that order are banned.
// Every cycle loses at least one opponent move, so the component becomes
// acyclic; banning more of the opponent's moves than the line does keeps
// the bound (see the comment at the top of the file), only less tight.
func (rs *regionSearch) unrolledAcyclic(comp []liveNode, base, side int) ([]cgt.Game, error) {
	master := board.Black
	if side == 1 {
		master = board.White
	}
	n := len(comp)
	// Kahn's algorithm on the komaster's moves, earliest visited first.
	indeg := make([]int, n)
	for i := range comp {
		for _, e := range comp[i].edges {
			if e.to >= 0 && e.color == master {
				indeg[e.to-base]++
			}
		}
	}
	rank := make([]int, n)
	for i := range rank {
		rank[i] = -1
	}
	ready := []int{}
	for i := 0; i < n; i++ {
		if indeg[i] == 0 {
			ready = append(ready, i)
		}
	}
	for next := 0; len(ready) > 0; next++ {
		best := 0
		for k := range ready {
			if ready[k] < ready[best] {
				best = k
			}
		}
		v := ready[best]
		ready = append(ready[:best], ready[best+1:]...)
		rank[v] = next
		for _, e := range comp[v].edges {
			if e.to >= 0 && e.color == master {
				w := e.to - base
				if indeg[w]--; indeg[w] == 0 {
					ready = append(ready, w)
				}
			}
		}
	}
	for _, r := range rank {
		if r < 0 {
			return nil, fmt.Errorf("%w: the komaster alone repeats a position", errKoGraph)
		}
	}
	out := make([]cgt.Game, n)
	done := make([]bool, n)
	var u func(v int) (cgt.Game, error)
	u = func(v int) (cgt.Game, error) {
		if done[v] {
			return out[v], nil
		}
		var left, right []cgt.Game
		for _, e := range comp[v].edges {
			var g cgt.Game
			if e.to < 0 {
				g = e.val.vals[side]
			} else {
				w := e.to - base
				if e.color != master && rank[w] <= rank[v] {
					continue
				}
				var err error
				if g, err = u(w); err != nil {
					return cgt.Game{}, err
				}
			}
			if e.gain != 0 {
				g = g.Add(intGame(e.gain))
			}
			if e.color == board.Black {
				left = append(left, g)
			} else {
				right = append(right, g)
			}
		}
		g, err := goValue(rs.ctx, left, right, comp[v].count)
		if err != nil {
			return cgt.Game{}, err
		}
		out[v], done[v] = g, true
		return g, nil
	}
	for i := 0; i < n; i++ {
		if _, err := u(i); err != nil {
			return nil, err
		}
	}
	if debugUnrolled {
		fmt.Println("acyclic", n)
	}
	return out, nil
}

// komasterThermographs returns the komaster thermographs (Economist's View
// section 2.2) of the position with the given key when it lies on a cycle:
// Black komaster over the Black-komaster values of the exits, White
// komaster over the White ones, and the prisoner potential of the position
// to add to their means. ok is false when it lies on no cycle (or on one
// that takes prisoners, which has no potential).
func (rs *regionSearch) komasterThermographs(key uint64) (hat, check loopy.Thermograph, shift int, ok bool, err error) {
	info := rs.cycleInfos[key]
	if info == nil {
		return hat, check, 0, false, nil
	}
	start := -1
	for i := range info.nodes {
		if info.nodes[i].key == key {
			start = i
		}
	}
	pi, perr := cyclePotential(info.nodes, info.base)
	if perr != nil {
		return hat, check, 0, false, nil // no komaster thermograph for cycles taking prisoners
	}
	var out [2]loopy.Thermograph
	for side, master := range []loopy.Komaster{loopy.LeftKomaster, loopy.RightKomaster} {
		g := &loopy.KoGraph{Nodes: make([]loopy.KoNode, len(info.nodes))}
		for i, n := range info.nodes {
			kn := loopy.KoNode{Name: fmt.Sprint(i)}
			for _, e := range n.edges {
				ke := loopy.KoEdge{To: -1}
				if e.to >= 0 {
					ke.To = e.to - info.base
				} else {
					ke.Leaf = loopy.GameThermograph(e.val.vals[side].Add(cgt.Int(int64(e.gain - pi[i]))))
				}
				if e.color == board.Black {
					kn.Left = append(kn.Left, ke)
				} else {
					kn.Right = append(kn.Right, ke)
				}
			}
			g.Nodes[i] = kn
		}
		th, err := loopy.KomasterThermograph(g, start, master)
		if err != nil {
			return hat, check, 0, false, err
		}
		out[side] = th
	}
	// The enders were taken relative to the potential: the root's
	// potential shifts the means back.
	return out[0], out[1], pi[start], true, nil
}

var debugUnrolled = os.Getenv("CGTGO_DEBUG_UNROLLED") != ""
