package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/cgtgo/cgtgo/internal/safefile"
)

// CheckSet checks, before any work, that a Set for folder dir with these
// options could be committed: dir is a folder that takes new files (or
// can be created), and without Force it holds none of names nor any file
// opt.Owns. It writes nothing that stays.
func CheckSet(dir string, names []string, opt SetOptions) error {
	st, err := os.Stat(dir)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return checkCreatable(dir)
	}
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s is %s, not a folder", dir, kindOf(st.Mode()))
	}
	if !opt.Force {
		for _, n := range names {
			if _, err := os.Lstat(filepath.Join(dir, n)); err == nil {
				return fmt.Errorf("%s: %w", filepath.Join(dir, n), ErrExists)
			}
		}
		if opt.Owns != nil {
			entries, err := os.ReadDir(dir)
			if err != nil {
				return err
			}
			for _, e := range entries {
				if opt.Owns(e.Name()) {
					return fmt.Errorf("%s: %w", filepath.Join(dir, e.Name()), ErrExists)
				}
			}
		}
	}
	return checkWritableDir(dir)
}

// checkCreatable checks that the missing folder dir can be created: its
// nearest existing ancestor is a folder that takes new entries.
func checkCreatable(dir string) error {
	parent := filepath.Dir(dir)
	for parent != dir {
		st, err := os.Stat(parent)
		if err == nil {
			if !st.IsDir() {
				return fmt.Errorf("cannot create %s: %s is %s", dir, parent, kindOf(st.Mode()))
			}
			return checkWritableDir(parent)
		}
		if !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
			return err
		}
		dir, parent = parent, filepath.Dir(parent)
	}
	return fmt.Errorf("cannot create %s", dir)
}

// checkPrefix names the probe files of checkWritableDir.
const checkPrefix = ".cgtgo-check.tmp-"

// checkWritableDir checks that dir is a folder where a file can be
// created, by creating and removing a temporary file of our naming.
func checkWritableDir(dir string) error {
	st, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s is %s, not a folder", dir, kindOf(st.Mode()))
	}
	removeStale(dir, checkPrefix)
	f, err := os.CreateTemp(dir, checkPrefix+"*")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %w", dir, err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// kindOf names a file type for messages (safefile.Kind).
func kindOf(m fs.FileMode) string { return safefile.Kind(m) }
