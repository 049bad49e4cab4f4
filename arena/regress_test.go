package arena

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/gtp"
)

// The protocol regression file passes against the engine run in process
// in the file's folder; the verdicts follow gogui-regress.
func TestRegressProtocolFile(t *testing.T) {
	f, err := os.Open("../gtp/testdata/protocol.tst")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	items, err := ParseRegress(f, "protocol.tst")
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := filepath.Abs("../gtp/testdata")
	// The engine of "cgtgo regress": the CGT player, assume-safe 2.
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = 2
	settings.MaxMoveTime = 0 // as cgtgo regress: node budgets, no clock
	c := Local(gtp.Options{Engine: engine.New(engine.Options{}), Settings: &settings, Dir: dir})
	defer c.Close(time.Second)
	var out strings.Builder
	s, err := RunRegress(context.Background(), c, items, "protocol.tst", hangGuard, &out)
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if s.Counts[Fail] != 0 || s.Counts[UnexpectedPass] != 0 || s.Counts[ExpectedFail] != 1 || s.Counts[Printed] != 1 {
		t.Errorf("summary %s\n%s", s, out.String())
	}
}

func TestParseRegressAndJudge(t *testing.T) {
	src := "# comment\nboardsize 9\n1 name\n#? [cgtgo]\n2 name\n#? [!cgtgo]\n3 name\n#? [foo]*\n4 name\n#? [c.*]*\n5 name\n#? [x]&\n6 name\n7 play b z1\n#? [\\? .*]\n"
	items, err := ParseRegress(strings.NewReader(src), "t.tst")
	if err != nil {
		t.Fatal(err)
	}
	want := []Verdict{Pass, Fail, ExpectedFail, UnexpectedPass, Printed, Printed, Pass}
	c, _ := localCGTGo(nil, "")()
	defer c.Close(time.Second)
	var out strings.Builder
	s, err := RunRegress(context.Background(), c, items, "t.tst", hangGuard, &out)
	if err != nil {
		t.Fatal(err)
	}
	var got []Verdict
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		for v := Pass; v <= Printed; v++ {
			if strings.Contains(l, ": "+v.String()+": ") {
				got = append(got, v)
			}
		}
	}
	if len(got) != len(want) {
		t.Fatalf("verdicts %v, want %v\n%s", got, want, out.String())
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("test %d: %v, want %v", i+1, got[i], want[i])
		}
	}
	if s.Tests != 7 {
		t.Errorf("%d tests", s.Tests)
	}
}

func TestParseRegressErrors(t *testing.T) {
	cases := map[string]string{
		"expectation after a blank line": "1 name\n\n#? [x]\n",
		"expectation after a comment":    "1 name\n# c\n#? [x]\n",
		"expectation without a test":     "#? [x]\n",
		"not bracketed":                  "1 name\n#? x\n",
		"bad regex":                      "1 name\n#? [(]\n",
		"suite include":                  "@other.tst\n",
		"test without command":           "1\n",
	}
	for name, src := range cases {
		if _, err := ParseRegress(strings.NewReader(src), "t.tst"); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
