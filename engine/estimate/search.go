package estimate

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// localValue is the value of a local position from the options of its
// moves and its count s in half points (relative to the position
// estimated): the
// canonical game {left | right}, except that a position nobody gains by
// playing is worth its count, held between what each side can force by
// moving there (as package valuation values a Go region).
func localValue(left, right []cgt.Game, s int) cgt.Game {
	v := cgt.RationalFromFrac(int64(s), 2)
	if len(left) == 0 && len(right) == 0 {
		return cgt.MustNumber(v)
	}
	g := cgt.NewGame(left, right)
	if !g.IsNumber() {
		return g
	}
	for _, l := range left {
		if lo := l.RightStop(); lo.Cmp(v) > 0 {
			v = lo
		}
	}
	for _, r := range right {
		if hi := r.LeftStop(); hi.Cmp(v) < 0 {
			v = hi
		}
	}
	return cgt.MustNumber(v)
}

// sensible reports whether c's move at the empty point p is worth
// searching: it captures or attacks, or saves, a block short of liberties
// (two at most), or it touches a stone of c or is linked to a living
// stone of c (diagonal or one-point jump; see linked) without being a
// point all of whose neighbours are c's (an eye: filling it never gains).
// The blocks of the last eval must describe the current board.
func (pos *position) sensible(p board.Point, c board.Color) bool {
	own, contact, short := 0, false, false
	k := 0
	for _, q := range pos.adj[p] {
		if q == board.NoPoint {
			break
		}
		k++
		if pos.b.At(q) == c {
			own++
			contact = true
		}
		if id := pos.blockOf[q]; id >= 0 && pos.blocks[id].libs <= 2 {
			short = true
		}
	}
	if short {
		return true
	}
	if own == k {
		return false
	}
	return contact || pos.linked(p, c)
}

// shortLiberties appends to out the liberties of the blocks next to p
// with at most two liberties (after the last eval).
func (pos *position) shortLiberties(p board.Point, out []board.Point) []board.Point {
	for _, q := range pos.adj[p] {
		if q == board.NoPoint {
			break
		}
		if id := pos.blockOf[q]; id >= 0 && pos.blocks[id].libs <= 2 {
			_, libs := pos.b.Chain(q)
			out = append(out, libs...)
		}
	}
	return out
}

// chebyshev is the king-move distance between p and q.
func (pos *position) chebyshev(p, q board.Point) int {
	px, py := p.XY(pos.size)
	qx, qy := q.XY(pos.size)
	return max(abs(px-qx), abs(py-qy))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// option searches c's move at p (sensible, see sensible): the position
// after it, with every sensible local move of either colour (a candidate
// within two points of p, or a liberty of a short block next to p)
// counted by eval, as a local game relative to base (half points), and
// the opponent's best answer among those moves (board.Pass when it has
// none). ok is false when the move is illegal.
func (pos *position) option(c board.Color, p board.Point, cands []board.Point, base int, evals *int) (cgt.Game, board.Point, bool) {
	if pos.b.Play(c, p) != nil {
		return cgt.Game{}, board.Pass, false
	}
	defer func() { _ = pos.b.Undo() }()
	s := pos.eval() - base
	*evals++
	var window []board.Point
	seen := map[board.Point]bool{p: true}
	for _, q := range pos.shortLiberties(p, nil) {
		if !seen[q] {
			seen[q] = true
			window = append(window, q)
		}
	}
	for _, q := range cands {
		if !seen[q] && pos.b.At(q) == board.Empty && pos.chebyshev(p, q) <= 2 {
			seen[q] = true
			window = append(window, q)
		}
	}
	type move struct {
		c board.Color
		q board.Point
	}
	var moves []move
	for _, q := range window {
		for _, c2 := range [2]board.Color{board.Black, board.White} {
			if pos.sensible(q, c2) {
				moves = append(moves, move{c2, q})
			}
		}
	}
	var left, right []cgt.Game
	reply, best := board.Pass, 0
	opp := c.Opponent()
	for _, m := range moves {
		if pos.b.Play(m.c, m.q) != nil {
			continue
		}
		e := pos.eval() - base
		v := cgt.MustNumber(cgt.RationalFromFrac(int64(e), 2))
		*evals++
		_ = pos.b.Undo()
		if m.c == board.Black {
			left = append(left, v)
		} else {
			right = append(right, v)
		}
		if gain := -e * sign(c); m.c == opp && (reply == board.Pass || gain > best) {
			reply, best = m.q, gain
		}
	}
	return localValue(left, right, s), reply, true
}
