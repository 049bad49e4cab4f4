package loopy

import (
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// ownThermograph computes the thermograph of a short game for t >= 0 with
// this package's scaffold code (ONAG ch. 9: Left scaffold max RW(G^L) - t,
// Right scaffold min LW(G^R) + t, masts between), for comparison with cgt.
func ownThermograph(t *testing.T, g cgt.Game) Thermograph {
	if x, ok := g.NumberValue(); ok {
		return NumberThermograph(x)
	}
	ls, rs := infWall(-1), infWall(1)
	for _, o := range g.LeftOptions() {
		ls = MaxWall(ls, ownThermograph(t, o).Right.Shift(ratZero, ratOne.Neg()))
	}
	for _, o := range g.RightOptions() {
		rs = MinWall(rs, ownThermograph(t, o).Left.Shift(ratZero, ratOne))
	}
	th, err := WallsFromScaffolds(ls, rs, NoBan)
	if err != nil {
		t.Fatal(err)
	}
	return th
}

func randomGame(r *rand.Rand, depth int) cgt.Game {
	if depth == 0 || r.Intn(4) == 0 {
		x := cgt.RationalFromFrac(int64(r.Intn(17)-8), int64(1<<r.Intn(3)))
		return cgt.MustNumber(x)
	}
	var l, rt []cgt.Game
	for i := r.Intn(3); i > 0; i-- {
		l = append(l, randomGame(r, depth-1))
	}
	for i := r.Intn(3); i > 0; i-- {
		rt = append(rt, randomGame(r, depth-1))
	}
	return cgt.NewGame(l, rt)
}

// TestScaffoldsMatchCgt: for random short games, walls built by
// WallsFromScaffolds agree with cgt's thermographs on t >= 0; and
// simplestBetween agrees with cgt's canonical {x | y} of numbers.
func TestScaffoldsMatchCgt(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for n := 0; n < 400; n++ {
		g := randomGame(r, 3)
		own := ownThermograph(t, g)
		ref := GameThermograph(g)
		if !own.Left.Equal(ref.Left) || !own.Right.Equal(ref.Right) {
			t.Fatalf("%v: own %v, cgt %v", g, own, ref)
		}
	}
	for a := -12; a <= 12; a++ {
		for b := a + 1; b <= 12; b++ {
			x, y := cgt.RationalFromFrac(int64(a), 4), cgt.RationalFromFrac(int64(b), 4)
			want := cgt.NewGame([]cgt.Game{cgt.MustNumber(x)}, []cgt.Game{cgt.MustNumber(y)})
			got := simplestBetween(x, true, y, true)
			if w, _ := want.NumberValue(); !w.Equal(got) {
				t.Errorf("simplest between %v and %v: %v, want %v", x, y, got, want)
			}
		}
	}
}
