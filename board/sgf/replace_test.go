package sgf

import (
	"os"
	"path/filepath"
	"testing"
)

// Replace writes a new file and replaces an empty file or an SGF record,
// never a file that is not one or a folder (whose content stays).
func TestReplace(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	record := "(;GM[1]SZ[9])"
	cases := []struct {
		name, path string
		ok         bool
	}{
		{"new file", filepath.Join(dir, "new.sgf"), true},
		{"empty file", write("empty.sgf", ""), true},
		{"SGF record", write("old.sgf", "(;SZ[19];B[aa])"), true},
		{"not SGF", write("notes.txt", "my notes"), false},
		{"folder", dir, false},
	}
	for _, tc := range cases {
		err := Replace(tc.path, record)
		if (err == nil) != tc.ok {
			t.Errorf("%s: error %v, want ok=%v", tc.name, err, tc.ok)
			continue
		}
		if tc.ok {
			if got, _ := os.ReadFile(tc.path); string(got) != record {
				t.Errorf("%s: file holds %q", tc.name, got)
			}
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(got) != "my notes" {
		t.Errorf("refused file changed: %q", got)
	}
}
