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
//     opponent to move (the Right stop after a Black move);
//   - among moves with the best stop it keeps one not worse than another in
//     the game order, which wins the last point (tedomari) when stops tie;
//   - it passes only when every move is strictly worse than passing (a cold
//     position). A pass is not judged by the sum's stop alone: in Go the
//     opponent may pass back and end the game at the current count, so with
//     two gote moves {2|0} + {2|0} on the board passing would lose the 2
//     points that taking one secures.
//
// The result's Stop is the optimal score: the Left stop of the sum when
// Black is to move (ONAG ch. 9), the Right stop when White is.
func ExactChoice(ctx context.Context, comps []Component, settled cgt.Game, c board.Color) (Choice, error) {
	ch, _, err := exactChoice(ctx, comps, settled, c)
	return ch, err
}

// exactChoice is ExactChoice that also returns the sum of the position.
// Every addition and comparison runs under ctx (cgt.AddContext,
// cgt.LeqContext): it returns the context's error within one step of the
// algebra once ctx ends, however large the sum.
func exactChoice(ctx context.Context, comps []Component, settled cgt.Game, c board.Color) (Choice, cgt.Game, error) {
	sum := settled
	for _, comp := range comps {
		var err error
		if sum, err = cgt.AddContext(ctx, sum, comp.Value); err != nil {
			return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
		}
	}
	var best Choice
	var bestGame cgt.Game
	found := false
	for i, comp := range comps {
		rest, err := cgt.SubContext(ctx, sum, comp.Value)
		if err != nil {
			return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
		}
		for _, m := range movesOf(comp, c) {
			h, err := cgt.AddContext(ctx, rest, m.Option)
			if err != nil {
				return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
			}
			st := stopAfter(h, c)
			switch {
			case !found || better(c, st, best.Stop):
			case st.Equal(best.Stop):
				good, err := atLeastAsGoodContext(ctx, c, h, bestGame)
				if err != nil {
					return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
				}
				if !good {
					continue
				}
				if good, err = atLeastAsGoodContext(ctx, c, bestGame, h); err != nil {
					return Choice{}, cgt.Game{}, fmt.Errorf("exact play: %w", err)
				}
				if good {
					continue
				}
			default:
				continue
			}
			best = Choice{Component: i, Move: m, Stop: st, Exact: true, Reason: "exact: best stop of the sum"}
			bestGame, found = h, true
		}
	}
	// Passing: in Go the opponent may pass back and end the game, so a pass
	// is never better than the stop the sum gives the opponent moving first
	// and may be worse; it is chosen only when every move is strictly
	// worse than that (a cold position: moving would lose points).
	passStop := stopAfter(sum, c)
	if !found || better(c, passStop, best.Stop) {
		return Choice{Pass: true, Stop: optimalStop(sum, c), Exact: true, Reason: "pass: every move loses points"}, sum, nil
	}
	if !best.Stop.Equal(optimalStop(sum, c)) {
		return Choice{}, cgt.Game{}, fmt.Errorf("exact play: internal error, chosen stop %s differs from the sum's stop %s", best.Stop, optimalStop(sum, c))
	}
	return best, sum, nil
}

// atLeastAsGoodContext reports whether game a is at least as good as b for
// c in the game order (a >= b for Black, a <= b for White), comparing
// under ctx (cgt.LeqContext).
func atLeastAsGoodContext(ctx context.Context, c board.Color, a, b cgt.Game) (bool, error) {
	if c == board.Black {
		return cgt.LeqContext(ctx, b, a)
	}
	return cgt.LeqContext(ctx, a, b)
}

// optimalStop is the score c can force moving first in g: its Left stop for
// Black, its Right stop for White.
func optimalStop(g cgt.Game, c board.Color) cgt.Rational {
	if c == board.Black {
		return g.LeftStop()
	}
	return g.RightStop()
}
