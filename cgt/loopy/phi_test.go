package loopy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestPhiSingleKo checks Moews 4.1 (oracles/facts.md): for integers
// A >= -1 and ender B, phi_L(KO[A,B]) = {A+1|B}, phi_L(OK[A,B]) = A+1,
// phi_L(KO_i^m[A,B]) = A+i (i <= m-2) and {A+m-2|B} (i = m-1); phi_R is
// the negative of phi_L of the negated ko. Each value is also obtained by
// sidling the one-ko graph.
func TestPhiSingleKo(t *testing.T) {
	star := cgt.Star()
	cases := []struct {
		i, m  int
		a, b  cgt.Game
		wantL cgt.Game
	}{
		{2, 3, cgt.Int(7), cgt.Int(0), sw(cgt.Int(8), cgt.Int(0))},
		{1, 3, cgt.Int(7), cgt.Int(0), cgt.Int(8)},
		{2, 3, cgt.Int(-1), cgt.Int(-5), sw(cgt.Int(0), cgt.Int(-5))},
		{1, 3, cgt.Int(-1), cgt.Int(-5), cgt.Int(0)},
		{2, 3, cgt.Int(4), star, sw(cgt.Int(5), star)},
		{1, 5, cgt.Int(3), cgt.Int(0), cgt.Int(4)},
		{3, 5, cgt.Int(3), cgt.Int(0), cgt.Int(6)},
		{4, 5, cgt.Int(3), cgt.Int(0), sw(cgt.Int(6), cgt.Int(0))},
	}
	for _, c := range cases {
		k, err := NewKo(c.i, c.m, c.a, c.b, NoPass)
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range []KoBan{BanJ, BanN} {
			for _, y := range []Threats{ThreatsL, ThreatsLR} {
				v, err := PhiKo(k, x, y)
				if err != nil || v.Game != c.wantL || !v.Exact {
					t.Errorf("phi_%s^%s(%s) = %v %v, want %v", y, x, k, v, err, c.wantL)
				}
			}
			v, err := PhiKo(k.Neg(), x, ThreatsR)
			if err != nil || v.Game != c.wantL.Neg() {
				t.Errorf("phi_R^%s(-%s) = %v %v, want %v", x, k, v, err, c.wantL.Neg())
			}
		}
		g, err := Sidle(context.Background(), Sum{Kos: []Ko{k}}, LeftThreats, 0)
		if err != nil || g != c.wantL {
			t.Errorf("sidle phi_L(%s) = %v %v, want %v", k, g, err, c.wantL)
		}
		g, err = Sidle(context.Background(), Sum{Kos: []Ko{k.Neg()}}, RightThreats, 0)
		if err != nil || g != c.wantL.Neg() {
			t.Errorf("sidle phi_R(-%s) = %v %v, want %v", k, g, err, c.wantL.Neg())
		}
	}
}

// TestPhiPassKos checks the Japanese-scoring single-ko formulas of Moews
// 4.1 with their 1/on marker.
func TestPhiPassKos(t *testing.T) {
	n := func(x int64) cgt.Game { return cgt.Int(x) }
	cases := []struct {
		k     Ko
		y     Threats
		game  cgt.Game
		text  string
		fails bool
	}{
		{KOR(n(11), n(0)), ThreatsL, sw(n(11), n(0)), "{11+1/on|0}", false},
		{KOR(n(0), n(3)), ThreatsL, n(0), "1/on", false},
		{OKR(n(5), n(0)), ThreatsLR, n(5), "5+1/on", false},
		{KOL(n(5), n(0)), ThreatsR, n(0), "-1/on", false},
		{OKL(n(0), n(3)), ThreatsRL, n(3), "3-1/on", false},
		{OKL(n(5), n(0)), ThreatsR, sw(n(5), n(0)), "{5|-1/on}", false},
		{KOR(n(5), n(0)), ThreatsR, cgt.Zero(), "", true},
		{KOL(n(5), n(0)), ThreatsL, cgt.Zero(), "", true},
		{KOR(sw(n(1), n(0)), n(0)), ThreatsL, cgt.Zero(), "", true},
	}
	for _, c := range cases {
		v, err := PhiKo(c.k, BanJ, c.y)
		if c.fails {
			if err == nil {
				t.Errorf("phi_%s(%s): want an error, got %v", c.y, c.k, v)
			}
			continue
		}
		if err != nil || v.Game != c.game || v.Text != c.text || v.Exact {
			t.Errorf("phi_%s(%s) = %+v %v, want %v / %q", c.y, c.k, v, err, c.game, c.text)
		}
	}
}

// TestPhiSumDispatch: Phi uses Theorem 15 for integer kos and sidling
// otherwise (A = -2 is outside Theorem 15); both agree with direct sidling.
func TestPhiSumDispatch(t *testing.T) {
	ctx := context.Background()
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Zero()), KO(cgt.Int(1), cgt.Zero())}, Ender: cgt.Int(3)}
	v, err := Phi(ctx, s, BanJ, ThreatsL, 0)
	want := sw(cgt.Int(10), sw(cgt.Int(5), cgt.Int(3)))
	if err != nil || v.Game != want {
		t.Errorf("Phi(%s) = %v %v, want %v", s, v, err, want)
	}
	s2 := Sum{Kos: []Ko{KO(cgt.Int(-2), cgt.Int(-9)), KO(cgt.Int(3), cgt.Zero())}}
	if _, err := HSum(s2); err == nil {
		t.Fatalf("HSum(%s) should refuse A = -2", s2)
	}
	v2, err := Phi(ctx, s2, BanJ, ThreatsL, 0)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Sidle(ctx, s2, LeftThreats, 0)
	if err != nil || g != v2.Game {
		t.Errorf("Phi(%s) = %v, sidling %v %v", s2, v2, g, err)
	}
	sl := NewSidler(0)
	sl.Ban = BanN
	gN, err := sl.Sidle(ctx, s2, LeftThreats)
	if err != nil {
		t.Fatal(err)
	}
	if vN, err := Phi(ctx, s2, BanN, ThreatsL, 0); err != nil || vN.Game != gN {
		t.Errorf("Phi^N(%s) = %v %v, N sidling %v", s2, vN, err, gN)
	}
}
