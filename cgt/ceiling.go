package cgt

import (
	"context"
	"errors"
	"fmt"
)

// The memory ceiling (issue 12). The table of canonical games (game.go)
// holds games weakly, so what callers let go is collected; what can run
// away is a single computation: the canonical sum of many hot components
// has exponentially many distinct positions (the sum of 16 gote games
// {2i+1 | {i | 0}} stores about 200,000 new games).
//
// The ceiling is therefore carried by the context of a computation, not set
// on the package: WithCeiling(ctx, n) says "stop once GamesMade() reaches
// n", so WithCeiling(ctx, GamesMade()+k) allows k new games. The
// context-aware operations (bounded.go: AddContext, SubContext,
// SumContext, NewGameContext, LeqContext, ThermographContext,
// ChillContext) check the context and the ceiling at every step of their
// recursion, and return an error wrapping ErrCeiling (or the context's
// error) instead of finishing; callers fall back to an estimate, as they do
// when a node budget runs out. Check lets other long computations (region
// searches) poll the same limit. Everything else keeps its meaning: Add,
// NewGame and the rest never fail and are never limited, games built
// before a stop stay valid and cached, and a computation without a ceiling
// behaves as before.
//
// The ceiling is a bound on the process: once the count of games made
// reaches it, every bounded computation carrying it stops at once, so
// callers choose it from the memory they allow the computation (a stored game costs a few hundred bytes with its
// keys and stops; TestCeilingBoundsMemory measures it) and treat reaching
// it as running out of budget.
// Where a result must not depend on what runs beside the computation, a
// sum budget (sumbudget.go, WithSumBudget) bounds the computation's own
// work instead.

// ErrCeiling reports that a bounded computation stopped because the
// process-wide table of canonical games reached the ceiling its context
// carries (WithCeiling).
var ErrCeiling = errors.New("the table of canonical games reached its ceiling")

// ceilingKey is the context key of the ceiling.
type ceilingKey struct{}

// WithCeiling returns a copy of ctx carrying a ceiling of maxGames on the
// count of canonical games made by the process (see GamesMade): the
// context-aware operations of this package stop with an error wrapping
// ErrCeiling once GamesMade() is maxGames or more. maxGames <= 0 removes
// the ceiling of ctx.
func WithCeiling(ctx context.Context, maxGames int) context.Context {
	return context.WithValue(ctx, ceilingKey{}, max(maxGames, 0))
}

// CeilingOf returns the ceiling carried by ctx, 0 when there is none.
func CeilingOf(ctx context.Context) int {
	n, _ := ctx.Value(ceilingKey{}).(int)
	return n
}

// Check returns ctx's error when ctx has ended, an error wrapping
// ErrCeiling when ctx carries a ceiling that the count of games made
// has reached, and nil otherwise. Long computations poll it where they
// would poll ctx.Err().
func Check(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if limit := CeilingOf(ctx); limit > 0 {
		if n := GamesMade(); n >= limit {
			return fmt.Errorf("%w (%d games, ceiling %d)", ErrCeiling, n, limit)
		}
	}
	return nil
}

// AddContext returns g + h, as Add does, unless ctx ends or its ceiling is
// reached first: it then returns the error of Check. The sums it finished
// before stopping are memoised, so a later call resumes cheaply.
func AddContext(ctx context.Context, g, h Game) (Game, error) {
	b := newBounded(ctx)
	v := b.add(g, h)
	return v, b.err
}

// SubContext returns g - h, as Sub does, under the limits of AddContext.
func SubContext(ctx context.Context, g, h Game) (Game, error) {
	if err := Check(ctx); err != nil {
		return Game{}, err
	}
	return AddContext(ctx, g, h.Neg())
}

// SumContext returns the sum of games (0 for none) under the limits of
// AddContext.
func SumContext(ctx context.Context, games ...Game) (Game, error) {
	sum := Zero()
	for _, g := range games {
		var err error
		if sum, err = AddContext(ctx, sum, g); err != nil {
			return Game{}, err
		}
	}
	return sum, nil
}

// ErrComparisons reports that a bounded computation stopped because it
// made the number of comparisons its context allows (WithComparisons).
var ErrComparisons = errors.New("the computation made the comparisons its budget allows")

// comparisonsKey is the context key of the comparison budget.
type comparisonsKey struct{}

// WithComparisons returns a copy of ctx carrying a budget of n comparisons
// of games (g <= h, memoised answers included) for each context-aware
// operation of this package (AddContext, NewGameContext, LeqContext, ...)
// run under it: the operation stops with ErrComparisons once it has made
// n. Unlike the ceiling, which counts the games the whole process makes,
// the budget counts the work of one operation, so where it stops does not
// depend on what runs beside it. n < 0 is taken as 0.
func WithComparisons(ctx context.Context, n int) context.Context {
	return context.WithValue(ctx, comparisonsKey{}, max(n, 0))
}

// ComparisonsOf returns the comparison budget carried by ctx and whether
// it carries one.
func ComparisonsOf(ctx context.Context) (int, bool) {
	n, ok := ctx.Value(comparisonsKey{}).(int)
	return n, ok
}
