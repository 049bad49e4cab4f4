package testenv

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The race detector runs this project's searches 5 to 15 times slower, and
// what it looks for (two goroutines touching the same memory without
// synchronisation) shows on a few repetitions of a piece of code as well
// as on many. Sweeps over many positions, games or rounds therefore run a
// representative sample under -race, with every assertion unchanged; the
// plain run (go test ./...) checks every case. RaceCount and RaceSample
// are the two forms of that choice; every test using them says so.

// RaceCount returns race under the race detector and n otherwise: the
// number of repetitions (games, rounds, random cases) of a sweep.
func RaceCount(n, race int) int {
	if RaceEnabled {
		return min(n, race)
	}
	return n
}

// RaceSample returns items, or under the race detector at most n of them
// spread evenly over the slice (the first one always among them), so that
// the sample keeps the variety of the whole: with items sorted by kind or
// size, every kind and size is still represented.
func RaceSample[T any](items []T, n int) []T {
	if !RaceEnabled {
		return items
	}
	return spread(items, n)
}

// spread returns at most n items of items spread evenly over it, in order,
// the first one included; all of them when there are no more than n.
func spread[T any](items []T, n int) []T {
	if n <= 0 {
		return nil
	}
	if len(items) <= n {
		return items
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, items[i*len(items)/n])
	}
	return out
}

// RaceSampleDir returns dir, or under the race detector a copy of a sample
// of it in a temporary folder of tb: in every folder, the first perFolder
// files whose names end in ext (by name), at the same relative paths, so
// that what a path means (a problem's category, say) stays; the top-level
// folders named in skip are left out. It is for sweeps that take a folder.
func RaceSampleDir(tb testing.TB, dir, ext string, perFolder int, skip ...string) string {
	tb.Helper()
	if !RaceEnabled {
		return dir
	}
	sample := tb.TempDir()
	if err := copySample(dir, sample, ext, perFolder, skip); err != nil {
		tb.Fatalf("sampling %s: %v", dir, err)
	}
	return sample
}

// copySample copies into to the first perFolder files ending in ext of
// every folder under from (WalkDir visits them by name), except the
// top-level folders in skip.
func copySample(from, to, ext string, perFolder int, skip []string) error {
	taken := map[string]int{}
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		if d.IsDir() {
			if slices.Contains(skip, filepath.ToSlash(rel)) {
				return filepath.SkipDir
			}
			return nil
		}
		folder := filepath.Dir(rel)
		if !strings.HasSuffix(d.Name(), ext) || taken[folder] == perFolder {
			return nil
		}
		taken[folder]++
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(to, folder), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
}
