package cgt

import (
	"math/big"
	"strings"
	"testing"
)

// checkPrinted compares a computed game with CGSuite's printed value: the
// values must be equal (want parsed back through Parse); a difference in
// the printed form only is reported as a printer difference.
func checkPrinted(t *testing.T, what string, got Game, want string) {
	t.Helper()
	w, err := Parse(want)
	if err != nil {
		t.Fatalf("%s: Parse(%q): %v", what, want, err)
	}
	if got != w {
		t.Errorf("%s = %v, want %s", what, got, want)
		return
	}
	if s := got.String(); s != want {
		t.Errorf("%s: equal value but printed %q, expected printed %q", what, s, want)
	}
}

// CGSuite's GameTest.scala (cgsuite_cases.md section B), EvalTest.scala
// (section C, "Heat 2") and the legacy tests (section F): Cool and Heat.
// Skipped from those sections (not part of cooling/heating): Overheat,
// NortonProduct, ConwayProduct, Pow, PowTo, Subordinate, loopy games.
func TestCoolHeatCGSuite(t *testing.T) {
	const g = "{3||2+*|1+*}"
	cool := []struct{ in, t, want string }{
		{g, "0", "{3||2*|1*}"},
		{g, "1/4", "{11/4||2|3/2}"},
		{g, "1/2", "{5/2|2*}"},
		{g, "5/8", "{19/8|17/8}"},
		{g, "3/4", "9/4*"},
		{g, "70", "9/4"},
		{g, "-1/2", "{7/2|||5/2|3/2||+-1/2}"},
		{"1/4", "-1/8", "1/4"},
		{"1/4", "-1/4", "1/4*"},
		{"1/4", "-3/8", "{3/8|1/8}"},
		{"{3+*||2|1}", "1", "9/4"}, // section F
	}
	for _, c := range cool {
		got, err := Cool(thermoParse(t, c.in), mustRat(t, c.t))
		if err != nil {
			t.Errorf("(%s).Cool(%s): %v", c.in, c.t, err)
			continue
		}
		checkPrinted(t, "("+c.in+").Cool("+c.t+")", got, c.want)
	}
	heat := []struct{ in, t, want string }{
		{g, "1/2", "{7/2|||5/2|3/2||+-1/2}"},
		{g, "1", "{4|||3|1||0|-2}"},
		{g, "-3/4", "9/4*"},
		{g, "-1", "9/4"},
		{g, "-2", "3/2"},
		{g, "-4", "0"},
		{g, "*", "{3*||2|1}"},
		{"*2", "2", "+-{2,{4|0}}"},   // section C
		{"^", "2", "{2||0|-4}"},      // section C
		{"^*", "2", "{2,{4|0}|-2}"},  // section C
		{"^^", "*", "0"},             // section C
		{"*2", "1", "+-{1,{2|0}}"},   // section F, printed +-(1,{2|0}) by CGSuite 1.x
		{"{4|1}", "0", "{4|1}"},      // heating by 0 changes nothing
		{"-5/8", "3", "-5/8"},        // numbers are not heated
		{"{1/2|-1/2}", "1", "+-3/2"}, // ONAG: heat {x|-x} by t gives {x+t|-x-t}
	}
	for _, c := range heat {
		got := Heat(thermoParse(t, c.in), thermoParse(t, c.t))
		checkPrinted(t, "("+c.in+").Heat("+c.t+")", got, c.want)
	}
}

// CGSuite's GameTest.scala (section B) and legacy tests (section F):
// Overheat(s, t) turns integers n into n.s and shifts other positions by t.
func TestOverheatCGSuite(t *testing.T) {
	cases := []struct{ in, s, t, want string }{
		{"{3||2+*|1+*}", "*", "1+*", "{1||+-(1*)|-1,{-1|-3}}"},
		{"7/16", "0", "0", "^[3]"},
		{"31/64", "0", "0", "^[5]"}, // printed ^.PowTo(5) by CGSuite 1.x
		{"5", "^", "7", "^5"},       // Norton product of an integer
		{"-3", "{2|1}", "1", "{-1|-2}+{-1|-2}+{-1|-2}"},
	}
	for _, c := range cases {
		got, err := Overheat(thermoParse(t, c.in), thermoParse(t, c.s), thermoParse(t, c.t))
		if err != nil {
			t.Fatal(err)
		}
		want := thermoParse(t, c.want)
		if got != want {
			t.Errorf("(%s).Overheat(%s, %s) = %v, want %s", c.in, c.s, c.t, got, c.want)
		}
	}
}

func TestCoolErrors(t *testing.T) {
	g := thermoParse(t, "{3||2+*|1+*}")
	cases := []struct{ t, msg string }{
		{"-1", "invalid cooling temperature (must be > -1): -1"}, // CGSuite's message
		{"-3/2", "must be > -1"},
		{"1/3", "not dyadic"},
	}
	for _, c := range cases {
		got, err := Cool(g, mustRat(t, c.t))
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("Cool(%v, %s) = %v, %v; want error containing %q", g, c.t, got, err, c.msg)
		}
	}
}

