package cgt

import (
	"context"
	"errors"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// stepsTo runs f under a step context ending at its n-th check and returns
// f's error and the checks made.
func stepsTo(n int, f func(ctx context.Context) error) (error, int) {
	sc := testenv.NewStepContext(context.Background(), n)
	defer sc.Release()
	err := f(sc)
	return err, sc.Checks()
}

// Each context-aware operation stops at the step where its context ends:
// with the context ending at check n (before the work is done) it returns
// context.DeadlineExceeded after exactly n checks, never going on; with
// enough checks it returns what the plain method returns. The results
// after an interruption are right (the caches keep nothing half done):
// checked against the sum and comparison by the bare definition
// (game_naive_test.go), an independent reference.
func TestBoundedOperationsStopAtTheirStep(t *testing.T) {
	ops := []struct {
		name string
		// run computes and checks the result when ctx lets it finish.
		run func(t *testing.T, ctx context.Context) error
	}{
		{"AddContext", func(t *testing.T, ctx context.Context) error {
			ladder := goteLadder(t, 3, 0)
			sum, err := SumContext(ctx, ladder...)
			if err != nil {
				return err
			}
			var want naive = naiveHandle{Zero()}
			for _, g := range ladder {
				want = naiveSum{want, naiveHandle{g}}
			}
			if !(naiveCmp{}).eq(want, naiveHandle{sum}) {
				t.Errorf("SumContext of the ladder = %s, not the sum", sum)
			}
			return nil
		}},
		{"NewGameContext", func(t *testing.T, ctx context.Context) error {
			ladder := goteLadder(t, 4, 0)
			left := []Game{ladder[0].Add(ladder[1]), ladder[2].Add(ladder[3]), ladder[1].Add(ladder[3])}
			right := []Game{ladder[0].Sub(ladder[1]), ladder[2].Sub(ladder[3])}
			g, err := NewGameContext(ctx, left, right)
			if err != nil {
				return err
			}
			if !(naiveCmp{}).eq(newNaiveTree(wrapHandles(left), wrapHandles(right)), naiveHandle{g}) {
				t.Errorf("NewGameContext = %s, not equal to {L | R}", g)
			}
			return nil
		}},
		{"LeqContext", func(t *testing.T, ctx context.Context) error {
			ladder := goteLadder(t, 3, 0)
			// Equal stops: the comparison recurses.
			a := ladder[0].Add(ladder[1]).Add(ladder[2])
			b := a.Add(Star())
			v, err := LeqContext(ctx, a, b)
			if err != nil {
				return err
			}
			if want := (naiveCmp{}).leq(naiveHandle{a}, naiveHandle{b}); v != want {
				t.Errorf("LeqContext = %t, the definition gives %t", v, want)
			}
			return nil
		}},
		{"ThermographContext", func(t *testing.T, ctx context.Context) error {
			g := Zero()
			for _, x := range goteLadder(t, 4, 0) {
				g = g.Add(x)
			}
			th, err := ThermographContext(ctx, g)
			if err != nil {
				return err
			}
			resetThermographCache()
			if want := g.Thermograph(); !th.Equal(want) {
				t.Errorf("ThermographContext = %s, computed afresh %s", th, want)
			}
			return nil
		}},
		{"ChillContext", func(t *testing.T, ctx context.Context) error {
			g := Zero()
			for _, x := range goteLadder(t, 3, 0) {
				g = g.Add(x)
			}
			c, err := ChillContext(ctx, g)
			if err != nil {
				return err
			}
			want, _ := Chill(g)
			if c != want {
				t.Errorf("ChillContext = %s, Chill %s", c, want)
			}
			return nil
		}},
	}
	for _, op := range ops {
		t.Run(op.name, func(t *testing.T) {
			stopped := 0
			for _, n := range []int{1, 2, 3, 5, 8, 13, 40, 200} {
				// Empty memos: the computation has its steps to take again.
				ResetCaches()
				err, checks := stepsTo(n, func(ctx context.Context) error { return op.run(t, ctx) })
				switch {
				case err == nil:
					if checks >= n {
						t.Errorf("n=%d: finished after %d checks, past the end of its context", n, checks)
					}
				case errors.Is(err, context.DeadlineExceeded):
					stopped++
					if checks != n {
						t.Errorf("n=%d: stopped after %d checks, want exactly %d (it must stop at once)", n, checks, n)
					}
					// The same computation without limits is right afterwards.
					if err := op.run(t, context.Background()); err != nil {
						t.Fatal(err)
					}
				default:
					t.Fatalf("n=%d: %v", n, err)
				}
			}
			if stopped == 0 {
				t.Error("never stopped: the test games are too small to test the checks")
			}
		})
	}
}

// Interrupted computations leave the caches right: after many random
// operations each stopped at a random step, the same operations without
// limits agree with the definition.
func TestInterruptedOperationsLeaveCachesRight(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 200; i++ {
		g, h := thermoRandomGame(r, 3), thermoRandomGame(r, 3)
		n := 1 + r.Intn(6)
		_, _ = stepsTo(n, func(ctx context.Context) error { _, err := AddContext(ctx, g, h); return err })
		_, _ = stepsTo(n, func(ctx context.Context) error { _, err := LeqContext(ctx, g, h); return err })
		_, _ = stepsTo(n, func(ctx context.Context) error { _, err := ThermographContext(ctx, g.Add(h)); return err })
		m := naiveCmp{}
		if s := g.Add(h); !m.eq(naiveSum{naiveHandle{g}, naiveHandle{h}}, naiveHandle{s}) {
			t.Fatalf("%s + %s = %s after interruptions: not the sum", g, h, s)
		}
		if g.Leq(h) != m.leq(naiveHandle{g}, naiveHandle{h}) {
			t.Fatalf("%s <= %s: %t after interruptions, the definition disagrees", g, h, g.Leq(h))
		}
	}
}
