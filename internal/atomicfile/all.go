package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// File is one output of a command: its path and content.
type File struct {
	Path string
	Data []byte
}

// Check reports, without writing anything, why Write(path, ..., force)
// would be refused: an empty name, a destination that exists (unless
// force) or is a folder, or a folder that is missing or not a folder.
func Check(path string, force bool) error {
	if path == "" {
		return errors.New("atomicfile: empty file name")
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return fmt.Errorf("%s: is a folder", path)
	case err == nil && !force:
		return fmt.Errorf("%s: %w", path, ErrExists)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("atomicfile: %w", err)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil {
		return fmt.Errorf("atomicfile: folder of %s: %w", path, err)
	} else if !st.IsDir() {
		return fmt.Errorf("atomicfile: %s is not a folder", dir)
	}
	return nil
}

// WriteAll writes every file atomically (Write), after checking all of
// them first (Check): when any would be refused, none is written, so a
// command never leaves part of its output behind because of an existing
// file. Two files with the same path are refused too.
func WriteAll(files []File, perm fs.FileMode, force bool) error {
	seen := map[string]bool{}
	for _, f := range files {
		abs, err := filepath.Abs(f.Path)
		if err != nil {
			return fmt.Errorf("atomicfile: %w", err)
		}
		if seen[abs] {
			return fmt.Errorf("%s: written twice by one command", f.Path)
		}
		seen[abs] = true
		if err := Check(f.Path, force); err != nil {
			return err
		}
	}
	for _, f := range files {
		if err := Write(f.Path, f.Data, perm, force); err != nil {
			return err
		}
	}
	return nil
}
