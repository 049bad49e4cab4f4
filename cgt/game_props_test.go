package cgt

import (
	"math/rand"
	"testing"
)

// TestGameAlgebraProperties checks the group and order laws of short games
// (ONAG ch. 0-1) on thousands of random games of depth <= 4.
func TestGameAlgebraProperties(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	n := coreIters(3000, 500)
	for i := 0; i < n; i++ {
		depth := 3
		if i%4 == 0 {
			depth = 4
		}
		g := coreRandomGame(r, depth)
		h := coreRandomGame(r, 3)
		k := coreRandomGame(r, 2)
		if s := g.Add(g.Neg()); s != Zero() {
			t.Fatalf("G + (-G) = %s for G = %s", s, g)
		}
		if g.Add(h) != h.Add(g) {
			t.Fatalf("G + H != H + G for %s, %s", g, h)
		}
		if g.Add(h).Add(k) != g.Add(h.Add(k)) {
			t.Fatalf("(G+H)+K != G+(H+K) for %s, %s, %s", g, h, k)
		}
		if g.Leq(h) != Zero().Leq(h.Sub(g)) {
			t.Fatalf("G <= H disagrees with H - G >= 0 for %s, %s", g, h)
		}
		if g.Neg().Neg() != g {
			t.Fatalf("-(-G) != G for %s", g)
		}
		// Two constructions of one value give one handle: G + H - H, and G
		// rebuilt with dominated options added (ONAG ch. 10).
		if g.Add(h).Sub(h) != g {
			t.Fatalf("G + H - H != G for %s, %s", g, h)
		}
		if !g.IsNumber() {
			L := append([]Game(nil), g.LeftOptions()...)
			R := append([]Game(nil), g.RightOptions()...)
			for _, l := range g.LeftOptions() {
				L = append(L, l.Sub(Int(1)))
			}
			for _, x := range g.RightOptions() {
				R = append(R, x.Add(Int(1)))
			}
			if NewGame(L, R) != g {
				t.Fatalf("adding dominated options changed %s into %s", g, NewGame(L, R))
			}
			// Reversible options: X = {G^L | G} reverses through X^R = G <= G
			// and is replaced by G's own Left options (ONAG ch. 10); likewise
			// Y = {G | G^R} for Right.
			L2 := append(append([]Game(nil), g.LeftOptions()...), NewGame(g.LeftOptions(), []Game{g}))
			R2 := append(append([]Game(nil), g.RightOptions()...), NewGame([]Game{g}, g.RightOptions()))
			if NewGame(L2, R2) != g {
				t.Fatalf("adding reversible options changed %s into %s", g, NewGame(L2, R2))
			}
		}
		// Stops translate with numbers (ONAG ch. 9).
		x := MustNumber(RationalFromFrac(int64(r.Intn(21)-10), 4))
		xv, _ := x.NumberValue()
		gx := g.Add(x)
		if !gx.LeftStop().Equal(g.LeftStop().Add(xv)) || !gx.RightStop().Equal(g.RightStop().Add(xv)) {
			t.Fatalf("stops of %s + %s: %s, %s", g, x, gx.LeftStop(), gx.RightStop())
		}
		// Printing and the braces form parse back to the same game.
		for _, s := range []string{g.String(), g.Braces()} {
			back, err := Parse(s)
			if err != nil {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			if back != g {
				t.Fatalf("Parse(%q) = %s, want %s", s, back, g)
			}
		}
		if back, err := Parse(g.String()); err == nil && back.String() != g.String() {
			t.Fatalf("printing is not stable: %q -> %q", g.String(), back.String())
		}
	}
}

// TestConcurrentUse builds the same games from several goroutines: the
// hash-consing table must hand out one handle per game (run with -race).
func TestConcurrentUse(t *testing.T) {
	const workers = 4
	results := make([][]Game, workers)
	done := make(chan int)
	for w := 0; w < workers; w++ {
		go func(w int) {
			r := rand.New(rand.NewSource(99))
			for i := 0; i < 200; i++ {
				g := coreRandomGame(r, 3)
				results[w] = append(results[w], g.Add(g).Add(Star()))
			}
			done <- w
		}(w)
	}
	for w := 0; w < workers; w++ {
		<-done
	}
	for w := 1; w < workers; w++ {
		for i := range results[0] {
			if results[w][i] != results[0][i] {
				t.Fatalf("worker %d game %d: handle %v, worker 0 has %v", w, i, results[w][i], results[0][i])
			}
		}
	}
}
