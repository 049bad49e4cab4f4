package problemgen

import (
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// sumCandidates pairs small well-posed shapes of the pool into sums:
// one shape at each end of the boundary, both marked. Parts are taken in
// pool order, each shape at most once (the first with one of the last
// eight untaken of another swing whose sum is hot), without kos and with
// at most 250 local positions each, until the addition category is full.
func sumCandidates(ctx context.Context, pool []*candidate) ([]*candidate, error) {
	var small []*candidate
	for _, c := range pool {
		if !c.V.Ko && c.V.game.Positions() <= 250 {
			small = append(small, c)
		}
	}
	var out []*candidate
	used := map[int]bool{}
	for i := range small {
		if used[i] || len(out) >= quotaOf("addition") {
			continue
		}
		tries := 0
		for j := len(small) - 1; j > i && tries < 8; j-- {
			if used[j] || small[j].V.Swing.Cmp(small[i].V.Swing) == 0 {
				continue // two gotes of one size are miai: the sum is cold
			}
			tries++
			top := small[j].Shape
			c, err := evaluate(ctx, small[i].Shape, &top, layout{Size: 9, X: 4})
			if err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				continue
			}
			if c.V.Swing.Sign() == 0 || !meansAdd(ctx, c) {
				continue
			}
			used[i], used[j] = true, true
			out = append(out, c)
			break
		}
	}
	return out, nil
}

// meansAdd checks that the parts' means, each judged alone on the board
// of the sum, add up to the sum's mean (which the comment states).
func meansAdd(ctx context.Context, c *candidate) bool {
	bottom, err := c.Layout.points(c.Shape.Cells)
	if err != nil {
		return false
	}
	sum := new(big.Rat)
	for _, part := range [][]board.Point{bottom, c.Region[len(bottom):]} {
		v, err := judge(ctx, c.Board, part, regionLimit)
		if err != nil {
			return false
		}
		sum.Add(sum, v.Mean)
	}
	return sum.Cmp(c.V.Mean) == 0
}

// place puts a chosen shape on its own whole board and writes the file.
// The board, turn and colour swap follow from the category and index; the
// placement is kept when the oracle's answer there is the same as on the
// 9x9 board it was chosen on (up to the colour swap), otherwise the next
// column for the boundary is tried.
func place(ctx context.Context, pl placement) (*Problem, error) {
	sizes := []int{9, 13, 19}
	seed := pl.index + len(pl.category)
	var lastErr error
	for attempt := 0; attempt < 12; attempt++ {
		size := sizes[(seed+attempt)%3]
		left, right := extent(pl.c.Shape)
		lo, hi := max(3, 1-left), size-2-right
		if hi < lo {
			continue
		}
		l := layout{Size: size, X: lo + ((seed+attempt)*7)%(hi-lo+1), Sym: seed % 8, Swap: pl.index%3 == 0}
		c, err := evaluate(ctx, pl.c.Shape, pl.c.Top, l)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			lastErr = err
			continue
		}
		kind := pl.c.V.Kind
		if l.Swap {
			kind = swapKind(kind)
		}
		if pl.c.Top != nil {
			kind = c.V.Kind
		}
		if c.V.Swing.Cmp(pl.c.V.Swing) != 0 || c.V.Kind != kind || c.V.KoInPlay != pl.c.V.KoInPlay ||
			(c.V.Approach != nil) != (pl.c.V.Approach != nil) {
			lastErr = fmt.Errorf("another answer on %dx%d: %s %s", size, size, c.V.Swing.RatString(), c.V.Kind)
			continue
		}
		return write(ctx, pl, c)
	}
	return nil, fmt.Errorf("no placement: %w", lastErr)
}

// extent returns the leftmost and rightmost columns a shape uses.
func extent(s shape) (left, right int) {
	for _, c := range s.Cells {
		left, right = min(left, c[0]), max(right, c[0])
	}
	for _, st := range s.Stones {
		left, right = min(left, st.U), max(right, st.U)
	}
	return left, right
}

