package cgt

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// Budgets of one fuzz input: a deadline at the fuzzParseSteps-th check of
// the context (ParseContext checks it before every step that builds a
// game: a step budget, the same on every machine), and fuzzParseBudget of
// time, because one step can take from microseconds to a tenth of a second
// ("*212++_07", seed 152656800fafc21f, makes 10 steps a second) and no
// input may reach the 10 s after which the fuzzer kills a worker as hung.
// Either end is accepted: neither is asserted.
const (
	fuzzParseSteps  = 300
	fuzzParseBudget = time.Second
)

// FuzzParse checks that Parse never panics, that every error is a
// *ParseError with a column inside the input (or just past its end), and
// that what parses prints to a string that parses back to the same game
// (unless a number in it exceeds the 64-bit bound on number literals).
// Each input may make fuzzParseSteps steps; an expression whose sums need
// more stops with the deadline's error, which is accepted.
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
		// A worker that spends 10 s on one input is killed by the fuzzer:
		// give each parse a step budget (ParseContext).
		guard, cancel := context.WithTimeout(context.Background(), fuzzParseBudget)
		defer cancel()
		ctx := testenv.NewStepContext(guard, fuzzParseSteps)
		defer ctx.Release()
		g, err := ParseContext(ctx, s)
		if errors.Is(err, context.DeadlineExceeded) {
			return // an expensive sum, stopped cleanly
		}
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
		back, err := ParseContext(ctx, g.String())
		if err != nil && (strings.Contains(err.Error(), "out of bounds") || strings.Contains(err.Error(), "expression too long")) {
			return // sums can exceed the 64-bit bound on number literals and the length bound
		}
		if errors.Is(err, context.DeadlineExceeded) {
			return
		}
		if err != nil || back != g {
			t.Fatalf("Parse(%q) = %s, which parses back to %v, %v", s, g, back, err)
		}
	})
}

// ParseContext stops an expensive sum at the context's deadline or
// ceiling (the expression below takes several seconds without one; found
// by fuzzing, seeds 25fbf0be0e2bba36 and 9ea51523d398eeb2), and answers as
// Parse when the limits are far.
func TestParseContextLimits(t *testing.T) {
	const slow = "+-8+-71+-5+-3+*200"
	ctx := testenv.NewStepContext(context.Background(), 1000)
	_, err := ParseContext(ctx, slow)
	ctx.Release()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("ParseContext(%q) with a deadline at check 1000: err = %v, want the deadline", slow, err)
	}
	var pe *ParseError
	if errors.As(err, &pe) {
		t.Errorf("a deadline is reported as a parse error: %v", err)
	}
	if ctx.Checks() != 1000 {
		t.Errorf("stopped after %d checks, want at the deadline's check 1000", ctx.Checks())
	}

	_, err = ParseContext(WithCeiling(context.Background(), GamesMade()+100), slow)
	if !errors.Is(err, ErrCeiling) {
		t.Errorf("ParseContext(%q) under a ceiling of 100 new games: err = %v, want ErrCeiling", slow, err)
	}

	for _, s := range []string{"+-8+-71+*2", "{3||2*|1*}", "7|5||4|1", "^19*3+v14", "3+-1"} {
		want, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseContext(WithCeiling(context.Background(), GamesMade()+1_000_000), s)
		if err != nil || got != want {
			t.Errorf("ParseContext(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	// A syntax error is reported as such, limits or not.
	if _, err := ParseContext(ctx, "{1|"); !errors.As(err, &pe) {
		t.Errorf("ParseContext(%q) after the deadline: err = %v, want a *ParseError", "{1|", err)
	}
}