// ONAG ch. 9 via facts.md: {4|1} cooled by t is {4-t | 1+t} for
// 0 <= t <= 3/2, and the number 5/2 above.
func TestCoolSwitchFacts(t *testing.T) {
	g := thermoParse(t, "{4|1}")
	for _, x := range []string{"0", "1/8", "1/2", "1", "5/4", "3/2", "7/4", "3", "100"} {
		tt := mustRat(t, x)
		got, err := Cool(g, tt)
		if err != nil {
			t.Fatal(err)
		}
		var want Game
		if tt.Cmp(rf(3, 2)) <= 0 {
			want = NewGame([]Game{MustNumber(rf(4, 1).Sub(tt))}, []Game{MustNumber(rf(1, 1).Add(tt))})
		} else {
			want = MustNumber(rf(5, 2))
		}
		if got != want {
			t.Errorf("{4|1} cooled by %s = %v, want %v", x, got, want)
		}
	}
}

// facts.md "Chilling" (Berlekamp and Wolfe): chill({0|0}) = 0,
// chill({1|-1}) = *, chill({2|0}) = 1*, chill({1|0}) = 1/2; integers stay.
// Warming (overheating from 1 to 1*) values are worked from the definition:
// warm(*) = {1|-1}, warm(1/2) = {1 | -1 + 1*} = {1|*}, warm(1*) = {2*|*},
// warm(3) = 3*, warm(^) = {1 | -1 + warm(*)} = {1||0|-2}; each chills back.
func TestChillWarmFacts(t *testing.T) {
	chill := []struct{ in, want string }{
		{"*", "0"},
		{"{1|-1}", "*"},
		{"{2|0}", "1*"},
		{"{1|0}", "1/2"},
		{"5", "5"},
		{"-3", "-3"},
		{"{3|-3}", "+-2"},
	}
	for _, c := range chill {
		got, err := Chill(thermoParse(t, c.in))
		if err != nil {
			t.Fatal(err)
		}
		checkPrinted(t, "chill("+c.in+")", got, c.want)
	}
	warm := []struct{ in, want string }{
		{"*", "+-1"},
		{"1/2", "{1|*}"},
		{"1*", "{2*|*}"},
		{"3", "3*"},
		{"4", "4"},
		{"^", "{1||0|-2}"},
		{"0", "0"},
	}
	for _, c := range warm {
		g := thermoParse(t, c.in)
		got, err := Warm(g)
		if err != nil {
			t.Errorf("Warm(%s): %v", c.in, err)
			continue
		}
		checkPrinted(t, "warm("+c.in+")", got, c.want)
		if back, _ := Chill(got); back != g {
			t.Errorf("chill(warm(%s)) = %v", c.in, back)
		}
	}
}

// The example in Heat's doc comment: heating does not always undo cooling.
func TestHeatAfterCoolExample(t *testing.T) {
	g := thermoParse(t, "{3|0,{5/4|0}}")
	c, err := Cool(g, rf(1, 4))
	if err != nil {
		t.Fatal(err)
	}
	checkPrinted(t, "{3|0,{5/4|0}} cooled by 1/4", c, "{11/4|1/4}")
	checkPrinted(t, "heated back", Heat(c, MustNumber(rf(1, 4))), "{3|0}")
}

// Bounds that keep hostile input from hanging: subzero cooling and
// overheating refuse numbers with denominators above 2^128; cooling at a
// positive temperature does not need to take them apart.
func TestCoolOverheatBounds(t *testing.T) {
	huge := MustNumber(RationalFromBig(new(big.Rat).SetFrac(
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 200), big.NewInt(1)),
		new(big.Int).Lsh(big.NewInt(1), 200))))
	if _, err := Cool(huge, rf(-1, 2)); err == nil || !strings.Contains(err.Error(), "2^128") {
		t.Errorf("subzero cooling of a 200-bit dyadic: %v", err)
	}
	if c, err := Cool(huge, rf(1, 2)); err != nil || c != huge {
		t.Errorf("Cool(x, 1/2) of a number = %v, %v", c, err)
	}
	if _, err := Warm(huge); err == nil {
		t.Errorf("warming a 200-bit dyadic succeeded")
	}
	if _, err := Overheat(MustNumber(RationalFromBig(new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 40)))), Up(), Int(1)); err == nil {
		t.Errorf("Norton product of 2^40 with ^ accepted")
	}
	// a 100-bit dyadic is still cooled below zero: its temperature is -2^-100
	small := MustNumber(RationalFromBig(new(big.Rat).SetFrac(big.NewInt(3), new(big.Int).Lsh(big.NewInt(1), 100))))
	if !small.Temperature().Equal(RationalFromBig(new(big.Rat).SetFrac(big.NewInt(-1), new(big.Int).Lsh(big.NewInt(1), 100)))) {
		t.Errorf("temperature of 3/2^100 = %s", small.Temperature())
	}
	if _, err := Cool(small, rf(-1, 2)); err != nil {
		t.Errorf("subzero cooling of 3/2^100: %v", err)
	}
}
