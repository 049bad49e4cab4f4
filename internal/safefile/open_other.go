//go:build !unix

package safefile

import (
	"fmt"
	"os"
)

// openNoDelay opens path for reading after checking that it is a regular
// file (systems without O_NONBLOCK on open).
func openNoDelay(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w (%s)", path, ErrNotRegular, Kind(st.Mode()))
	}
	return os.Open(path)
}
