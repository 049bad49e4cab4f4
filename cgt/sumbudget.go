package cgt

import (
	"context"
	"fmt"
	"sync/atomic"
)

// The sum budget: a bound on the work of one computation, not on the
// process. The ceiling (ceiling.go) stops a computation once the whole
// process has made a number of games, so where it stops depends on what
// runs beside it (an analysis goroutine, the other jobs of a bench) and on
// when the collector freed games that must then be made again. A sum
// budget counts only the sums its own computation builds: every step of
// Add (and so of Sub and Sum) that is not answered from the memo spends
// one unit, and such a step stores at most a handful of new games (the
// canonical form and the numbers it simplifies to), so the budget also
// bounds the games the computation adds to the table.

// sumBudget is the shared allowance of the computations run under one
// context (WithSumBudget): what is left, and the allowance it started with.
type sumBudget struct {
	left    atomic.Int64
	allowed int64
}

// sumBudgetKey is the context key of the sum budget.
type sumBudgetKey struct{}

// WithSumBudget returns a copy of ctx carrying a budget of n sums built
// (steps of Add not answered from the memo), shared by every
// context-aware operation of this package run under it: once they have
// built n, they stop with an error wrapping ErrCeiling, as they would at
// the ceiling. n < 0 is taken as 0.
func WithSumBudget(ctx context.Context, n int) context.Context {
	sb := &sumBudget{allowed: int64(max(n, 0))}
	sb.left.Store(sb.allowed)
	return context.WithValue(ctx, sumBudgetKey{}, sb)
}

// sumBudgetOf returns the sum budget carried by ctx, nil when there is none.
func sumBudgetOf(ctx context.Context) *sumBudget {
	sb, _ := ctx.Value(sumBudgetKey{}).(*sumBudget)
	return sb
}

// built spends one unit of b's sum budget for a sum about to be built and
// reports whether the computation may go on.
func (b *bounded) built() bool {
	if b == nil || b.sums == nil || b.err != nil {
		return b == nil || b.err == nil
	}
	if b.sums.left.Add(-1) < 0 {
		b.err = fmt.Errorf("%w (the computation built the %d sums its budget allows)", ErrCeiling, b.sums.allowed)
		return false
	}
	return true
}
