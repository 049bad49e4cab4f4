package cgt

import (
	"math/rand"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// settleTable runs the garbage collector until the cleanups of collected
// games have removed them from the table (they run asynchronously), or a
// few seconds pass; it returns the number of games still held.
func settleTable() int {
	prev := -1
	for i := 0; i < 100; i++ {
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
		n := CachedGames()
		if n == prev {
			return n
		}
		prev = n
	}
	return prev
}

// TestTableCollectsUnreachableGames (issue 12, memory stable over a long
// run): the games of a large sum nobody keeps leave the table once the
// caches are emptied (ResetCaches), while a game still held keeps its
// handle. Under the race detector the sums are of 9 gote games instead of
// 11 (about 15,000 games made per round instead of 45,000: a quarter of the
// work, see testenv.RaceCount), with the same 1% bound.
func TestTableCollectsUnreachableGames(t *testing.T) {
	ladder, minMade := 11, 2*20000
	if testenv.RaceEnabled {
		ladder, minMade = 9, 2*10000
	}
	resetMemos()
	resetThermographCache()
	base := settleTable()
	made0 := GamesMade()
	kept := mustParseB("{5|{3|1}}")
	for round := 0; round < 2; round++ {
		g := Zero()
		for _, s := range goteLadder(t, ladder, 100+GamesMade()) {
			g = g.Add(s)
		}
		if g.Temperature().Sign() <= 0 {
			t.Fatalf("round %d: the sum of gote games is not hot", round)
		}
	}
	made := GamesMade() - made0
	if made < minMade {
		t.Fatalf("only %d games made; the test needs large sums", made)
	}
	ResetCaches()
	left := settleTable()
	t.Logf("%d games made, %d held before, %d after", made, base, left)
	if grew := left - base; grew > made/100 {
		t.Fatalf("the table kept %d of %d games made (held %d before, %d after)", grew, made, base, left)
	}
	if again := mustParseB("{5|{3|1}}"); again != kept {
		t.Fatalf("a held game got a second handle: %v and %v", again, kept)
	}
}

// TestRebuiltGamesEqual: a game collected and built again is equal, as a
// value and in print, to the first build, and sums and comparisons with it
// give the same answers (the memo tables are keyed by serials that are
// never reused, so no stale entry can answer for the new handle).
func TestRebuiltGamesEqual(t *testing.T) {
	texts := []string{"{5|{3|1}}", "^*", "{2|*||-1}", "{1/2|-3/4}", "{3|||2||1|0}"}
	type facts struct {
		text, sum string
		leq       []bool
	}
	build := func() []facts {
		gs := make([]Game, len(texts))
		for i, s := range texts {
			gs[i] = mustParseB(s)
		}
		out := make([]facts, len(gs))
		for i, g := range gs {
			f := facts{text: g.String(), sum: g.Add(gs[(i+1)%len(gs)]).String()}
			for _, h := range gs {
				f.leq = append(f.leq, g.Leq(h))
			}
			out[i] = f
		}
		return out
	}
	first := build()
	resetMemos()
	settleTable()
	second := build()
	for i := range first {
		a, b := first[i], second[i]
		if a.text != b.text || a.sum != b.sum {
			t.Errorf("%s: first build %q (sum %q), second %q (sum %q)", texts[i], a.text, a.sum, b.text, b.sum)
		}
		for j := range a.leq {
			if a.leq[j] != b.leq[j] {
				t.Errorf("%s <= %s: first %v, second %v", texts[i], texts[j], a.leq[j], b.leq[j])
			}
		}
	}
}

// TestConcurrentUseWhileCollecting is TestConcurrentUse with the garbage
// collector running all along: handles of equal games are equal across
// goroutines even while other copies of the same games are being
// collected and rebuilt (run with -race): the results each goroutine keeps
// stay alive, so they must share one handle per value.
func TestConcurrentUseWhileCollecting(t *testing.T) {
	const workers = 4
	stop := make(chan struct{})
	var gc sync.WaitGroup
	gc.Add(1)
	go func() {
		defer gc.Done()
		for {
			select {
			case <-stop:
				return
			default:
				runtime.GC()
				resetMemos()
			}
		}
	}()
	results := make([][]Game, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < 300; i++ {
				g := coreRandomGame(rand.New(rand.NewSource(int64(i))), 3)
				s := g.Add(g).Add(Star())
				if i%2 == w%2 {
					s = Star().Add(g).Add(g) // another order, same value
				}
				results[w] = append(results[w], s)
			}
		}(w)
	}
	wg.Wait()
	close(stop)
	gc.Wait()
	for w := 1; w < workers; w++ {
		for i := range results[0] {
			if results[w][i] != results[0][i] {
				t.Fatalf("worker %d game %d: %v, worker 0 has %v", w, i, results[w][i], results[0][i])
			}
		}
	}
}

// TestZeroHandle: every way of reaching the game 0 gives the zero handle
// Game{} (the table never stores 0, so that Game{} == Zero() holds).
func TestZeroHandle(t *testing.T) {
	parsed := func(s string) Game { return mustParseB(s) }
	cases := []struct {
		name string
		g    Game
	}{
		{"parse 0", parsed("0")},
		{"parse {|}", parsed("{|}")},
		{"NewGame", NewGame(nil, nil)},
		{"Int(0)", Int(0)},
		{"1 + -1", Int(1).Add(Int(-1))},
		{"* + *", Star().Add(Star())},
		{"^ + v", Up().Add(Down())},
		{"0/4", MustNumber(RationalFromFrac(0, 4))},
		{"g - g", parsed("{5|{3|1}}").Sub(parsed("{5|{3|1}}"))},
	}
	for _, c := range cases {
		if c.g != (Game{}) || c.g != Zero() {
			t.Errorf("%s: %v is not the zero handle", c.name, c.g)
		}
	}
}
