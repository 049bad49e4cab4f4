//go:build unix

package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// lock takes an exclusive lock on f, held until f is closed or the
// process ends (however it ends): the mark of a live writer.
func lock(f *os.File) {
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// stale reports whether the temporary file (or a set folder's lock file)
// at path is held by no process: its writer ended without cleaning up. A
// set folder without its lock file is stale too.
func stale(path string) bool {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if err != nil {
		return false
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return false // held: a writer is at work
	}
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return true
}
