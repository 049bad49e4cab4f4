package cgt

import "context"

// bounded is one computation of the algebra under the limits of a context
// (its end, and the ceiling it carries): the recursions of Add
// (game_add.go), NewGame (game_canonical.go), Leq (game_compare.go),
// Thermograph (thermograph_game.go) and Chill (cool_chill.go) check it
// before every step that is not answered from a memo, so that the
// computation stops within one step of the context's end, however large the
// games. A check is a context read and an atomic load, while a step builds
// or compares games, which costs far more (with 200 options, tens of
// milliseconds: an earlier check every 64 steps let "*212 + tiny-7"
// overrun a 2 s deadline by a second).
//
// A nil *bounded is the unbounded computation of the plain methods (Add,
// NewGame, Leq, ...): it never stops. Once a bounded computation must
// stop, err is set and every step returns at once with a zero result,
// without creating or memoising anything, so what the caches hold is always
// right.
type bounded struct {
	ctx   context.Context
	limit int // the ceiling of ctx (0: none), read once
	// comparisons is what is left of the comparison budget of ctx
	// (WithComparisons), when budgeted says it has one.
	comparisons int
	budgeted    bool
	// sums is the sum budget of ctx (WithSumBudget), nil when it has none.
	sums *sumBudget
	err  error
}

// newBounded returns the bounded computation of ctx.
func newBounded(ctx context.Context) *bounded {
	n, budgeted := ComparisonsOf(ctx)
	return &bounded{ctx: ctx, limit: CeilingOf(ctx), comparisons: n, budgeted: budgeted, sums: sumBudgetOf(ctx)}
}

// compared counts one comparison against the comparison budget (memo hits
// included: a computation that makes few games may still compare them
// millions of times) and reports whether the computation may go on.
func (b *bounded) compared() bool {
	if b == nil || !b.budgeted || b.err != nil {
		return b == nil || b.err == nil
	}
	if b.comparisons <= 0 {
		b.err = ErrComparisons
		return false
	}
	b.comparisons--
	return true
}

// ok checks the limits before a step and reports whether the computation
// may go on.
func (b *bounded) ok() bool {
	if b == nil {
		return true
	}
	if b.err == nil {
		if err := b.ctx.Err(); err != nil {
			b.err = err
		} else if b.limit > 0 && GamesMade() >= b.limit {
			b.err = Check(b.ctx)
		}
	}
	return b.err == nil
}

// stopped reports whether the computation had to stop: its results are
// then meaningless and must not be memoised.
func (b *bounded) stopped() bool { return b != nil && b.err != nil }

// NewGameContext returns NewGame(left, right), unless ctx ends or its
// ceiling is reached first: it then returns the error of Check.
func NewGameContext(ctx context.Context, left, right []Game) (Game, error) {
	b := newBounded(ctx)
	g := b.newGame(left, right)
	return g, b.err
}

// LeqContext returns g.Leq(h) under the limits of NewGameContext.
func LeqContext(ctx context.Context, g, h Game) (bool, error) {
	b := newBounded(ctx)
	v := b.leq(g, h)
	return v, b.err
}

// ThermographContext returns g.Thermograph() under the limits of
// NewGameContext.
func ThermographContext(ctx context.Context, g Game) (*Thermograph, error) {
	b := newBounded(ctx)
	th := b.thermograph(g)
	if b.err != nil {
		return nil, b.err
	}
	return th, nil
}

// ChillContext returns Chill(g) under the limits of NewGameContext.
func ChillContext(ctx context.Context, g Game) (Game, error) {
	b := newBounded(ctx)
	c := b.chill(g, map[Game]Game{})
	return c, b.err
}
