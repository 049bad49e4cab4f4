package cgt

import (
	"strings"
	"testing"
)

// TestStringWithin checks the bound on printed forms: a game whose printed
// form holds more braced games than the bound prints as a placeholder with
// its birthday and stops (which Parse rejects), and one within it as usual.
// The counts are those of the written forms: "{2||1|0}" holds two braced
// games, "{3|2||1|0}" three ({3|2}, {1|0} and the whole); the birthdays
// are 1 more than the options' largest (an integer n is born on day |n|).
func TestStringWithin(t *testing.T) {
	cases := []struct {
		text  string
		limit int
		want  string
	}{
		{"{2||1|0}", 2, "{2||1|0}"},
		{"{2||1|0}", 1, "(too big to print: birthday 3, stops 2 / 1)"},
		{"{3|2||1|0}", 3, "{3|2||1|0}"},
		{"{3|2||1|0}", 2, "(too big to print: birthday 5, stops 2 / 1)"},
		{"5", 0, "5"},
		{"^*", 0, "^*"},
	}
	for _, c := range cases {
		g, err := Parse(c.text)
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		if got := g.stringWithin(c.limit); got != c.want {
			t.Errorf("%s within %d: %q, want %q", c.text, c.limit, got, c.want)
		}
		if got := g.stringWithin(c.limit); strings.HasPrefix(got, "(too big") {
			if _, err := Parse(got); err == nil {
				t.Errorf("%q parses", got)
			}
		}
	}
}
