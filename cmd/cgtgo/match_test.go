package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// cgtgo against itself from one position: two games with colours
// swapped, both ended, both records written and replayable.
func TestMatchCommand(t *testing.T) {
	out := filepath.Join(t.TempDir(), "games")
	var stdout, stderr bytes.Buffer
	code := run([]string{"match", "--out", out, "../../gtp/testdata/endgame-a.sgf"}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "game 0 (endgame-a.sgf, A black, B white)") ||
		!strings.Contains(stdout.String(), "game 1 (endgame-a.sgf, B black, A white)") ||
		!strings.Contains(stdout.String(), "2 games;") {
		t.Errorf("unexpected report:\n%s", stdout.String())
	}
	for _, name := range []string{"game-0.sgf", "game-1.sgf"} {
		roots, err := sgf.ParseFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := board.FromSGF(roots[0], board.AllMoves, board.Rules{}); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestMatchCommandErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.sgf")
	os.WriteFile(bad, []byte("(;SZ[9"), 0o644)
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"no position", nil, exitUsage},
		{"bad rounds", []string{"--rounds", "0", "x.sgf"}, exitUsage},
		{"bad rules", []string{"--rules", "martian", "x.sgf"}, exitUsage},
		{"missing file", []string{filepath.Join(dir, "none.sgf")}, exitFailure},
		{"malformed file", []string{bad}, exitFailure},
		{"missing engine", []string{"--b", "/nonexistent/engine", "../../gtp/testdata/endgame-a.sgf"}, exitFailure},
	}
	for _, tc := range cases {
		var stdout, stderr bytes.Buffer
		if code := run(append([]string{"match"}, tc.args...), &stdout, &stderr); code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s", tc.name, code, tc.code, stderr.String())
		}
	}
}
