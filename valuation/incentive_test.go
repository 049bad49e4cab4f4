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
	parse := func(s string) cgt.Game {
		g, err := cgt.Parse(s)
		if err != nil {
			t.Fatalf("parse %q: %v", s, err)
		}
		return g
	}
	// A game with many distinct subgames: a sum of switches of different
	// sizes (its canonical form is a long chain).
	big := cgt.Zero()
	for i := int64(1); i <= 10; i++ {
		big = big.Add(parse("{" + cgt.RationalFromInt(2*i).String() + "|0}"))
	}
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
