package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// File is one output of a command: its path and content.
type File struct {
	Path string
	Data []byte
}

// Check reports, without writing anything that stays, why Write(path,
// ..., force) would be refused: an empty name, a destination that exists
// (unless force) or is not a regular file, or a folder that is missing,
// not a folder or does not take new files. Commands call it before any
// work.
func Check(path string, force bool) error {
	if path == "" {
		return errors.New("atomicfile: empty file name")
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return fmt.Errorf("%s: is a folder", path)
	case err == nil && !st.Mode().IsRegular():
		return fmt.Errorf("%s: is %s, not a file that can be replaced", path, kindOf(st.Mode()))
	case err == nil && !force:
		return fmt.Errorf("%s: %w", path, ErrExists)
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("atomicfile: %w", err)
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil {
		return fmt.Errorf("atomicfile: folder of %s: %w", path, err)
	} else if !st.IsDir() {
		return fmt.Errorf("atomicfile: %s is not a folder", dir)
	}
	return checkWritableDir(dir)
}

// Group is the files a command writes into one folder, as one Set with
// its options (Files' paths must lie in Dir).
type Group struct {
	Dir     string
	Files   []File
	Options SetOptions
}

// WriteAll writes files all or nothing: after checking all of them first
// (Check; two files with the same path are refused too), the files of
// each folder are written as one Set (WriteGroups). When any would be
// refused, none is written.
func WriteAll(files []File, perm fs.FileMode, force bool) error {
	var groups []Group
	index := map[string]int{}
	seen := map[string]bool{}
	for _, f := range files {
		abs, err := filepath.Abs(f.Path)
		if err != nil {
			return fmt.Errorf("atomicfile: %w", err)
		}
		if seen[abs] {
			return fmt.Errorf("%s: written twice by one command", f.Path)
		}
		seen[abs] = true
		if err := Check(f.Path, force); err != nil {
			return err
		}
		dir := filepath.Dir(abs)
		i, ok := index[dir]
		if !ok {
			i = len(groups)
			index[dir] = i
			groups = append(groups, Group{Dir: dir, Options: SetOptions{Force: force, Perm: perm}})
		}
		groups[i].Files = append(groups[i].Files, File{Path: abs, Data: f.Data})
	}
	return WriteGroups(groups)
}

// WriteGroups writes each group as one Set: every set is checked
// (CheckSet) and written to its temporary folder before the first is
// moved into place, so that a refusal or a failed write leaves every
// folder as it was. Sets in different folders are moved one after the
// other.
func WriteGroups(groups []Group) error {
	for _, g := range groups {
		if err := CheckSet(g.Dir, names(g.Files), g.Options); err != nil {
			return err
		}
	}
	var sets []*Set
	abort := func() {
		for _, s := range sets {
			s.Abort()
		}
	}
	for _, g := range groups {
		s, err := NewSet(g.Dir, g.Options)
		if err != nil {
			abort()
			return err
		}
		sets = append(sets, s)
		for _, f := range g.Files {
			if filepath.Dir(filepath.Clean(f.Path)) != filepath.Clean(g.Dir) {
				abort()
				return fmt.Errorf("atomicfile: %s is not in %s", f.Path, g.Dir)
			}
			if err := s.Add(filepath.Base(f.Path), f.Data); err != nil {
				abort()
				return err
			}
		}
	}
	for i, s := range sets {
		if err := s.Commit(); err != nil {
			for _, rest := range sets[i+1:] {
				rest.Abort()
			}
			return err
		}
	}
	return nil
}

// names returns the base names of files.
func names(files []File) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = filepath.Base(f.Path)
	}
	return out
}
