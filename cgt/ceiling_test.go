package cgt

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// goteLadder returns the n gote games {2i+1+k | {i+k | k}}, i = 1..n, for
// an offset k: their canonical sum has exponentially many positions (n = 12
// stores some 35,000 new games, n = 16 some 200,000), and a fresh offset
// makes sure none of them is in the table yet.
func goteLadder(t testing.TB, n, k int) []Game {
	t.Helper()
	var gs []Game
	for i := 1; i <= n; i++ {
		g, err := Parse(fmt.Sprintf("{%d|{%d|%d}}", 2*i+1+k, i+k, k))
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	return gs
}

// freshOffset returns an offset for goteLadder that no earlier call in
// this process used.
func freshOffset() int { return 1000 + GamesMade() }

// Without a ceiling, AddContext, SubContext and SumContext give the same
// handles as Add, Sub and a loop of Add, and the sums equal the disjunctive
// sum by the bare definition (an independent reference, game_naive_test.go).
func TestAddContextIsAdd(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	ctx := context.Background()
	for i := 0; i < 300; i++ {
		g, h := thermoRandomGame(r, 3), thermoRandomGame(r, 3)
		s, err := AddContext(ctx, g, h)
		if err != nil {
			t.Fatal(err)
		}
		m := naiveCmp{}
		if !m.eq(naiveSum{naiveHandle{g}, naiveHandle{h}}, naiveHandle{s}) {
			t.Fatalf("AddContext(%s, %s) = %s is not their sum", g, h, s)
		}
		if s != g.Add(h) {
			t.Fatalf("AddContext(%s, %s) = %s, Add gives %s", g, h, s, g.Add(h))
		}
		d, err := SubContext(ctx, g, h)
		if err != nil || d != g.Sub(h) {
			t.Fatalf("SubContext(%s, %s) = %s, %v; Sub gives %s", g, h, d, err, g.Sub(h))
		}
	}
	ladder := goteLadder(t, 6, freshOffset())
	sum, err := SumContext(WithCeiling(ctx, 0), ladder...)
	if err != nil {
		t.Fatal(err)
	}
	want := Zero()
	for _, g := range ladder {
		want = want.Add(g)
	}
	if sum != want {
		t.Fatalf("SumContext = %s, loop of Add = %s", sum, want)
	}
}

// A sum that would store tens of thousands of games stops at the ceiling:
// the table ends within a small overshoot of it, the error says so, and
// the handles built before stay valid (the same sum without a ceiling
// afterwards is right).
func TestCeilingStopsSum(t *testing.T) {
	n := 12
	ladder := goteLadder(t, n, freshOffset())
	start := GamesMade()
	const allowed = 3000
	ceiling := start + allowed
	_, err := SumContext(WithCeiling(context.Background(), ceiling), ladder...)
	if !errors.Is(err, ErrCeiling) {
		t.Fatalf("sum of %d gote games under a ceiling of %d new games: err = %v, want ErrCeiling", n, allowed, err)
	}
	over := GamesMade() - ceiling
	t.Logf("ceiling %d new games: stopped with %d stored, overshoot %d", allowed, GamesMade()-start, over)
	// Each step of the recursion creates at most a handful of games (the
	// canonical form and the numbers it simplifies to), and the limits
	// are checked before every step (bounded.ok).
	if over > 8 {
		t.Fatalf("table overshot the ceiling by %d games", over)
	}
	if err := Check(WithCeiling(context.Background(), ceiling)); !errors.Is(err, ErrCeiling) {
		t.Fatalf("Check at the ceiling = %v", err)
	}
	if err := Check(WithCeiling(context.Background(), GamesMade()+1)); err != nil {
		t.Fatalf("Check below the ceiling = %v", err)
	}
	// The sum finishes without a ceiling, and agrees with Add.
	got, err := SumContext(context.Background(), ladder[:n/2]...)
	if err != nil {
		t.Fatal(err)
	}
	want := Zero()
	for _, g := range ladder[:n/2] {
		want = want.Add(g)
	}
	if got != want {
		t.Fatalf("after the stop: SumContext = %s, Add = %s", got, want)
	}
}

// A deadline stops a sum that would run for seconds (the sum of 15 gote
// games takes over ten seconds), as Add cannot: with a context that ends at
// its 1st, 100th or 5,000th check (the same on every machine), SumContext
// returns the deadline's error at the check that saw it, without another
// step.
func TestCeilingContextDeadline(t *testing.T) {
	ladder := goteLadder(t, 15, freshOffset())
	for _, steps := range []int{1, 100, 5000} {
		ctx := testenv.NewStepContext(context.Background(), steps)
		_, err := SumContext(ctx, ladder...)
		ctx.Release()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("deadline at check %d: err = %v, want the deadline", steps, err)
		}
		if ctx.Checks() != steps {
			t.Errorf("deadline at check %d: stopped after %d checks, want at that check", steps, ctx.Checks())
		}
	}
}

// The ceiling bounds memory: the heap grows by about what the allowed
// number of games costs (measured first in this process on a smaller sum,
// memo entries included), while the same sum without a ceiling would store
// over ten times more.
func TestCeilingBoundsMemory(t *testing.T) {
	// Both phases start with empty operation memos, whose maps grow by
	// doubling and are bounded separately (game_memo.go).
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	// Cost of one stored game: an unbounded sum of 10 gote games.
	small := goteLadder(t, 10, freshOffset())
	resetMemos()
	h0, g0 := heap(), GamesMade()
	_, err := SumContext(context.Background(), small...)
	if err != nil {
		t.Fatal(err)
	}
	h1, g1 := heap(), GamesMade()
	perGame := float64(h1-h0) / float64(g1-g0)
	t.Logf("unbounded sum of 10: %d games, %.0f bytes per game (memo entries included)", g1-g0, perGame)

	// The sum of 16 stores about 200,000 games; allow 20,000.
	big := goteLadder(t, 16, freshOffset())
	const allowed = 20000
	resetMemos()
	h2, g2 := heap(), GamesMade()
	_, err = SumContext(WithCeiling(context.Background(), g2+allowed), big...)
	if !errors.Is(err, ErrCeiling) {
		t.Fatalf("err = %v, want ErrCeiling", err)
	}
	h3, g3 := heap(), GamesMade()
	grew := float64(h3) - float64(h2)
	t.Logf("sum of 16 under a ceiling of %d new games: %d stored, heap +%.1f MB (budget %.1f MB)", allowed, g3-g2, grew/(1<<20), 2*allowed*perGame/(1<<20))
	if g3-g2 > allowed+8 { // at most one step's games past the ceiling
		t.Fatalf("%d games stored, ceiling %d", g3-g2, allowed)
	}
	if grew > 2*allowed*perGame+4<<20 {
		t.Fatalf("heap grew %.1f MB for %d games at %.0f bytes each", grew/(1<<20), g3-g2, perGame)
	}
}
