package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestGameJSON runs "cgtgo game --json" on cases of
// /work/shared/oracles/cgsuite_cases.md (sections A and E) and compares
// each field with CGSuite's expected output.
func TestGameJSON(t *testing.T) {
	cases := []struct {
		expr string
		want gameReport
	}{
		{"{3||2+*|1+*}", gameReport{Canonical: "{3||2*|1*}", LeftStop: "3", RightStop: "2", Mean: "9/4", Temperature: "3/4",
			Thermograph: "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])"}},
		{"{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", gameReport{Canonical: "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
			LeftStop: "1/2", RightStop: "-1", Mean: "-5/16", Temperature: "21/16",
			Thermograph: "Thermograph(-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0])"}},
		{"0", gameReport{Canonical: "0", Braces: "0", LeftStop: "0", RightStop: "0", Mean: "0", Temperature: "-1", Thermograph: "Thermograph(0,[],[0],0,[],[0])"}},
		{"-1/2", gameReport{Canonical: "-1/2", Temperature: "-1/2", Thermograph: "Thermograph(-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1])"}},
		{"25/16", gameReport{Canonical: "25/16", Temperature: "-1/16", Thermograph: "Thermograph(25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1])"}},
		{"*8", gameReport{Canonical: "*8", Temperature: "0", Thermograph: "Thermograph(0,[0],[0,-1],0,[0],[0,1])"}},
		{"9/8+*", gameReport{Canonical: "9/8*", Temperature: "0", Thermograph: "Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0])"}},
		{"^", gameReport{Canonical: "^", Braces: "{0|{0|0}}", Thermograph: "Thermograph(0,[0],[0,-1],0,[],[0])"}},
		{"6+^*", gameReport{Canonical: "6^*", Thermograph: "Thermograph(6,[0],[0,-1],6,[0],[0,1])"}},
		{"73/16+v9*8", gameReport{Canonical: "73/16v9*8", Temperature: "0", Thermograph: "Thermograph(73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1])"}},
		{"{5||3|1|||0||||0}", gameReport{Canonical: "Miny({5||3|1})", Thermograph: "Thermograph(0,[],[0],0,[0],[0,1])"}},
		{"{0||0|-3/2}", gameReport{Canonical: "Tiny(3/2)", Braces: "{0|{0|-3/2}}"}},
		{"+-1+-2+-3+-4", gameReport{Canonical: "+-{10|8||6|4|||4|2||0|-2}"}},
		{"{0|^*5}", gameReport{Canonical: "^^*4"}},
		// Section E: the value of the empty 4x4 Domineering board, as printed.
		{"+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}", gameReport{Canonical: "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"}},
	}
	args := []string{"game", "--json"}
	for _, c := range cases {
		args = append(args, c.expr)
	}
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != exitOK {
		t.Fatalf("exit %d, stderr %s", code, errb.String())
	}
	dec := json.NewDecoder(&out)
	for _, c := range cases {
		var got map[string]string
		if err := dec.Decode(&got); err != nil {
			t.Fatalf("%s: decoding output: %v", c.expr, err)
		}
		for _, k := range []string{"canonical", "braces", "left_stop", "right_stop", "mean", "temperature", "thermograph"} {
			if _, ok := got[k]; !ok {
				t.Errorf("%s: key %q missing", c.expr, k)
			}
		}
		check := func(key, want string) {
			if want != "" && got[key] != want {
				t.Errorf("%s: %s = %q, want %q", c.expr, key, got[key], want)
			}
		}
		check("expression", c.expr)
		check("canonical", c.want.Canonical)
		check("braces", c.want.Braces)
		check("left_stop", c.want.LeftStop)
		check("right_stop", c.want.RightStop)
		check("mean", c.want.Mean)
		check("temperature", c.want.Temperature)
		check("thermograph", c.want.Thermograph)
	}
}

