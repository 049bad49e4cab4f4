package strategy

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// ExactChoice picks an optimal move for c in the sum of comps plus settled,
// by adding the components canonically (decomposition search):
//
//   - every move is judged by the stop of the resulting sum with the
//     opponent to move (the Right stop after a Black move), and a pass by
//     the stop of the sum itself, since Go allows passing;
//   - among choices with the best stop it keeps those not worse than another
//     in the game order, which wins the last point (tedomari) when stops tie
//     — for example it takes the last dame when that gives the last move;
//   - it passes only when no move is at least as good as passing.
//
// The result's Stop is the optimal score: the Left stop of the sum when
// Black is to move (ONAG ch. 9), the Right stop when White is.
func ExactChoice(ctx context.Context, comps []Component, settled cgt.Game, c board.Color) (Choice, error) {
	ch, _, err := exactChoice(ctx, comps, settled, c)
	return ch, err
}

// exactChoice is ExactChoice that also returns the sum of the position.
func exactChoice(ctx context.Context, comps []Component, settled cgt.Game, c board.Color) (Choice, cgt.Game, error) {
	sum := settled
	for _, comp := range comps {
		if err := ctx.Err(); err != nil {
			return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
		}
		sum = sum.Add(comp.Value)
	}
	best := Choice{Pass: true, Stop: stopAfter(sum, c), Exact: true, Reason: "pass: no move gains"}
	bestGame := sum
	for i, comp := range comps {
		rest := sum.Sub(comp.Value)
		for _, m := range movesOf(comp, c) {
			if err := ctx.Err(); err != nil {
				return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
			}
			h := rest.Add(m.Option)
			st := stopAfter(h, c)
			switch {
			case better(c, st, best.Stop):
			case st.Equal(best.Stop) && atLeastAsGood(c, h, bestGame) && (best.Pass || !atLeastAsGood(c, bestGame, h)):
			default:
				continue
			}
			best = Choice{Component: i, Move: m, Stop: st, Exact: true, Reason: "exact: best stop of the sum"}
			bestGame = h
		}
	}
	if best.Pass {
		// Check the claim: passing keeps the stop the sum promises.
		if c == board.Black {
			best.Stop = sum.LeftStop()
		} else {
			best.Stop = sum.RightStop()
		}
	}
	if !best.Pass && !best.Stop.Equal(optimalStop(sum, c)) {
		return Choice{}, cgt.Game{}, fmt.Errorf("exact play: internal error, chosen stop %s differs from the sum's stop %s", best.Stop, optimalStop(sum, c))
	}
	return best, sum, nil
}

// optimalStop is the score c can force moving first in g: its Left stop for
// Black, its Right stop for White.
func optimalStop(g cgt.Game, c board.Color) cgt.Rational {
	if c == board.Black {
		return g.LeftStop()
	}
	return g.RightStop()
}
