package valuation

import (
	"errors"

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
	// Estimated is set when a count of the graph (or a value below it)
	// depended on a group's life that the bounded search at a line end
	// could not decide (llife.go): a fight on the graph is then an
	// estimate, never exact.
	Estimated bool
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

// KoGraph returns the ko graph of the region (see KoGraph), or nil when
// the region holds no ko or its graph was too large to keep.
func (a *Analysis) KoGraph() *KoGraph { return a.koGraph }

// maxKoGraphNodes bounds the positions of an exported ko graph.
const maxKoGraphNodes = 20_000

// errKoGraphSize reports a ko graph too large to export.
var errKoGraphSize = errors.New("ko graph: too many positions to export")

// koGraph explores, from the current position of the local board, every
// local position that can still reach a cycle (its value is loopy), with
// the search's values: a position that reaches no cycle is Settled with
// its exact value. The local board is back at the current position after
// it.
func (rs *regionSearch) koGraph() (*KoGraph, error) {
	g := &KoGraph{}
	index := map[uint64]int{}
	var visit func() (int, error)
	visit = func() (int, error) {
		sc := rs.wholePart()
		key := rs.key(sc)
		if i, ok := index[key]; ok {
			return i, nil
		}
		if len(g.Nodes) >= maxKoGraphNodes {
			return 0, errKoGraphSize
		}
		if err := rs.ctx.Err(); err != nil {
			return 0, err
		}
		v, err := rs.solve(sc)
		if err != nil {
			return 0, err
		}
		a := rs.an.run(sc)
		i := len(g.Nodes)
		index[key] = i
		g.Nodes = append(g.Nodes, KoGraphNode{Count: rs.count(sc, &a)})
		if !v.loopy {
			g.Nodes[i].Settled, g.Nodes[i].Value = true, v.vals[0]
			return i, nil
		}
		moves := append([]int16(nil), a.moves...)
		for _, c := range [2]board.Color{board.Black, board.White} {
			for _, p := range moves {
				rec, ok := rs.lb.play(c, int(p), rs.scratch)
				if !ok {
					continue
				}
				gain := 0
				if rs.opt.Scoring == Territory && rec.captured > 0 {
					if rec.suicide {
						gain = -sign(c) * rec.captured
					} else {
						gain = sign(c) * rec.captured
					}
				}
				j, err := visit()
				rs.lb.pop()
				if err != nil {
					return 0, err
				}
				g.Nodes[i].Moves = append(g.Nodes[i].Moves, KoGraphMove{Color: c, Point: rs.lb.pts[p], To: j, Prisoners: gain})
			}
		}
		return i, nil
	}
	if _, err := visit(); err != nil {
		return nil, err
	}
	return g, nil
}
