package wholeboard

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// Only real kos are kos (Moews 1.2.2: the J ban forbids moving back to the
// position just before the opponent's move, in Go the retake of a basic
// ko). The positions below are counted by hand with the rules of
// testdata/problems/README.md ("The local game and the count").

// basicKoRows is an edge ko on 9x9: Black C1, D2, White E2, F1 around it,
// a white stone at D1 in atari at E1. The region D1-E1 touches no open
// outside point (a fenced region).
var basicKoRows = []string{
	"XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO", "XXXXOOOOO",
	"XXXXOOOOO",
	"..XO.O...",
}

// TestRegionGameBasicKoByHand: the count as it stands is 0 (E1, next to
// the lone white stone in atari, is an unfilled ko point and counts for
// nobody). Black takes at E1 (+1 prisoner) and fills D1: +1; White fills
// E1: 0; after Black's take White may retake at D1 (+1 for White), back
// to the start. Black komaster: Black's take leads to a position where
// White may not retake and Black may not pass, so its wall is Black's
// fill, -t, and Black's scaffold at the start is 1 - t - t = 1 - 2t;
// White's is 0 + t; they meet at t = 1/3, value 1/3. White komaster:
// after White's retake Black may not take at once and White may not pass:
// that wall is White's fill, t, so White's retake from Black's take is
// worth t - 1 + t = 2t - 1 against Black's fill, -t: they meet at 1/3,
// value -1/3; Black's scaffold at the start is then t up to 1/3 and
// 2/3 - t above, White's t: a mast at 1/3 from t = 1/3. So both komasters
// give mean 1/3 and temperature 1/3 (the published 2/3 swing of a one-point
// ko), stops 1 / 0 with Black komaster and 0 / 0 with White.
func TestRegionGameBasicKoByHand(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, basicKoRows...)
	if err != nil {
		t.Fatal(err)
	}
	region := []board.Point{board.PointAt(3, 8, 9), board.PointAt(4, 8, 9)}
	g, err := NewRegionGame(context.Background(), b, region, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !g.HasKo() || !g.RootOnCycle() || !g.SimpleKos() {
		t.Errorf("HasKo %v, RootOnCycle %v, SimpleKos %v: want a single ko on the board", g.HasKo(), g.RootOnCycle(), g.SimpleKos())
	}
	if g.Count() != 0 {
		t.Errorf("count %d, want 0", g.Count())
	}
	for _, c := range []struct {
		k           Komaster
		left, right string
	}{{BlackKomaster, "1", "0"}, {WhiteKomaster, "0", "0"}} {
		th, err := g.Thermograph(c.k)
		if err != nil {
			t.Fatal(err)
		}
		m, err := th.Mean()
		if err != nil {
			t.Fatal(err)
		}
		tt, _ := th.Temperature()
		l, r := th.Stops()
		if m.RatString() != "1/3" || tt.RatString() != "1/3" || l.RatString() != c.left || r.RatString() != c.right {
			t.Errorf("komaster %d: mean %s temperature %s stops %s / %s, want 1/3, 1/3, %s / %s",
				c.k, m.RatString(), tt.RatString(), l.RatString(), r.RatString(), c.left, c.right)
		}
	}
}

// snapbackRows: a white chain B1-B2-C2-D2 inside Black's wall with two
// liberties, C1 and D1.
var snapbackRows = []string{
	".........", ".........", ".........", ".........", ".........", ".........",
	"XXXXXXXXX",
	"XOOOX....",
	"XO..X....",
}

