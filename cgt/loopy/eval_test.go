package loopy

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

func mustParse(t *testing.T, s string) cgt.Game {
	t.Helper()
	g, err := cgt.Parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return g
}

// TestEvalGames: expressions whose value is an ender, compared as games
// parsed by cgt (values from Moews section 4.1/4.2 and Tables 4.2/4.3).
func TestEvalGames(t *testing.T) {
	cases := []struct {
		expr, want string
		exact      bool
	}{
		{"phiL(KO[7,0] + KO[1,0])", "7||2|0", true},
		{"sidleL(KO[7,0] + KO[1,0])", "7||2|0", true},
		{"sidleL_N(KO[7,0] + KO[1,0])", "7||2|0", true},
		{"sidleR_J(-KO[7,0] - KO[1,0]) + phiL(KO[7,0] + KO[1,0])", "0", true},
		{"phiL_N(KO[7,0]+KO[1,0]) + 3", "10||5|3", true},
		{"phiLR(KO[7,0] + KO[1,0])", "7||2|0", true},
		{"phiR(-KO[7,0] - KO[1,0])", "0|-2||-7", true},
		{"phiRL(OK[0,-7] + OK[0,-1])", "0|-2||-7", true},
		{"phiL(KO[7,0])", "{8|0}", true},
		{"phiL(OK[7,0])", "8", true},
		{"phiR(KO[7,0])", "{|0}", true},
		{"phiL(KO_3^5[3,0])", "6", true},
		{"phiL(KO_4^5[3,0])", "{6|0}", true},
		{"phiL(KO[11,0]+KO[13,0]+KO[15,0])", "{{27|15}|{13|{12|0}}}", true},
		{"phiL(KOR[11,0]+KOR[13,0])", "{13|{11|0}}", false},
		{"phiL(KOR[11,0])", "{11|0}", false},
		{"phiL(KO[phiL(OK[2,0]), 0])", "{4|0}", true},
		{"{3|1} + phiL(KO[7,0]) - 2", "{3|1} + {8|0} - 2", true},
		{"^ + *", "^*", true},
	}
	for _, c := range cases {
		r, err := Eval(c.expr)
		if err != nil {
			t.Errorf("Eval(%q): %v", c.expr, err)
			continue
		}
		g, ok := r.Game()
		if !ok || g != mustParse(t, c.want) || r.Exact != c.exact {
			t.Errorf("Eval(%q) = %+v, want %s (exact %v)", c.expr, r, c.want, c.exact)
		}
	}
}