// asked returns the player the problem is put to: Black, or White on a
// board with the colours swapped.
func asked(l layout) board.Color {
	if l.Swap {
		return board.White
	}
	return board.Black
}

// kindFor names the kind of the biggest move for the player asked.
func kindFor(who board.Color, kind string) string {
	switch kind {
	case "black sente":
		if who == board.Black {
			return "sente"
		}
		return "reverse sente"
	case "white sente":
		if who == board.White {
			return "sente"
		}
		return "reverse sente"
	}
	return kind
}

// answerLine writes the first line of the comment: the swing, and the
// kind of move for the categories that ask for it.
func answerLine(pl placement, c *candidate) string {
	s := mixed(c.V.Swing)
	who := asked(c.Layout)
	switch pl.category {
	case "sente", "reverse-sente", "what-is-sente":
		s += " " + kindFor(who, c.V.Kind)
	case "gote":
		if pl.index%2 == 0 {
			s += " gote"
		}
	}
	return s
}

// mixed writes a rational as a mixed number ("6 1/2", "2/3", "-1 1/4").
func mixed(r *big.Rat) string { return cgt.RationalFromBig(r).MixedString() }

// signed writes a change of the count: "+3", "-1 1/2", "0".
func signed(r *big.Rat) string {
	if r.Sign() > 0 {
		return "+" + mixed(r)
	}
	return mixed(r)
}

// swapText exchanges the colour names of a description written in the
// local frame (Black asked) for a board with the colours swapped.
func swapText(s string, swap bool) string {
	if !swap {
		return s
	}
	r := strings.NewReplacer("Black", "White", "White", "Black", "black", "white", "white", "black")
	return r.Replace(s)
}

// write builds the SGF file of a placed problem.
func write(ctx context.Context, pl placement, c *candidate) (*Problem, error) {
	l := c.Layout
	size := l.Size
	who := asked(l)
	root := &sgf.Node{}
	root.Set("GM", "1")
	root.Set("FF", "4")
	root.Set("CA", "UTF-8")
	root.Set("AP", "cgtgo problemgen")
	root.Set("SZ", fmt.Sprint(size))
	root.Set("RU", "Japanese")
	root.Set("KM", "6.5")
	root.Set("GN", fmt.Sprintf("%s %02d", pl.category, pl.index))
	var black, white []string
	for p := board.Point(0); int(p) < c.Board.NumPoints(); p++ {
		switch c.Board.At(p) {
		case board.Black:
			black = append(black, encode(p, size))
		case board.White:
			white = append(white, encode(p, size))
		}
	}
	root.Set("AB", black...)
	root.Set("AW", white...)
	if who == board.White {
		root.Set("PL", "W")
	} else {
		root.Set("PL", "B")
	}
	var sq []string
	for _, p := range c.Region {
		sq = append(sq, encode(p, size))
	}
	root.Set("SQ", sq...)
	text, err := comment(ctx, pl, c)
	if err != nil {
		return nil, err
	}
	root.Set("C", text)
	moves, _, _, err := c.V.game.Line(wholeboard.BlackKomaster, who, 16)
	if err != nil {
		return nil, err
	}
	last := root
	for _, m := range moves {
		n := &sgf.Node{Parent: last}
		id := "B"
		if m.Color == board.White {
			id = "W"
		}
		n.Set(id, encode(m.Point, size))
		last.Children = append(last.Children, n)
		last = n
	}
	if len(moves) > 0 {
		last.Set("C", "The local play is over: the rest of the marked area is settled.")
	}
	data := sgf.Format([]*sgf.Node{root})
	if data == "" {
		return nil, fmt.Errorf("the SGF writer refused the tree")
	}
	name := fmt.Sprintf("%s/%s-%02d-%dx%d.sgf", pl.category, pl.category, pl.index, size, size)
	return &Problem{Path: name, SGF: []byte(data)}, nil
}

func encode(p board.Point, size int) string {
	x, y := p.XY(size)
	return sgf.EncodePoint(sgf.Point{X: x, Y: y})
}
