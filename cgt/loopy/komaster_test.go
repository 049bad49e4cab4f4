package loopy

import (
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

func rat(n int64) cgt.Rational { return cgt.RationalFromInt(n) }

func leaf(n int64) KoEdge { return KoEdge{To: -1, Leaf: NumberThermograph(rat(n))} }

// ko33 is the simple 33-point ko of the Economist's View (Figure 11;
// oracles/facts.md): A = {24 | B}, B = {A | -9}.
func ko33() *KoGraph {
	return &KoGraph{Nodes: []KoNode{
		{Name: "A", Left: []KoEdge{leaf(24)}, Right: []KoEdge{{To: 1}}},
		{Name: "B", Left: []KoEdge{{To: 0}}, Right: []KoEdge{leaf(-9)}},
	}}
}

func pts(xs ...int64) []Point {
	var out []Point
	for i := 0; i+1 < len(xs); i += 2 {
		out = append(out, Point{T: rat(xs[i]), V: rat(xs[i+1])})
	}
	return out
}

func wallOf(tail int64, xs ...int64) Wall {
	return Wall{pts: pts(xs...), tail: rat(tail)}
}

// TestKomaster33 checks the 33-point ko of facts.md: A-check has Left
// scaffold 24 - t and Right scaffold -9 + 2t meeting at t = 11, v = 13;
// B-check's walls are -9 + t up to t = 11 and a mast at 2 above; the same
// means (13 and 2) and temperature 11 with Left komaster: placid.
func TestKomaster33(t *testing.T) {
	g := ko33()
	cases := []struct {
		name         string
		start        int
		master       Komaster
		left, right  Wall
		mean, temper int64
	}{
		{"A-check", 0, RightKomaster, wallOf(0, 0, 24, 11, 13), wallOf(0, 0, -9, 11, 13), 13, 11},
		{"B-check", 1, RightKomaster, wallOf(0, 0, -9, 11, 2), wallOf(0, 0, -9, 11, 2), 2, 11},
		{"A-hat", 0, LeftKomaster, wallOf(0, 0, 24, 11, 13), wallOf(0, 0, 24, 11, 13), 13, 11},
		{"B-hat", 1, LeftKomaster, wallOf(0, 0, 24, 11, 2), wallOf(0, 0, -9, 11, 2), 2, 11},
	}
	for _, c := range cases {
		th, err := KomasterThermograph(g, c.start, c.master)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !th.Left.Equal(c.left) || !th.Right.Equal(c.right) {
			t.Errorf("%s: got %v, want Left %v Right %v", c.name, th, c.left, c.right)
		}
		m, err := th.Mean()
		if err != nil || !m.Equal(rat(c.mean)) {
			t.Errorf("%s: mean %v %v, want %d", c.name, m, err, c.mean)
		}
		tp, err := th.Temperature()
		if err != nil || !tp.Equal(rat(c.temper)) {
			t.Errorf("%s: temperature %v %v, want %d", c.name, tp, err, c.temper)
		}
	}
	// The pass-banned B-check = {| -9} with Right unable to pass: a mast
	// of slope +1 from (0, -9); adding t gives A-check's Right scaffold
	// -9 + 2t, which meets the Left scaffold 24 - t at (11, 13).
	pb, err := WallsFromScaffolds(infWall(-1), LinearWall(rat(-9), rat(1)), RightBanned)
	if err != nil || !pb.Left.Equal(LinearWall(rat(-9), rat(1))) || !pb.Right.Equal(LinearWall(rat(-9), rat(1))) {
		t.Errorf("pass-banned B-check: %v %v", pb, err)
	}
	rs := pb.Left.Shift(rat(0), rat(1))
	if !rs.Equal(LinearWall(rat(-9), rat(2))) {
		t.Errorf("A-check Right scaffold %v", rs)
	}
	// Without the pass ban, {| -9} is the number -10 (a vertical mast).
	free, err := WallsFromScaffolds(infWall(-1), LinearWall(rat(-9), rat(1)), NoBan)
	if err != nil || !free.Left.Equal(ConstWall(rat(-10))) {
		t.Errorf("{|-9}: %v %v", free, err)
	}
	for start := range g.Nodes {
		c, err := Classify(g, start)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Placid {
			t.Errorf("position %d: want placid, got %+v", start, c)
		}
	}
}

// TestKomasterIteratedKo: the iterated ko B = A|C, C = B|D, D = C|E of the
// Economist's View 2.2 as KO_i^4[12, 0]. Worked by hand with the pass-ban
// rule: Left komaster: B-hat(pass-banned) walls 12 - t, C-hat(pb) 12 - 2t,
// D-hat = {C-hat(pb) | 0}: scaffolds 12 - 3t and t meet at (3, 3);
// C-hat = {B-hat(pb) | D-hat}: walls 12 - 2t to (3, 6), mast 6; B-hat =
// {12 | C-hat}: walls 12 - t to (3, 9), mast 9. Right komaster mirrors it
// (D-check(pb) = t, C-check(pb) = 2t, B-check meets 12 - t at (3, 9), ...).
// The means 9, 6, 3 are Moews' ko mean values (i*M + (m-i)*L)/m, and the
// kos are placid with temperature 3.
func TestKomasterIteratedKo(t *testing.T) {
	cases := []struct {
		i          int
		mean       int64
		hatLeft    Wall
		hatRight   Wall
		checkLeft  Wall
		checkRight Wall
	}{
		{1, 9, wallOf(0, 0, 12, 3, 9), wallOf(0, 0, 12, 3, 9), wallOf(0, 0, 12, 3, 9), wallOf(0, 0, 0, 3, 9)},
		{2, 6, wallOf(0, 0, 12, 3, 6), wallOf(0, 0, 12, 3, 6), wallOf(0, 0, 0, 3, 6), wallOf(0, 0, 0, 3, 6)},
		{3, 3, wallOf(0, 0, 12, 3, 3), wallOf(0, 0, 0, 3, 3), wallOf(0, 0, 0, 3, 3), wallOf(0, 0, 0, 3, 3)},
	}
	for _, c := range cases {
		k, err := NewKo(c.i, 4, cgt.Int(12), cgt.Zero(), NoPass)
		if err != nil {
			t.Fatal(err)
		}
		g, start := KoGraphOf(k)
		cl, err := Classify(g, start)
		if err != nil {
			t.Fatal(err)
		}
		if !cl.Hat.Left.Equal(c.hatLeft) || !cl.Hat.Right.Equal(c.hatRight) {
			t.Errorf("%s hat: %v", k, cl.Hat)
		}
		if !cl.Check.Left.Equal(c.checkLeft) || !cl.Check.Right.Equal(c.checkRight) {
			t.Errorf("%s check: %v", k, cl.Check)
		}
		mv, _ := k.MeanValue()
		if !cl.Placid || !cl.MeanHat.Equal(rat(c.mean)) || !mv.Equal(rat(c.mean)) || !cl.TempHat.Equal(rat(3)) || !cl.TempCheck.Equal(rat(3)) {
			t.Errorf("%s: %+v (Moews mean %v), want placid mean %d temperature 3", k, cl, mv, c.mean)
		}
	}
}

// TestKomasterHyperactive: a ko behind a cooler gote position. G = {A | 0}
// with the 33-point ko A = {24 | B}, B = {A | -9}.
//
// Left komaster: RW(A-hat) = 24 - t up to (11, 13), so G-hat's Left
// scaffold is 24 - 2t (then 13 - t); its Right scaffold is 0 + t; they meet
// at t = 8, v = 8: mean 8, temperature 8 (cooler than A's 11).
//
// Right komaster: RW(A-check) = -9 + 2t up to (11, 13), so G-check's Left
// scaffold is -9 + t up to (11, 2), then 13 - t; the Right scaffold t lies
// above it everywhere: a cave from t = 0, where G-check is the number
// -1 = {-9 | 0}. The mast rises vertically at -1 until the Left scaffold
// reaches it at t = 8, follows it to (11, 2) and rises vertically at 2:
// mean 2, activation temperatures 0 and 11.
//
// mu(G-hat) = 8 > mu(G-check) = 2: hyperactive (Economist's View 2.3).
func TestKomasterHyperactive(t *testing.T) {
	g := ko33()
	g.Nodes = append(g.Nodes, KoNode{Name: "G", Left: []KoEdge{{To: 0}}, Right: []KoEdge{leaf(0)}})
	cl, err := Classify(g, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !cl.Hat.Left.Equal(wallOf(0, 0, 24, 8, 8)) || !cl.Hat.Right.Equal(wallOf(0, 0, 0, 8, 8)) {
		t.Errorf("G-hat: %v", cl.Hat)
	}
	mast := wallOf(0, 0, -1, 8, -1, 11, 2)
	if !cl.Check.Left.Equal(mast) || !cl.Check.Right.Equal(mast) {
		t.Errorf("G-check: %v", cl.Check)
	}
	if !cl.MeanHat.Equal(rat(8)) || !cl.MeanCheck.Equal(rat(2)) || !cl.Hyperactive || cl.Placid {
		t.Errorf("classification %+v, want means 8 and 2, hyperactive", cl)
	}
	if !cl.TempHat.Equal(rat(8)) || !cl.TempCheck.Equal(rat(11)) {
		t.Errorf("temperatures %v %v, want 8 and 11", cl.TempHat, cl.TempCheck)
	}
	act := cl.ActivationCheck
	if len(act) != 2 || !act[0].Equal(rat(0)) || !act[1].Equal(rat(11)) {
		t.Errorf("G-check activation temperatures %v, want [0 11]", act)
	}
}

// TestKomasterKoGraphOf33: KoGraphOf(KO[24,-9]) is the 33-point ko (node 0
// = OK[24,-9] = A, node 1 = KO[24,-9] = B).
func TestKomasterKoGraphOf33(t *testing.T) {
	g, start := KoGraphOf(KO(cgt.Int(24), cgt.Int(-9)))
	if start != 1 {
		t.Fatalf("start %d", start)
	}
	for _, c := range []struct {
		node int
		mean int64
	}{{0, 13}, {1, 2}} {
		cl, err := Classify(g, c.node)
		if err != nil {
			t.Fatal(err)
		}
		if !cl.Placid || !cl.MeanHat.Equal(rat(c.mean)) || !cl.TempHat.Equal(rat(11)) {
			t.Errorf("node %d: %+v", c.node, cl)
		}
	}
}
