package cgt

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// The int64 fast paths of rational_extra.go agree with big.Rat arithmetic,
// on small values and on values too large for the fast path.
func TestRationalFastPaths(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	draw := func() Rational {
		switch r.Intn(4) {
		case 0:
			return RationalFromInt(r.Int63n(21) - 10)
		case 1:
			return RationalFromFrac(r.Int63n(2001)-1000, 1<<r.Intn(12))
		case 2:
			return RationalFromFrac(r.Int63n(1<<40)-(1<<39), 1+r.Int63n(1<<35))
		}
		return Rational{}
	}
	for i := 0; i < testenv.RaceCount(20000, 4000); i++ {
		a, b := draw(), draw()
		if got, want := cmpRat(a, b), a.Big().Cmp(b.Big()); got != want {
			t.Fatalf("cmpRat(%s, %s) = %d, want %d", a, b, got, want)
		}
		checks := []struct {
			name string
			got  Rational
			want *big.Rat
		}{
			{"add", addRat(a, b), new(big.Rat).Add(a.Big(), b.Big())},
			{"sub", subRat(a, b), new(big.Rat).Sub(a.Big(), b.Big())},
			{"mul", mulRat(a, b), new(big.Rat).Mul(a.Big(), b.Big())},
			{"mid", midRat(a, b), new(big.Rat).Quo(new(big.Rat).Add(a.Big(), b.Big()), big.NewRat(2, 1))},
		}
		for _, c := range checks {
			if c.got.Big().Cmp(c.want) != 0 {
				t.Fatalf("%s(%s, %s) = %s, want %s", c.name, a, b, c.got, c.want.RatString())
			}
		}
	}
}

// TestRationalCmpFastPaths checks Cmp's shortcuts (integers, equal
// denominators, the zero value) against big.Rat.Cmp.
func TestRationalCmpFastPaths(t *testing.T) {
	vals := []Rational{{}, RationalFromInt(0)}
	for _, n := range []int64{-7, -3, -1, 0, 1, 2, 5} {
		for _, d := range []int64{1, 2, 3, 4, 8} {
			vals = append(vals, RationalFromFrac(n, d))
		}
	}
	for _, a := range vals {
		for _, b := range vals {
			if got, want := a.Cmp(b), a.Big().Cmp(b.Big()); got != want {
				t.Fatalf("%s Cmp %s = %d, want %d", a, b, got, want)
			}
		}
	}
}
