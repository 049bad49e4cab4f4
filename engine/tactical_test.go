package engine

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
)

// tacticalChoice saves a block in atari when its stones are worth more
// than the ambient temperature, and leaves the choice alone when the
// temperature is higher or the playouts judge the block dead. The black
// block of four on C9-C6 is in atari at C5 (White on columns B and D);
// extending to C5 gives it the liberties B5, D5 and C4, so it is saved;
// it is worth 4 points in miai counting (4 stones, each 2 points of area
// either way, decided by one move).
func TestTacticalChoiceSavesBlockInAtari(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple},
		"OOXO.....",
		".OXO.....",
		".OXO.....",
		".OXO.....",
		".........",
		".........",
		".........",
		".........",
		".........")
	if err != nil {
		t.Fatal(err)
	}
	b.SetToMove(board.Black)
	c5 := board.PointAt(2, 4, 9)
	a1 := board.PointAt(8, 8, 9)
	chosen := strategy.Choice{Component: -1, Move: strategy.Move{Color: board.Black, Point: a1, Option: cgt.Zero()}}
	cases := []struct {
		name    string
		ambient int64
		dead    bool
		want    board.Point
	}{
		{"cold: save", 1, false, c5},
		{"hotter than the block: keep", 5, false, a1},
		{"judged dead: keep", 1, true, a1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status := make([]estimate.Status, b.NumPoints())
			if tc.dead {
				for _, p := range []board.Point{board.PointAt(2, 0, 9), board.PointAt(2, 1, 9), board.PointAt(2, 2, 9), board.PointAt(2, 3, 9)} {
					status[p] = estimate.Dead
				}
			}
			x := &Estimated{Estimate: &estimate.Estimate{Life: &estimate.Life{Status: status}}, Ambient: cgt.RationalFromInt(tc.ambient)}
			got := x.tacticalChoice(context.Background(), b, chosen)
			if got.Move.Point != tc.want {
				t.Errorf("move %s (%s), want %s", got.Move.Point.Vertex(9), got.Reason, tc.want.Vertex(9))
			}
		})
	}
}

// unsafeMove on positions read by hand. White's stone A9 (Black on C9 and
// B8): White B9 joins it into a pair with the single liberty A8 and
// captures nothing (unsafe: Black A8 takes two stones); White A8 gives
// the pair A9-A8 the single liberty A7 (unsafe); White E5, far away, has
// four liberties (safe). Black B9 joins C9 and B8 into a block with the
// liberties D9, C8, A8 and B7 (safe; it puts A9 in atari).
func TestUnsafeMoveByHand(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple},
		"O.X......",
		".X.......",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........")
	if err != nil {
		t.Fatal(err)
	}
	at := func(x, y int) board.Point { return board.PointAt(x, y, 9) }
	cases := []struct {
		c      board.Color
		p      board.Point
		unsafe bool
	}{
		{board.White, at(1, 0), true},
		{board.White, at(0, 1), true},
		{board.White, at(4, 4), false},
		{board.Black, at(1, 0), false},
	}
	for _, tc := range cases {
		if got := unsafeMove(b, tc.c, tc.p); got != tc.unsafe {
			t.Errorf("%v %s: unsafe %v, want %v", tc.c, tc.p.Vertex(9), got, tc.unsafe)
		}
	}
}

// safeChoice passes over an unsafe move: the component holding White's
// B9 (the pair A9-B9 left in atari, see TestUnsafeMoveByHand) is the
// hottest, worth 10 ({20 | 0}), and also holds E5; another component,
// {4 | 0} with White's E1, is colder. Sentestrat alone plays B9; with B9
// taken out of its component the hottest component still holds E5, which
// is safe (four liberties).
func TestSafeChoicePassesOverUnsafeMove(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple},
		"O.X......",
		".X.......",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........")
	if err != nil {
		t.Fatal(err)
	}
	at := func(x, y int) board.Point { return board.PointAt(x, y, 9) }
	hot := cgt.NewGame([]cgt.Game{cgt.MustNumber(cgt.RationalFromInt(20))}, []cgt.Game{cgt.Zero()})
	warm := cgt.NewGame([]cgt.Game{cgt.MustNumber(cgt.RationalFromInt(4))}, []cgt.Game{cgt.Zero()})
	comps := []strategy.Component{
		{Value: warm, Moves: []strategy.Move{{Color: board.White, Point: at(4, 8), Option: cgt.Zero()}}},
		{Value: hot, Moves: []strategy.Move{
			{Color: board.White, Point: at(1, 0), Option: cgt.Zero()},
			{Color: board.White, Point: at(4, 4), Option: cgt.MustNumber(cgt.RationalFromInt(1))}}},
	}
	ch, _ := safeChoice(comps, b, board.White, -1)
	if ch.Pass || ch.Move.Point != at(4, 4) {
		t.Errorf("choice %+v, want E5", ch)
	}
}

// tacticalChoice plays a capturing race decided by who moves first (the
// race of estimate's TestRacesByLibertyCount, read by hand there: Black
// D9-D6 with C9, C8, C7 against White E9-E6 with F9, F8, F7, 8 stones at
// stake) when the ambient temperature is below 8, on one of White's
// liberties, and keeps Sentestrat's move when it is above.
func TestTacticalChoiceWinsRace(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple},
		".O.XO.X..",
		".O.XO.X..",
		".O.XO.X..",
		".OOXOXX..",
		".OOOXXX..",
		".........",
		".........",
		".........",
		".........")
	if err != nil {
		t.Fatal(err)
	}
	b.SetToMove(board.Black)
	at := func(x, y int) board.Point { return board.PointAt(x, y, 9) }
	a1 := at(8, 8)
	chosen := strategy.Choice{Component: -1, Move: strategy.Move{Color: board.Black, Point: a1, Option: cgt.Zero()}}
	status := make([]estimate.Status, b.NumPoints())
	for _, tc := range []struct {
		ambient int64
		want    []board.Point
	}{
		{2, []board.Point{at(5, 0), at(5, 1), at(5, 2)}},
		{9, []board.Point{a1}},
	} {
		x := &Estimated{Estimate: &estimate.Estimate{Life: &estimate.Life{Status: status}}, Ambient: cgt.RationalFromInt(tc.ambient)}
		got := x.tacticalChoice(context.Background(), b, chosen)
		if !slices.Contains(tc.want, got.Move.Point) {
			t.Errorf("ambient %d: move %s (%s), want one of %v", tc.ambient, got.Move.Point.Vertex(9), got.Reason, tc.want)
		}
	}
}
