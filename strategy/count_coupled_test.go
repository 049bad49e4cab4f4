package strategy

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// coupledDameRows is the position of TestCountCoupledDame.
var coupledDameRows = []string{
	"X . X . X . X",
	"X X X X X X X",
	"O O O X X X X",
	"O . X . X X X",
	"O O O . X O O",
	"O O O O O O O",
	"O . O . O . O",
}

// TestCountCoupledDame: a stone with two liberties, each in its own dame
// region, makes the two regions one game (couplesRegions). The shape is the
// one of ../shared/data/pro19/Gunyu-2023-14 at K13 (and Okage-05-P08 at
// H7), on a 7x7 board between the fortresses of internal/wholeboard:
//
//	   0 1 2 3 4 5 6
//	0  X . X . X . X
//	1  X X X X X X X
//	2  O O O X X X X
//	3  O d S g X X X
//	4  O O O c X O O
//	5  O O O O O O O
//	6  O . O . O . O
//
// The black stone S has the liberties d (a dame among White's stones) and
// g, which with c forms the other dame region. Apart, {g, c} is worth a
// point to Black: his stone at c would enclose g. Together it is not:
// after Black c, White's d puts S in atari and Black fills g himself; and
// Black cannot play d (S would be left with g alone, and White takes both
// stones there). The whole-board search of internal/wholeboard (sharing
// only board) is the oracle, under both scorings, either side first.
func TestCountCoupledDame(t *testing.T) {
	pos, ok := wholeboard.FromDiagram(coupledDameRows)
	if !ok {
		t.Fatal("not a position")
	}
	for _, sc := range []board.Scoring{board.Territory, board.Area} {
		for _, first := range []board.Color{board.Black, board.White} {
			s := wholeboard.NewSolver(pos, sc == board.Area, 2_000_000)
			s.SimpleKo = true
			want, done := s.Solve(first)
			if !done || s.Cycled() {
				t.Fatalf("%v, %v first: the whole-board search did not finish", sc, first)
			}
			b := pos.Board.Copy()
			b.SetToMove(first)
			c, err := CountPosition(context.Background(), b, CountOptions{Scoring: sc})
			if err != nil {
				t.Fatal(err)
			}
			// The whole-board score counts prisoners from now on only,
			// and no komi; the count's Margin counts the prisoners taken
			// before too (none here).
			if !c.Margin.Equal(cgt.RationalFromInt(int64(want))) {
				t.Errorf("%v, %v first: count %s, whole-board search %d (notes %v)", sc, first, c.Margin, want, c.Notes)
			}
		}
	}
}

// TestCountCoupledDameOverBudget: when the joined game of
// TestCountCoupledDame cannot be searched (a budget of one position), the
// count values its parts apart, says so, and is not exact; under area
// scoring the coupling stone is counted once (the count stays within the
// three points the two regions hold of the whole-board optimum, 0).
func TestCountCoupledDameOverBudget(t *testing.T) {
	b := countDiagram(t, board.Rules{Ko: board.KoSimple}, coupledDameRows...)
	for _, sc := range []board.Scoring{board.Territory, board.Area} {
		c, err := CountPosition(context.Background(), b, CountOptions{Scoring: sc, ClusterNodes: 1})
		if err != nil {
			t.Fatal(err)
		}
		notes := strings.Join(c.Notes, "\n")
		if c.Exact || !strings.Contains(notes, "valued apart") {
			t.Errorf("%v: exact %v, notes %q; want an estimate valued apart", sc, c.Exact, notes)
		}
		if m := c.Margin; m.Cmp(cgt.RationalFromInt(3)) > 0 || m.Cmp(cgt.RationalFromInt(-3)) < 0 {
			t.Errorf("%v: count %s, more than 3 from the optimum 0 (notes %q)", sc, m, notes)
		}
	}
}
