//go:build unix

package gtp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// session runs input on a fresh server with opt and returns the replies.
// A minute-long guard only turns a hang into a failure.
func session(t *testing.T, opt Options, input string) []string {
	t.Helper()
	e := New(opt)
	var out strings.Builder
	done := make(chan error, 1)
	go func() { done <- e.Run(context.Background(), strings.NewReader(input), &out) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatalf("the engine still has not answered %q after a minute", input)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
}

// loadsgf on a named pipe (which would block a plain open for ever) or on
// a folder is refused by the file type check (issue 28), and the engine
// goes on answering.
func TestLoadSGFRefusesPipesAndFolders(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	got := session(t, Options{}, "loadsgf "+fifo+"\nloadsgf "+dir+"\nname\n")
	want := []string{"? cannot load file: sgf: " + fifo + ": not a regular file (a named pipe (FIFO))",
		"? cannot load file: sgf: " + dir + ": not a regular file (a folder)", "= cgtgo"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("replies %q, want %q", got, want)
	}
}

// With --files-dir (Options.FilesDir) loadsgf and printsgf stay inside the
// folder: "../x", an absolute path elsewhere and a symbolic link pointing
// out are refused with a GTP error, whether the file outside exists or
// not; names inside (relative, absolute, or a link to a file inside) work.
func TestFilesDir(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "games")
	outside := filepath.Join(base, "secret")
	for _, d := range []string{root, filepath.Join(root, "sub"), outside} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	record := []byte("(;GM[1]FF[4]SZ[9];B[cc];W[ee])")
	for _, f := range []string{filepath.Join(root, "in.sgf"), filepath.Join(root, "sub", "deep.sgf"), filepath.Join(outside, "x.sgf")} {
		if err := os.WriteFile(f, record, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"out-link.sgf": filepath.Join(outside, "x.sgf"),
		"out-dir":      outside,
		"in-link.sgf":  filepath.Join(root, "in.sgf"),
		"dangling.sgf": filepath.Join(outside, "new.sgf"),
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Fatal(err)
		}
	}
	refused := []string{
		"../secret/x.sgf", "../secret/new.sgf", "sub/../../secret/x.sgf",
		filepath.Join(outside, "x.sgf"), filepath.Join(outside, "new.sgf"), "/etc/passwd",
		"out-link.sgf", "out-dir/x.sgf", "out-dir/new.sgf", "dangling.sgf",
	}
	opt := Options{FilesDir: root, Dir: outside}
	for _, name := range refused {
		got := session(t, opt, "loadsgf "+name+"\nprintsgf "+name+"\n")
		if len(got) != 2 || !strings.HasPrefix(got[0], "? cannot load file: ") || !strings.HasPrefix(got[1], "? cannot write file: ") ||
			!strings.Contains(got[0], "outside the files folder") || !strings.Contains(got[1], "outside the files folder") {
			t.Errorf("%s: replies %q, want both refused as outside the files folder", name, got)
		}
	}
	if data, err := os.ReadFile(filepath.Join(outside, "x.sgf")); err != nil || string(data) != string(record) {
		t.Errorf("the file outside changed: %q, %v", data, err)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.sgf")); err == nil {
		t.Error("printsgf created a file outside the files folder")
	}
	for _, name := range []string{"in.sgf", "sub/deep.sgf", filepath.Join(root, "in.sgf"), "in-link.sgf", "sub/../in.sgf"} {
		got := session(t, opt, "loadsgf "+name+"\n")
		if len(got) != 1 || got[0] != "= black" {
			t.Errorf("loadsgf %s: %q, want = black", name, got)
		}
	}
	got := session(t, opt, "boardsize 5\nprintsgf sub/new.sgf\nloadsgf sub/new.sgf\n")
	if strings.Join(got, "|") != "= |= |= black" {
		t.Errorf("printsgf then loadsgf inside the folder: %q", got)
	}
	// Without a files folder the desktop behaviour stays: any path.
	if got := session(t, Options{}, "loadsgf "+filepath.Join(outside, "x.sgf")+"\n"); got[0] != "= black" {
		t.Errorf("desktop loadsgf of an absolute path: %q", got)
	}
}

// printsgf never replaces a file that is not an SGF record (with or
// without a files folder); it replaces an SGF record or an empty file.
func TestPrintSGFKeepsOtherFiles(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("my notes, not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(dir, "old.sgf")
	if err := os.WriteFile(old, []byte("(;GM[1]SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	empty := filepath.Join(dir, "empty.sgf")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, opt := range []Options{{}, {FilesDir: dir}} {
		got := session(t, opt, "boardsize 5\nprintsgf "+notes+"\nprintsgf "+dir+"\nprintsgf "+old+"\nprintsgf "+empty+"\n")
		if len(got) != 5 || !strings.Contains(got[1], "not an SGF record, not replaced") || !strings.HasPrefix(got[2], "? cannot write file") ||
			got[3] != "= " || got[4] != "= " {
			t.Errorf("FilesDir %q: replies %q", opt.FilesDir, got)
		}
		if data, _ := os.ReadFile(notes); string(data) != "my notes, not a game" {
			t.Errorf("printsgf replaced a file that is not an SGF record: %q", data)
		}
		if data, _ := os.ReadFile(old); !strings.Contains(string(data), "SZ[5]") {
			t.Errorf("printsgf did not replace the old record: %q", data)
		}
	}
}