// TestRegionGameSnapbackByHand: Black's throw-in at C1 is captured by
// White at D1, and Black takes the five stones back at C1: a snapback,
// a single stone captured and the point played again, but no ko (White's
// capturing stone joins a chain of five, Black's retake takes five), so
// neither move is a ko capture. By hand: the region (the chain and C1,
// D1) touches only Black's wall, and every point of it touches the wall
// except C1, so it is too small for life: the white stones are dead as
// they stand, count 6 points + 4 prisoners = 10. A white move adds a dead
// stone (11), Black's fill at D1 gives 9 and the throw-in less: nobody
// moves, stops 10 / 10, temperature 0, with either komaster.
func TestRegionGameSnapbackByHand(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, snapbackRows...)
	if err != nil {
		t.Fatal(err)
	}
	var region []board.Point
	for _, v := range [][2]int{{1, 8}, {1, 7}, {2, 7}, {3, 7}, {2, 8}, {3, 8}} {
		region = append(region, board.PointAt(v[0], v[1], 9))
	}
	g, err := NewRegionGame(context.Background(), b, region, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if g.Count() != 10 {
		t.Errorf("count %d, want 10", g.Count())
	}
	// The snapback line: Black C1, White D1 (takes one), Black C1 (takes five).
	line := []board.Move{{Color: board.Black, Point: board.PointAt(2, 8, 9)}, {Color: board.White, Point: board.PointAt(3, 8, 9)}, {Color: board.Black, Point: board.PointAt(2, 8, 9)}}
	v := 0
	for i, mv := range line {
		next := -1
		for _, m := range g.nodes[v].moves {
			if m.color == mv.Color && m.point == mv.Point {
				if m.ko {
					t.Errorf("move %d of the snapback (%v) is taken for a ko capture", i+1, mv)
				}
				next = m.to
			}
		}
		if next < 0 {
			t.Fatalf("move %d of the snapback (%v) is missing", i+1, mv)
		}
		v = next
	}
	for _, k := range []Komaster{BlackKomaster, WhiteKomaster} {
		th, err := g.Thermograph(k)
		if err != nil {
			t.Fatal(err)
		}
		l, r := th.Stops()
		tt, _ := th.Temperature()
		if l.RatString() != "10" || r.RatString() != "10" || tt.Sign() != 0 {
			t.Errorf("komaster %d: stops %s / %s temperature %s, want 10 / 10 and 0", k, l.RatString(), r.RatString(), tt.RatString())
		}
	}
}

// TestRegionGameThrowInCycleIsNoKo: in the corner monkey jump
// (monkeyJumpCorner) White can throw in at F1 under Black's stone at H1,
// capture H1 at G1 and lose the two stones to Black's retake at H1, which
// repeats the position with Black one prisoner up: a cycle of the local
// game, but none of its three moves is a ko capture (F1 captures nothing,
// G1 is not left alone, H1 takes two), so the J ban touches none of them
// and the komaster thermographs agree (TestRegionStopsMonkeyJump).
func TestRegionGameThrowInCycleIsNoKo(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, monkeyJumpCorner...)
	if err != nil {
		t.Fatal(err)
	}
	pt := func(v string) board.Point {
		p, err := board.ParseVertex(v, 9)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	// The cycle's position: Black F2, G2, H1 and White H2, J2, J1, F1
	// played from the start.
	setup := []board.Move{
		{Color: board.Black, Point: pt("F2")}, {Color: board.Black, Point: pt("G2")}, {Color: board.Black, Point: pt("H1")},
		{Color: board.White, Point: pt("H2")}, {Color: board.White, Point: pt("J2")}, {Color: board.White, Point: pt("J1")},
		{Color: board.White, Point: pt("F1")},
	}
	g, err := NewRegionGame(context.Background(), b, edgeRegion(5), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	v := 0
	follow := func(mv board.Move) (regionMove, bool) {
		for _, m := range g.nodes[v].moves {
			if m.color == mv.Color && m.point == mv.Point {
				return m, true
			}
		}
		return regionMove{}, false
	}
	for _, mv := range setup {
		m, ok := follow(mv)
		if !ok {
			t.Fatalf("setup move %v is missing", mv)
		}
		v = m.to
	}
	start := v
	cycle := []board.Move{{Color: board.White, Point: pt("G1")}, {Color: board.Black, Point: pt("H1")}, {Color: board.White, Point: pt("F1")}}
	gains := 0
	for i, mv := range cycle {
		m, ok := follow(mv)
		if !ok {
			t.Fatalf("cycle move %d (%v) is missing", i+1, mv)
		}
		if !m.cycle || m.ko {
			t.Errorf("cycle move %d (%v): cycle %v ko %v, want a cycle move that is no ko capture", i+1, mv, m.cycle, m.ko)
		}
		gains += m.gain
		v = m.to
	}
	if v != start || gains != 1 {
		t.Errorf("the cycle ends at position %d with %+d prisoners, want back at %d with +1 for Black", v, gains, start)
	}
}
