// Package atomicfile writes files atomically: the content goes to a
// temporary file in the destination's folder, is flushed to disk (fsync) and
// then renamed over the destination, so that a reader never sees a half
// written file and a crash never leaves one behind. An existing file is not
// replaced unless the caller forces it.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrExists is returned (wrapped) by Write when the destination exists and
// force is false.
var ErrExists = errors.New("file exists (use --force to overwrite)")

// Write stores data in the file path with permissions perm. The data is
// written to a temporary file in the same folder, synced, and renamed to
// path; on any error the temporary file is removed and path is untouched.
// When force is false and path already exists, Write returns an error
// wrapping ErrExists and writes nothing.
func Write(path string, data []byte, perm fs.FileMode, force bool) (err error) {
	if path == "" {
		return errors.New("atomicfile: empty file name")
	}
	if !force {
		if _, statErr := os.Lstat(path); statErr == nil {
			return fmt.Errorf("%s: %w", path, ErrExists)
		} else if !errors.Is(statErr, fs.ErrNotExist) {
			return fmt.Errorf("atomicfile: %w", statErr)
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	tmpName := tmp.Name()
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("atomicfile: writing %s: %w", tmpName, err)
	}
	if err = tmp.Chmod(perm); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("atomicfile: syncing %s: %w", tmpName, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("atomicfile: closing %s: %w", tmpName, err)
	}
	if !force {
		// Link fails if path appeared meanwhile: no silent overwrite.
		if err = os.Link(tmpName, path); err != nil {
			if errors.Is(err, fs.ErrExist) {
				err = fmt.Errorf("%s: %w", path, ErrExists)
				return err
			}
			// Filesystems without hard links: fall back to rename.
			if err = os.Rename(tmpName, path); err != nil {
				return fmt.Errorf("atomicfile: %w", err)
			}
		} else {
			os.Remove(tmpName)
		}
	} else if err = os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	syncDir(dir)
	return nil
}

// syncDir flushes the folder entry of a renamed file; failures are ignored
// because not every system can sync a folder.
func syncDir(dir string) {
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	_ = d.Sync()
	d.Close()
}
