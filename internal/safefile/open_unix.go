//go:build unix

package safefile

import (
	"os"
	"syscall"
)

// openNoDelay opens path for reading without waiting: O_NONBLOCK makes
// opening a named pipe return at once even without a writer (it changes
// nothing for regular files, which never block).
func openNoDelay(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
