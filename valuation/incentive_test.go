package valuation

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// TestIncentive: incentives are ONAG's option - value (Black) and
// value - option (White) as games; an estimated region whose value is a
// large game gets its gain as a number instead, marked inexact.
func TestIncentive(t *testing.T) {
	parse := func(s string) cgt.Game { return parseIncentiveGame(t, s) }
	big := bigIncentiveGame(t)
	half := cgt.RationalFromFrac(1, 2)
	cases := []struct {
		name      string
		c         board.Color
		opt, g    cgt.Game
		exact     bool
		want      cgt.Game
		wantExact bool
	}{
		{"black in {2|0}", board.Black, parse("2"), parse("{2|0}"), true, parse("{2|0}").Neg().Add(parse("2")), true},
		{"white in {2|0}", board.White, parse("0"), parse("{2|0}"), true, parse("{2|0}"), true},
		{"small estimate still a game", board.Black, parse("2"), parse("{2|0}"), false, parse("{2|0}").Neg().Add(parse("2")), true},
		{"large estimate is its gain", board.Black, big.Add(parse("1")), big, false, cgt.MustNumber(half), false},
		{"large exact value is still a game", board.Black, big.Add(parse("1")), big, true, parse("1"), true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, exact := incentive(context.Background(), tc.c, tc.opt, tc.g, half, tc.exact)
			if got != tc.want || exact != tc.wantExact {
				t.Errorf("incentive %s (exact %v), want %s (exact %v)", got, exact, tc.want, tc.wantExact)
			}
		})
	}
	if n := subgames(big, 1000) + subgames(big.Add(parse("1")), 1000); n <= estimateSubgames {
		t.Fatalf("the large case has only %d subgames, not over %d", n, estimateSubgames)
	}
}

// TestIncentiveTableStopsAfterBudget: once one incentive of a move table
// runs out of its budget of comparisons, every later move of the table
// gets its gain as a number, marked inexact, even one whose incentive is
// small; a table with the default budget gives the games (ONAG ch. 9).
func TestIncentiveTableStopsAfterBudget(t *testing.T) {
	parse := func(s string) cgt.Game { return parseIncentiveGame(t, s) }
	big := bigIncentiveGame(t)
	one := cgt.RationalFromInt(1)
	type move struct {
		opt, g cgt.Game
	}
	// The second move alone is within any budget: its incentive, 3 - 1,
	// is a number (no comparison).
	moves := []move{{big.Add(parse("1")), big}, {parse("3"), parse("1")}}
	if got, exact := (&incentiveTable{ctx: context.Background(), comparisons: 1}).of(board.Black, moves[1].opt, moves[1].g, one, true); !exact || got != parse("2") {
		t.Fatalf("3 - 1 alone under a budget of 1: %s (exact %v), want 2", got, exact)
	}
	cgt.ResetCaches() // the first subtraction must compare, not read a memo
	tight := incentiveTable{ctx: context.Background(), comparisons: 1}
	for i, m := range moves {
		got, exact := tight.of(board.Black, m.opt, m.g, one, true)
		if exact || got != cgt.MustNumber(one) {
			t.Errorf("move %d with the budget spent: %s (exact %v), want the gain 1 (inexact)", i, got, exact)
		}
	}
	loose := incentiveTable{ctx: context.Background()}
	for i, m := range moves {
		want := m.opt.Add(m.g.Neg())
		if got, exact := loose.of(board.Black, m.opt, m.g, one, true); !exact || got != want {
			t.Errorf("move %d with the default budget: %s (exact %v), want %s", i, got, exact, want)
		}
	}
}

// parseIncentiveGame parses a game of the incentive tests.
func parseIncentiveGame(t *testing.T, s string) cgt.Game {
	t.Helper()
	g, err := cgt.Parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// bigIncentiveGame is a game with many distinct subgames: the sum of the
// switches {2i|0}, i = 1..10 (its canonical form is a long chain).
func bigIncentiveGame(t *testing.T) cgt.Game {
	big := cgt.Zero()
	for i := int64(1); i <= 10; i++ {
		big = big.Add(parseIncentiveGame(t, "{"+cgt.RationalFromInt(2*i).String()+"|0}"))
	}
	return big
}
