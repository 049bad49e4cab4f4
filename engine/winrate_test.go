package engine

import (
	"math"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// The display formulas, against values worked out by hand: winrate
// 1/(1+e^(-lead/2)), visits 10 + round(990 e^(-(best-lead)/2)).
func TestWinrateAndVisits(t *testing.T) {
	for _, tc := range []struct {
		lead, best cgt.Rational
		winrate    float64
		visits     int
	}{
		{cgt.RationalFromInt(0), cgt.RationalFromInt(0), 0.5, 1000},
		{cgt.RationalFromInt(2), cgt.RationalFromInt(2), 1 / (1 + math.Exp(-1)), 1000},       // 0.7311
		{cgt.RationalFromInt(-2), cgt.RationalFromInt(0), 1 / (1 + math.Exp(1)), 374},        // 10+round(990/e)
		{cgt.RationalFromFrac(1, 2), cgt.RationalFromInt(1), 1 / (1 + math.Exp(-0.25)), 781}, // 10+round(990 e^-1/4)
		{cgt.RationalFromInt(-20), cgt.RationalFromInt(0), 1 / (1 + math.Exp(10)), 10},
	} {
		if w := Winrate(tc.lead); math.Abs(w-tc.winrate) > 1e-12 {
			t.Errorf("Winrate(%s) = %v, want %v", tc.lead, w, tc.winrate)
		}
		if v := Visits(tc.lead, tc.best); v != tc.visits {
			t.Errorf("Visits(%s, %s) = %d, want %d", tc.lead, tc.best, v, tc.visits)
		}
	}
	if Winrate(cgt.RationalFromFrac(1, 2)) <= Winrate(cgt.RationalFromFrac(1, 4)) {
		t.Error("a larger lead must read a larger winrate")
	}
}

// A region's sente/gote type names each colour's move there (Economist's
// View: the side whose move is sente keeps it; the other's move is
// reverse sente).
func TestMoveKind(t *testing.T) {
	for _, tc := range []struct {
		t    valuation.MoveType
		c    board.Color
		kind string
	}{
		{valuation.Gote, board.Black, "gote"},
		{valuation.BlackSente, board.Black, "sente"},
		{valuation.BlackSente, board.White, "reverse sente"},
		{valuation.WhiteSente, board.White, "sente"},
		{valuation.WhiteSente, board.Black, "reverse sente"},
		{valuation.DoubleSente, board.White, "sente"},
		{valuation.Cold, board.Black, ""},
	} {
		if got := moveKind(tc.t, tc.c); got != tc.kind {
			t.Errorf("moveKind(%v, %v) = %q, want %q", tc.t, tc.c, got, tc.kind)
		}
	}
}
