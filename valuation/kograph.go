package valuation

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// KoGraph is the graph of every local position of a region whose game can
// repeat a position (a ko, Moews ch. 2-4), as valuation built it to value the
// region: node 0 is the current position. Package strategy fights kos on it
// (the ko-ban, ko threats and passes are the caller's business: the graph
// holds every local move, the immediate retake included).
type KoGraph struct {
	Nodes []KoGraphNode
}

// KoGraphNode is one local position.
type KoGraphNode struct {
	// Count is the static count of the position, as a finished region is
	// counted (package comment, Counting): what it is worth if both players
	// pass now. Prisoners taken on the way are on the moves.
	Count int
	// Moves are the local moves of both colours from here.
	Moves []KoGraphMove
	// Settled is true when no cycle can be reached from this position: the
	// ko is over and Value is its exact short game (prisoners from here on
	// included).
	Settled bool
	Value   cgt.Game
}

// KoGraphMove is one local move: who plays where, the position it leads to,
// and the prisoners it takes (Black minus White; territory scoring only).
type KoGraphMove struct {
	Color     board.Color
	Point     board.Point
	To        int
	Prisoners int
}

// KoGraph returns the ko graph the region was valued from, or nil when the
// region holds no ko or its ko graph could not be valued.
func (a *Analysis) KoGraph() *KoGraph { return a.koGraph }

// export builds the KoGraph view of a valued ko graph.
func (kg *koGraph) export() *KoGraph {
	out := &KoGraph{Nodes: make([]KoGraphNode, len(kg.nodes))}
	settled := make([]bool, len(kg.nodes))
	for _, comp := range kg.comps { // successors first
		if len(comp) > 1 || selfLoop(kg.nodes, comp[0]) {
			continue
		}
		v := comp[0]
		ok := true
		for _, m := range kg.nodes[v].moves {
			ok = ok && settled[m.to]
		}
		settled[v] = ok
	}
	for v, n := range kg.nodes {
		node := KoGraphNode{Count: n.count, Settled: settled[v]}
		if settled[v] {
			node.Value = kg.val[0][v]
		}
		for _, m := range n.moves {
			node.Moves = append(node.Moves, KoGraphMove{Color: m.color, Point: m.point, To: m.to, Prisoners: m.gain})
		}
		out.Nodes[v] = node
	}
	return out
}
