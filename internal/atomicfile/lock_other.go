//go:build !unix

package atomicfile

import (
	"os"
	"time"
)

// staleAge is the age past which a temporary file is taken as left by a
// dead writer where files cannot be locked.
const staleAge = time.Hour

// lock does nothing where files cannot be locked.
func lock(*os.File) {}

// stale reports whether the temporary file at path is older than
// staleAge (or missing, for a set folder's lock file).
func stale(path string) bool {
	st, err := os.Stat(path)
	if err != nil {
		return os.IsNotExist(err)
	}
	return time.Since(st.ModTime()) > staleAge
}
