package valuation

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Komaster thermographs of every position of a ko graph (Economist's View
// section 2.2), computed bottom-up over its strongly connected parts in
// reverse topological order: a position whose followers hold no cycle has
// the thermograph of its exact value; every other part (a ko, or a
// position with a ko among its followers) is valued by the komaster
// equations (loopy.KomasterThermograph) with its exits as leaves carrying
// their own komaster thermographs, so that a ko that only arises later in
// play (an approach ko, a ko after a sente exchange, a two-stage ko) is
// counted the same way as a ko on the board. Caves at temperature 0 stand
// at the position's count (Go with passes: loopy.WallsFromScaffoldsAt).

// komasterAll returns the komaster thermograph of every position, with
// Black (side 0) or White (side 1) as komaster.
func (kg *koGraph) komasterAll(ctx context.Context, side int) ([]loopy.Thermograph, error) {
	nodes := kg.nodes
	th := make([]loopy.Thermograph, len(nodes))
	pure := make([]bool, len(nodes)) // no cycle among the followers
	master := loopy.LeftKomaster
	if side == 1 {
		master = loopy.RightKomaster
	}
	for _, comp := range kg.comps { // reverse topological order
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if len(comp) == 1 && !selfLoop(nodes, comp[0]) {
			v := comp[0]
			pure[v] = true
			for _, m := range nodes[v].moves {
				pure[v] = pure[v] && pure[m.to]
			}
			if pure[v] {
				th[v] = loopy.GameThermograph(kg.val[side][v])
				continue
			}
		}
		local := map[int]int{}
		for i, v := range comp {
			local[v] = i
		}
		g := &loopy.KoGraph{Nodes: make([]loopy.KoNode, len(comp))}
		for i, v := range comp {
			ground := cgt.RationalFromInt(int64(nodes[v].count - kg.pi[v]))
			n := loopy.KoNode{Name: fmt.Sprint(v), Ground: &ground}
			for _, m := range nodes[v].moves {
				e := loopy.KoEdge{To: -1}
				if j, in := local[m.to]; in {
					e.To = j
				} else {
					e.Leaf = shiftThermograph(th[m.to], m.gain-kg.pi[v])
				}
				if m.color == board.Black {
					n.Left = append(n.Left, e)
				} else {
					n.Right = append(n.Right, e)
				}
			}
			g.Nodes[i] = n
		}
		for i, v := range comp {
			t, err := loopy.KomasterThermograph(g, i, master)
			if err != nil {
				return nil, err
			}
			th[v] = shiftThermograph(t, kg.pi[v])
		}
	}
	return th, nil
}

// shiftThermograph adds the number n to both walls.
func shiftThermograph(t loopy.Thermograph, n int) loopy.Thermograph {
	if n == 0 {
		return t
	}
	c := cgt.RationalFromInt(int64(n))
	zero := cgt.RationalFromInt(0)
	return loopy.Thermograph{Left: t.Left.Shift(c, zero), Right: t.Right.Shift(c, zero)}
}

// rootKoThermography returns the komaster view of the root of a region
// with cycles, and the type of its move when both komasters agree on it.
func (kg *koGraph) rootKoThermography(ctx context.Context) (*KoThermography, MoveType, bool, error) {
	var ths [2]loopy.Thermograph
	for side := 0; side < 2; side++ {
		all, err := kg.komasterAll(ctx, side)
		if err != nil {
			return nil, Cold, false, err
		}
		ths[side] = all[0]
	}
	kt := &KoThermography{Black: ths[0], White: ths[1]}
	var err error
	if kt.MeanBlack, err = ths[0].Mean(); err != nil {
		return nil, Cold, false, err
	}
	if kt.MeanWhite, err = ths[1].Mean(); err != nil {
		return nil, Cold, false, err
	}
	if kt.TemperatureBlack, err = ths[0].Temperature(); err != nil {
		return nil, Cold, false, err
	}
	if kt.TemperatureWhite, err = ths[1].Temperature(); err != nil {
		return nil, Cold, false, err
	}
	kt.Placid = kt.MeanBlack.Equal(kt.MeanWhite)
	tb, tw := komasterMoveType(ths[0]), komasterMoveType(ths[1])
	return kt, tb, tb == tw, nil
}

// komasterMoveType reads sente and gote off a komaster thermograph as
// moveType does: just below the base of the mast, a vertical wall marks a
// sente move for that side.
func komasterMoveType(th loopy.Thermograph) MoveType {
	t, err := th.Temperature()
	if err != nil || t.Sign() <= 0 {
		return Cold
	}
	leftSente := slopeBelow(th.Left, t).Sign() == 0
	rightSente := slopeBelow(th.Right, t).Sign() == 0
	switch {
	case leftSente && rightSente:
		return DoubleSente
	case leftSente:
		return BlackSente
	case rightSente:
		return WhiteSente
	}
	return Gote
}

// slopeBelow returns the slope of w just below t > 0.
func slopeBelow(w loopy.Wall, t cgt.Rational) cgt.Rational {
	prev := cgt.RationalFromInt(0)
	for _, p := range w.Points() {
		if p.T.Less(t) {
			prev = p.T
		}
	}
	return w.At(t).Sub(w.At(prev)).Quo(t.Sub(prev))
}
