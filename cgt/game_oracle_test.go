package cgt

import (
	"errors"
	"strings"
	"testing"
)

func mustParse(t *testing.T, s string) Game {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// gameSet prints a set of games as CGSuite does: "{a,b}" in our order, so
// the test compares sets after sorting the printed names.
func gameSetString(gs []Game) []string {
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.String()
	}
	return out
}

func sameStringSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[string]int{}
	for _, s := range a {
		m[s]++
	}
	for _, s := range b {
		m[s]--
	}
	for _, v := range m {
		if v != 0 {
			return false
		}
	}
	return true
}

// TestCGSuiteCases checks the loopfree cases of
// /work/shared/oracles/cgsuite_cases.md sections A, C and F that concern
// canonical forms, printing, stops, birthdays, outcome classes, options,
// incentives and atomic weights. Mean, Temperature, Thermograph, Cool and
// Heat belong to thermograph*_test.go / cool*_test.go. Skipped (not
// implemented in this package): StopCount, Companion, UptimalExpansion,
// IsUptimal, Freeze, RCF (reduced canonical form), loopy values (section
// C's pass/on/off/over/dud cases, section D), Conway products and "5*G"
// (Conway multiplication), Overheat, Pow/PowTo of general games, DayN.
func TestCGSuiteCases(t *testing.T) {
	cases := []struct {
		in, printed string
		ls, rs      string // stops, "" = unchecked
		birthday    int64  // -1 = unchecked
		outcome     string
		aw          string // atomic weight, "!" = not atomic, "" = unchecked
		left, right []string
		incentives  []string
	}{
		// Section A (CanonicalShortGameTestCase.scala).
		{in: "0", printed: "0", ls: "0", rs: "0", birthday: 0, outcome: "P"},
		{in: "5", printed: "5", birthday: 5, left: []string{"4"}, incentives: []string{"-1"}},
		{in: "-1/2", printed: "-1/2", birthday: 2, left: []string{"-1"}, right: []string{"0"}},
		{in: "25/16", printed: "25/16", birthday: 6, left: []string{"3/2"}, right: []string{"13/8"}},
		{in: "*8", printed: "*8", birthday: 8, incentives: []string{"*8", "*9", "*10", "*11", "*12", "*13", "*14", "*15"}},
		{in: "9/8+*", printed: "9/8*", birthday: -1},
		{in: "^", printed: "^", birthday: 2, aw: "1", incentives: []string{"^*"}},
		{in: "v*", printed: "v*", birthday: -1, aw: "-1", left: []string{"0"}, right: []string{"0", "*"}, outcome: "N"},
		{in: "6+^*", printed: "6^*", birthday: 8, left: []string{"6", "6*"}},
		{in: "73/16+v9*8", printed: "73/16v9*8", birthday: -1},
		{in: "{0|*||*|||*||||*}", printed: "^[4]", birthday: 5, aw: "1", left: []string{"^[3]"}, right: []string{"*"}},
		{in: "{0||0|v*}", printed: "{0|^<2>}", birthday: 4, aw: "1"},
		{in: "{0||0|vvv}", printed: "{0||0|v3}", birthday: -1, aw: "0"},
		{in: "{^^^|vv}", printed: "{^3|vv}", birthday: -1, aw: "{1|0}", incentives: []string{"{^5|0}"}},
		{in: "{0||0|-3/2}", printed: "Tiny(3/2)", birthday: -1, aw: "0", incentives: []string{"{3/2,{3/2|0}|0}"}},
		{in: "{0|||0||-1|-3}", printed: "Tiny({3|1})", birthday: -1, aw: "0"},
		{in: "{5||3|1|||0||||0}", printed: "Miny({5||3|1})", birthday: -1, aw: "0", outcome: "R"},
		{in: "{1|^^||^}", printed: "{1|^^||^}", birthday: -1, aw: "2"},
		{in: "{1|^^^||^}", printed: "{1|^3||^}", birthday: -1, aw: "!"},
		{in: "{3||2+*|1+*}", printed: "{3||2*|1*}", ls: "3", rs: "2", birthday: 5, outcome: "L", incentives: []string{"{2*|1*||0}"}},
		{in: "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", printed: "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}", ls: "1/2", rs: "-1", birthday: -1, outcome: "N"},
		// Section C (EvalTest.scala), loopfree.
		{in: "{0|^*5}", printed: "^^*4", birthday: -1},
		{in: "{3|||2||1|0,*||||-1/2}", printed: "{3|||2||1|0,*||||-1/2}", birthday: -1},
		{in: "3+-1", printed: "{4|2}", birthday: -1},
		{in: "+-1+-2+-3+-4", printed: "+-{10|8||6|4|||4|2||0|-2}", birthday: -1},
		{in: "3 - 2 +- 6 - 7 +- 8 + 4", printed: "{12|0||-4|-16}", birthday: -1},
		{in: "{0||0|-1}", printed: "Tiny(1)", birthday: -1},
		{in: "{0|||0||-1|-2}", printed: "Tiny({2|1})", birthday: -1},
		{in: "{1|0||0}", printed: "Miny(1)", birthday: -1},
		{in: "{0|v*}", printed: "^<2>", birthday: -1},
		{in: "{^|*}", printed: "^[2]", birthday: -1},
		{in: "^^^^^^+vvv*+^19*3+v14", printed: "^8*2", birthday: -1},
		// Section F (legacy CGSuite 1.x tests): atomic weights, birthdays.
		{in: "{^^*|*,v}", printed: "{^^*|*,v}", birthday: -1, aw: "1/2"},
		{in: "{1|^||0}", printed: "{1|^||0}", birthday: -1, aw: "1"},
		{in: "{2|^^||0}", printed: "{2|^^||0}", birthday: -1, aw: "!"},
		{in: "^^*2", printed: "^^*2", birthday: 4},
		{in: "117/64", printed: "117/64", birthday: 8},
	}
	for _, c := range cases {
		g := mustParse(t, c.in)
		if got := g.String(); got != c.printed {
			t.Errorf("%s: printed %q, want %q", c.in, got, c.printed)
		}
		if back := mustParse(t, c.printed); back != g {
			t.Errorf("%s: the printed form %q parses to %s", c.in, c.printed, back)
		}
		if c.ls != "" && (g.LeftStop().String() != c.ls || g.RightStop().String() != c.rs) {
			t.Errorf("%s: stops %s, %s; want %s, %s", c.in, g.LeftStop(), g.RightStop(), c.ls, c.rs)
		}
		if c.birthday >= 0 && g.Birthday() != c.birthday {
			t.Errorf("%s: birthday %d, want %d", c.in, g.Birthday(), c.birthday)
		}
		if c.outcome != "" && g.OutcomeClass().String() != c.outcome {
			t.Errorf("%s: outcome %s, want %s", c.in, g.OutcomeClass(), c.outcome)
		}
		if c.aw != "" {
			aw, err := g.AtomicWeight()
			switch {
			case c.aw == "!" && !errors.Is(err, ErrNotAtomic):
				t.Errorf("%s: atomic weight %s, %v; want not atomic", c.in, aw, err)
			case c.aw != "!" && (err != nil || aw.String() != c.aw):
				t.Errorf("%s: atomic weight %s, %v; want %s", c.in, aw, err, c.aw)
			}
		}
		if c.left != nil && !sameStringSet(gameSetString(g.LeftOptions()), c.left) {
			t.Errorf("%s: Left options %v, want %v", c.in, gameSetString(g.LeftOptions()), c.left)
		}
		if c.right != nil && !sameStringSet(gameSetString(g.RightOptions()), c.right) {
			t.Errorf("%s: Right options %v, want %v", c.in, gameSetString(g.RightOptions()), c.right)
		}
		if c.incentives != nil && !sameStringSet(gameSetString(g.Incentives()), c.incentives) {
			t.Errorf("%s: incentives %v, want %v", c.in, gameSetString(g.Incentives()), c.incentives)
		}
	}
}

