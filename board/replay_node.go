package board

import "github.com/cgtgo/cgtgo/board/sgf"

// AtNode returns the position at node n of an SGF game tree: every node on
// the path from the root to n applied in order (setup, player to move,
// move; see FromSGF), n included, whether n lies on the main line or in a
// variation. moves is the number of moves on that path.
func AtNode(n *sgf.Node, rules Rules) (b *Board, moves int, err error) {
	var path []*sgf.Node
	for x := n; x != nil; x = x.Parent {
		path = append(path, x)
	}
	// A copy of the path as a game tree of one line (properties shared).
	var root, last *sgf.Node
	for i := len(path) - 1; i >= 0; i-- {
		c := &sgf.Node{Props: path[i].Props}
		if path[i].Has("B") || path[i].Has("W") {
			moves++
		}
		if last == nil {
			root = c
		} else {
			c.Parent = last
			last.Children = []*sgf.Node{c}
		}
		last = c
	}
	b, err = FromSGF(root, AllMoves, rules)
	return b, moves, err
}
