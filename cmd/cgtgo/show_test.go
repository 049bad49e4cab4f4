package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// showGame is a small record: 5x5, komi 0.5, Chinese rules, a black stone
// on A5 and a white one on B5, then B C3, W A4, B B4. The golden outputs
// below were drawn by hand from these moves.
const showGame = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese]AB[aa]AW[ba]\n;B[cc];W[ab];B[bb])\n"

// Golden outputs. Move 2 (W A4) captures the black stone A5: it had the
// liberty A4 only (B5 is white).
var showGolden = map[string]string{
	"": "FILE: 5x5, after move 3 of 3\n" +
		"    A B C D E\n" +
		"  5 . O . . . 5\n" +
		"  4 O X . . . 4\n" +
		"  3 . . X . . 3\n" +
		"  2 . . . . . 2\n" +
		"  1 . . . . . 1\n" +
		"    A B C D E\n" +
		"Black (X) captured 0, White (O) captured 1; white to move\n" +
		"Last move: black B4\n" +
		"Komi: 0.5\n" +
		"Rules: ko-ban N, suicide not allowed, area scoring (RU[Chinese])\n",
	"0": "FILE: 5x5, after move 0 of 3\n" +
		"    A B C D E\n" +
		"  5 X O . . . 5\n" +
		"  4 . . . . . 4\n" +
		"  3 . . . . . 3\n" +
		"  2 . . . . . 2\n" +
		"  1 . . . . . 1\n" +
		"    A B C D E\n" +
		"Black (X) captured 0, White (O) captured 0; black to move\n" +
		"Last move: none\n" +
		"Komi: 0.5\n" +
		"Rules: ko-ban N, suicide not allowed, area scoring (RU[Chinese])\n",
	"2": "FILE: 5x5, after move 2 of 3\n" +
		"    A B C D E\n" +
		"  5 . O . . . 5\n" +
		"  4 O . . . . 4\n" +
		"  3 . . X . . 3\n" +
		"  2 . . . . . 2\n" +
		"  1 . . . . . 1\n" +
		"    A B C D E\n" +
		"Black (X) captured 0, White (O) captured 1; black to move\n" +
		"Last move: white A4\n" +
		"Komi: 0.5\n" +
		"Rules: ko-ban N, suicide not allowed, area scoring (RU[Chinese])\n",
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestShowGolden(t *testing.T) {
	path := writeTemp(t, "game.sgf", showGame)
	for move, want := range showGolden {
		args := []string{"show", path}
		if move != "" {
			args = append(args, "--move", move)
		}
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != exitOK {
			t.Fatalf("%v: exit %d, stderr %q", args, code, stderr.String())
		}
		want = strings.Replace(want, "FILE", path, 1)
		if stdout.String() != want {
			t.Errorf("%v:\n%s\nwant\n%s", args, stdout.String(), want)
		}
		if stderr.Len() != 0 {
			t.Errorf("%v: stderr %q", args, stderr.String())
		}
	}
	// The flag may also come before the file.
	var a, b, e bytes.Buffer
	run([]string{"show", "--move", "2", path}, &a, &e)
	run([]string{"show", path, "--move=2"}, &b, &e)
	if a.String() != b.String() || a.String() != strings.Replace(showGolden["2"], "FILE", path, 1) {
		t.Errorf("flag order changes the output:\n%s\n%s", a.String(), b.String())
	}
}

// TestShowReadmeExample runs the README's first command on the bundled
// position.
func TestShowReadmeExample(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"show", "../../testdata/sgf/endgame-9x9-corridors.sgf"}, &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, want := range []string{"9x9, after move 0 of 0", "  9 . . . X . . . O . 9\n", "black to move", "Komi: 6.5", "ko-ban J", "territory scoring (RU[Japanese])"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, stdout.String())
		}
	}
	// A komi that is not a multiple of 1/2 is reported, not fatal.
	odd := writeTemp(t, "odd.sgf", "(;SZ[5]KM[0.75];B[cc])")
	stdout.Reset()
	if code := run([]string{"show", odd}, &stdout, &stderr); code != exitOK || !strings.Contains(stdout.String(), "Komi: unreadable") {
		t.Errorf("odd komi: exit %d\n%s", code, stdout.String())
	}
	// A collection shows its first game and says so.
	coll := writeTemp(t, "coll.sgf", "(;SZ[5];B[aa])(;SZ[9];B[ee];W[cc])")
	stdout.Reset()
	if code := run([]string{"show", coll}, &stdout, &stderr); code != exitOK || !strings.Contains(stdout.String(), "5x5, game 1 of 2, after move 1 of 1") {
		t.Errorf("collection: exit %d\n%s", code, stdout.String())
	}
	// A ko position names the banned retake.
	stdout.Reset()
	run([]string{"show", "../../testdata/sgf/ko-9x9.sgf", "--move", "1"}, &stdout, &stderr)
	if !strings.Contains(stdout.String(), "Ko: black may not retake at E5") {
		t.Errorf("ko line missing:\n%s", stdout.String())
	}
}

func TestShowErrors(t *testing.T) {
	good := writeTemp(t, "good.sgf", showGame)
	illegal := writeTemp(t, "illegal.sgf", "(;SZ[5];B[cc];W[cc])")
	malformed := writeTemp(t, "bad.sgf", "(;SZ[5];B[cc]")
	rect := writeTemp(t, "rect.sgf", "(;SZ[9:5])")
	empty := writeTemp(t, "empty.sgf", "")
	cases := []struct {
		args []string
		code int
		msg  string // substring of the one-line message
	}{
		{[]string{"show"}, exitUsage, "want exactly one SGF file"},
		{[]string{"show", good, good}, exitUsage, "got 2"},
		{[]string{"show", good, "--bogus"}, exitUsage, "flag provided but not defined"},
		{[]string{"show", "/nonexistent/x.sgf"}, exitFailure, "no such file"},
		{[]string{"show", malformed}, exitFailure, "line 1"},
		{[]string{"show", empty}, exitFailure, "no game tree"},
		{[]string{"show", rect}, exitFailure, "rectangular"},
		{[]string{"show", illegal}, exitFailure, "move 2 (W C3): point is occupied"},
		{[]string{"show", good, "--move", "4"}, exitFailure, "only 3 moves"},
		{[]string{"show", good, "--move", "-1"}, exitFailure, "0 or more"},
		{[]string{"show", good, "--move", "two"}, exitFailure, `"two"`},
		{[]string{"show", good, "--move", ""}, exitFailure, "move number"},
	}
	for _, tc := range cases {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.code, stderr.String())
			continue
		}
		if stdout.Len() != 0 {
			t.Errorf("%v: stdout %q", tc.args, stdout.String())
		}
		if !strings.Contains(stderr.String(), tc.msg) {
			t.Errorf("%v: stderr %q lacks %q", tc.args, stderr.String(), tc.msg)
		}
		if tc.code == exitFailure && strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%v: the failure message is not one line: %q", tc.args, stderr.String())
		}
	}
}

func TestShowHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"show", "--help"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"Usage: cgtgo show FILE.sgf [--move N]", "Example:", "cgtgo show testdata/sgf/", "-move N"} {
		if !strings.Contains(stderr.String()+stdout.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, stderr.String())
		}
	}
}
