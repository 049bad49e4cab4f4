package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteAllChecksFirst: when one destination exists, WriteAll writes
// none of the files (no partial output); with force it writes them all;
// a missing folder or a path given twice is refused before any write.
func TestWriteAllChecksFirst(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a.svg"), filepath.Join(dir, "b.svg"), filepath.Join(dir, "c.svg")
	if err := os.WriteFile(b, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := []File{{a, []byte("A")}, {b, []byte("B")}, {c, []byte("C")}}
	if err := WriteAll(files, 0o644, false); !errors.Is(err, ErrExists) {
		t.Fatalf("WriteAll over an existing file: %v, want ErrExists", err)
	}
	for _, p := range []string{a, c} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s written although another output existed", p)
		}
	}
	if err := WriteAll(files, 0o644, true); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if got, _ := os.ReadFile(f.Path); string(got) != string(f.Data) {
			t.Errorf("%s = %q, want %q", f.Path, got, f.Data)
		}
	}
	if err := WriteAll([]File{{filepath.Join(dir, "none", "x"), nil}}, 0o644, true); err == nil {
		t.Error("a missing folder was accepted")
	}
	if err := WriteAll([]File{{a, nil}, {a, nil}}, 0o644, true); err == nil {
		t.Error("the same path twice was accepted")
	}
	if err := WriteAll([]File{{dir, nil}}, 0o644, true); err == nil {
		t.Error("a folder as destination was accepted")
	}
}
