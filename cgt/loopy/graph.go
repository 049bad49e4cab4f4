package loopy

import (
	"fmt"
	"strconv"

	"github.com/cgtgo/cgtgo/cgt"
)

// GraphMove is a move of a loopy Graph: to position To (>= 0), or, when To
// is negative, out of the graph to the ender Ender (a short game).
type GraphMove struct {
	To    int
	Ender cgt.Game
}

// GraphNode is a position of a Graph with its Left and Right moves. A move
// to the position itself is a pass.
type GraphNode struct {
	Name        string
	Left, Right []GraphMove
}

// Graph is a loopy game in Moews' sense (section 2.1.1): a directed graph
// of positions with Left and Right moves (loops and passes allowed), a
// start position, and all infinite plays drawn. Moves may also leave the
// graph to enders, which are short games (cgt.Game): the usual way Go
// positions end a ko fight. Example: Ko.Graph().
type Graph struct {
	Nodes []GraphNode
	Start int
}

// maxGraphNodes bounds graphs given to sidling.
const maxGraphNodes = 4096

// Validate checks that the start position and every move target exist.
func (g *Graph) Validate() error {
	if g == nil || len(g.Nodes) == 0 {
		return fmt.Errorf("empty graph")
	}
	if len(g.Nodes) > maxGraphNodes {
		return fmt.Errorf("graph has %d positions (limit %d)", len(g.Nodes), maxGraphNodes)
	}
	if g.Start < 0 || g.Start >= len(g.Nodes) {
		return fmt.Errorf("start position %d out of range", g.Start)
	}
	for i, n := range g.Nodes {
		for _, mv := range append(append([]GraphMove(nil), n.Left...), n.Right...) {
			if mv.To >= len(g.Nodes) {
				return fmt.Errorf("position %d (%s) has a move to unknown position %d", i, n.Name, mv.To)
			}
		}
	}
	return nil
}

// Neg returns the graph with Left and Right exchanged and enders negated.
func (g *Graph) Neg() *Graph {
	out := &Graph{Start: g.Start, Nodes: make([]GraphNode, len(g.Nodes))}
	neg := func(ms []GraphMove) []GraphMove {
		o := make([]GraphMove, len(ms))
		for i, m := range ms {
			o[i] = GraphMove{To: m.To, Ender: m.Ender.Neg()}
		}
		return o
	}
	for i, n := range g.Nodes {
		out.Nodes[i] = GraphNode{Name: n.Name, Left: neg(n.Right), Right: neg(n.Left)}
	}
	return out
}

// Graph returns the graph of the ko KO_i^m[A,B] (Moews Figure 4.1):
// positions 1..m-1 (nodes 0..m-2), Right moves j -> j+1, Left moves
// j+1 -> j, Left 1 -> A, Right m-1 -> B, passes for KOL/KOR, start i.
func (k Ko) Graph() *Graph {
	n := k.M - 1
	g := &Graph{Start: k.I - 1, Nodes: make([]GraphNode, n)}
	for p := 1; p <= n; p++ {
		node := GraphNode{Name: strconv.Itoa(p)}
		if p == 1 {
			node.Left = append(node.Left, GraphMove{To: -1, Ender: k.A})
		} else {
			node.Left = append(node.Left, GraphMove{To: p - 2})
		}
		if p == n {
			node.Right = append(node.Right, GraphMove{To: -1, Ender: k.B})
		} else {
			node.Right = append(node.Right, GraphMove{To: p})
		}
		switch k.Passes {
		case LeftPass:
			node.Left = append(node.Left, GraphMove{To: p - 1})
		case RightPass:
			node.Right = append(node.Right, GraphMove{To: p - 1})
		}
		g.Nodes[p-1] = node
	}
	return g
}
