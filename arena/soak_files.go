package arena

import (
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
)

// SGFFiles lists the SGF records (regular files named *.sgf, any case)
// under dirs (which may be symbolic links to folders), recursively, as absolute paths in lexical order, so that an
// engine finds them whatever its folder. Other files (golden outputs,
// notes, regression scripts) are left out: a soak loads records. A folder
// without any SGF file is an error.
func SGFFiles(dirs ...string) ([]string, error) {
	var files []string
	for _, dir := range dirs {
		n := len(files)
		// The folder itself may be a symbolic link (WalkDir would not
		// enter it); links inside are not followed.
		root, err := filepath.EvalSymlinks(dir)
		if err != nil {
			return nil, fmt.Errorf("listing SGF files: %w", err)
		}
		err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.Type().IsRegular() || !strings.EqualFold(filepath.Ext(path), ".sgf") {
				return nil
			}
			abs, err := filepath.Abs(path)
			if err != nil {
				return err
			}
			files = append(files, abs)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("listing SGF files: %w", err)
		}
		if len(files) == n {
			return nil, fmt.Errorf("%s: no SGF file (*.sgf) in the folder", dir)
		}
	}
	return files, nil
}
