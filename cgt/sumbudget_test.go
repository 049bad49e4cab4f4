package cgt

import (
	"context"
	"errors"
	"sync"
	"testing"
)

// A sum budget stops a sum that needs more sums than it allows, with an
// error wrapping ErrCeiling, and bounds the games the sum stores; the
// handles built before stay valid.
func TestSumBudgetStopsSum(t *testing.T) {
	ladder := goteLadder(t, 12, freshOffset())
	start := GamesMade()
	const allowed = 3000
	_, err := SumContext(WithSumBudget(context.Background(), allowed), ladder...)
	if !errors.Is(err, ErrCeiling) {
		t.Fatalf("sum of 12 gote games under a budget of %d sums: err = %v, want ErrCeiling", allowed, err)
	}
	// A step stores at most a handful of games (see TestCeilingStopsSum).
	if made := GamesMade() - start; made > 8*allowed {
		t.Fatalf("a budget of %d sums stored %d games", allowed, made)
	}
	want := Zero()
	for _, g := range ladder {
		want = want.Add(g)
	}
	sum, err := SumContext(WithSumBudget(context.Background(), 1<<30), ladder...)
	if err != nil || sum != want {
		t.Fatalf("the same sum afterwards under a large budget = %s, %v; loop of Add = %s", sum, err, want)
	}
}

// The budget counts the computation's own sums: games made beside it, by
// another goroutine, do not stop it (a process-wide ceiling of the same
// size would see them), and every operation under one context draws on
// the same budget.
func TestSumBudgetIgnoresOtherWork(t *testing.T) {
	ladder := goteLadder(t, 8, freshOffset())
	other := goteLadder(t, 12, freshOffset()+100)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s := Zero()
		for _, g := range other {
			s = s.Add(g)
		}
	}()
	ctx := WithSumBudget(context.Background(), 20_000) // ladder 8 stores about 8,000 games; ladder 12 beside it about 75,000
	sum, err := SumContext(ctx, ladder...)
	wg.Wait()
	if err != nil {
		t.Fatalf("a sum under its own budget stopped because of other work: %v", err)
	}
	want := Zero()
	for _, g := range ladder {
		want = want.Add(g)
	}
	if sum != want {
		t.Fatalf("SumContext = %s, loop of Add = %s", sum, want)
	}
	// The budget is shared: once one sum has spent it, the next sum under
	// the same context stops at its first sum that is not memoised.
	shared := WithSumBudget(context.Background(), 500)
	if _, err := SumContext(shared, goteLadder(t, 12, freshOffset()+200)...); !errors.Is(err, ErrCeiling) {
		t.Fatalf("first sum under a budget of 500: err = %v, want ErrCeiling", err)
	}
	if _, err := SumContext(shared, goteLadder(t, 3, freshOffset()+400)...); !errors.Is(err, ErrCeiling) {
		t.Fatalf("second sum under the spent budget: err = %v, want ErrCeiling", err)
	}
}
