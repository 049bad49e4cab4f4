package testenv

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSlow: budgets stay as they are without the race detector and grow
// by raceSlowdown with it.
func TestSlow(t *testing.T) {
	want := time.Second
	if RaceEnabled {
		want = raceSlowdown * time.Second
	}
	if got := Slow(time.Second); got != want {
		t.Fatalf("Slow(1s) = %v with RaceEnabled %v, want %v", got, RaceEnabled, want)
	}
}

// TestSpread: the sample of RaceSample keeps the first item, spreads the
// rest evenly, never repeats one and never returns more than asked.
func TestSpread(t *testing.T) {
	items := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	cases := []struct {
		n    int
		want []int
	}{
		{0, nil},
		{1, []int{0}},
		{3, []int{0, 3, 6}},
		{5, []int{0, 2, 4, 6, 8}},
		{10, items},
		{20, items},
	}
	for _, c := range cases {
		got := spread(items, c.n)
		if len(got) != len(c.want) {
			t.Errorf("spread(10 items, %d) = %v, want %v", c.n, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("spread(10 items, %d) = %v, want %v", c.n, got, c.want)
				break
			}
		}
	}
}

// TestRaceCount: the race count only ever lowers the plain count, and
// only under the race detector.
func TestRaceCount(t *testing.T) {
	want := 100
	if RaceEnabled {
		want = 10
	}
	if got := RaceCount(100, 10); got != want {
		t.Errorf("RaceCount(100, 10) = %d with RaceEnabled %v, want %d", got, RaceEnabled, want)
	}
	if got := RaceCount(5, 10); got != 5 {
		t.Errorf("RaceCount(5, 10) = %d, want 5 (never more than the plain count)", got)
	}
	if got := len(RaceSample(make([]int, 100), 10)); RaceEnabled && got != 10 || !RaceEnabled && got != 100 {
		t.Errorf("RaceSample of 100 items, 10: %d items with RaceEnabled %v", got, RaceEnabled)
	}
}

// TestCopySample: the sample keeps the first files of every folder by
// name, their relative paths, and leaves out the skipped top-level
// folders and the files of other extensions.
func TestCopySample(t *testing.T) {
	from, to := t.TempDir(), t.TempDir()
	for _, rel := range []string{"a/1.sgf", "a/2.sgf", "a/3.sgf", "a/x.txt", "b/c/1.sgf", "skip/1.sgf", "top.sgf"} {
		p := filepath.Join(from, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(rel), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := copySample(from, to, ".sgf", 2, []string{"skip"}); err != nil {
		t.Fatal(err)
	}
	var got []string
	err := filepath.WalkDir(to, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(to, path)
			data, _ := os.ReadFile(path)
			if string(data) != filepath.ToSlash(rel) {
				t.Errorf("%s holds %q", rel, data)
			}
			got = append(got, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := "a/1.sgf a/2.sgf b/c/1.sgf top.sgf"; strings.Join(got, " ") != want {
		t.Errorf("sample %q, want %q", strings.Join(got, " "), want)
	}
}
