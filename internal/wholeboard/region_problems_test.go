package wholeboard

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// TestRegionGameOnFencedProblems runs the oracle on the hand-counted fenced
// problems of testdata/problems/fenced: twice the temperature (the swing)
// must be the value on the first line of each root comment, counted by
// hand and written out in the file.
func TestRegionGameOnFencedProblems(t *testing.T) {
	root := "../../testdata/problems/fenced"
	var files []string
	_ = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".sgf") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) < 40 {
		t.Fatalf("only %d fenced problems under %s", len(files), root)
	}
	for _, f := range files {
		trees, err := sgf.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r := trees[0]
		b, err := board.FromSGF(r, 0, board.Rules{Ko: board.KoSimple})
		if err != nil {
			t.Fatal(err)
		}
		sq, _ := r.Points("SQ", b.Size())
		var region []board.Point
		for _, q := range sq {
			region = append(region, board.PointAt(q.X, q.Y, b.Size()))
		}
		first, _, _ := strings.Cut(strings.TrimSpace(sgf.Comment(r)), "\n")
		want := parseMixed(t, strings.TrimSpace(first))
		g, err := NewRegionGame(context.Background(), b, region, nil, 0)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, k := range []Komaster{BlackKomaster, WhiteKomaster} {
			th, err := g.Thermograph(k)
			if err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			temp, err := th.Temperature()
			if err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			swing := new(big.Rat).Add(temp, temp)
			if swing.Cmp(want) != 0 {
				t.Errorf("%s (komaster %d): swing %s, want %s", f, k, swing.RatString(), want.RatString())
			}
		}
	}
}

// parseMixed reads "7", "1 1/2" or "2/3".
func parseMixed(t *testing.T, s string) *big.Rat {
	t.Helper()
	sum := new(big.Rat)
	for _, f := range strings.Fields(s) {
		r, ok := new(big.Rat).SetString(f)
		if !ok {
			t.Fatalf("bad value %q", s)
		}
		sum.Add(sum, r)
	}
	return sum
}