// TestEvalLoopySum: a sum that keeps its kos reports phi_L and phi_R.
func TestEvalLoopySum(t *testing.T) {
	r, err := Eval("KO[7,0] + KO[1,0]")
	if err != nil {
		t.Fatal(err)
	}
	want := mustParse(t, "7||2|0").String()
	s := Sum{Kos: []Ko{KO(cgt.Int(7), cgt.Zero()), KO(cgt.Int(1), cgt.Zero())}}
	gR, err := Sidle(context.Background(), s, RightThreats, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != "loopy" || r.PhiL != want || r.PhiR != gR.String() {
		t.Errorf("got %+v", r)
	}
	if !IsLoopyExpr("KO[7,0] + KO[1,0]") || IsLoopyExpr("{3|1} + 7||2|0") || IsLoopyExpr("TOKO[1,2]") {
		t.Errorf("IsLoopyExpr misclassifies")
	}
	if _, err := json.Marshal(r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Text(), "phi_L^J") {
		t.Errorf("text %q", r.Text())
	}
}

// TestEvalThermo: thermo_hat / thermo_check of the 33-point ko
// KO[24,-9] = B of facts.md: mean 2, temperature 11.
func TestEvalThermo(t *testing.T) {
	for _, e := range []string{"thermo_hat(KO[24,-9])", " thermo_check( KO[24,-9] ) "} {
		r, err := Eval(e)
		if err != nil {
			t.Fatalf("%q: %v", e, err)
		}
		if r.Kind != "thermograph" || r.Mean != "2" || r.Temperature != "11" {
			t.Errorf("%q: %+v", e, r)
		}
	}
	r, err := Eval("thermo_check(OK[24,-9])")
	if err != nil || r.Mean != "13" || r.Temperature != "11" {
		t.Errorf("OK[24,-9]: %+v %v", r, err)
	}
	r, err = Eval("thermo_hat(KO_1^4[12,0])") // iterated ko, see TestKomasterIteratedKo
	if err != nil || r.Mean != "9" || r.Temperature != "3" || r.Komaster != "Left" {
		t.Errorf("KO_1^4[12,0]: %+v %v", r, err)
	}
	r, err = Eval("thermo_hat({4|1})")
	if err != nil || r.Mean != "5/2" || r.Temperature != "3/2" {
		t.Errorf("{4|1}: %+v %v", r, err)
	}
}

// TestEvalErrors: bad input gives *EvalError with a column, never a panic.
func TestEvalErrors(t *testing.T) {
	cases := []struct {
		expr string
		col  int
	}{
		{"KO[7]", 4},
		{"KO[7,0", 3},
		{"{KO[1,0]|0}", 2},
		{"2KO[1,0]", 2},
		{"+-KO[1,0]", 1},
		{"KO[1,{0|]", 0},
		{"phiL(KO[1,0]) + thermo_hat(KO[1,0])", 17},
		{"KO_0^3[1,0]", 1},
		{"KO_1^99[1,0]", 1},
		{"OK_1^3[1,0]", 1},
		{"KO[KO[1,0],0]", 4},
		{"", 1},
		{strings.Repeat("phiL(", 20) + "0" + strings.Repeat(")", 20), 0},
		{"phiL(KOR[1,0]+KOL[2,0])", 1},
		{"thermo_hat(KO[1,0]+KO[2,0])", 0},
		{"phiL(KO[7,0]", 0},
	}
	for _, c := range cases {
		_, err := Eval(c.expr)
		var ee *EvalError
		if !errors.As(err, &ee) {
			t.Errorf("Eval(%q): want *EvalError, got %v", c.expr, err)
			continue
		}
		if c.col != 0 && ee.Col != c.col {
			t.Errorf("Eval(%q): column %d (%v), want %d", c.expr, ee.Col, ee, c.col)
		}
	}
}

// FuzzEval: Eval never panics, and every error is an *EvalError.
func FuzzEval(f *testing.F) {
	for _, s := range []string{
		"phiL(KO[7,0] + KO[1,0])", "KO_2^4[3,0] - OK[1,-1]", "thermo_hat(KO[24,-9])",
		"phiR_N(KOL[3,0])", "{3|1} + KO[{1|0},*]", "KO[", "phiL(()", "KO[1,0]]",
		"sidleR(-KO[2,0]-KO[3,0])", "thermo_check(OK[5,0])",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// A step budget, and a time limit only so that no input reaches
		// the fuzzer's 10 s (one step of a big sum can take 0.1 s); the
		// end of either is accepted, neither is asserted.
		guard, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		ctx := testenv.NewStepContext(guard, 2000)
		defer ctx.Release()
		_, err := EvalContext(ctx, s, 20000)
		if err != nil {
			var ee *EvalError
			if !errors.As(err, &ee) {
				t.Fatalf("Eval(%q): error %v is not an *EvalError", s, err)
			}
		}
	})
}

// An ender whose sums outlast the deadline stops with an *EvalError
// wrapping the deadline (cgt.ParseContext), at the check that saw it, not
// after seconds of work: the deadline is the context's 500th check, the
// same on every machine.
func TestEvalEnderDeadline(t *testing.T) {
	const steps = 500
	ctx := testenv.NewStepContext(context.Background(), steps)
	defer ctx.Release()
	_, err := EvalContext(ctx, "KO[1,0] + (+-8+-71+-5+-3+*200)", 0)
	var ee *EvalError
	if !errors.As(err, &ee) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v, want an *EvalError wrapping the deadline", err)
	}
	if ctx.Checks() != steps {
		t.Errorf("stopped after %d checks, want at the deadline's check %d", ctx.Checks(), steps)
	}
}
