package sgf

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseFile checks reading from disk and that errors name the file.
func TestParseFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.sgf")
	bad := filepath.Join(dir, "bad.sgf")
	if err := os.WriteFile(good, []byte("(;GM[1];B[aa])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("(;GM[1]\n;B[aa]))"), 0o644); err != nil {
		t.Fatal(err)
	}
	roots, err := ParseFile(good)
	if err != nil || len(roots) != 1 || len(roots[0].MainLine()) != 2 {
		t.Errorf("ParseFile(good) = %v, %v", roots, err)
	}
	_, err = ParseFile(bad)
	var se *SyntaxError
	if err == nil || !strings.Contains(err.Error(), "bad.sgf") || !errors.As(err, &se) || se.Line != 2 || se.Col != 8 {
		t.Errorf("ParseFile(bad) error = %v, want one naming bad.sgf at line 2 col 8", err)
	}
	_, err = ParseFile(filepath.Join(dir, "missing.sgf"))
	if err == nil || !strings.Contains(err.Error(), "missing.sgf") || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("ParseFile(missing) error = %v", err)
	}
}
