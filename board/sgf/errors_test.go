package sgf

import (
	"errors"
	"strings"
	"testing"
)

// TestSyntaxErrors checks that malformed input gives a *SyntaxError at the
// line and column (counted by hand, in characters, 1-based) of the fault.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name      string
		src       string
		line, col int
		msg       string
	}{
		{"extra close paren", "(;B[aa]))", 1, 9, "unexpected ')' after game tree"},
		{"extra close paren line 3", "(;GM[1]\n;B[aa]\n;W[bb];B[cc]))", 3, 14, "unexpected ')'"},
		{"missing close paren", "(;B[aa]", 1, 8, "missing ')' for the game tree opened at line 1 col 1"},
		{"missing close paren nested", "(;B[aa](;W[bb])", 1, 16, "missing ')' for the game tree opened at line 1 col 1"},
		{"missing inner close paren", "(;B[aa]\n  (;W[bb]", 2, 10, "opened at line 2 col 3"},
		{"unclosed value", "(;C[abc", 1, 4, "value of property C is not closed"},
		{"unclosed value after escape", "(;C[ab\\", 1, 4, "value of property C is not closed"},
		{"unclosed escaped bracket", "(;C[ab\\])", 1, 4, "not closed"},
		{"empty game tree", "()", 1, 2, "empty game tree"},
		{"empty variation", "(;B[aa]())", 1, 9, "empty game tree"},
		{"tree starting with tree", "(;B[aa])((;W[bb]))", 1, 10, "unexpected '('"},
		{"junk skipped up to first tree", "((;B[aa]))", 1, 10, "unexpected ')' after game tree"},
		{"node after variation", "(;B[aa](;W[bb]);B[cc])", 1, 16, "unexpected ';' after a variation"},
		{"property without value", "(;B(aa))", 1, 4, "property B needs a value"},
		{"property without value at end", "(;B[aa]W)", 1, 9, "unexpected ')': property W needs a value"},
		{"property without value at eof", "(;B[aa]W", 1, 9, "unexpected end of input: property W needs a value"},
		{"lowercase identifier", "(;b[aa])", 1, 3, `property identifier "b" has no uppercase letter`},
		{"property before node", "(B[aa])", 1, 2, "unexpected 'B': a property must follow ';'"},
		{"property after variation", "(;B[aa](;W[bb])C[x])", 1, 16, "unexpected 'C'"},
		{"stray character", "(;C[x]\r\n\r\n;B[aa]#)", 3, 7, "unexpected '#'"},
		{"stray character LFCR", "(;C[x]\n\r;B[aa]#)", 2, 7, "unexpected '#'"},
		{"stray character CR", "(;C[x]\r;B[aa]#)", 2, 7, "unexpected '#'"},
		{"stray character after multi-line value", "(;C[a\nbc]&)", 2, 4, "unexpected '&'"},
		{"columns count characters", "(;C[李李]#)", 1, 8, "unexpected '#'"},
		{"junk after tree", "(;B[aa])x", 1, 9, "unexpected 'x' after game tree"},
		{"empty input", "", 1, 1, "no game tree found"},
		{"no tree", "hello\nworld", 2, 6, "no game tree found"},
		{"only open paren", "(", 1, 2, "missing ')'"},
		{"close bracket outside value", "(;B]aa])", 1, 4, "needs a value"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.src))
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q) error = %v, want a *SyntaxError", tc.src, err)
			}
			if se.Line != tc.line || se.Col != tc.col || !strings.Contains(se.Msg, tc.msg) {
				t.Errorf("Parse(%q) = line %d col %d %q, want line %d col %d containing %q",
					tc.src, se.Line, se.Col, se.Msg, tc.line, tc.col, tc.msg)
			}
			prefix := "sgf line " + itoa(tc.line) + " col " + itoa(tc.col) + ": "
			if !strings.HasPrefix(err.Error(), prefix) {
				t.Errorf("Error() = %q, want prefix %q", err.Error(), prefix)
			}
		})
	}
}

// itoa formats a small non-negative int without strconv, for messages.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestLimits checks that each limit stops hostile input with an error
// wrapping ErrLimit.
func TestLimits(t *testing.T) {
	tests := []struct {
		name string
		src  string
		lim  Limits
	}{
		{"bytes", "(;C[" + strings.Repeat("x", 100) + "])", Limits{MaxBytes: 50}},
		{"depth", strings.Repeat("(;", 20) + strings.Repeat(")", 20), Limits{MaxDepth: 10}},
		{"nodes", "(" + strings.Repeat(";", 200) + ")", Limits{MaxNodes: 100}},
		{"values", "(;" + strings.Repeat("AB[aa]", 200) + ")", Limits{MaxValues: 100}},
		{"value length", "(;C[" + strings.Repeat("x", 100) + "])", Limits{MaxValueLen: 50}},
		{"identifier length", "(;" + strings.Repeat("Ab", 100) + "[x])", Limits{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseWithLimits([]byte(tc.src), tc.lim)
			if !errors.Is(err, ErrLimit) {
				t.Fatalf("error = %v, want one wrapping ErrLimit", err)
			}
		})
	}
	// The same inputs pass under the default limits (except the identifier).
	for _, tc := range tests[:5] {
		if _, err := Parse([]byte(tc.src)); err != nil {
			t.Errorf("%s: default limits reject the input: %v", tc.name, err)
		}
	}
}

// TestDeepNestingDefault checks that the default depth limit rejects very
// deep nesting quickly and accepts nesting just under it.
func TestDeepNestingDefault(t *testing.T) {
	d := DefaultLimits().MaxDepth
	ok := strings.Repeat("(;", d) + strings.Repeat(")", d)
	roots, err := Parse([]byte(ok))
	if err != nil {
		t.Fatalf("depth %d rejected: %v", d, err)
	}
	if n := len(roots[0].MainLine()); n != d {
		t.Errorf("main line has %d nodes, want %d", n, d)
	}
	if out, err := Parse([]byte(Format(roots))); err != nil || !EqualCollections(out, roots) {
		t.Errorf("deep tree does not round-trip: %v", err)
	}
	bad := strings.Repeat("(;", d+1) + strings.Repeat(")", d+1)
	if _, err := Parse([]byte(bad)); !errors.Is(err, ErrLimit) {
		t.Errorf("depth %d: error = %v, want ErrLimit", d+1, err)
	}
}
