package board

import (
	"strconv"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// GameRecord returns the whole game as an SGF tree: the root (FF, GM, SZ,
// KM, RU), then the board's history in order (History): each setup
// change as a node of AB, AW and AE (the first one in the root when the
// game starts with it) with the player to move after it (PL), each move as
// a B or W node. Loading the record back replays the same moves, so the
// stones, the prisoners and the superko history come back as they were; a
// last node with PL records the player to move when it is not the one
// the replay gives.
func GameRecord(b *Board, komi string, s Scoring, r Rules) *sgf.Node {
	root := &sgf.Node{}
	size := b.Size()
	root.Set("FF", "4")
	root.Set("GM", "1")
	root.Set("CA", "UTF-8")
	root.Set("AP", "cgtgo")
	root.Set("SZ", strconv.Itoa(size))
	root.Set("KM", komi)
	root.Set("RU", RulesName(s, r))
	events := b.History()
	parent, last := root, root
	toMove := Black // what a replay of the record gives
	for i, ev := range events {
		n := &sgf.Node{}
		if i == 0 && ev.Setup {
			n = root
		}
		if ev.Setup {
			setupProperties(n, ev.Placed, size)
			after := b.ToMove()
			if i+1 < len(events) {
				after = events[i+1].ToMove
			}
			n.Set("PL", after.String())
			toMove = after
		} else {
			v := ""
			if p := ev.Move.Point; p != Pass {
				x, y := p.XY(size)
				v = sgf.EncodePoint(sgf.Point{X: x, Y: y})
			}
			n.Set(ev.Move.Color.String(), v)
			toMove = ev.Move.Color.Opponent()
		}
		if n != root {
			parent.AddChild(n)
			parent = n
		}
		last = n
	}
	if b.ToMove() != toMove {
		n := &sgf.Node{}
		n.Set("PL", b.ToMove().String())
		last.AddChild(n)
	}
	return root
}

// setupProperties writes a setup change as AB, AW and AE on n.
func setupProperties(n *sgf.Node, placed []Placement, size int) {
	var stones [3][]sgf.Point
	for _, pl := range placed {
		x, y := pl.Point.XY(size)
		stones[pl.Color] = append(stones[pl.Color], sgf.Point{X: x, Y: y})
	}
	for _, prop := range []struct {
		id string
		c  Color
	}{{"AB", Black}, {"AW", White}, {"AE", Empty}} {
		if len(stones[prop.c]) > 0 {
			n.Set(prop.id, sgf.CompressPoints(stones[prop.c])...)
		}
	}
}

// FirstMoveAt returns the number of the first move played at p on the main
// line of the record root (counting from 1), or the number after the last
// move when no move is played there (GTP's "loadsgf FILE VERTEX", as GNU Go
// reads it).
func FirstMoveAt(root *sgf.Node, p Point) (int, error) {
	size, err := sgf.BoardSize(root)
	if err != nil {
		return 0, err
	}
	x, y := p.XY(size)
	n := 0
	for _, node := range root.MainLine() {
		m, ok, err := node.Move(size)
		if err != nil {
			return 0, err
		}
		if !ok {
			continue
		}
		n++
		if !m.Pass && m.Point == (sgf.Point{X: x, Y: y}) {
			return n, nil
		}
	}
	return n + 1, nil
}
