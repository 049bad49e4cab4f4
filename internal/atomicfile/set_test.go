package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// readDir returns name -> content of the regular files in dir.
func readDir(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
			out[e.Name()] = string(data)
		} else {
			out[e.Name()] = "<" + e.Type().String() + ">"
		}
	}
	return out
}

func sameFiles(got, want map[string]string) bool {
	if len(got) != len(want) {
		return false
	}
	for k, v := range want {
		if got[k] != v {
			return false
		}
	}
	return true
}

// isGame owns match-style records.
func isGame(name string) bool {
	return strings.HasPrefix(name, "game-") && strings.HasSuffix(name, ".sgf")
}

func writeSet(t *testing.T, dir string, opt SetOptions, files map[string]string) error {
	t.Helper()
	s, err := NewSet(dir, opt)
	if err != nil {
		return err
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := s.Add(n, []byte(files[n])); err != nil {
			s.Abort()
			return err
		}
	}
	return s.Commit()
}

// A set reaches its folder whole: refused without Force when one of its
// files (or one it owns) exists, leaving the folder as it was; with Force
// it replaces the old set and removes the old files it owns but did not
// write, so that old and new sets never mix; other files stay.
func TestSet(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	first := map[string]string{"game-0.sgf": "g0", "game-1.sgf": "g1", "game-2.sgf": "g2"}
	if err := writeSet(t, dir, SetOptions{Owns: isGame}, first); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"game-0.sgf": "g0", "game-1.sgf": "g1", "game-2.sgf": "g2", "notes.txt": "mine"}
	if got := readDir(t, dir); !sameFiles(got, want) {
		t.Fatalf("first set: %v", got)
	}
	second := map[string]string{"game-0.sgf": "new0", "game-1.sgf": "new1"}
	if err := writeSet(t, dir, SetOptions{Owns: isGame}, second); !errors.Is(err, ErrExists) {
		t.Fatalf("second set without Force: %v, want ErrExists", err)
	}
	if got := readDir(t, dir); !sameFiles(got, want) {
		t.Fatalf("a refused set changed the folder: %v", got)
	}
	if err := writeSet(t, dir, SetOptions{Owns: isGame, Force: true}, second); err != nil {
		t.Fatal(err)
	}
	want = map[string]string{"game-0.sgf": "new0", "game-1.sgf": "new1", "notes.txt": "mine"}
	if got := readDir(t, dir); !sameFiles(got, want) {
		t.Fatalf("second set with Force: %v, want %v", got, want)
	}
}

// When moving a file into place fails, the files already moved are put
// back: the folder holds the old set, whole.
func TestSetRollsBack(t *testing.T) {
	dir := t.TempDir()
	old := map[string]string{"a.svg": "old a", "b.svg": "old b"}
	for n, c := range old {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(c), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var s *Set
	sabotage := func(step string) {
		if step == "moved a.svg" {
			// The next file to move disappears: its rename fails.
			os.Remove(filepath.Join(s.tmp, "b.svg"))
		}
	}
	s, err := NewSet(dir, SetOptions{Force: true, Step: sabotage})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"a.svg", "b.svg", "c.svg"} {
		if err := s.Add(n, []byte("new "+n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Commit(); err == nil {
		t.Fatal("the sabotaged commit succeeded")
	}
	if got := readDir(t, dir); !sameFiles(got, old) {
		t.Fatalf("after a failed commit: %v, want the old set %v", got, old)
	}
}

// Targets are checked before any work: an existing file without Force, a
// folder where a file is expected, a file where a folder is expected, a
// folder that cannot be written, a missing folder whose parent can be.
func TestChecks(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "game-0.sgf"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	locked := filepath.Join(dir, "locked")
	if err := os.Mkdir(locked, 0o555); err != nil {
		t.Fatal(err)
	}
	canWriteLocked := os.WriteFile(filepath.Join(locked, "probe"), nil, 0o644) == nil // root can
	os.Remove(filepath.Join(locked, "probe"))
	fileCases := []struct {
		path  string
		force bool
		ok    bool
		why   string
	}{
		{filepath.Join(dir, "new.txt"), false, true, ""},
		{file, false, false, "exists"},
		{file, true, true, ""},
		{dir, true, false, "a folder"},
		{filepath.Join(dir, "missing", "x.txt"), false, false, "no such file"},
		{filepath.Join(file, "x.txt"), false, false, ""},
	}
	if !canWriteLocked {
		fileCases = append(fileCases, struct {
			path  string
			force bool
			ok    bool
			why   string
		}{filepath.Join(locked, "x.txt"), false, false, "cannot write"})
	}
	for _, c := range fileCases {
		err := Check(c.path, c.force)
		if (err == nil) != c.ok || (err != nil && !strings.Contains(err.Error(), c.why)) {
			t.Errorf("Check(%s, force %v) = %v", c.path, c.force, err)
		}
	}
	setCases := []struct {
		dir   string
		opt   SetOptions
		names []string
		ok    bool
	}{
		{filepath.Join(dir, "new", "deeper"), SetOptions{}, nil, true},
		{dir, SetOptions{}, []string{"x.svg"}, true},
		{dir, SetOptions{}, []string{"old.txt"}, false},
		{dir, SetOptions{Owns: isGame}, nil, false},
		{dir, SetOptions{Owns: isGame, Force: true}, nil, true},
		{file, SetOptions{Force: true}, nil, false},
		{filepath.Join(file, "sub"), SetOptions{}, nil, false},
	}
	for _, c := range setCases {
		if err := CheckSet(c.dir, c.names, c.opt); (err == nil) != c.ok {
			t.Errorf("CheckSet(%s, %v, force %v) = %v", c.dir, c.names, c.opt.Force, err)
		}
	}
	if left := temporaries(t, dir); len(left) != 0 {
		t.Errorf("the checks left files: %v", left)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); err == nil {
		t.Error("CheckSet created the folder")
	}
}

// temporaries lists the temporary files and folders of our naming in dir.
func temporaries(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			out = append(out, e.Name())
		}
	}
	return out
}
