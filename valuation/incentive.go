package valuation

import (
	"context"
	"errors"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// incentiveSums bounds the sums that computing one move's incentive may
// build (cgt.WithSumBudget). The budget counts this computation alone, so
// where it stops does not depend on what runs beside it (a process-wide
// ceiling of 50,000 stored games did, with an analysis goroutine or other
// bench jobs). A sum built is often found in the table already: the
// difference of two sums of ten switches {2i|0} builds 50,000 to 100,000
// sums and stores about 3,000 games, so 1,000,000 sums keeps what the
// 50,000-game ceiling allowed while still bounding memory; the comparison
// budget below is usually the one that stops a large subtraction.
const incentiveSums = 1_000_000

// incentiveComparisons bounds the comparisons of games (memoised ones
// included) that computing one move's incentive may make
// (cgt.WithComparisons): a subtraction can make few new games and still
// compare them millions of times (12 million, 2.5 s, for one move of a
// 9-point region of reliability's hang report), while the incentives of
// the problem set and the golden tests make at most about 46,000.
const incentiveComparisons = 500_000

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
// when the subtraction would build more than incentiveSums sums, make more
// than incentiveComparisons comparisons, or ctx ends. An estimated region
// (exact false: a ko valued with repetitions forbidden, a depth-limited
// search) whose value and option hold more than estimateSubgames distinct
// subgames together gets the number at once: such a value can be a game so
// large that the subtraction's canonical form, which cannot be
// interrupted, would not end in any useful time.
func incentive(ctx context.Context, c board.Color, opt, g cgt.Game, gain cgt.Rational, exact bool) (cgt.Game, bool) {
	inc, _, ok := incentiveOrGain(ctx, c, opt, g, gain, exact, incentiveComparisons)
	return inc, ok
}

// incentiveTable computes the incentives of one move table. Once one
// incentive of the table has run out of its budget (incentiveSums sums
// or incentiveComparisons comparisons), every later one gets its
// gain as a number at once, marked inexact: the options of one region are
// games of about the same size, and a table of n moves would otherwise
// spend n budgets for nothing (a 9-point region of a 19x19 board spent 6 s
// of CPU on its table, reliability's hang report).
type incentiveTable struct {
	ctx context.Context
	// comparisons is the budget of each incentive (0: incentiveComparisons).
	comparisons int
	over        bool
}

// of is incentive for one move of the table.
func (t *incentiveTable) of(c board.Color, opt, g cgt.Game, gain cgt.Rational, exact bool) (cgt.Game, bool) {
	if t.over {
		return gainNumber(gain), false
	}
	n := t.comparisons
	if n == 0 {
		n = incentiveComparisons
	}
	inc, over, ok := incentiveOrGain(t.ctx, c, opt, g, gain, exact, n)
	t.over = over
	return inc, ok
}

// incentiveOrGain is incentive with a budget of comparisons; over says the
// subtraction ran out of its budget of games or comparisons.
func incentiveOrGain(ctx context.Context, c board.Color, opt, g cgt.Game, gain cgt.Rational, exact bool, comparisons int) (inc cgt.Game, over, ok bool) {
	if !exact && subgames(g, estimateSubgames)+subgames(opt, estimateSubgames) > estimateSubgames {
		return gainNumber(gain), false, false
	}
	bounded := cgt.WithComparisons(cgt.WithSumBudget(ctx, incentiveSums), comparisons)
	var err error
	if c == board.Black {
		inc, err = cgt.SubContext(bounded, opt, g)
	} else {
		inc, err = cgt.SubContext(bounded, g, opt)
	}
	if err == nil {
		return inc, false, true
	}
	return gainNumber(gain), errors.Is(err, cgt.ErrCeiling) || errors.Is(err, cgt.ErrComparisons), false
}

// gainNumber is the number game of a gain, or 0 if the gain is not dyadic
// (means of short games always are).
func gainNumber(gain cgt.Rational) cgt.Game {
	if n, err := cgt.Number(gain); err == nil {
		return n
	}
	return cgt.Zero()
}
