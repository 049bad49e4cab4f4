package estimate

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// Races on a capturing race read by hand. Black's block D9-D6 (4 stones)
// has the liberties C9, C8, C7 (C6, D5 are White's); White's block E9-E6
// (4 stones) has F9, F8, F7 (F6, E5 are Black's). The walls on columns B
// and G reach the open bottom of the board and share no liberty with the
// race. Black moving first: B F9 (3 -> 2), W C9 (3 -> 2), B F8 (1), W C8
// (1), B F7 captures; White moving first wins the same way: the race is
// decided by who moves first, for either player, with 8 stones at stake,
// and the winning moves are the opponent's liberties. With C6 empty
// (Black four liberties against three) Black wins whoever starts: no race
// is urgent for either.
func TestRacesByLibertyCount(t *testing.T) {
	rows := []string{
		".O.XO.X..",
		".O.XO.X..",
		".O.XO.X..",
		".OOXOXX..",
		".OOOXXX..",
		".........",
		".........",
		".........",
		"........."}
	at := func(x, y int) board.Point { return board.PointAt(x, y, 9) }
	b := diagram(t, rows...)
	cases := []struct {
		c     board.Color
		moves []board.Point
	}{
		{board.Black, []board.Point{at(5, 0), at(5, 1), at(5, 2)}},
		{board.White, []board.Point{at(2, 0), at(2, 1), at(2, 2)}},
	}
	for _, tc := range cases {
		rs := Races(context.Background(), b, tc.c, nil, 0)
		if len(rs) != 1 {
			t.Fatalf("%v: races %+v, want one", tc.c, rs)
		}
		if !slices.Contains(tc.moves, rs[0].Move) || rs[0].Stones != 8 {
			t.Errorf("%v: race %+v, want a move on %v and 8 stones", tc.c, rs[0], tc.moves)
		}
	}
	rows[3] = ".O.XOXX.."
	b = diagram(t, rows...)
	for _, c := range []board.Color{board.Black, board.White} {
		if rs := Races(context.Background(), b, c, nil, 0); len(rs) != 0 {
			t.Errorf("%v with C6 empty: races %+v, want none", c, rs)
		}
	}
}

// Capturable on a corner read by hand: the white stone A9 (Black on C9
// and B8) has the liberties B9 and A8. Black B9 leaves it A8 only; White
// A8 gives the pair A9-A8 the single liberty A7 (B8 is Black's), and
// Black A7 captures. So it is capturable with Black to move; after White
// extends to B9 the pair A9-B9 has A8 only and is captured at once.
func TestCapturableCorner(t *testing.T) {
	b := diagram(t,
		"O.X......",
		".X.......",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........")
	a9 := board.PointAt(0, 0, 9)
	if !Capturable(b, a9) {
		t.Errorf("A9: not capturable, want capturable (Black B9, then A8 atari: the pair A9-A8 has A7 only)")
	}
	if err := b.Play(board.White, board.PointAt(1, 0, 9)); err != nil {
		t.Fatal(err)
	}
	if !Capturable(b, a9) {
		t.Errorf("A9-B9 with one liberty: not capturable")
	}
}
