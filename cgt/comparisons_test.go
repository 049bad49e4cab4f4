package cgt

import (
	"context"
	"errors"
	"math/rand"
	"testing"
)

// TestComparisonBudget: an operation under WithComparisons stops with
// ErrComparisons once it has made its budget of comparisons, memoised
// ones included, and a budget
// large enough gives the answer of the definition (naiveCmp, naiveSum).
func TestComparisonBudget(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	stopped, finished := 0, 0
	for i := 0; i < 100; i++ {
		g, h := thermoRandomGame(r, 3), thermoRandomGame(r, 3)
		n := r.Intn(40)
		for _, warm := range []bool{false, true} {
			if !warm {
				ResetCaches()
			}
			ctx := WithComparisons(context.Background(), n)
			s, err := AddContext(ctx, g, h)
			switch {
			case errors.Is(err, ErrComparisons):
				stopped++
				if warm {
					// With the sum memoised the addition makes no
					// comparison: it must have stopped cold too.
					continue
				}
			case err != nil:
				t.Fatalf("%s + %s under %d comparisons: %v", g, h, n, err)
			default:
				finished++
				m := naiveCmp{}
				if !m.eq(naiveSum{naiveHandle{g}, naiveHandle{h}}, naiveHandle{s}) {
					t.Fatalf("%s + %s = %s under %d comparisons: not the sum", g, h, s, n)
				}
			}
		}
		want := naiveCmp{}.leq(naiveHandle{g}, naiveHandle{h})
		// Without a comparison allowed, only the fast answers (equal
		// games, numbers, stops) are given.
		if v, err := LeqContext(WithComparisons(context.Background(), 0), g, h); err == nil && v != want {
			t.Fatalf("%s <= %s with no comparison allowed: %t; the definition disagrees", g, h, v)
		} else if err != nil && !errors.Is(err, ErrComparisons) {
			t.Fatalf("%s <= %s with no comparison allowed: %v", g, h, err)
		}
		v, err := LeqContext(WithComparisons(context.Background(), 1<<30), g, h)
		if err != nil || v != want {
			t.Fatalf("%s <= %s with a large budget: %t, %v; the definition disagrees", g, h, v, err)
		}
	}
	if stopped == 0 || finished == 0 {
		t.Fatalf("stopped %d, finished %d: the budgets do not test both outcomes", stopped, finished)
	}
}
