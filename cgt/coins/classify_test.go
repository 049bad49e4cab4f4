package coins

import (
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/cgt"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// sweepCoins returns the coin types of the exhaustive cross-check: red and
// blue coins of value 1, 2 or 3 on rows 1-3 (the lowest three rows above the
// bipolar square, whose switch terms are not infinitesimal) of the two
// leftmost columns, and the top strip's neutral square and the two squares
// right of it. Coins come in negated pairs: index 2i and 2i+1 (except the
// neutral square, last).
func sweepCoins() []Coin {
	var out []Coin
	for _, v := range []int64{1, 2, 3} {
		for row := 1; row <= 3; row++ {
			for col := 1; col <= 2; col++ {
				c := BoardCoin(Red, row, col, cgt.Int(v))
				out = append(out, c, c.Neg())
			}
		}
	}
	for col := 1; col <= 2; col++ {
		c := StripCoin(Red, col)
		out = append(out, c, c.Neg())
	}
	return append(out, StripCoin(Red, 0))
}

// shortSweepCoins keeps the coins of types (from sweepCoins) of value 1 or 2
// in the left-hand column and the strip coins, preserving the pairing.
func shortSweepCoins(types []Coin) []Coin {
	var out []Coin
	for i := 0; i+1 < len(types); i += 2 {
		c := types[i]
		if c.Place == Strip || (c.Col == 1 && (c.Value == cgt.Int(1) || c.Value == cgt.Int(2))) {
			out = append(out, types[i], types[i+1])
		}
	}
	return append(out, types[len(types)-1])
}

// outcomeWins returns whether Left and Right win moving first in a game of
// outcome class o.
func outcomeWins(o cgt.Outcome) (leftFirst, rightFirst bool) {
	switch o {
	case cgt.OutcomeL:
		return true, false
	case cgt.OutcomeR:
		return false, true
	case cgt.OutcomeN:
		return true, true
	}
	return false, false
}

// sweep enumerates every normalized position (no cancelling pair, at most
// one *) of at most maxCoins coins from types whose first coin index is
// congruent to part modulo parts (the empty position belongs to part 0),
// keeping the canonical sum up to date incrementally, and calls visit on
// each. With sums false it only enumerates (sum is then 0).
func sweep(types []Coin, maxCoins, part, parts int, sums bool, visit func(p Position, sum cgt.Game)) {
	pos := make(Position, 0, maxCoins)
	used := make([]bool, len(types))
	var rec func(from int, sum cgt.Game)
	rec = func(from int, sum cgt.Game) {
		if len(pos) > 0 || part == 0 {
			visit(pos, sum)
		}
		if len(pos) == maxCoins {
			return
		}
		for i := from; i < len(types); i++ {
			if len(pos) == 0 && i%parts != part {
				continue
			}
			if i < len(types)-1 && used[i^1] {
				continue // its negative is present: the pair would cancel
			}
			if i == len(types)-1 && used[i] {
				continue // * + * = 0
			}
			was := used[i]
			used[i] = true
			pos = append(pos, types[i])
			next := sum
			if sums {
				next = sum.Add(types[i].term())
			}
			rec(i, next)
			pos = pos[:len(pos)-1]
			used[i] = was
		}
	}
	rec(0, cgt.Zero())
}

// table51Checker compares Table 5.1 with canonical sums.
type table51Checker struct {
	t     *testing.T
	mu    sync.Mutex
	n     int
	fails int
	cases map[string]int
}

// check classifies p for both players and compares with sum's outcome.
func (tc *table51Checker) check(p Position, sum cgt.Game) {
	leftWins, rightWins := outcomeWins(sum.OutcomeClass())
	var got [2]Classification
	for i, pl := range []Player{Left, Right} {
		cl, err := Classify(p, pl)
		if err != nil {
			tc.t.Errorf("Classify(%s, %s): %v", p, pl, err)
			return
		}
		got[i] = cl
	}
	o, err := Outcome(p)
	if err != nil {
		tc.t.Errorf("Outcome(%s): %v", p, err)
		return
	}
	tc.mu.Lock()
	defer tc.mu.Unlock()
	tc.n++
	if o != sum.OutcomeClass() {
		tc.fails++
		tc.t.Errorf("Outcome(%s) = %s, canonical sum %s has class %s", p, o, sum, sum.OutcomeClass())
	}
	for i, want := range []bool{leftWins, rightWins} {
		cl := got[i]
		tc.cases[cl.Case]++
		if cl.Wins != want {
			tc.fails++
			if tc.fails <= 20 {
				tc.t.Errorf("%s, %s first: Table 5.1 case %s says wins=%v, canonical sum %s (class %s) says %v",
					p, cl.First, cl.Case, cl.Wins, sum, sum.OutcomeClass(), want)
			}
		}
	}
}

// TestTable51AgainstCanonicalSums is the exhaustive cross-check of Theorem
// 21 (Moews section 5.1.3, Table 5.1): for every position of at most 5 coins
// with values 1, 2, 3 on the two leftmost columns and the lowest three rows
// above the bipolar square, plus the top strip (neutral square and the two
// squares right of it), the outcome Table 5.1 predicts for each player
// moving first equals the outcome class of the exact canonical sum of the
// terms. The full sweep of at most 5 coins (1.1 million positions) takes
// minutes, so it runs only with COINS_FULL_SWEEP=1 in the environment; by
// default every position of at most 4 coins is checked, and under -short
// every position of at most 3 coins and the positions of 4 and 5 coins made
// of the coins of shortSweepCoins. Under the race detector (which slows
// the sums about seven times) the sweep of at most 3 coins runs in two
// workers sharing the term cache, as the long form does, so that the
// detector sees the cache used concurrently, and the positions made of
// the coins of shortSweepCoins stop at 4 coins (the plain run checks 5).
func TestTable51AgainstCanonicalSums(t *testing.T) {
	types := sweepCoins()
	tc := &table51Checker{t: t, cases: map[string]int{}}
	start := time.Now()
	short := func(maxCoins int) {
		sweep(shortSweepCoins(types), maxCoins, 0, 1, true, func(p Position, sum cgt.Game) {
			if len(p) > 3 {
				tc.check(p, sum)
			}
		})
	}
	switch {
	case testenv.RaceEnabled:
		var wg sync.WaitGroup
		for w := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sweep(types, 3, w, 2, true, tc.check)
			}()
		}
		wg.Wait()
		short(4)
	case testenv.Reduced():
		sweep(types, 3, 0, 1, true, tc.check)
		short(5)
	default:
		maxCoins := 4
		if os.Getenv("COINS_FULL_SWEEP") != "" {
			maxCoins = 5
		}
		workers := min(runtime.GOMAXPROCS(0), 4)
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sweep(types, maxCoins, w, workers, true, tc.check)
			}()
		}
		wg.Wait()
	}
	t.Logf("checked %d positions for both players in %v (reduced=%v, COINS_FULL_SWEEP=%q); cases %v",
		tc.n, time.Since(start), testenv.Reduced(), os.Getenv("COINS_FULL_SWEEP"), tc.cases)
	if tc.fails > 0 {
		t.Errorf("%d disagreements", tc.fails)
	}
}

