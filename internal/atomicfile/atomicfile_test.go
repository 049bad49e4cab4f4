package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "old.txt")
	if err := os.WriteFile(existing, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		path    string
		force   bool
		wantErr error
		want    string
	}{
		{"new file", filepath.Join(dir, "new.txt"), false, nil, "data"},
		{"existing without force", existing, false, ErrExists, "old"},
		{"existing with force", existing, true, nil, "data"},
		{"missing folder", filepath.Join(dir, "nope", "x.txt"), false, os.ErrNotExist, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Write(c.path, []byte("data"), 0o644, c.force)
			if c.wantErr != nil {
				if !errors.Is(err, c.wantErr) {
					t.Fatalf("err = %v, want %v", err, c.wantErr)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if c.want != "" {
				got, err := os.ReadFile(c.path)
				if err != nil || string(got) != c.want {
					t.Fatalf("content %q (%v), want %q", got, err, c.want)
				}
			}
		})
	}
	// No temporary file is left behind.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "old.txt" && e.Name() != "new.txt" {
			t.Errorf("left over %s", e.Name())
		}
	}
}

func TestWriteEmptyName(t *testing.T) {
	if err := Write("", nil, 0o644, false); err == nil {
		t.Fatal("empty name accepted")
	}
}
