package valuation

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// incentiveGames bounds the new games that computing one move's incentive
// may add to the process-wide game table (cgt.WithCeiling).
const incentiveGames = 50_000

// incentive returns the incentive of the move of c to option opt in a
// region of value g (ONAG ch. 9: opt - g for Black, g - opt for White) and
// true, or the number gain (the change of the mean in c's favour) and false
// when the subtraction would add more than incentiveGames games to the
// table or ctx ends. An estimated region (exact false: a ko valued with
// repetitions forbidden, a depth-limited search) always gets the number:
// its value can be a game so large that the subtraction's canonical form,
// which cannot be interrupted, would not end in any useful time.
func incentive(ctx context.Context, c board.Color, opt, g cgt.Game, gain cgt.Rational, exact bool) (cgt.Game, bool) {
	if !exact {
		return gainNumber(gain), false
	}
	bounded := cgt.WithCeiling(ctx, cgt.CachedGames()+incentiveGames)
	var inc cgt.Game
	var err error
	if c == board.Black {
		inc, err = cgt.SubContext(bounded, opt, g)
	} else {
		inc, err = cgt.SubContext(bounded, g, opt)
	}
	if err == nil {
		return inc, true
	}
	return gainNumber(gain), false
}

// gainNumber is the number game of a gain, or 0 if the gain is not dyadic
// (means of short games always are).
func gainNumber(gain cgt.Rational) cgt.Game {
	if n, err := cgt.Number(gain); err == nil {
		return n
	}
	return cgt.Zero()
}
