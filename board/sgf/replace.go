package sgf

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/cgtgo/cgtgo/internal/atomicfile"
	"github.com/cgtgo/cgtgo/internal/safefile"
)

// CheckReplaceable refuses to let a program replace a file that is not an
// SGF record (GTP's printsgf FILE): an existing target must be a regular
// file that is empty or parses as SGF. A missing file is fine.
func CheckReplaceable(path string) error {
	st, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if st.Mode()&fs.ModeSymlink != 0 {
		if st, err = os.Stat(path); err != nil {
			return err
		}
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is %s, not an SGF file: not replaced", path, safefile.Kind(st.Mode()))
	}
	if st.Size() == 0 {
		return nil
	}
	if _, err := ParseFile(path); err != nil {
		return fmt.Errorf("%s exists and is not an SGF record, not replaced (%v)", path, err)
	}
	return nil
}

// Replace writes text to path atomically (internal/atomicfile) as an SGF
// record, replacing an existing file only if CheckReplaceable allows it
// (GTP's printsgf FILE).
func Replace(path, text string) error {
	if err := CheckReplaceable(path); err != nil {
		return err
	}
	return atomicfile.Write(path, []byte(text), 0o644, true)
}
