package coins

import (
	"errors"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/cgt"
)

// TestNotationTable checks the printed form of terms in the notation of
// Figure 5.1 and Figure 5.2 (Moews section 5.1.3), that parsing it gives the
// coin back, and that the game is the one cgt.Parse reads from Winning
// Ways' notation (for the blue higher rows, whose 0^n stands right of the
// bar, as the negative of the red term).
func TestNotationTable(t *testing.T) {
	two := cgt.Int(2)
	half, _ := cgt.Parse("1/2")
	sw, _ := cgt.Parse("{2|1}")
	cases := []struct {
		coin Coin
		text string
		game string // cgt.Parse form of the term; "" to skip
		neg  bool   // game is the negative of the parsed text
	}{
		{BoardCoin(Red, 4, 1, two), "{0^3|+_2}", "{0^3|+_2}", false},
		{BoardCoin(Blue, 4, 1, two), "{-_2|0^3}", "{0^3|+_2}", true},
		{BoardCoin(Red, 3, 3, cgt.Int(1)), "{0^2|+_1}^{->3}", "", false},
		{BoardCoin(Blue, 3, 2, cgt.Int(1)), "{-_1|0^2}^{->2}", "", false},
		{BoardCoin(Red, 2, 1, two), "{0|+_2}", "{0|+_2}", false},
		{BoardCoin(Blue, 2, 1, two), "{-_2|0}", "{-_2|0}", false},
		{BoardCoin(Red, 2, 2, cgt.Int(3)), "{0|+_3}^{->2}", "", false},
		{BoardCoin(Red, 1, 1, two), "+_2", "+_2", false},
		{BoardCoin(Blue, 1, 1, half), "-_1/2", "-_(1/2)", false},
		{BoardCoin(Red, 1, 3, cgt.Int(3)), "+_3^{->3}", "", false},
		{BoardCoin(Red, 0, 1, two), "{0|-2}", "{0|-2}", false},
		{BoardCoin(Blue, 0, 1, two), "{2|0}", "{2|0}", false},
		{BoardCoin(Red, 1, 1, sw), "+_({2|1})", "+_{2|1}", false},
		{StripCoin(Red, 0), "*", "*", false},
		{StripCoin(Red, 1), "^*", "^*", false},
		{StripCoin(Blue, 1), "v*", "v*", false},
		{StripCoin(Red, 3), "^{->3}*", "", false},
		{StripCoin(Blue, 2), "v{->2}*", "", false},
		{PocketCoin(Blue, cgt.Int(3)), "3", "3", false},
		{PocketCoin(Red, half), "-1/2", "-1/2", false},
	}
	for _, c := range cases {
		if got := c.coin.Notation(); got != c.text {
			t.Errorf("%+v prints as %q, want %q", c.coin, got, c.text)
		}
		back, err := ParseTerm(c.text)
		if err != nil {
			t.Errorf("ParseTerm(%q): %v", c.text, err)
			continue
		}
		if back != c.coin {
			t.Errorf("ParseTerm(%q) = %+v, want %+v", c.text, back, c.coin)
		}
		if c.game == "" {
			continue
		}
		g, err := ParseTermGame(c.text)
		if err != nil {
			t.Fatal(err)
		}
		want := mustParse(t, c.game)
		if c.neg {
			want = want.Neg()
		}
		if g != want {
			t.Errorf("ParseTermGame(%q) = %s, cgt.Parse(%q) = %s", c.text, g, c.game, want)
		}
	}
}

// TestNotationAlternatives checks the other spellings the parser accepts:
// the braceless column-1 forms of Figure 5.1, blanks, and an explicit
// shift of 1.
func TestNotationAlternatives(t *testing.T) {
	cases := []struct{ in, canonical string }{
		{"0^3|+_2", "{0^3|+_2}"},
		{"-_1|0^2", "{-_1|0^2}"},
		{"0|+_1", "{0|+_1}"},
		{"-_3|0", "{-_3|0}"},
		{"0|-3", "{0|-3}"},
		{"3|0", "{3|0}"},
		{" { 0^2 | +_1 } ^{->2} ", "{0^2|+_1}^{->2}"},
		{"+_1^{->1}", "+_1"},
		{"^{->1}*", "^*"},
		{"+_(1/2)", "+_1/2"},
	}
	for _, c := range cases {
		coin, err := ParseTerm(c.in)
		if err != nil {
			t.Errorf("ParseTerm(%q): %v", c.in, err)
			continue
		}
		if got := coin.Notation(); got != c.canonical {
			t.Errorf("ParseTerm(%q) prints as %q, want %q", c.in, got, c.canonical)
		}
	}
}

