package gtp

import (
	"strings"
	"testing"
)

// FuzzParseRegress: any text is parsed or refused with an error, never a
// panic; parsed tests have a command and, when judged, a compiled pattern.
func FuzzParseRegress(f *testing.F) {
	for _, s := range []string{
		"1 name\n#? [cgtgo]\n", "1 name\n#? [!x]*\n2 genmove b\n#? [C3|D4]&\n", "boardsize 9\n# c\n", "#? [x]\n",
		"1 name\n\n#? [x]\n", "@suite.tst\n", "1\n", "3 play b a1\n#? [(]\n", "12 name # c\n#?   [a]  *  \n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		items, err := ParseRegress(strings.NewReader(src), "fuzz.tst")
		if err != nil {
			return
		}
		for _, it := range items {
			if it.Command == "" {
				t.Fatalf("item without command: %+v", it)
			}
			if it.HasPattern && it.re == nil {
				t.Fatalf("pattern not compiled: %+v", it)
			}
			it.Judge(Response{OK: true, Text: "x"})
		}
	})
}

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