// TestClassifyErrors checks that Classify rejects positions it cannot
// classify with errors.
func TestClassifyErrors(t *testing.T) {
	cases := []struct {
		name string
		p    Position
		pl   Player
	}{
		{"switch", Position{BoardCoin(Red, 0, 1, cgt.Int(2))}, Left},
		{"number", Position{PocketCoin(Blue, cgt.Int(2))}, Right},
		{"invalid coin", Position{BoardCoin(Red, 1, 0, cgt.Int(2))}, Right},
		{"bad player", Position{BoardCoin(Red, 1, 1, cgt.Int(2))}, 0},
		{"confused values", Position{BoardCoin(Red, 1, 1, mustParse(t, "{3|1}")), BoardCoin(Red, 2, 1, mustParse(t, "2"))}, Left},
	}
	for _, c := range cases {
		if cl, err := Classify(c.p, c.pl); err == nil {
			t.Errorf("%s: Classify(%s) = %+v, want an error", c.name, c.p, cl)
		}
	}
	// Numbers summing to zero and cancelling pairs are ignored.
	p := Position{PocketCoin(Blue, cgt.Int(2)), PocketCoin(Red, cgt.Int(1)), PocketCoin(Red, cgt.Int(1)),
		BoardCoin(Red, 3, 1, cgt.Int(1)), BoardCoin(Blue, 3, 1, cgt.Int(1)), StripCoin(Red, 0), StripCoin(Blue, 0)}
	cl, err := Classify(p, Left)
	if err != nil || cl.Case != "-C" || cl.Wins {
		t.Errorf("Classify(%s) = %+v, %v; want case -C (the zero game), lost", p, cl, err)
	}
}

// position200 is a random infinitesimal position of 200 coins (values 1-10,
// rows 1-6, columns 1-5, and the strip).
func position200() Position {
	rng := rand.New(rand.NewPCG(200, 1))
	p := make(Position, 0, 200)
	for len(p) < 200 {
		color := Red
		if rng.IntN(2) == 0 {
			color = Blue
		}
		if rng.IntN(10) == 0 {
			p = append(p, StripCoin(color, rng.IntN(5)))
			continue
		}
		p = append(p, BoardCoin(color, 1+rng.IntN(6), 1+rng.IntN(5), cgt.Int(int64(1+rng.IntN(10)))))
	}
	return p
}

// BenchmarkClassify200 classifies a random position of 200 coins for Left
// moving first.
func BenchmarkClassify200(b *testing.B) {
	p := position200()
	for b.Loop() {
		if _, err := Classify(p, Left); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNormalize200 is the baseline for BenchmarkClassify200: only
// validating and cancelling pairs in the same position.
func BenchmarkNormalize200(b *testing.B) {
	p := position200()
	for b.Loop() {
		if err := p.Validate(); err != nil {
			b.Fatal(err)
		}
		p.Normalize()
	}
}