// TestCGSuiteErrors checks the error cases of cgsuite_cases.md section C:
// "{3|2|1}" is a syntax error, "{1|*16384}" has too many options and
// "{2^100|0}"-sized integers are refused (in our notation 2^100 is 2 plus
// 100 ups, so the refused integer is written out).
func TestCGSuiteErrors(t *testing.T) {
	cases := []struct{ in, msg string }{
		{"{3|2|1}", "syntax error"},
		{"{1|*16384}", "too many options"},
		{"{1267650600228229401496703205376|0}", "out of bounds"},
		{"{1/3|0}", "not a dyadic"},
	}
	for _, c := range cases {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Parse(%q) error %v, want one containing %q", c.in, err, c.msg)
		}
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Col < 1 {
			t.Errorf("Parse(%q): error %v carries no column", c.in, err)
		}
	}
}

// TestNortonProduct checks CGSuite's GameTest.scala NortonProduct cases
// (cgsuite_cases.md section B).
func TestNortonProduct(t *testing.T) {
	cases := []struct{ g, u, want string }{
		{"6", "^", "^6"},
		{"1/2", "^", "{^^*|v*}"},
		{"^", "^", "{^^*||0|v4}"},
		{"Tiny(2)", "^", "{^^*||0|v6}"},
	}
	for _, c := range cases {
		got := NortonProduct(mustParse(t, c.g), mustParse(t, c.u))
		if got != mustParse(t, c.want) {
			t.Errorf("%s.NortonProduct(%s) = %s, want %s", c.g, c.u, got, c.want)
		}
	}
}

