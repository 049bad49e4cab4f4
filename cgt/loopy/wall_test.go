package loopy

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestWallOps checks Wall arithmetic against pointwise evaluation.
func TestWallOps(t *testing.T) {
	a := wallOf(-1, 0, 24, 11, 13) // 24 - t up to 11, then slope -1 on
	b := LinearWall(rat(-9), rat(2))
	mx, mn := MaxWall(a, b), MinWall(a, b)
	for n := int64(0); n <= 40; n++ {
		tt := cgt.RationalFromFrac(n, 2)
		x, y := a.At(tt), b.At(tt)
		if !mx.At(tt).Equal(x.Max(y)) || !mn.At(tt).Equal(x.Min(y)) {
			t.Fatalf("t=%v: max %v min %v of %v %v", tt, mx.At(tt), mn.At(tt), x, y)
		}
		if !a.Shift(rat(3), rat(-1)).At(tt).Equal(x.Add(rat(3)).Sub(tt)) {
			t.Fatalf("shift at %v", tt)
		}
	}
	if !MaxWall(a, infWall(-1)).Equal(a) || MaxWall(a, infWall(1)).IsInfinite() != 1 || MinWall(a, infWall(-1)).IsInfinite() != -1 {
		t.Errorf("infinite walls mishandled")
	}
	if got := fromSamples([]cgt.Rational{rat(0), rat(1), rat(2)}, []cgt.Rational{rat(0), rat(1), rat(2)}, rat(1)); len(got.Points()) != 1 {
		t.Errorf("collinear vertices kept: %v", got)
	}
	if (Wall{}).At(rat(5)).Sign() != 0 || (Wall{}).String() != "(0,0) slope 0" {
		t.Errorf("zero wall: %v", Wall{})
	}
}

// TestHErrors: H_v and H^C_v refuse bad input with errors.
func TestHErrors(t *testing.T) {
	if _, err := H(2, []int64{0}); err == nil {
		t.Error("m = 2 accepted")
	}
	if _, err := H(3, nil); err == nil {
		t.Error("empty v accepted")
	}
	if _, err := HC(3, rat(0), []cgt.Rational{rat(1)}, []int64{0}); err == nil {
		t.Error("P_0 != 0 accepted")
	}
	if _, err := HC(3, cgt.RationalFromFrac(1, 3), []cgt.Rational{rat(0)}, []int64{0}); err == nil {
		t.Error("non-dyadic C accepted")
	}
	bad := []Sum{
		{Kos: []Ko{KO(cgt.Int(-2), cgt.Zero())}},
		{Kos: []Ko{KO(cgt.Star(), cgt.Zero())}},
		{Kos: []Ko{KOR(cgt.Int(1), cgt.Zero())}},
		{Kos: []Ko{KO(cgt.Int(1), cgt.Zero()), {M: 4, I: 1}}},
		{Kos: []Ko{KO(cgt.Int(100000), cgt.Zero())}},
	}
	for _, s := range bad {
		if _, err := HSum(s); err == nil {
			t.Errorf("HSum(%v) accepted", s)
		}
	}
	if _, err := HCSum(Sum{Kos: []Ko{KO(cgt.Int(1), cgt.Zero())}}); err == nil {
		t.Error("HCSum of a plain ko accepted")
	}
}

// TestHMatchesSingleKo: H_v of one ko KO_i^m[A,B] (integers, A >= -1)
// equals Moews' single-ko formula, for m = 3..6.
func TestHMatchesSingleKo(t *testing.T) {
	for m := 3; m <= 6; m++ {
		for i := 1; i < m; i++ {
			for a := int64(-1); a <= 6; a++ {
				for b := int64(-8); b <= 6; b++ {
					k, _ := NewKo(i, m, cgt.Int(a), cgt.Int(b), NoPass)
					h, err := HSum(Sum{Kos: []Ko{k}})
					if err != nil {
						t.Fatal(err)
					}
					if want := phiLeftPlain(k); h != want {
						t.Errorf("%s: H_v %v, formula %v", k, h, want)
					}
				}
			}
		}
	}
}

// TestWallTrajectory: converting to cgt.Trajectory keeps the values.
func TestWallTrajectory(t *testing.T) {
	for _, w := range []Wall{wallOf(0, 0, -1, 8, -1, 11, 2), wallOf(1, 0, -9), ConstWall(rat(5)), wallOf(0, 0, 24, 11, 13)} {
		tr, err := w.Trajectory()
		if err != nil {
			t.Fatal(err)
		}
		for n := int64(0); n <= 30; n++ {
			tt := cgt.RationalFromFrac(n, 2)
			if !tr.ValueAt(tt).Equal(w.At(tt)) {
				t.Errorf("%v at %v: trajectory %v, wall %v", w, tt, tr.ValueAt(tt), w.At(tt))
			}
		}
	}
	if _, err := infWall(1).Trajectory(); err == nil {
		t.Error("infinite wall converted")
	}
}
