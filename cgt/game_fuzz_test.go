package cgt

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, that every error is a
// *ParseError with a column inside the input (or just past its end), and
// that what parses prints to a string that parses back to the same game
// (unless a number in it exceeds the 64-bit bound on number literals).
// The seed corpus (the notations of cgsuite_cases.md) runs as a normal test.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"0", "-5/8", "*", "*3", "^", "v", "^*", "^3*2", "vv", "9/8*", "6^*", "73/16v9*8",
		"+-1", "+-(1*)", "+-{2,{4|0}}", "{3||2*|1*}", "7|5||4|1", "{1|{{10|{0|-20}}|-21}}",
		"{3|||2||1|0,*||||-1/2}", "{3|2|1}", "3+-1", "^^^+*", "Tiny(3/2)", "Miny({5||3|1})",
		"tiny-3/2", "miny-1", "+_2", "-_{2|1}", "{0^3|+_1}", "^<2>", "^[3]", "v<3>", "cool({4|1}, 1)",
		"chill({2|0})", "2Tiny(2)", "{|}", "{", "}", "((", "{1|*16384}", "{1/3|0}", "1e5", "--3", "+-",
		"{,|}", "{0,|}", "{0|,}", "0^2", "cool({3|1},-2)", "±1", "^19*3+v14",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return // keep each case fast: sums of big hot games take long
		}
		g, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): error %v is not a *ParseError", s, err)
			}
			if pe.Col < 1 || pe.Col > len(s)+1 {
				t.Fatalf("Parse(%q): column %d outside the input", s, pe.Col)
			}
			return
		}
		back, err := Parse(g.String())
		if err != nil && strings.Contains(err.Error(), "out of bounds") {
			return // sums can exceed the 64-bit bound on number literals
		}
		if err != nil || back != g {
			t.Fatalf("Parse(%q) = %s, which parses back to %v, %v", s, g, back, err)
		}
	})
}
