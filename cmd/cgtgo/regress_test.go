package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestRegressCommand(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	failing := write("failing.tst", "1 name\n#? [gnugo]\n2 protocol_version\n#? [2]\n")
	malformed := write("malformed.tst", "1 name\n\n#? [cgtgo]\n")
	unexpected := write("unexpected.tst", "1 name\n#? [cgtgo]*\n")
	cases := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"protocol file passes", []string{"../../gtp/testdata/protocol.tst"}, exitOK, "total: 20 tests: 18 passed, 0 failed, 0 unexpected passes, 1 expected failures, 1 printed"},
		{"unexpected failure", []string{failing}, 1, "1 failed"},
		{"unexpected pass is reported, exit 0", []string{unexpected}, exitOK, "1 unexpected passes"},
		{"malformed file", []string{malformed}, 2, ""},
		{"missing file", []string{filepath.Join(dir, "none.tst")}, 2, ""},
		{"missing engine", []string{"--engine", "/nonexistent/engine", failing}, 2, ""},
		{"no file", nil, exitUsage, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append([]string{"regress"}, tc.args...), &out, &errb)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, tc.code, out.String(), errb.String())
			}
			if !strings.Contains(out.String(), tc.out) {
				t.Errorf("stdout lacks %q:\n%s", tc.out, out.String())
			}
		})
	}
}

// The same runner drives an external engine: GNU Go, on a file of
// standard commands.
func TestRegressGNUGo(t *testing.T) {
	gnugo, err := exec.LookPath("gnugo")
	if err != nil {
		if gnugo, err = exec.LookPath("/usr/games/gnugo"); err != nil {
			t.Skip("GNU Go is not installed; skipping")
		}
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "std.tst")
	os.WriteFile(p, []byte("boardsize 9\nclear_board\n1 name\n#? [GNU Go]\n2 play b e5\n#? []\n3 play w e5\n#? [\\? .*]\n4 genmove w\n#? [[A-HJ][1-9]]\n"), 0o644)
	var out, errb bytes.Buffer
	if code := run([]string{"regress", "--engine", gnugo + " --mode gtp --level 1", p}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
}

// TestRegressEndgamePositions (issue 9): cgtgo's own engine passes the
// regression file of 31 endgame positions whose best moves come from the
// hand-counted problem set (testdata/regress/endgame.tst).
func TestRegressEndgamePositions(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"regress", "../../testdata/regress/endgame.tst"}, &out, &errb)
	if code != exitOK || !strings.Contains(out.String(), "31 tests: 31 passed") {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errb.String())
	}
}
