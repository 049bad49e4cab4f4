package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// setPrefix names the temporary folders of sets; setLockName is the file
// inside that a live writer holds locked.
const (
	setPrefix   = ".cgtgo-set.tmp-"
	setLockName = ".lock"
)

// SetOptions tune a Set.
type SetOptions struct {
	// Force lets the set replace existing files.
	Force bool
	// Owns, when set, tells which names in the folder belong to the kind
	// of set being written (e.g. "game-N.sgf" for match records): without
	// Force any existing one refuses the set; with Force the ones the new
	// set does not write are removed when it is committed, so that the
	// folder never mixes an old set and a new one. Nil: only the names
	// the set writes.
	Owns func(name string) bool
	// Perm are the permissions of the files (0: 0o644).
	Perm fs.FileMode
	// Step, when set, is called at each step of Commit ("moving",
	// "moved NAME", "committed"): tests stop the writer there.
	Step func(step string)
}

// Set is a set of files written into one folder all or nothing: Add
// writes each file into a temporary folder beside the destination,
// Commit moves them into place together (old files are kept aside and
// put back if a move fails), Abort drops them.
type Set struct {
	dir   string
	opt   SetOptions
	tmp   string
	lock  *os.File
	names []string
}

// NewSet starts a set of files for folder dir (created if missing),
// after removing the temporary folders of sets whose writers died.
func NewSet(dir string, opt SetOptions) (*Set, error) {
	if opt.Perm == 0 {
		opt.Perm = 0o644
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("atomicfile: %w", err)
	}
	removeStale(dir, setPrefix)
	tmp, err := os.MkdirTemp(dir, setPrefix+"*")
	if err != nil {
		return nil, fmt.Errorf("atomicfile: %w", err)
	}
	lf, err := os.Create(filepath.Join(tmp, setLockName))
	if err != nil {
		os.RemoveAll(tmp)
		return nil, fmt.Errorf("atomicfile: %w", err)
	}
	lock(lf)
	return &Set{dir: dir, opt: opt, tmp: tmp, lock: lf}, nil
}

// Dir returns the destination folder.
func (s *Set) Dir() string { return s.dir }

// Add writes data as the file name (a plain name, no folder) of the set,
// into the temporary folder; it reaches dir at Commit.
func (s *Set) Add(name string, data []byte) error {
	if name == "" || name != filepath.Base(name) || name == setLockName || name[0] == '.' {
		return fmt.Errorf("atomicfile: bad name %q in a set", name)
	}
	if err := writeSynced(filepath.Join(s.tmp, name), data, s.opt.Perm); err != nil {
		return err
	}
	s.names = append(s.names, name)
	return nil
}

// Names returns the names added so far.
func (s *Set) Names() []string { return append([]string(nil), s.names...) }

// Abort drops the set: the temporary folder is removed, dir is untouched.
func (s *Set) Abort() {
	if s.lock != nil {
		s.lock.Close()
		s.lock = nil
	}
	os.RemoveAll(s.tmp)
}

// Commit moves the set into dir: each old file it replaces is first kept
// aside (a hard link in the temporary folder), then every new file is
// renamed into place, then the old files the set owns but did not write
// are removed (Force only). Without Force an existing file of the set
// (or one it owns) refuses the whole set with ErrExists. When a step
// fails, the files already moved are put back as they were. The
// temporary folder is removed in every case.
func (s *Set) Commit() (err error) {
	defer s.Abort()
	step := func(st string) {
		if s.opt.Step != nil {
			s.opt.Step(st)
		}
	}
	adding := map[string]bool{}
	for _, n := range s.names {
		adding[n] = true
	}
	existing, err := s.existing(adding)
	if err != nil {
		return err
	}
	if len(existing) > 0 && !s.opt.Force {
		return fmt.Errorf("%s: %w", filepath.Join(s.dir, existing[0]), ErrExists)
	}
	// Keep the old files aside.
	kept := map[string]bool{}
	for _, n := range existing {
		if err := keepAside(filepath.Join(s.dir, n), filepath.Join(s.tmp, ".old-"+n)); err != nil {
			s.restore(nil, kept)
			return err
		}
		kept[n] = true
	}
	step("moving")
	var moved []string
	for _, n := range s.names {
		if err := os.Rename(filepath.Join(s.tmp, n), filepath.Join(s.dir, n)); err != nil {
			s.restore(moved, kept)
			return fmt.Errorf("atomicfile: moving %s into place: %w", n, err)
		}
		moved = append(moved, n)
		step("moved " + n)
	}
	for _, n := range existing {
		if adding[n] {
			continue
		}
		if err := os.Remove(filepath.Join(s.dir, n)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			s.restore(moved, kept)
			return fmt.Errorf("atomicfile: removing the old %s: %w", n, err)
		}
	}
	syncDir(s.dir)
	step("committed")
	return nil
}

// existing lists, sorted, the files in dir the set would replace or owns.
func (s *Set) existing(adding map[string]bool) ([]string, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("atomicfile: %w", err)
	}
	var out []string
	for _, e := range entries {
		n := e.Name()
		if !adding[n] && (s.opt.Owns == nil || !s.opt.Owns(n)) {
			continue
		}
		if !e.Type().IsRegular() {
			return nil, fmt.Errorf("atomicfile: %s is %s, not a file the set can replace", filepath.Join(s.dir, n), kindOf(e.Type()))
		}
		out = append(out, n)
	}
	sort.Strings(out)
	return out, nil
}

// restore undoes a failed commit: the moved files go away and the kept
// old files come back.
func (s *Set) restore(moved []string, kept map[string]bool) {
	for _, n := range moved {
		if !kept[n] {
			os.Remove(filepath.Join(s.dir, n))
		}
	}
	for n := range kept {
		_ = os.Rename(filepath.Join(s.tmp, ".old-"+n), filepath.Join(s.dir, n))
	}
}

// keepAside keeps the old file path at aside: a hard link (the old file
// stays in place until the new one replaces it), or a copy where links
// are not possible.
func keepAside(path, aside string) error {
	if err := os.Link(path, aside); err == nil {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("atomicfile: keeping %s: %w", path, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("atomicfile: keeping %s: %w", path, err)
	}
	return writeSynced(aside, data, st.Mode().Perm())
}

// writeSynced writes a new file and flushes it to disk.
func writeSynced(path string, data []byte, perm fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return fmt.Errorf("atomicfile: %w", err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return fmt.Errorf("atomicfile: writing %s: %w", path, err)
	}
	return nil
}
