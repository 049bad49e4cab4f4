package cgt

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestRationalSmallMatchesBig checks the two-integer arithmetic of Rational
// against math/big on random operands, small and large (near 2^31, 2^62
// and beyond, where Rational changes form): every operation's value, and
// the representation (equal values compare equal with ==, so that the two
// forms never hold the same value).
func TestRationalSmallMatchesBig(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	pick := func() *big.Rat {
		var n, d int64
		switch rng.Intn(5) {
		case 0:
			n, d = rng.Int63n(41)-20, rng.Int63n(16)+1
		case 1:
			n, d = rng.Int63n(1<<32)-1<<31, 1<<uint(rng.Intn(8))
		case 2:
			n, d = rng.Int63()-rng.Int63(), rng.Int63n(1<<40)+1
		case 3:
			return new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(rng.Int63n(1000)-500), 70), big.NewInt(rng.Int63n(7)+1))
		default:
			n, d = math.MaxInt64-rng.Int63n(3), math.MaxInt64-rng.Int63n(3)
			if rng.Intn(2) == 0 {
				n = -n
			}
		}
		return big.NewRat(n, d)
	}
	same := func(op string, got Rational, want *big.Rat) {
		t.Helper()
		if got.rat().Cmp(want) != 0 || got.String() != want.RatString() {
			t.Fatalf("%s: got %s, want %s", op, got, want.RatString())
		}
		if again := RationalFromBig(want); again != got && (again.r == nil || got.r == nil) {
			t.Fatalf("%s: %s has two representations: %+v and %+v", op, got, got, again)
		}
	}
	for i := 0; i < 20000; i++ {
		x, y := pick(), pick()
		a, b := RationalFromBig(x), RationalFromBig(y)
		same("from", a, x)
		same("add", a.Add(b), new(big.Rat).Add(x, y))
		same("sub", a.Sub(b), new(big.Rat).Sub(x, y))
		same("mul", a.Mul(b), new(big.Rat).Mul(x, y))
		same("neg", a.Neg(), new(big.Rat).Neg(x))
		same("mid", midRat(a, b), new(big.Rat).Quo(new(big.Rat).Add(x, y), big.NewRat(2, 1)))
		if y.Sign() != 0 {
			same("quo", a.Quo(b), new(big.Rat).Quo(x, y))
		}
		fl := new(big.Int).Div(x.Num(), x.Denom())
		same("floor", a.Floor(), new(big.Rat).SetInt(fl))
		if got, want := a.Cmp(b), x.Cmp(y); got != want {
			t.Fatalf("cmp %s %s: got %d, want %d", a, b, got, want)
		}
		if got, want := a.Sign(), x.Sign(); got != want {
			t.Fatalf("sign %s: got %d, want %d", a, got, want)
		}
		if got, want := a.IsInteger(), x.IsInt(); got != want {
			t.Fatalf("integer %s: got %v, want %v", a, got, want)
		}
		d := x.Denom()
		if got, want := a.IsDyadic(), d.BitLen()-1 == int(d.TrailingZeroBits()); got != want {
			t.Fatalf("dyadic %s: got %v, want %v", a, got, want)
		}
		n, ok := a.Int64()
		if wantOK := x.IsInt() && x.Num().IsInt64(); ok != wantOK || ok && n != x.Num().Int64() {
			t.Fatalf("int64 %s: got %d %v", a, n, ok)
		}
	}
	for _, tc := range []struct {
		r    Rational
		want string
	}{
		{Rational{}, "0"}, {RationalFromInt(0), "0"}, {RationalFromFrac(0, -5), "0"},
		{RationalFromFrac(6, -4), "-3/2"}, {RationalFromInt(math.MinInt64), "-9223372036854775808"},
		{RationalFromFrac(math.MinInt64, math.MinInt64), "1"}, {RationalFromFrac(-1, 2).Floor(), "-1"},
		{RationalFromFrac(1, 2).Floor(), "0"},
	} {
		if tc.r.String() != tc.want {
			t.Errorf("%+v prints %q, want %q", tc.r, tc.r.String(), tc.want)
		}
	}
	if RationalFromInt(0) != (Rational{}) || RationalFromFrac(1, 2).Floor() != (Rational{}) {
		t.Error("zero has two representations")
	}
}
