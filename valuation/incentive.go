package valuation

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// incentiveGames bounds the new games that computing one move's incentive
// may add to the process-wide game table (cgt.WithCeiling).
const incentiveGames = 50_000

// estimateSubgames bounds the distinct subgames of an estimated region's
// value and option, added, for which the incentive is still computed as a
// game.
const estimateSubgames = 300

// subgames counts the distinct subgames of g that are not numbers (g
// included), stopping once the count passes limit.
func subgames(g cgt.Game, limit int) int {
	seen := map[cgt.Game]bool{}
	stack := []cgt.Game{g}
	for len(stack) > 0 && len(seen) <= limit {
		h := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[h] || h.IsNumber() {
			continue
		}
		seen[h] = true
		stack = append(stack, h.LeftOptions()...)
		stack = append(stack, h.RightOptions()...)
	}
	return len(seen)
}

// incentive returns the incentive of the move of c to option opt in a
// region of value g (ONAG ch. 9: opt - g for Black, g - opt for White) and
// true, or the number gain (the change of the mean in c's favour) and false
// when the subtraction would add more than incentiveGames games to the
// table or ctx ends. An estimated region (exact false: a ko valued with
// repetitions forbidden, a depth-limited search) whose value and option
// hold more than estimateSubgames distinct subgames together gets the
// number at once: such a value can be a game so large that the subtraction's
// canonical form, which cannot be interrupted, would not end in any
// useful time.
func incentive(ctx context.Context, c board.Color, opt, g cgt.Game, gain cgt.Rational, exact bool) (cgt.Game, bool) {
	if !exact && subgames(g, estimateSubgames)+subgames(opt, estimateSubgames) > estimateSubgames {
		return gainNumber(gain), false
	}
	bounded := cgt.WithCeiling(ctx, cgt.GamesMade()+incentiveGames)
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