// TestGameText checks the plain output, --braces, stdin-free error handling
// and --help.
func TestGameText(t *testing.T) {
	cases := []struct {
		args     []string
		code     int
		stdout   []string // substrings
		stderr   string
		noStdout bool
	}{
		{args: []string{"game", "7|5||4|1"}, code: exitOK, stdout: []string{"canonical:   {7|5||4|1}", "left stop:   5", "right stop:  4", "mean:        17/4", "temperature: 7/4"}},
		{args: []string{"game", "--braces", "{^|*}"}, code: exitOK, stdout: []string{"canonical:   {{0|{0|0}}|{0|0}}"}},
		{args: []string{"game", "{3|2|1}"}, code: exitFailure, stderr: "cgtgo game: column 5: syntax error", noStdout: true},
		{args: []string{"game", "{1|*16384}"}, code: exitFailure, stderr: "too many options", noStdout: true},
		{args: []string{"game", "{1267650600228229401496703205376|0}"}, code: exitFailure, stderr: "cgtgo game: column 2: integer out of bounds", noStdout: true},
		{args: []string{"game", strings.Repeat("(", 1100) + "0" + strings.Repeat(")", 1100)}, code: exitFailure, stderr: "nested too deeply", noStdout: true},
		{args: []string{"game", strings.Repeat("1+", 40000) + "1"}, code: exitFailure, stderr: "expression too long", noStdout: true},
		{args: []string{"game"}, code: exitUsage, stderr: "no expression", noStdout: true},
		{args: []string{"game", "--help"}, code: exitOK, stdout: []string{"Example:"}}, // --help on stdout (issue 21)
		{args: []string{"game", "--timeout", "1ms", "+-1+-3/2+-2+-5/2+-3+-7/2+-4+-9/2+-5+-11/2+-6+-13/2", "0"}, code: exitFailure, stderr: "gave up", noStdout: true},
		{args: []string{"game", "cool({4|1}, 1)", "chill({2|0})"}, code: exitOK, stdout: []string{"canonical:   {3|2}", "canonical:   1*"}},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run(c.args, &out, &errb)
		if code != c.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", c.args, code, c.code, errb.String())
		}
		for _, s := range c.stdout {
			if !strings.Contains(out.String(), s) {
				t.Errorf("%v: stdout lacks %q:\n%s", c.args, s, out.String())
			}
		}
		if c.stderr != "" && !strings.Contains(errb.String(), c.stderr) {
			t.Errorf("%v: stderr %q lacks %q", c.args, errb.String(), c.stderr)
		}
		if c.noStdout && out.Len() != 0 {
			t.Errorf("%v: unexpected stdout %q", c.args, out.String())
		}
	}
}

// TestGameStdinLines checks the reading of "cgtgo game -" input: one
// expression per line, blank lines skipped, line numbers kept.
func TestGameStdinLines(t *testing.T) {
	var lines []int
	var exprs []string
	err := eachStdinLine(strings.NewReader("^\n\n  {4|1}  \n*2"), func(n int, s string) {
		lines = append(lines, n)
		exprs = append(exprs, s)
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(exprs, ";") != "^;{4|1};*2" || len(lines) != 3 || lines[1] != 3 {
		t.Errorf("got lines %v exprs %q", lines, exprs)
	}
	if err := eachStdinLine(strings.NewReader(strings.Repeat("1", maxStdinLine+10)), func(int, string) {}); err == nil {
		t.Error("an over-long line was accepted")
	}
	var out bytes.Buffer
	for _, s := range exprs {
		if err := analyseGame(context.Background(), &out, s, false, true); err != nil {
			t.Fatal(err)
		}
	}
	if n := strings.Count(out.String(), "\n"); n != 3 {
		t.Errorf("want 3 JSON lines, got %d:\n%s", n, out.String())
	}
}

// TestGameKoExpressions: the calculator hands ko expressions to cgt/loopy
// (issue 4): Moews section 4.2's phi_L^J(KO[7,0] + KO[1,0]) = 7||2|0
// (moews_ko_tables.json), and the 33-point ko of facts.md with White
// komaster (B-check: mean 2, temperature 11).
func TestGameKoExpressions(t *testing.T) {
	for _, tc := range []struct {
		expr string
		want []string
	}{
		{"phiL(KO[7,0] + KO[1,0])", []string{"{7||2|0}"}},
		{"thermo_check(KO[24,-9])", []string{"mean: 2", "temperature: 11"}},
	} {
		var out, errb bytes.Buffer
		if code := run([]string{"game", tc.expr}, &out, &errb); code != exitOK {
			t.Fatalf("%s: exit %d: %s", tc.expr, code, errb.String())
		}
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: output %q lacks %q", tc.expr, out.String(), w)
			}
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"game", "KO[x,0]"}, &out, &errb); code != exitFailure || !strings.Contains(errb.String(), "column") {
		t.Errorf("bad ko term: exit %d, stderr %q", code, errb.String())
	}
}
