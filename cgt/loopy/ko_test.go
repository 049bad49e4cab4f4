package loopy

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestKoBasics: names, negation (-KO_i^m[A,B] = KO_{m-i}^m[-B,-A], KOL and
// KOR exchanged), point values and Moews' mean values (section 4.1).
func TestKoBasics(t *testing.T) {
	k5, err := NewKo(2, 5, cgt.Int(9), cgt.Int(-1), RightPass)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		k      Ko
		name   string
		neg    string
		points int64
		mean   cgt.Rational
	}{
		{KO(cgt.Int(7), cgt.Zero()), "KO[7,0]", "OK[0,-7]", 7, cgt.RationalFromFrac(7, 3)},
		{OK(cgt.Int(1), cgt.Zero()), "OK[1,0]", "KO[0,-1]", 1, cgt.RationalFromFrac(2, 3)},
		{KOR(cgt.Int(24), cgt.Int(-9)), "KOR[24,-9]", "OKL[9,-24]", 33, rat(2)},
		{OKL(cgt.Int(24), cgt.Int(-9)), "OKL[24,-9]", "KOR[9,-24]", 33, rat(13)},
		{k5, "KOR_2^5[9,-1]", "KOL_3^5[1,-9]", 10, cgt.RationalFromFrac(25, 5)},
	}
	for _, c := range cases {
		if c.k.String() != c.name || c.k.Neg().String() != c.neg {
			t.Errorf("%v: name %q neg %q", c.k, c.k.String(), c.k.Neg().String())
		}
		if c.k.Neg().Neg() != c.k {
			t.Errorf("%v: double negation", c.k)
		}
		p, ok := c.k.Points()
		if !ok || !p.Equal(rat(c.points)) {
			t.Errorf("%v: points %v", c.k, p)
		}
		m, ok := c.k.MeanValue()
		if !ok || !m.Equal(c.mean) {
			t.Errorf("%v: mean %v, want %v", c.k, m, c.mean)
		}
	}
	if _, ok := KO(cgt.NewGame([]cgt.Game{cgt.Int(1)}, []cgt.Game{cgt.Zero()}), cgt.Zero()).Points(); ok {
		t.Error("a ko with a hot ender has no point value")
	}
	for _, bad := range [][2]int{{0, 3}, {3, 3}, {1, 2}, {1, 65}} {
		if _, err := NewKo(bad[0], bad[1], cgt.Zero(), cgt.Zero(), NoPass); err == nil {
			t.Errorf("NewKo(%d,%d) accepted", bad[0], bad[1])
		}
	}
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Zero())}, Ender: cgt.Int(3)}
	if s.String() != "KO[7,0] + 3" || s.Neg().String() != "OK[0,-7] + -3" {
		t.Errorf("sum strings %q %q", s, s.Neg())
	}
}
