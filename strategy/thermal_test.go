package strategy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

func mustParse(t *testing.T, s string) cgt.Game {
	t.Helper()
	g, err := cgt.Parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// lit is a game written out as a literal tree (not canonicalised): the
// Hotstrat example is about its reversible options.
type lit struct {
	num         int64 // value when a leaf (no options)
	left, right []*lit
}

func n(v int64) *lit             { return &lit{num: v} }
func sw(l, r *lit) *lit          { return &lit{left: []*lit{l}, right: []*lit{r}} }
func (x *lit) isLeaf() bool      { return len(x.left) == 0 && len(x.right) == 0 }
func (x *lit) child(m Move) *lit { return x.children(m.Color)[m.Point] }
func (x *lit) children(c board.Color) []*lit {
	if c == board.Black {
		return x.left
	}
	return x.right
}

// value is the canonical value of the tree.
func (x *lit) value() cgt.Game {
	if x.isLeaf() {
		return cgt.Int(x.num)
	}
	var l, r []cgt.Game
	for _, c := range x.left {
		l = append(l, c.value())
	}
	for _, c := range x.right {
		r = append(r, c.value())
	}
	return cgt.NewGame(l, r)
}

// component makes a Component whose moves are the tree's literal options;
// a move's Point is its index among the mover's options.
func (x *lit) component() Component {
	comp := Component{Value: x.value()}
	for _, c := range []board.Color{board.Black, board.White} {
		for i, ch := range x.children(c) {
			comp.Moves = append(comp.Moves, Move{Color: c, Point: board.Point(i), Option: ch.value()})
		}
	}
	return comp
}

// TestHotstratFailure plays the example of the Economist's View, section
// 3.3 (../shared/oracles/facts.md): A = 1 ||| 10 || 0 | -20 || -21 and
// B = 1 || 0 | -18 as literal trees, Left moving second. Right plays A to A^R
// and B to B^R = D; Left follows the strategy under test; after those two
// scripted moves Right plays exactly. Sentestrat and Thermostrat end at 0,
// Hotstrat at -8.
func TestHotstratFailure(t *testing.T) {
	for _, tc := range []struct {
		kind Kind
		want int64
	}{{Sentestrat, 0}, {Thermostrat, 0}, {Hotstrat, -8}} {
		C := sw(n(10), sw(n(0), n(-20)))
		trees := []*lit{sw(n(1), sw(C, n(-21))), sw(n(1), sw(n(0), n(-18)))}
		comps := []Component{trees[0].component(), trees[1].component()}
		script := []int{0, 1} // Right's first two moves: in A, then in B
		left := &Thermal{Kind: tc.kind}
		last := -1
		passes := 0
		for turn := 0; passes < 2 && turn < 40; turn++ {
			var ch Choice
			if turn%2 == 0 { // Right
				if len(script) > 0 {
					i := script[0]
					script = script[1:]
					ch = Choice{Component: i, Move: movesOf(comps[i], board.White)[0]}
				} else {
					var err error
					ch, err = ExactChoice(context.Background(), comps, cgt.Zero(), board.White)
					if err != nil {
						t.Fatal(err)
					}
				}
			} else {
				ch = left.Choose(comps, board.Black, last)
			}
			if ch.Pass {
				last = -1
				passes++
				continue
			}
			passes = 0
			trees[ch.Component] = trees[ch.Component].child(ch.Move)
			comps[ch.Component] = trees[ch.Component].component()
			if turn%2 == 0 {
				last = ch.Component
			}
		}
		total := cgt.Zero()
		for _, c := range comps {
			total = total.Add(c.Value)
		}
		if !total.Equal(cgt.Int(tc.want)) {
			t.Errorf("%v: final total %s, want %d", tc.kind, total, tc.want)
		}
	}
}

// TestThermalOnSwitches: on a sum of switches x|-x every strategy takes the
// largest switch first (facts.md: "in a sum of such switches the first
// player takes the largest").
func TestThermalOnSwitches(t *testing.T) {
	for _, kind := range []Kind{Hotstrat, Sentestrat, Thermostrat} {
		comps := []Component{GameComponent(mustParse(t, "+-2")), GameComponent(mustParse(t, "+-5")), GameComponent(mustParse(t, "+-3"))}
		p := &Thermal{Kind: kind}
		ch := p.Choose(comps, board.Black, -1)
		if ch.Pass || ch.Component != 1 || !ch.Move.Option.Equal(cgt.Int(5)) {
			t.Errorf("%v chose %+v, want the move to 5 in +-5", kind, ch)
		}
	}
}

// TestExactChoiceDoesNotPassInHotSums: with two gote moves {2|0} on the
// board the sum's stops are 2 either way, but a pass would let the opponent
// pass back and end the game at 0 (Go allows two passes to end the game), so
// exact play takes one; in a cold sum (a number) it passes.
func TestExactChoiceDoesNotPassInHotSums(t *testing.T) {
	g := mustParse(t, "{2|0}")
	for _, c := range []board.Color{board.Black, board.White} {
		ch, err := ExactChoice(context.Background(), []Component{GameComponent(g), GameComponent(g)}, cgt.Zero(), c)
		if err != nil || ch.Pass {
			t.Errorf("%s in {2|0} + {2|0}: %+v, %v; want a move", c.Name(), ch, err)
		}
	}
	ch, err := ExactChoice(context.Background(), []Component{GameComponent(mustParse(t, "{1|3}")), GameComponent(mustParse(t, "5"))}, cgt.Zero(), board.Black)
	if err != nil || !ch.Pass || !ch.Stop.Equal(cgt.RationalFromInt(7)) {
		t.Errorf("cold sum 2 + 5: %+v, %v; want a pass with stop 7", ch, err)
	}
}
