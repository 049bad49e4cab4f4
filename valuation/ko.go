package valuation

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Kos (issue 7, Moews ch. 2-4). When the local game can repeat a position,
// the region is a loopy game. koValues builds the graph of every local
// position reachable from the current one, values the positions that lie
// on no cycle by the usual recursion (goValue), and values each strongly
// connected part that holds cycles by sidling (cgt/loopy.SidleGraph) with
// moves leaving the part as enders. It does it twice: phi_L (Black has the
// ko threats, Black komaster) and phi_R (White has them), under the chosen
// ko-ban (J: no immediate return; N: superko).
//
// Prisoners taken inside a cycle are moved into a potential: if every
// cycle takes as many prisoners for each side, a number pi(p) per position
// exists with gain(p->q) = pi(p) - pi(q), and the part is sidled with enders
// shifted by -pi(p). A part whose cycles take prisoners (only possible under
// territory scoring) is refused.

// koNode is a local position of the graph.
type koNode struct {
	count int
	moves []koMove
	// Tarjan's bookkeeping.
	index, low int
	onStack    bool
	comp       int
}

// koMove is a move to position to, taking gain prisoners (Black minus
// White, territory scoring).
type koMove struct {
	color board.Color
	point board.Point
	to    int
	gain  int
}

// errKoGraph reports that the ko graph could not be valued exactly.
var errKoGraph = errors.New("ko graph")

// koGraph is the valued graph of a region with cycles: val[0] holds the
// phi_L values of every position (Black has the ko threats), val[1] the
// phi_R values; position 0 is the root.
type koGraph struct {
	nodes []koNode
	val   [2][]cgt.Game
	comps [][]int // strongly connected components, reverse topological order
	pi    map[int]int
	// text holds, per side, the full value of positions valued as pass
	// kos (with Moews' 1/on), whose val is the short part (passko.go).
	text [2]map[int]string
	// chineseModel is set when a cyclic component under territory
	// scoring had to be sidled without passes (an estimate).
	chineseModel bool
}

// koValues builds and values the ko graph of the current position.
func (s *searcher) koValues(ban board.KoRule) (*koGraph, error) {
	nodes, err := s.exploreGraph()
	if err != nil {
		return nil, err
	}
	comps := tarjan(nodes)
	kg := &koGraph{nodes: nodes, comps: comps, pi: map[int]int{}, text: [2]map[int]string{{}, {}}}
	for side := 0; side < 2; side++ {
		val := make([]cgt.Game, len(nodes))
		sl := loopy.NewSidler(0)
		if ban == board.KoSuperko {
			sl.Ban = loopy.BanN
		}
		for _, comp := range comps { // reverse topological order
			if err := s.ctx.Err(); err != nil {
				return nil, err
			}
			if len(comp) == 1 && !selfLoop(nodes, comp[0]) {
				v := comp[0]
				var left, right []cgt.Game
				for _, m := range nodes[v].moves {
					opt := val[m.to].Add(cgt.Int(int64(m.gain)))
					if m.color == board.Black {
						left = append(left, opt)
					} else {
						right = append(right, opt)
					}
				}
				g, err := goValue(s.ctx, left, right, nodes[v].count)
				if err != nil {
					return nil, err
				}
				val[v] = g
				continue
			}
			pi, err := potential(nodes, comp)
			if err != nil {
				return nil, err
			}
			for v, p := range pi {
				kg.pi[v] = p
			}
			if s.opt.Scoring == Territory {
				pk, ok, err := passKo(nodes, comp, val, pi, side)
				if err != nil {
					return nil, err
				}
				if ok {
					for v, x := range pk {
						val[v] = x.game
						kg.text[side][v] = x.text
					}
					continue
				}
				kg.chineseModel = true
			}
			if err := s.sidleComponent(nodes, comp, val, pi, sl, side); err != nil {
				return nil, err
			}
		}
		kg.val[side] = val
	}
	return kg, nil
}

// rootOptions returns the root's moves with their values on the given side
// (0: phi_L, 1: phi_R), prisoners included.
func (kg *koGraph) rootOptions(side int) []MoveValue {
	var out []MoveValue
	for _, m := range kg.nodes[0].moves {
		out = append(out, MoveValue{Color: m.color, Point: m.point, Option: kg.val[side][m.to].Add(cgt.Int(int64(m.gain)))})
	}
	return out
}

// potential returns the prisoner potential of a cyclic component: pi(to)
// = pi(from) - gain along its edges, or an error when a cycle takes
// prisoners.
func potential(nodes []koNode, comp []int) (map[int]int, error) {
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
					return nil, fmt.Errorf("%w: a cycle takes prisoners", errKoGraph)
				}
				continue
			}
			pi[m.to] = want
			queue = append(queue, m.to)
		}
	}
	return pi, nil
}