// TestNotationErrors checks that malformed terms give errors, never panics.
func TestNotationErrors(t *testing.T) {
	for _, in := range []string{
		"", "+_", "+_x", "{0^3|+_2", "{0^0|+_2}", "{0^2|-2}", "{0|0}", "+_0", "-0",
		"{0|+_2}^{->0}", "{0|+_2}^{->999}", "^{->2}", "v{->}*", "{2|0}^{->2}",
		"+_2 +_2", "+_(", "+_({2|1|0})", "{-_2|1}", "0", "+_(^)", "{0^3|+_2}}", "1/3",
		strings.Repeat("(", MaxTermLength+1),
	} {
		if c, err := ParseTerm(in); err == nil {
			t.Errorf("ParseTerm(%q) = %+v, want an error", in, c)
		}
	}
	_, err := ParseTerm("{0^2|+_2")
	if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), "column 9") {
		t.Errorf("error %v should wrap ErrSyntax and name column 9", err)
	}
}

// TestNotationRoundTrip prints every coin of a range of squares and values
// and parses it back.
func TestNotationRoundTrip(t *testing.T) {
	var coins []Coin
	for _, xs := range []string{"1", "5/8", "12", "{3|1}"} {
		x := mustParse(t, xs)
		for row := 0; row <= 6; row++ {
			for col := 1; col <= 5; col++ {
				if row == 0 && col > 1 {
					continue
				}
				coins = append(coins, BoardCoin(Red, row, col, x), BoardCoin(Blue, row, col, x))
			}
		}
		coins = append(coins, PocketCoin(Red, x), PocketCoin(Blue, x))
	}
	for col := 1; col <= 6; col++ {
		coins = append(coins, StripCoin(Red, col), StripCoin(Blue, col))
	}
	for _, c := range coins {
		s := c.Notation()
		back, err := ParseTerm(s)
		if err != nil || back != c {
			t.Errorf("%+v prints as %q, parses back as %+v, %v", c, s, back, err)
		}
	}
}

// FuzzParseTerm checks that ParseTerm never panics and that whatever it
// accepts prints in a form it reads back to the same coin.
func FuzzParseTerm(f *testing.F) {
	for _, s := range []string{
		"{0^3|+_2}", "{-_2|0^3}^{->4}", "+_1/2^{->2}", "-_3", "{0|-1}", "{5|0}", "*", "^*",
		"v{->3}*", "7", "-7", "0^2|+_1", "+_({3|1})", "{0|+_(1+*)}", "+_(", "{", "^{->",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseTerm(s)
		if err != nil {
			return
		}
		back, err := ParseTerm(c.Notation())
		if err != nil || back != c {
			t.Errorf("ParseTerm(%q) = %+v prints as %q which parses as %+v, %v", s, c, c.Notation(), back, err)
		}
	})
}

// TestParsePosition checks reading positions as Position.String prints
// them, and errors naming the bad term.
func TestParsePosition(t *testing.T) {
	for _, s := range []string{"0", "+_1 + {-_1|0}^{->3} + ^* + *", "{0^2|+_1/2} + -_(1*)^{->2} + 3 + -2", "{0|-1} + {2|0}"} {
		p, err := ParsePosition(s)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", s, err)
			continue
		}
		if p.String() != s {
			t.Errorf("ParsePosition(%q) prints as %q", s, p)
		}
	}
	if p, err := ParsePosition(""); err != nil || len(p) != 0 {
		t.Errorf("ParsePosition(\"\") = %v, %v", p, err)
	}
	_, err := ParsePosition("+_1 + {0|+_x}")
	if err == nil || !strings.Contains(err.Error(), "term 2") {
		t.Errorf("error %v should name term 2", err)
	}
	for _, s := range []string{"+", "+_1 +", "+_1 ++ +_2", "{0|+_1} + (", "0 + 0"} {
		if p, err := ParsePosition(s); err == nil {
			t.Errorf("ParsePosition(%q) = %s, want an error", s, p)
		}
	}
}

// FuzzParsePosition checks that ParsePosition never panics and that what
// it accepts prints in a form it reads back to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"0", "+_1 + {-_1|0}^{->3} + ^*", "3 + -2", "{0|+_(1+*)} + *", "+_1 ++", "((+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			return
		}
		back, err := ParsePosition(p.String())
		if err != nil || back.String() != p.String() {
			t.Errorf("ParsePosition(%q) = %s reads back as %s, %v", s, p, back, err)
		}
	})
}
