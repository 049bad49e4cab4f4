package cgt

import (
	"fmt"
	"math/rand"
	"sync/atomic"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// naive is a game given by explicit options, compared by the bare
// definition of <= (ONAG ch. 0) without any of the package's shortcuts: an
// independent reference for the hash-consed implementation.
type naive interface {
	lo() []naive
	ro() []naive
	key() string
}

// naiveHandle views a canonical handle as a naive game.
type naiveHandle struct{ g Game }

func (h naiveHandle) lo() []naive { return wrapHandles(h.g.LeftOptions()) }
func (h naiveHandle) ro() []naive { return wrapHandles(h.g.RightOptions()) }
func (h naiveHandle) key() string { return fmt.Sprintf("g%d", h.g.serial()) }

func wrapHandles(gs []Game) []naive {
	out := make([]naive, len(gs))
	for i, g := range gs {
		out[i] = naiveHandle{g}
	}
	return out
}

// naiveTree is an explicit game tree {L | R}.
type naiveTree struct {
	l, r []naive
	id   int64
}

func (t *naiveTree) lo() []naive { return t.l }
func (t *naiveTree) ro() []naive { return t.r }
func (t *naiveTree) key() string { return fmt.Sprintf("t%d", t.id) }

// naiveTreeIDs numbers trees so that memo keys never collide.
var naiveTreeIDs atomic.Int64

func newNaiveTree(l, r []naive) *naiveTree { return &naiveTree{l: l, r: r, id: naiveTreeIDs.Add(1)} }

// naiveSum is the disjunctive sum a + b by its definition.
type naiveSum struct{ a, b naive }

func (s naiveSum) lo() []naive {
	var out []naive
	for _, al := range s.a.lo() {
		out = append(out, naiveSum{al, s.b})
	}
	for _, bl := range s.b.lo() {
		out = append(out, naiveSum{s.a, bl})
	}
	return out
}
func (s naiveSum) ro() []naive {
	var out []naive
	for _, ar := range s.a.ro() {
		out = append(out, naiveSum{ar, s.b})
	}
	for _, br := range s.b.ro() {
		out = append(out, naiveSum{s.a, br})
	}
	return out
}
func (s naiveSum) key() string { return "(" + s.a.key() + "+" + s.b.key() + ")" }

// naiveCmp memoises naive comparisons.
type naiveCmp map[string]bool

// leq is the definition: a <= b iff no a^L >= b and no b^R <= a.
func (m naiveCmp) leq(a, b naive) bool {
	k := a.key() + "<=" + b.key()
	if v, ok := m[k]; ok {
		return v
	}
	v := true
	for _, al := range a.lo() {
		if m.leq(b, al) {
			v = false
			break
		}
	}
	if v {
		for _, br := range b.ro() {
			if m.leq(br, a) {
				v = false
				break
			}
		}
	}
	m[k] = v
	return v
}

func (m naiveCmp) eq(a, b naive) bool { return m.leq(a, b) && m.leq(b, a) }

// naiveTreeOf builds a naive tree for a small nimber or up multiple.
func naiveNimber(n int) naive {
	var opts []naive
	for k := 0; k < n; k++ {
		opts = append(opts, naiveNimber(k))
	}
	return newNaiveTree(opts, opts)
}

func naiveUp() naive {
	return newNaiveTree([]naive{naiveHandle{Zero()}}, []naive{naiveNimber(1)})
}

// TestNumberUpStarForms checks the canonical forms used for x + n.^ + *m
// (game_nus.go) against sums of ^ = {0|*} (ONAG ch. 9) and *m = {*0..*(m-1)
// | same} computed by the bare definition.
func TestNumberUpStarForms(t *testing.T) {
	m := naiveCmp{}
	half := MustNumber(RationalFromFrac(1, 2))
	for _, x := range []Game{Zero(), half} {
		for n := -3; n <= 3; n++ {
			for k := 0; k <= 4; k++ {
				var s naive = naiveHandle{x}
				for i := 0; i < n; i++ {
					s = naiveSum{s, naiveUp()}
				}
				for i := 0; i < -n; i++ {
					s = naiveSum{s, newNaiveTree([]naive{naiveNimber(1)}, []naive{naiveHandle{Zero()}})}
				}
				s = naiveSum{s, naiveNimber(k)}
				xv, _ := x.NumberValue()
				g := internNUS(xv, n, k)
				if !m.eq(s, naiveHandle{g}) {
					t.Errorf("x=%v n=%d m=%d: stored form %s is not the sum", xv, n, k, g.Braces())
				}
				if !isCanonicalNaive(m, g) {
					t.Errorf("x=%v n=%d m=%d: stored form %s is not canonical", xv, n, k, g.Braces())
				}
			}
		}
	}
}

// isCanonicalNaive checks with naive comparisons that g has no dominated and
// no reversible options (ONAG ch. 10), recursively.
func isCanonicalNaive(m naiveCmp, g Game) bool {
	seen := map[Game]bool{}
	var walk func(Game) bool
	walk = func(h Game) bool {
		if seen[h] {
			return true
		}
		seen[h] = true
		hv := naiveHandle{h}
		L, R := h.LeftOptions(), h.RightOptions()
		for i, a := range L {
			for j, b := range L {
				if i != j && m.leq(naiveHandle{a}, naiveHandle{b}) {
					return false
				}
			}
			for _, alr := range a.RightOptions() {
				if m.leq(naiveHandle{alr}, hv) {
					return false
				}
			}
			if !walk(a) {
				return false
			}
		}
		for i, a := range R {
			for j, b := range R {
				if i != j && m.leq(naiveHandle{b}, naiveHandle{a}) {
					return false
				}
			}
			for _, arl := range a.LeftOptions() {
				if m.leq(hv, naiveHandle{arl}) {
					return false
				}
			}
			if !walk(a) {
				return false
			}
		}
		return true
	}
	return walk(g)
}

// coreRandomTree returns a random game tree of the given depth with small
// dyadic leaves, and the same game built with NewGame.
func coreRandomTree(r *rand.Rand, depth int) (naive, Game) {
	if depth == 0 || r.Intn(4) == 0 {
		x := MustNumber(RationalFromFrac(int64(r.Intn(7)-3), int64(1)<<r.Intn(2)))
		return naiveHandle{x}, x
	}
	var lt, rt []naive
	var lg, rg []Game
	for i := r.Intn(3); i > 0; i-- {
		a, b := coreRandomTree(r, depth-1)
		lt, lg = append(lt, a), append(lg, b)
	}
	for i := r.Intn(3); i > 0; i-- {
		a, b := coreRandomTree(r, depth-1)
		rt, rg = append(rt, a), append(rg, b)
	}
	return newNaiveTree(lt, rt), NewGame(lg, rg)
}

// coreRandomGame returns a random canonical game of depth <= depth.
func coreRandomGame(r *rand.Rand, depth int) Game {
	if depth == 0 || r.Intn(4) == 0 {
		return MustNumber(RationalFromFrac(int64(r.Intn(7)-3), int64(1)<<r.Intn(2)))
	}
	var L, R []Game
	for i := r.Intn(3); i > 0; i-- {
		L = append(L, coreRandomGame(r, depth-1))
	}
	for i := r.Intn(3); i > 0; i-- {
		R = append(R, coreRandomGame(r, depth-1))
	}
	return NewGame(L, R)
}

// coreIters is the number of random games of a property test: full by
// default, short under -short and under the race detector.
func coreIters(full, short int) int {
	if testing.Short() || testenv.RaceEnabled {
		return short
	}
	return full
}

// TestCanonicalAgainstDefinition checks NewGame, Add and Leq against the
// bare definitions on random games: the canonical form equals the tree it
// came from, has no dominated or reversible option, sums equal the defined
// sum and Leq agrees with the defined order.
func TestCanonicalAgainstDefinition(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < coreIters(400, 100); i++ {
		m := naiveCmp{}
		tr, g := coreRandomTree(r, 3)
		if !m.eq(tr, naiveHandle{g}) {
			t.Fatalf("canonical form %s differs from its tree", g)
		}
		if !isCanonicalNaive(m, g) {
			t.Fatalf("%s is not canonical", g)
		}
		h := coreRandomGame(r, 2)
		if !m.eq(naiveSum{naiveHandle{g}, naiveHandle{h}}, naiveHandle{g.Add(h)}) {
			t.Fatalf("%s + %s = %s is wrong", g, h, g.Add(h))
		}
		if got, want := g.Leq(h), m.leq(naiveHandle{g}, naiveHandle{h}); got != want {
			t.Fatalf("%s <= %s: got %v, want %v", g, h, got, want)
		}
		if got, want := h.Leq(g), m.leq(naiveHandle{h}, naiveHandle{g}); got != want {
			t.Fatalf("%s <= %s: got %v, want %v", h, g, got, want)
		}
	}
}
