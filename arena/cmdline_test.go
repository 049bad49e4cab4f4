package arena

import (
	"strings"
	"testing"
)

func TestSplitCommandLine(t *testing.T) {
	cases := []struct{ in, want string }{
		{"gnugo --mode gtp", "gnugo|--mode|gtp"},
		{`"/path with space/engine" -x 'a b' c\ d`, "/path with space/engine|-x|a b|c d"},
		{`  leela  ""  `, "leela|"},
	}
	for _, c := range cases {
		got, err := SplitCommandLine(c.in)
		if err != nil || strings.Join(got, "|") != c.want {
			t.Errorf("SplitCommandLine(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "   ", `"open`, `x\`} {
		if _, err := SplitCommandLine(bad); err == nil {
			t.Errorf("SplitCommandLine(%q) should fail", bad)
		}
	}
}

// FuzzSplitCommandLine: never panics; a result has at least one word.
func FuzzSplitCommandLine(f *testing.F) {
	for _, s := range []string{"gnugo --mode gtp", `"a b" 'c' d\ e`, `"`, `\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, err := SplitCommandLine(s); err == nil && len(w) == 0 {
			t.Fatal("no words and no error")
		}
	})
}
