package cgt

import "testing"

func thermoParse(t *testing.T, s string) Game {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

func mustRat(t *testing.T, s string) Rational {
	t.Helper()
	r, err := ParseRational(s)
	if err != nil {
		t.Fatalf("ParseRational(%q): %v", s, err)
	}
	return r
}

// CGSuite's own expectations, /work/shared/oracles/cgsuite_cases.md section
// A (CanonicalShortGameTestCase.scala): Mean, Temperature and the printed
// Thermograph, and Freeze (the game cooled by its temperature). An empty
// field is not checked. Cases of section A without
// Mean, Temperature or Thermograph properties (canonical forms, atomic
// weights, incentives, ...) belong to the core tests.
func TestThermographCGSuiteSectionA(t *testing.T) {
	cases := []struct {
		in, mean, temp, thermo string
		freeze                 string // Freeze: cooled by its own temperature
	}{
		{in: "0", temp: "-1", thermo: "Thermograph(0,[],[0],0,[],[0])"},
		{in: "5", temp: "-1"},
		{in: "-1/2", temp: "-1/2", thermo: "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])"},
		{in: "25/16", temp: "-1/16", thermo: "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])"},
		{in: "*8", temp: "0", thermo: "Thermograph(0,[0],[0,-1],0,[0],[0,1])"},
		{in: "9/8+*", temp: "0", thermo: "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])"},
		{in: "^", thermo: "Thermograph(0,[0],[0,-1],0,[],[0])"},
		{in: "6+^*", thermo: "Thermograph(6,[0],[0,-1],6,[0],[0,1])"},
		{in: "73/16+v9*8", temp: "0", thermo: "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])"},
		{in: "{5||3|1|||0||||0}", thermo: "Thermograph(0,[],[0],0,[0],[0,1])"},
		{in: "{3||2+*|1+*}", mean: "9/4", temp: "3/4", thermo: "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])", freeze: "9/4*"},
		{in: "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", mean: "-5/16", temp: "21/16",
			thermo: "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])", freeze: "-5/16*"},
	}
	for _, c := range cases {
		g := thermoParse(t, c.in)
		th := g.Thermograph()
		if c.mean != "" && !g.Mean().Equal(mustRat(t, c.mean)) {
			t.Errorf("(%s).Mean = %s, want %s", c.in, g.Mean(), c.mean)
		}
		if c.temp != "" && !g.Temperature().Equal(mustRat(t, c.temp)) {
			t.Errorf("(%s).Temperature = %s, want %s", c.in, g.Temperature(), c.temp)
		}
		if c.thermo != "" && th.String() != c.thermo {
			t.Errorf("(%s).Thermograph = %s, want %s", c.in, th, c.thermo)
		}
		if c.freeze != "" {
			f, err := Cool(g, g.Temperature())
			if err != nil {
				t.Fatal(err)
			}
			checkPrinted(t, "("+c.in+").Freeze", f, c.freeze)
		}
	}
}

// Worked examples of /work/shared/oracles/facts.md (ONAG ch. 9, the
// Economist's View, the Amazons paper): means, temperatures and walls.
func TestThermographFacts(t *testing.T) {
	cases := []struct {
		name, in, mean, temp string
		left, right          map[string]string // temperature -> wall value
	}{
		// ONAG: {4|1} has mean 5/2, temperature 3/2, walls 4 - t and 1 + t below it
		{name: "{4|1}", in: "{4|1}", mean: "5/2", temp: "3/2",
			left:  map[string]string{"0": "4", "1": "3", "3/2": "5/2", "4": "5/2", "-1": "5"},
			right: map[string]string{"0": "1", "1": "2", "3/2": "5/2", "4": "5/2", "-1": "0"}},
		// ONAG: 7|5||4|1: Left wall 5 up to t = 1 then 6 - t, Right wall 4 up
		// to t = 3/2 then 5/2 + t; they meet at t = 7/4, v = 17/4
		{name: "7|5||4|1", in: "{7|5||4|1}", mean: "17/4", temp: "7/4",
			left:  map[string]string{"0": "5", "1/2": "5", "1": "5", "3/2": "9/2", "7/4": "17/4", "3": "17/4"},
			right: map[string]string{"0": "4", "1": "4", "3/2": "4", "13/8": "33/8", "7/4": "17/4", "3": "17/4"}},
		// x|y with numbers x >= y: mean (x+y)/2, temperature (x-y)/2
		{name: "3|-1", in: "{3|-1}", mean: "1", temp: "2"},
		{name: "5/2|1/2", in: "{5/2|1/2}", mean: "3/2", temp: "1"},
		{name: "7|-3", in: "{7|-3}", mean: "2", temp: "5"},
		{name: "2|2", in: "{2|2}", mean: "2", temp: "0"},
		{name: "-1/4|-3/4", in: "{-1/4|-3/4}", mean: "-1/2", temp: "1/4"},
		// Economist's View, Hotstrat's failure: A and B have temperature 1 and
		// mean 0; C = 10||0|-20 has temperature 10, D = 0|-18 temperature 9
		{name: "A", in: "{1|{{10|{0|-20}}|-21}}", mean: "0", temp: "1"},
		{name: "B", in: "{1||0|-18}", mean: "0", temp: "1"},
		{name: "C", in: "{10||0|-20}", temp: "10"},
		{name: "D", in: "{0|-18}", temp: "9"},
		// Amazons paper: 5|0||1 and 5|v||1 have mean 0; 5|*||1 and 5|^||1 mean 1/2
		{name: "5|0||1", in: "{5|0||1}", mean: "0"},
		{name: "5|v||1", in: "{5|v||1}", mean: "0"},
		{name: "5|*||1", in: "{5|*||1}", mean: "1/2"},
		{name: "5|^||1", in: "{5|^||1}", mean: "1/2"},
	}
	for _, c := range cases {
		g := thermoParse(t, c.in)
		th := g.Thermograph()
		if c.mean != "" && !th.Mean().Equal(mustRat(t, c.mean)) {
			t.Errorf("%s: mean %s, want %s (%s)", c.name, th.Mean(), c.mean, th)
		}
		if c.temp != "" && !th.Temperature().Equal(mustRat(t, c.temp)) {
			t.Errorf("%s: temperature %s, want %s (%s)", c.name, th.Temperature(), c.temp, th)
		}
		for at, v := range c.left {
			if got := th.LeftWall(mustRat(t, at)); !got.Equal(mustRat(t, v)) {
				t.Errorf("%s: LW(%s) = %s, want %s (%s)", c.name, at, got, v, th)
			}
		}
		for at, v := range c.right {
			if got := th.RightWall(mustRat(t, at)); !got.Equal(mustRat(t, v)) {
				t.Errorf("%s: RW(%s) = %s, want %s (%s)", c.name, at, got, v, th)
			}
		}
	}
}

// Sente and gote read off the thermograph (Economist's View, "Sente and
// Gote"): {{20|0}|-1} is Left's sente (Left's wall drops vertically to -1,
// Right's branches at the temperature 1); its negative is Right's sente; a
// switch is gote for both.
func TestLeftRightTemperature(t *testing.T) {
	cases := []struct {
		in, temp, lt, rt string
	}{
		{in: "{{20|0}|-1}", temp: "1", lt: "-1", rt: "1"},
		{in: "{1|{0|-20}}", temp: "1", lt: "1", rt: "-1"},
		{in: "{4|1}", temp: "3/2", lt: "3/2", rt: "3/2"},
		{in: "7", temp: "-1", lt: "-1", rt: "-1"},
	}
	for _, c := range cases {
		th := thermoParse(t, c.in).Thermograph()
		if !th.Temperature().Equal(mustRat(t, c.temp)) || !th.LeftTemperature().Equal(mustRat(t, c.lt)) || !th.RightTemperature().Equal(mustRat(t, c.rt)) {
			t.Errorf("%s: temperature %s, left %s, right %s; want %s %s %s (%s)", c.in,
				th.Temperature(), th.LeftTemperature(), th.RightTemperature(), c.temp, c.lt, c.rt, th)
		}
	}
}

// ThermographFromScaffolds on scaffolds that are not those of a short game:
// the Economist's View's simple 33-point ko with White komaster (facts.md):
// A-check has Left scaffold 24 - t and Right scaffold -9 + 2t, meeting at
// t = 11, v = 13. Scaffolds that may cross twice are rejected.
func TestThermographFromScaffolds(t *testing.T) {
	ls := ConstantTrajectory(rf(24, 1)).Tilt(rf(-1, 1))
	rs := ConstantTrajectory(rf(-9, 1)).Tilt(rf(2, 1))
	th, err := ThermographFromScaffolds(ls, rs)
	if err != nil {
		t.Fatal(err)
	}
	if !th.Temperature().Equal(rf(11, 1)) || !th.Mean().Equal(rf(13, 1)) {
		t.Errorf("33-point ko A-check: temperature %s mean %s, want 11 and 13 (%s)", th.Temperature(), th.Mean(), th)
	}
	if got, want := th.String(), "Thermograph(13,[11],[0,-1],13,[11],[0,2])"; got != want {
		t.Errorf("A-check thermograph %s, want %s", got, want)
	}
	hill := ConstantTrajectory(rf(0, 1)).Tilt(rf(1, 1)) // ls - rs increasing: not a single crossing
	if _, err := ThermographFromScaffolds(hill, ConstantTrajectory(rf(1, 1))); err == nil {
		t.Errorf("scaffolds that cross twice accepted")
	}
	if _, err := ThermographFromScaffolds(ConstantTrajectory(rf(1, 1)), ConstantTrajectory(rf(0, 1))); err == nil {
		t.Errorf("scaffolds that never meet accepted")
	}
}
