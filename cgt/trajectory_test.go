package cgt

import (
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

func rf(n, d int64) Rational { return RationalFromFrac(n, d) }

func mustTrajectory(t *testing.T, mast Rational, crit, slopes []Rational) Trajectory {
	t.Helper()
	tr, err := NewTrajectory(mast, crit, slopes)
	if err != nil {
		t.Fatalf("NewTrajectory: %v", err)
	}
	return tr
}

// The description strings below are the Left and Right walls of thermographs
// printed by CGSuite (/work/shared/oracles/cgsuite_cases.md section A); the
// values at given temperatures are worked out by hand from the description.
func TestTrajectoryFromDescription(t *testing.T) {
	cases := []struct {
		mast   Rational
		crit   []Rational
		slopes []Rational
		want   string
		at     map[Rational]Rational
	}{
		{mast: rf(25, 16), crit: []Rational{rf(-1, 16), rf(-1, 2)}, slopes: []Rational{rf(0, 1), rf(-1, 1), rf(0, 1)},
			want: "Trajectory(25/16,[-1/16,-1/2],[0,-1,0])",
			at:   map[Rational]Rational{rf(5, 1): rf(25, 16), rf(-1, 4): rf(7, 4), rf(-1, 1): rf(2, 1)}},
		{mast: rf(-5, 16), crit: []Rational{rf(21, 16), rf(7, 8), rf(1, 4), rf(0, 1)}, slopes: []Rational{rf(0, 1), rf(1, 1), rf(0, 1), rf(1, 1), rf(0, 1)},
			want: "Trajectory(-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])",
			at:   map[Rational]Rational{rf(1, 1): rf(-5, 16).Sub(rf(5, 16)), rf(1, 2): rf(-3, 4), rf(-1, 2): rf(-1, 1)}},
		{mast: rf(3, 1), crit: nil, slopes: []Rational{rf(0, 1)}, want: "Trajectory(3,[],[0])",
			at: map[Rational]Rational{rf(-1, 1): rf(3, 1)}},
		// a redundant critical temperature is dropped; without critical
		// temperatures the printed mast value is the value at t = 0
		{mast: rf(1, 1), crit: []Rational{rf(1, 1)}, slopes: []Rational{rf(-1, 1), rf(-1, 1)}, want: "Trajectory(2,[],[-1])",
			at: map[Rational]Rational{rf(3, 1): rf(-1, 1)}},
	}
	for _, c := range cases {
		tr := mustTrajectory(t, c.mast, c.crit, c.slopes)
		if got := tr.String(); got != c.want {
			t.Errorf("String = %s, want %s", got, c.want)
		}
		for at, v := range c.at {
			if got := tr.ValueAt(at); !got.Equal(v) {
				t.Errorf("%s at %s = %s, want %s", tr, at, got, v)
			}
		}
	}
}

func TestNewTrajectoryErrors(t *testing.T) {
	cases := []struct {
		crit, slopes []Rational
	}{
		{crit: []Rational{rf(1, 1)}, slopes: []Rational{rf(0, 1)}},
		{crit: []Rational{rf(1, 1), rf(2, 1)}, slopes: []Rational{rf(0, 1), rf(1, 1), rf(0, 1)}},
		{crit: []Rational{rf(-1, 1)}, slopes: []Rational{rf(0, 1), rf(1, 1)}},
		{crit: []Rational{rf(1, 1), rf(1, 1)}, slopes: []Rational{rf(0, 1), rf(1, 1), rf(0, 1)}},
	}
	for _, c := range cases {
		if tr, err := NewTrajectory(rf(0, 1), c.crit, c.slopes); err == nil {
			t.Errorf("NewTrajectory(%v, %v) = %s, want error", c.crit, c.slopes, tr)
		}
	}
}

// randomTrajectory draws a trajectory with breakpoints on a 1/8 grid.
func randomTrajectory(r *rand.Rand) Trajectory {
	n := r.Intn(4)
	var crit []Rational
	top := int64(24)
	for i := 0; i < n; i++ {
		if top <= -7 {
			break
		}
		c := top - 1 - r.Int63n(top+7)
		if c <= -8 {
			c = -7
		}
		crit = append(crit, rf(c, 8))
		top = c
	}
	slopes := make([]Rational, len(crit)+1)
	for i := range slopes {
		slopes[i] = rf(r.Int63n(5)-2, 1+r.Int63n(2))
	}
	tr, err := NewTrajectory(rf(r.Int63n(33)-16, 4), crit, slopes)
	if err != nil {
		panic(err)
	}
	return tr
}

// samplePoints returns temperatures at which two piecewise-linear functions
// agreeing everywhere must agree: all breakpoints, midpoints between them,
// -1 and two points above the top.
func samplePoints(trs ...Trajectory) []Rational {
	var all []Rational
	for _, tr := range trs {
		all = mergeDesc(all, tr.CriticalTemperatures())
	}
	all = mergeDesc(all, []Rational{minusOne})
	pts := append([]Rational(nil), all...)
	for i := 1; i < len(all); i++ {
		pts = append(pts, all[i-1].Add(all[i]).Half())
	}
	return append(pts, all[0].Add(rf(1, 1)), all[0].Add(rf(7, 1)))
}

func TestTrajectoryPointwiseOperations(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < testenv.RaceCount(800, 200); iter++ {
		a, b := randomTrajectory(r), randomTrajectory(r)
		c := rf(r.Int63n(17)-8, 4)
		ops := []struct {
			name string
			got  Trajectory
			want func(x Rational) Rational
		}{
			{"max", a.Max(b), func(x Rational) Rational { return a.ValueAt(x).Max(b.ValueAt(x)) }},
			{"min", a.Min(b), func(x Rational) Rational { return a.ValueAt(x).Min(b.ValueAt(x)) }},
			{"add", a.Add(b), func(x Rational) Rational { return a.ValueAt(x).Add(b.ValueAt(x)) }},
			{"sub", a.Sub(b), func(x Rational) Rational { return a.ValueAt(x).Sub(b.ValueAt(x)) }},
			{"neg", a.Neg(), func(x Rational) Rational { return a.ValueAt(x).Neg() }},
			{"translate", a.Translate(c), func(x Rational) Rational { return a.ValueAt(x).Add(c) }},
			{"tilt", a.Tilt(c), func(x Rational) Rational { return a.ValueAt(x).Add(c.Mul(x)) }},
		}
		for _, op := range ops {
			for _, x := range samplePoints(a, b, op.got) {
				if got, want := op.got.ValueAt(x), op.want(x); !got.Equal(want) {
					t.Fatalf("%s of %s and %s = %s: at %s got %s want %s", op.name, a, b, op.got, x, got, want)
				}
			}
			// normal form: no redundant critical temperature
			s := op.got.Slopes()
			for i := 1; i < len(s); i++ {
				if s[i].Equal(s[i-1]) {
					t.Fatalf("%s result %s not in normal form", op.name, op.got)
				}
			}
			// rebuilding from the printed description gives the same function
			back := mustTrajectory(t, op.got.Mast(), op.got.CriticalTemperatures(), op.got.Slopes())
			if !back.Equal(op.got) {
				t.Fatalf("%s: rebuilt %s != %s", op.name, back, op.got)
			}
		}
	}
}

func TestTrajectoryIntersections(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	grid := make([]Rational, 0, 8*8+1)
	for k := int64(-8); k <= 56; k++ {
		grid = append(grid, rf(k, 8))
	}
	for iter := 0; iter < testenv.RaceCount(800, 200); iter++ {
		a, b := randomTrajectory(r), randomTrajectory(r)
		low, ok := a.LowestNotAbove(b)
		pts := append(samplePoints(a, b), grid...)
		for _, x := range pts {
			if x.Cmp(minusOne) < 0 {
				continue
			}
			le := a.ValueAt(x).Cmp(b.ValueAt(x)) <= 0
			if le && (!ok || x.Less(low)) {
				t.Fatalf("LowestNotAbove(%s, %s) = %s,%v but a <= b at %s", a, b, low, ok, x)
			}
		}
		if ok && a.ValueAt(low).Cmp(b.ValueAt(low)) > 0 {
			t.Fatalf("LowestNotAbove(%s, %s) = %s where a > b", a, b, low)
		}
		theta := rf(r.Int63n(40)-8, 8)
		m, ok := a.MeetBelow(b, theta)
		if ok {
			if m.Cmp(theta) > 0 || m.Cmp(minusOne) < 0 || !a.ValueAt(m).Equal(b.ValueAt(m)) {
				t.Fatalf("MeetBelow(%s, %s, %s) = %s: not a meeting point", a, b, theta, m)
			}
		}
		for _, x := range pts {
			if x.Cmp(theta) > 0 || x.Cmp(minusOne) < 0 {
				continue
			}
			if a.ValueAt(x).Equal(b.ValueAt(x)) && (!ok || x.Cmp(m) > 0) {
				t.Fatalf("MeetBelow(%s, %s, %s) = %s,%v but they meet at %s", a, b, theta, m, ok, x)
			}
		}
	}
}

func TestTrajectoryReplaceAboveAndVertices(t *testing.T) {
	// Left scaffold of {4|1}: 4 - t; the mast at 5/2 from t = 3/2 (ONAG ch. 9,
	// /work/shared/oracles/facts.md).
	ls := ConstantTrajectory(rf(4, 1)).Tilt(rf(-1, 1))
	lw := ls.ReplaceAbove(rf(3, 2), rf(5, 2))
	if got := lw.String(); got != "Trajectory(5/2,[3/2],[0,-1])" {
		t.Errorf("Left wall of {4|1} = %s", got)
	}
	v := lw.Vertices()
	want := []TrajectoryPoint{{rf(3, 2), rf(5, 2)}, {rf(-1, 1), rf(5, 1)}}
	if len(v) != len(want) {
		t.Fatalf("vertices %v", v)
	}
	for i := range v {
		if !v[i].T.Equal(want[i].T) || !v[i].V.Equal(want[i].V) {
			t.Errorf("vertex %d = (%s,%s), want (%s,%s)", i, v[i].T, v[i].V, want[i].T, want[i].V)
		}
	}
	if got := ls.ReplaceAbove(rf(-1, 1), rf(5, 1)).String(); got != "Trajectory(5,[],[0])" {
		t.Errorf("ReplaceAbove(-1) = %s", got)
	}
	var zero Trajectory
	if got := zero.String(); got != "Trajectory(0,[],[0])" {
		t.Errorf("zero trajectory = %s", got)
	}
}