// TestFacts checks the loopfree examples of /work/shared/oracles/facts.md
// that concern canonical forms and stops (means and temperatures are
// tested in thermograph*_test.go).
func TestFacts(t *testing.T) {
	stops := []struct{ in, ls, rs string }{
		{"{4|1}", "4", "1"},           // ONAG ch. 9
		{"7|5||4|1", "5", "4"},        // walls start at Left 5, Right 4
		{"{5|4,7}", "5", "4"},         // ONAG ch. 9
		{"{9|{7|2}}", "9", "7"},       // ONAG ch. 9
		{"{{3|0}|{1/2|9}}", "0", "0"}, // = 0
		// With +1: not a number. facts.md (after ONAG) says "Right value
		// 1/2", reading the play at the level of forms; but the Right option
		// {1/2|9} is the number 1, so the Right stop of the value is 1.
		{"{{3|1}|{1/2|9}}", "1", "1"},
		// x|y switches: in a sum the first player takes the largest
		// (facts.md): Left 5 then Right 2 = 7; Right 1 then Left 3 = 4.
		{"{5|1}+{3|2}", "7", "4"},
		// Hotstrat's failure (Economist's View 3.3): A and B.
		{"{1|{{10|{0|-20}}|-21}}", "1", "0"},
		{"1||0|-18", "1", "0"},
	}
	for _, c := range stops {
		g := mustParse(t, c.in)
		if g.LeftStop().String() != c.ls || g.RightStop().String() != c.rs {
			t.Errorf("%s: stops %s, %s; want %s, %s", c.in, g.LeftStop(), g.RightStop(), c.ls, c.rs)
		}
	}
	equal := []struct{ a, b string }{
		{"{{3|0}|{1/2|9}}", "0"},
		{"{{3|1/4}|{1/2|9}}", "1/2"},
		{"{{3|-1}|{1/2|9}}", "0"},
		{"{0|0}", "*"},
		{"{0|*}", "^"},
		{"{^|^}", "{0|^}"},
		{"{0||0|-1}", "tiny-1"},
		{"+_1", "tiny-1"},
		{"-_1", "miny-1"},
		{"{0^3|+_2}", "{0|{0|{0|{0||0|-2}}}}"},
		// facts.md (Amazons paper): 5|0||1 and 5|v||1 have mean 0, 5|*||1 and
		// 5|^||1 mean 1/2; their Left options reverse out (ONAG ch. 10),
		// leaving the numbers themselves.
		{"5|0||1", "0"},
		{"5|v||1", "0"},
		{"5|*||1", "1/2"},
		{"5|^||1", "1/2"},
	}
	for _, c := range equal {
		if a, b := mustParse(t, c.a), mustParse(t, c.b); a != b {
			t.Errorf("%s = %s, want %s", c.a, a, b)
		}
	}
	// Moews 4.2 (facts.md): phi_L(KO[7,0]) + phi_L(KO[1,0]) = {8|0} + {2|0}
	// differs from the joint value 7 || 2 | 0.
	if mustParse(t, "{8|0}+{2|0}") == mustParse(t, "7||2|0") {
		t.Errorf("{8|0}+{2|0} should differ from 7||2|0")
	}
	if g := mustParse(t, "{{3|1}|{1/2|9}}"); g.IsNumber() {
		t.Errorf("{{3|1}|{1/2|9}} should not be a number, got %s", g)
	}
	// tiny-x is a positive infinitesimal for x > 0, smaller than ^.
	for _, x := range []string{"1", "3/2", "{2|1}", "5"} {
		tiny := mustParse(t, "tiny-"+x)
		if !Zero().Less(tiny) || !tiny.IsInfinitesimal() || !tiny.Less(Up()) {
			t.Errorf("tiny-%s = %s is not a positive infinitesimal below ^", x, tiny)
		}
		for _, y := range []string{"1/64", "1/1024"} {
			if !tiny.Less(mustParse(t, y)) {
				t.Errorf("tiny-%s is not below %s", x, y)
			}
		}
	}
	// Three-stop game G = x|y || 0 with x >= y >= 0 (Economist's View,
	// facts.md): Right's incentive is G itself, Left's is {x-y, {x|y} | 0}.
	for _, xy := range [][2]string{{"3", "1"}, {"5", "2"}, {"2", "0"}, {"7/2", "1/2"}} {
		g := mustParse(t, xy[0]+"|"+xy[1]+"||0")
		ri := g.RightIncentives()
		if len(ri) != 1 || ri[0] != g {
			t.Errorf("%s: Right incentives %v, want {%s}", g, ri, g)
		}
		li := g.LeftIncentives()
		want := mustParse(t, "{"+xy[0]+"-"+xy[1]+", {"+xy[0]+"|"+xy[1]+"}|0}")
		if len(li) != 1 || li[0] != want {
			t.Errorf("%s: Left incentives %v, want {%s}", g, li, want)
		}
	}
}

