package cgt

import (
	"math/rand"
	"testing"
)

// benchSwitches returns n deterministic random switches with infinitesimals
// {a + e | b + f}, a > b small dyadics, e, f among 0, *, ^, v, ^*, tiny-1.
func benchSwitches(n int) []Game {
	r := rand.New(rand.NewSource(5))
	infs := []Game{Zero(), Star(), Up(), Down(), UpStar(1, 1), mustParseB("tiny-1")}
	var out []Game
	for i := 0; i < n; i++ {
		b := int64(r.Intn(9) - 4)
		a := b + 1 + int64(r.Intn(6))
		l := MustNumber(RationalFromFrac(a*2+int64(r.Intn(2)), 2)).Add(infs[r.Intn(len(infs))])
		rr := Int(b).Add(infs[r.Intn(len(infs))])
		out = append(out, NewGame([]Game{l}, []Game{rr}))
	}
	return out
}

func mustParseB(s string) Game {
	g, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return g
}

// BenchmarkSumOfSwitches measures the canonical sum of 10 random switches
// with infinitesimals, with cold operation caches each iteration.
func BenchmarkSumOfSwitches(b *testing.B) {
	sw := benchSwitches(10)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		resetMemos()
		g := Zero()
		for _, s := range sw {
			g = g.Add(s)
		}
	}
}

// BenchmarkDomineering4x4All measures the canonical forms of all 2^16
// subpositions (every set of filled squares) of the 4x4 Domineering board,
// with cold operation caches each iteration.
func BenchmarkDomineering4x4All(b *testing.B) {
	for i := 0; i < b.N; i++ {
		resetMemos()
		d := newDomineering(4, 4)
		for m := uint32(0); m < 1<<16; m++ {
			d.value(m)
		}
	}
}

// BenchmarkSumOfSwitchesWarm is the baseline for BenchmarkSumOfSwitches:
// the same sum with the memo tables kept warm between iterations.
func BenchmarkSumOfSwitchesWarm(b *testing.B) {
	sw := benchSwitches(10)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := Zero()
		for _, s := range sw {
			g = g.Add(s)
		}
	}
}
