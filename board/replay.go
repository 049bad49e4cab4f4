package board

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// AllMoves asks FromSGF to replay the whole main line.
const AllMoves = -1

// FromSGF replays the main line of the game whose root is root and returns
// the position after its first moves moves (a pass is a move; moves < 0 or
// moves beyond the end replay the whole line; 0 gives the position before
// the first move, setup included), under the move rules rules.
//
// Every node on the way contributes, in this order: its setup stones (AB,
// AW, AE, applied as one change, in any node), its player to move (PL),
// then its move (B or W). Replay stops before the node holding move
// moves+1, so setup in that node is not applied. When the root has setup
// stones and a handicap HA of 2 or more but no PL, White moves first (the
// handicap stones are in AB, as FF[4] requires; HA alone places nothing).
// A move may be played out of turn (two moves of one colour in a row).
//
// A record of another game (GM other than 1) is an error. Errors name the
// move number and vertex of an illegal move ("move 57 (B D4): point is
// occupied") or the node of a bad value.
func FromSGF(root *sgf.Node, moves int, rules Rules) (*Board, error) {
	if root == nil {
		return nil, errors.New("sgf replay: no game tree")
	}
	if gm, ok := root.Get("GM"); ok && strings.TrimSpace(gm) != "1" {
		return nil, fmt.Errorf("sgf replay: GM[%s] is not a game of Go (GM[1])", gm)
	}
	size, err := sgf.BoardSize(root)
	if err != nil {
		return nil, fmt.Errorf("sgf replay: %w", err)
	}
	b, err := New(size, rules)
	if err != nil {
		return nil, fmt.Errorf("sgf replay: %w", err)
	}
	line := root.MainLine()
	b.history = make([]undoRecord, 0, len(line)) // one record per node at most
	if b.seen != nil {
		b.seen = make(map[uint64]int, len(line)+1)
		b.seen[0] = 1
	}
	played := 0
	for i, n := range line {
		hasMove := n.Has("B") || n.Has("W")
		if hasMove && moves >= 0 && played >= moves {
			break
		}
		m, _, err := n.Move(size)
		if err != nil {
			return nil, fmt.Errorf("sgf replay: move %d: %w", played+1, err)
		}
		if err := applySetup(b, n, size); err != nil {
			return nil, fmt.Errorf("sgf replay: node %d (after %d moves): %w", i, played, err)
		}
		if i == 0 {
			if err := handicapTurn(b, n); err != nil {
				return nil, fmt.Errorf("sgf replay: %w", err)
			}
		}
		if !hasMove {
			continue
		}
		c, p := fromSGFMove(m, size)
		if err := b.Play(c, p); err != nil {
			if cause := errors.Unwrap(err); cause != nil {
				err = cause // the sentinel: the vertex is already in the message
			}
			return nil, fmt.Errorf("sgf replay: move %d (%s %s): %w", played+1, c, p.Vertex(size), err)
		}
		played++
	}
	return b, nil
}

// BeforeMove returns the position before move n (counted from 1) of the
// main line, as the GTP command "loadsgf FILE n" wants: FromSGF with n-1
// moves. n beyond the end gives the final position; n < 1 is an error.
func BeforeMove(root *sgf.Node, n int, rules Rules) (*Board, error) {
	if n < 1 {
		return nil, fmt.Errorf("sgf replay: move number %d: must be 1 or more", n)
	}
	return FromSGF(root, n-1, rules)
}

// CountMoves returns the number of moves (B and W nodes, passes included)
// on the main line of root.
func CountMoves(root *sgf.Node) int {
	n := 0
	for _, node := range root.MainLine() {
		if node.Has("B") || node.Has("W") {
			n++
		}
	}
	return n
}

// applySetup applies the AB, AW, AE and PL properties of node n.
func applySetup(b *Board, n *sgf.Node, size int) error {
	var lists [3][]Point
	found := false
	for i, id := range []string{"AB", "AW", "AE"} {
		if !n.Has(id) {
			continue
		}
		found = true
		pts, err := n.Points(id, size)
		if err != nil {
			return err
		}
		for _, p := range pts {
			lists[i] = append(lists[i], PointAt(p.X, p.Y, size))
		}
	}
	if found {
		if err := b.SetupStones(lists[0], lists[1], lists[2]); err != nil {
			return err
		}
	}
	c, ok, err := sgf.PlayerToMove(n)
	if err != nil {
		return err
	}
	if ok {
		b.SetToMove(fromSGFColor(c))
	}
	return nil
}

// handicapTurn gives White the first move of a handicap game: root with AB,
// HA >= 2 and no PL.
func handicapTurn(b *Board, root *sgf.Node) error {
	ha, ok, err := sgf.Handicap(root)
	if err != nil {
		return err
	}
	if ok && ha >= 2 && root.Has("AB") && !root.Has("PL") {
		b.SetToMove(White)
	}
	return nil
}

func fromSGFColor(c sgf.Color) Color {
	if c == sgf.White {
		return White
	}
	return Black
}

func fromSGFMove(m sgf.Move, size int) (Color, Point) {
	c := fromSGFColor(m.Color)
	if m.Pass {
		return c, Pass
	}
	return c, PointAt(m.Point.X, m.Point.Y, size)
}