// TestPredicates checks the classification predicates against their
// definitions on small games (numbers ONAG ch. 1; nimbers, all-small games
// Winning Ways ch. 3 and 7; infinitesimals ONAG ch. 9; ±G switches).
func TestPredicates(t *testing.T) {
	cases := []struct {
		in                                       string
		number, nimber, infinitesimal, small, sw bool
	}{
		{"0", true, true, true, true, false},
		{"*3", false, true, true, true, false},
		{"^", false, false, true, true, false},
		{"^*", false, false, true, true, false},
		{"Tiny(1)", false, false, true, false, false},
		{"+-1", false, false, false, false, true},
		{"{^|v}", false, true, true, true, false}, // ^ and v reverse through *: {^|v} = *
		{"+-^^", false, false, true, true, true},
		{"{3||2+*|1+*}", false, false, false, false, false},
		{"1/2", true, false, false, false, false},
		{"5*", false, false, false, false, false},
	}
	for _, c := range cases {
		g := mustParse(t, c.in)
		got := [5]bool{g.IsNumber(), g.IsNimber(), g.IsInfinitesimal(), g.IsAllSmall(), g.IsSwitch()}
		want := [5]bool{c.number, c.nimber, c.infinitesimal, c.small, c.sw}
		if got != want {
			t.Errorf("%s: (number, nimber, infinitesimal, all-small, switch) = %v, want %v", c.in, got, want)
		}
	}
}
