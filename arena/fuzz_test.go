package arena

import (
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/gtp"
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
			it.Judge(gtp.Response{OK: true, Text: "x"})
		}
	})
}
