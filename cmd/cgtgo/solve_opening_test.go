package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestSolveOpeningNotExact (issue 23): after move 16 of
// pro9/Minigo-950819.sgf Black's 7-stone centre group has the open board
// around it and nobody can read whether it lives (the game went on for
// many moves). solve and analyze must refuse or estimate, never print an
// exact result resting on the group's assumed death (they once printed
// "Optimal result W+86 1/2" with "Approximated: nothing").
func TestSolveOpeningNotExact(t *testing.T) {
	file := filepath.Join(testenv.SharedDir(t, "data/pro9"), "Minigo-950819.sgf")
	for _, cmd := range []string{"solve", "analyze"} {
		var out, errb bytes.Buffer
		code := run([]string{cmd, file, "--move", "16"}, &out, &errb)
		if code == exitOK && !strings.Contains(out.String(), "~") && strings.Contains(out.String(), "all values exact") {
			t.Errorf("%s claims an exact result:\n%s", cmd, out.String())
		}
		if code == exitOK && cmd == "solve" {
			t.Errorf("solve gives a result on a position it cannot read:\n%s", out.String())
		}
		if strings.Contains(out.String(), "W+86") {
			t.Errorf("%s counts Black's centre group dead:\n%s", cmd, out.String())
		}
	}
}
