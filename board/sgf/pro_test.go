package sgf

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// proDataDir is the folder of professional records shared outside the
// repository (see DEVELOPERS.md): the repository root's ../shared/data.
const proDataDir = "../../../shared/data"

// proFiles lists every .sgf file under proDataDir, skipping the test when
// the folder is absent.
func proFiles(tb testing.TB) []string {
	tb.Helper()
	if _, err := os.Stat(proDataDir); err != nil {
		tb.Skipf("professional records not available at %s: %v", proDataDir, err)
	}
	var files []string
	err := filepath.WalkDir(proDataDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		tb.Fatalf("listing %s: %v", proDataDir, err)
	}
	return files
}

// TestProRecords checks that every professional record parses, has a
// usable board size, komi, result and legal-looking moves, and round-trips
// through Write unchanged.
func TestProRecords(t *testing.T) {
	files := proFiles(t)
	if len(files) == 0 {
		t.Skipf("no .sgf files under %s", proDataDir)
	}
	moves := 0
	for _, f := range files {
		roots, err := ParseFile(f)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		root := roots[0]
		size, err := BoardSize(root)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if want := map[string]int{"pro19": 19, "pro9": 9}[filepath.Base(filepath.Dir(f))]; want != 0 && size != want {
			t.Errorf("%s: board size %d, want %d", f, size, want)
		}
		if _, _, err := KomiHalfPoints(root); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		if r, ok, err := GameResult(root); err != nil || !ok || !r.HasMargin {
			t.Errorf("%s: result %+v %v %v, want a win by points", f, r, ok, err)
		}
		for _, n := range root.MainLine() {
			if _, ok, err := n.Move(size); err != nil {
				t.Errorf("%s: %v", f, err)
			} else if ok {
				moves++
			}
		}
		out := Format(roots)
		again, err := Parse([]byte(out))
		if err != nil {
			t.Errorf("%s: re-parse of written record: %v", f, err)
			continue
		}
		if !EqualCollections(roots, again) {
			t.Errorf("%s: round trip changed the tree", f)
		}
	}
	t.Logf("%d records, %d moves", len(files), moves)
}
