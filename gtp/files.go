package gtp

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/safefile"
)

// errOutsideFilesDir is the refusal of a file outside --files-dir.
var errOutsideFilesDir = errors.New("outside the files folder")

// path resolves a file argument of loadsgf or printsgf: relative names
// are taken from the files folder (Options.FilesDir) or else from
// Options.Dir (default: the working folder). With a files folder (server
// mode, "cgtgo gtp --files-dir DIR") the path, with every symbolic link
// resolved, must lie inside the folder, or the command is refused; the
// path returned is the resolved one, so that what is opened is what was
// checked. forWrite allows a file that does not exist yet (its folder
// must).
func (e *Server) path(name string, forWrite bool) (string, error) {
	if name == "" {
		return "", errors.New("empty file name")
	}
	if e.filesDir == "" {
		if e.dir == "" || filepath.IsAbs(name) {
			return name, nil
		}
		return filepath.Join(e.dir, name), nil
	}
	root, err := filepath.EvalSymlinks(e.filesDir)
	if err != nil {
		return "", fmt.Errorf("files folder: %w", err)
	}
	if root, err = filepath.Abs(root); err != nil {
		return "", fmt.Errorf("files folder: %w", err)
	}
	p := name
	if !filepath.IsAbs(p) {
		p = filepath.Join(root, p)
	}
	p = filepath.Clean(p)
	outside := fmt.Errorf("%s: %w", name, errOutsideFilesDir)
	real, err := filepath.EvalSymlinks(p)
	if errors.Is(err, fs.ErrNotExist) {
		// No such file: where would it be? A dangling symbolic link is
		// refused (it may point anywhere); otherwise its folder, resolved,
		// must lie inside the root, so that nothing is said about what
		// lies outside.
		if _, lerr := os.Lstat(p); lerr == nil {
			return "", fmt.Errorf("%s: a symbolic link to a missing file: %w", name, errOutsideFilesDir)
		}
		dir, derr := filepath.EvalSymlinks(filepath.Dir(p))
		switch {
		case derr != nil && !within(root, filepath.Dir(p)):
			return "", outside
		case derr != nil:
			return "", fmt.Errorf("%s: %w", name, derr)
		case !within(root, dir):
			return "", outside
		case !forWrite:
			return "", fmt.Errorf("%s: %w", name, fs.ErrNotExist)
		}
		real, err = filepath.Join(dir, filepath.Base(p)), nil
	}
	if err != nil {
		if !within(root, p) {
			return "", outside
		}
		return "", fmt.Errorf("%s: %w", name, err)
	}
	if !within(root, real) || real == root {
		return "", outside
	}
	return real, nil
}

// within reports whether path p lies inside folder root (both absolute
// and clean).
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	if err != nil || filepath.IsAbs(rel) {
		return false
	}
	return rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// checkReplaceable refuses to let printsgf replace a file that is not an
// SGF record: an existing target must be a regular file that is empty or
// parses as SGF. A missing file is fine.
func checkReplaceable(path string) error {
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
	if _, err := sgf.ParseFile(path); err != nil {
		return fmt.Errorf("%s exists and is not an SGF record, not replaced (%v)", path, err)
	}
	return nil
}
