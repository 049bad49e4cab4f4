// Package atomicfile writes files all or nothing. One file goes to a
// temporary file in the destination's folder, is flushed to disk (fsync)
// and renamed over the destination, so that a reader never sees a half
// written file and a crash (even kill -9) leaves the old file or the new
// one. A set of files (Set) is written to a temporary folder and moved
// into place together; an error while moving puts the old files back.
// Targets are checked before any work (CheckFile, CheckSet), so that a
// command refuses an output it could not write before it starts. An
// existing file is not replaced unless the caller forces it.
//
// Temporary files and folders are named ".NAME.tmp-*" and
// ".cgtgo-set.tmp-*"; the process writing one holds a lock on it (flock
// on Unix), and any such file or folder that nobody holds, left by a
// process that was killed, is removed at the next write to the same place.
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

// Options tune WriteWith.
type Options struct {
	// Perm are the permissions of the file (0: 0o644).
	Perm fs.FileMode
	// Force lets the file replace an existing one.
	Force bool
	// Step, when set, is called at each step of the write ("created",
	// "written", "synced", "renamed"): tests stop or kill the writer
	// there.
	Step func(step string)
}

// Write stores data in the file path with permissions perm. The data is
// written to a temporary file in the same folder, synced, and renamed to
// path; on any error the temporary file is removed and path is untouched.
// When force is false and path already exists, Write returns an error
// wrapping ErrExists and writes nothing.
func Write(path string, data []byte, perm fs.FileMode, force bool) error {
	return WriteWith(path, data, Options{Perm: perm, Force: force})
}

// WriteWith is Write with options. Stale temporary files of path (left
// by a writer that was killed) are removed first.
func WriteWith(path string, data []byte, opt Options) error {
	if path == "" {
		return errors.New("atomicfile: empty file name")
	}
	if opt.Perm == 0 {
		opt.Perm = 0o644
	}
	removeStale(filepath.Dir(path), tempPrefix(path))
	err := writeOnce(path, data, opt)
	if errors.Is(err, errTempGone) {
		// A concurrent writer took our fresh temporary file for a stale
		// one before we locked it: once more.
		err = writeOnce(path, data, opt)
	}
	return err
}

// errTempGone is a temporary file removed under a writer's feet.
var errTempGone = errors.New("temporary file removed during the write")

// tempPrefix is the name prefix of path's temporary files.
func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp-" }

// writeOnce is one attempt of WriteWith.
func writeOnce(path string, data []byte, opt Options) (err error) {
	step := func(s string) {
		if opt.Step != nil {
			opt.Step(s)
		}
	}
	if !opt.Force {
		if _, statErr := os.Lstat(path); statErr == nil {
			return fmt.Errorf("%s: %w", path, ErrExists)
		} else if !errors.Is(statErr, fs.ErrNotExist) {
			return fmt.Errorf("atomicfile: %w", statErr)
		}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, tempPrefix(path)+"*")
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	tmpName := tmp.Name()
	lock(tmp)
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmpName)
		}
	}()
	step("created")
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("atomicfile: writing %s: %w", tmpName, err)
	}
	if err = tmp.Chmod(opt.Perm); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	step("written")
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("atomicfile: syncing %s: %w", tmpName, err)
	}
	step("synced")
	if err = publish(tmpName, path, opt.Force); err != nil {
		return err
	}
	step("renamed")
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("atomicfile: closing %s: %w", tmpName, err)
	}
	syncDir(dir)
	return nil
}

// publish moves the finished temporary file tmpName to path: a rename
// when force, else a hard link that fails if path appeared meanwhile (no
// silent overwrite), with a rename for file systems without links.
func publish(tmpName, path string, force bool) error {
	if force {
		if err := os.Rename(tmpName, path); err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return errTempGone
			}
			return fmt.Errorf("atomicfile: %w", err)
		}
		return nil
	}
	err := os.Link(tmpName, path)
	switch {
	case err == nil:
		os.Remove(tmpName)
		return nil
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("%s: %w", path, ErrExists)
	case errors.Is(err, fs.ErrNotExist):
		if _, serr := os.Stat(filepath.Dir(path)); serr == nil {
			return errTempGone
		}
		return fmt.Errorf("atomicfile: %w", err)
	}
	// File systems without hard links: fall back to rename.
	if err := os.Rename(tmpName, path); err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	return nil
}

// removeStale removes the temporary files and folders in dir whose names
// start with prefix and that no live writer holds.
func removeStale(dir, prefix string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if len(name) <= len(prefix) || name[:len(prefix)] != prefix {
			continue
		}
		p := filepath.Join(dir, name)
		lockPath := p
		if e.IsDir() {
			lockPath = filepath.Join(p, setLockName)
		}
		if stale(lockPath) {
			os.RemoveAll(p)
		}
	}
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
