package valuation

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// MarkedNode is a node of an SGF game tree that marks a region with SQ:
// where a published endgame problem poses its question (usually the root).
type MarkedNode struct {
	Node *sgf.Node
	// Name says which node it is, for messages: "the root node", "the
	// node of move 12" or "a variation node after move 3".
	Name string
	// Moves is the number of moves on the path from the root to the node.
	Moves int
	// MainLine is true when the node lies on the main line.
	MainLine bool
}

// MarkedNodes returns every node of the tree of root that carries SQ, in
// tree order (depth first, main line first).
func MarkedNodes(root *sgf.Node) []MarkedNode {
	var out []MarkedNode
	var walk func(n *sgf.Node, moves int, main bool)
	walk = func(n *sgf.Node, moves int, main bool) {
		if n.Has("B") || n.Has("W") {
			moves++
		}
		if n.Has("SQ") {
			out = append(out, MarkedNode{Node: n, Name: NodeName(n), Moves: moves, MainLine: main})
		}
		for i, c := range n.Children {
			walk(c, moves, main && i == 0)
		}
	}
	walk(root, 0, true)
	return out
}

// NodeName names a node for messages: "the root node", "the node of move
// N" (a main-line node holding move N), "the node after move N" (a
// main-line node without a move) or "a variation node after move N".
func NodeName(n *sgf.Node) string {
	if n.Parent == nil {
		return "the root node"
	}
	moves, main := 0, true
	for x := n; x != nil; x = x.Parent {
		if x.Has("B") || x.Has("W") {
			moves++
		}
		if x.Parent != nil && x.Parent.Children[0] != x {
			main = false
		}
	}
	switch {
	case !main:
		return fmt.Sprintf("a variation node after move %d", moves)
	case n.Has("B") || n.Has("W"):
		return fmt.Sprintf("the node of move %d", moves)
	}
	return fmt.Sprintf("the node after move %d", moves)
}

// MarkedRegion returns the points node n marks with SQ, checked against
// the position b at that node: an error (naming nothing; callers add the
// file and node) when the mark is malformed, empty, holds only stones or
// covers the whole board.
func MarkedRegion(n *sgf.Node, b *board.Board) ([]board.Point, error) {
	pts, err := RegionFromSGF(n, b.Size())
	if err != nil {
		return nil, err
	}
	if err := CheckRegion(b, pts); err != nil {
		return nil, fmt.Errorf("SQ region: %w", err)
	}
	return pts, nil
}

// Errors of CheckRegion.
var (
	ErrRegionEmpty      = errors.New("it marks no point")
	ErrRegionStonesOnly = errors.New("it holds only stones: no empty point to play on")
	ErrRegionWholeBoard = errors.New("it covers the whole board: mark only the local area, the rest of the board is its settled surroundings")
)

// CheckRegion refuses a region a user marks that cannot be a local game:
// no point, no empty point, or every point of the board.
func CheckRegion(b *board.Board, pts []board.Point) error {
	if len(pts) == 0 {
		return ErrRegionEmpty
	}
	if len(pts) >= b.NumPoints() {
		return ErrRegionWholeBoard
	}
	for _, p := range pts {
		if b.At(p) == board.Empty {
			return nil
		}
	}
	return ErrRegionStonesOnly
}