// sidleComponent values the positions of one cyclic component whose
// prisoner potential is pi.
func (s *searcher) sidleComponent(nodes []koNode, comp []int, val []cgt.Game, pi map[int]int, sl *loopy.Sidler, side int) error {
	local := map[int]int{}
	for i, v := range comp {
		local[v] = i
	}
	g := &loopy.Graph{Nodes: make([]loopy.GraphNode, len(comp))}
	for i, v := range comp {
		n := loopy.GraphNode{Name: fmt.Sprint(v)}
		for _, m := range nodes[v].moves {
			var mv loopy.GraphMove
			if j, in := local[m.to]; in {
				mv = loopy.GraphMove{To: j}
			} else {
				mv = loopy.GraphMove{To: -1, Ender: val[m.to].Add(cgt.Int(int64(m.gain - pi[v])))}
			}
			if m.color == board.Black {
				n.Left = append(n.Left, mv)
			} else {
				n.Right = append(n.Right, mv)
			}
		}
		g.Nodes[i] = n
	}
	sideName := loopy.LeftThreats
	if side == 1 {
		sideName = loopy.RightThreats
	}
	for i, v := range comp {
		g.Start = i
		phi, err := sl.SidleGraph(s.ctx, g, sideName)
		if err != nil {
			return fmt.Errorf("%w: %v", errKoGraph, err)
		}
		val[v] = phi.Add(cgt.Int(int64(pi[v])))
	}
	return nil
}

// komasterThermographs returns the komaster thermographs (Economist's View
// section 2.2) of the root when it lies on a cycle: Left komaster over the
// phi_L values of the exits, Right komaster over the phi_R values, and the
// prisoner potential of the root to add to their means. ok is false when
// the root lies on no cycle.
func (kg *koGraph) komasterThermographs() (hat, check loopy.Thermograph, shift int, ok bool, err error) {
	var comp []int
	for _, c := range kg.comps {
		for _, v := range c {
			if v == 0 {
				comp = c
			}
		}
	}
	if len(comp) == 1 && !selfLoop(kg.nodes, 0) {
		return hat, check, 0, false, nil
	}
	local := map[int]int{}
	for i, v := range comp {
		local[v] = i
	}
	var out [2]loopy.Thermograph
	for side, master := range []loopy.Komaster{loopy.LeftKomaster, loopy.RightKomaster} {
		g := &loopy.KoGraph{Nodes: make([]loopy.KoNode, len(comp))}
		for i, v := range comp {
			n := loopy.KoNode{Name: fmt.Sprint(v)}
			for _, m := range kg.nodes[v].moves {
				e := loopy.KoEdge{To: -1}
				if j, in := local[m.to]; in {
					e.To = j
				} else {
					leaf := kg.val[side][m.to].Add(cgt.Int(int64(m.gain - kg.pi[v])))
					e.Leaf = loopy.GameThermograph(leaf)
				}
				if m.color == board.Black {
					n.Left = append(n.Left, e)
				} else {
					n.Right = append(n.Right, e)
				}
			}
			g.Nodes[i] = n
		}
		th, err := loopy.KomasterThermograph(g, local[0], master)
		if err != nil {
			return hat, check, 0, false, err
		}
		out[side] = th
	}
	return out[0], out[1], kg.pi[0], true, nil
}

func selfLoop(nodes []koNode, v int) bool {
	for _, m := range nodes[v].moves {
		if m.to == v {
			return true
		}
	}
	return false
}

// exploreGraph lists every local position reachable from the current one
// (position 0), with the same moves as the search, within the node budget.
func (s *searcher) exploreGraph() ([]koNode, error) {
	index := map[uint64]int{}
	var nodes []koNode
	var visit func() (int, error)
	visit = func() (int, error) {
		h := s.b.Hash()
		if i, ok := index[h]; ok {
			return i, nil
		}
		if len(nodes) >= s.maxNodes {
			return 0, fmt.Errorf("%w (%d positions in the ko graph)", ErrBudget, s.maxNodes)
		}
		if err := s.ctx.Err(); err != nil { // every node: a node costs far more than a check
			return 0, err
		}
		i := len(nodes)
		index[h] = i
		count, moves := s.state.analyse()
		moves = append([]board.Point(nil), moves...)
		nodes = append(nodes, koNode{count: count, index: -1})
		for _, c := range [2]board.Color{board.Black, board.White} {
			for _, p := range moves {
				s.b.ClearKoBan()
				s.b.SetToMove(c)
				before := s.b.Captures(c)
				if s.b.Play(c, p) != nil {
					continue
				}
				gain := 0
				if s.opt.Scoring == Territory {
					gain = sign(c) * (s.b.Captures(c) - before)
				}
				to, err := visit()
				if uerr := s.b.Undo(); uerr != nil && err == nil {
					err = uerr
				}
				if err != nil {
					return 0, err
				}
				nodes[i].moves = append(nodes[i].moves, koMove{color: c, point: p, to: to, gain: gain})
			}
		}
		return i, nil
	}
	if _, err := visit(); err != nil {
		return nil, err
	}
	return nodes, nil
}

// tarjan returns the strongly connected components of the graph in reverse
// topological order (every component after those it reaches... before:
// Tarjan emits a component only after all components reachable from it).
func tarjan(nodes []koNode) [][]int {
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
