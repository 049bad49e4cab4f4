package safefile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutside is the refusal of a file outside the folder it is confined
// to (Resolve).
var ErrOutside = errors.New("outside the files folder")

// Resolve resolves a file name given by a client (GTP's loadsgf and
// printsgf): relative names are taken from the folder filesDir or else
// from dir ("": the working folder). With a files folder (a server,
// "cgtgo gtp --files-dir DIR") the path, with every symbolic link
// resolved, must lie inside the folder, or it is refused with ErrOutside;
// the path returned is the resolved one, so that what is opened is what
// was checked. forWrite allows a file that does not exist yet (its folder
// must).
func Resolve(filesDir, dir, name string, forWrite bool) (string, error) {
	if name == "" {
		return "", errors.New("empty file name")
	}
	if filesDir == "" {
		if dir == "" || filepath.IsAbs(name) {
			return name, nil
		}
		return filepath.Join(dir, name), nil
	}
	root, err := filepath.EvalSymlinks(filesDir)
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
	outside := fmt.Errorf("%s: %w", name, ErrOutside)
	real, err := filepath.EvalSymlinks(p)
	if errors.Is(err, fs.ErrNotExist) {
		// No such file: where would it be? A dangling symbolic link is
		// refused (it may point anywhere); otherwise its folder, resolved,
		// must lie inside the root, so that nothing is said about what
		// lies outside.
		if _, lerr := os.Lstat(p); lerr == nil {
			return "", fmt.Errorf("%s: a symbolic link to a missing file: %w", name, ErrOutside)
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
