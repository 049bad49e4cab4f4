package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"
)

// runCounting runs a cgtgo command with a work counter (env.work): the
// number of stages of real work it started.
func runCounting(args ...string) (code, stages int, stderr string) {
	var out, errb bytes.Buffer
	e := &env{stdout: &out, stderr: &errb, log: zerolog.Nop(), work: func(string) { stages++ }}
	for _, c := range commands() {
		if c.name == args[0] {
			code = c.run(e, args[1:])
		}
	}
	return code, stages, errb.String()
}

// analyze -o, analyze --svg and review -o refuse an output they cannot
// write before any work (issue 28: review worked 76 s before refusing to
// overwrite; --svg stopped midway on one existing file). The refusal is
// checked by the work counter, not by timing: no stage of work started.
func TestOutputsRefusedBeforeWork(t *testing.T) {
	dir := t.TempDir()
	in := "../../testdata/sgf/decompose/corridor-edge.sgf"
	existing := filepath.Join(dir, "report.txt")
	if err := os.WriteFile(existing, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	svgOld := filepath.Join(dir, "svg-old")
	if err := os.Mkdir(svgOld, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(svgOld, "corridor-edge-z.svg"), []byte("<svg/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"analyze -o existing", []string{"analyze", in, "-o", existing}, "exists"},
		{"analyze -o a folder", []string{"analyze", in, "-o", dir, "--force"}, "a folder"},
		{"analyze -o in a missing folder", []string{"analyze", in, "-o", filepath.Join(dir, "nope", "x.txt")}, "no such file"},
		{"analyze --svg with old pictures", []string{"analyze", in, "--svg", svgOld}, "corridor-edge-z.svg"},
		{"analyze --svg on a file", []string{"analyze", in, "--svg", existing}, "not a folder"},
		{"analyze good --svg, bad -o", []string{"analyze", in, "--svg", filepath.Join(dir, "svg-new"), "-o", existing}, "exists"},
		{"review -o existing", []string{"review", in, "-o", existing}, "exists"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stages, stderr := runCounting(c.args...)
			if code != exitFailure || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q; want failure about %q", code, stderr, c.want)
			}
			if stages != 0 {
				t.Errorf("%d stages of work started before the refusal", stages)
			}
		})
	}
	if data, _ := os.ReadFile(existing); string(data) != "keep me" {
		t.Errorf("the existing report changed: %q", data)
	}
	if _, err := os.Stat(filepath.Join(dir, "svg-new")); err == nil {
		t.Error("a refused analyze created its --svg folder")
	}
	// The counter counts: the same commands with writable outputs work.
	game := writeTemp(t, "game.sgf", strings.TrimSuffix(twoCorridors, ")")+";B[];W[ig])")
	for _, args := range [][]string{
		{"analyze", in, "-o", filepath.Join(dir, "new.txt"), "--svg", filepath.Join(dir, "svg-new")},
		{"review", game, "-o", filepath.Join(dir, "review.txt")},
	} {
		if code, stages, stderr := runCounting(args...); code != exitOK || stages == 0 {
			t.Errorf("%v: exit %d after %d stages: %s", args, code, stages, stderr)
		}
	}
	if entries, _ := os.ReadDir(filepath.Join(dir, "svg-new")); len(entries) < 2 {
		t.Errorf("pictures written: %d, want a region's and the board's", len(entries))
	}
	// --force replaces the old pictures as a set: the old one goes.
	if code, _, stderr := runCounting("analyze", in, "--svg", svgOld, "--force"); code != exitOK {
		t.Fatalf("--svg --force: %s", stderr)
	}
	if _, err := os.Stat(filepath.Join(svgOld, "corridor-edge-z.svg")); err == nil {
		t.Error("--force left a picture of the old analysis beside the new ones")
	}
}
