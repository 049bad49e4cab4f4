package board

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// proDataDir is the professional records folder seen from the package
// directory (never copied into the repository).
const proDataDir = "../../shared/data"

// proRecords lists the .sgf files of the professional records, or skips
// the test when the folder is absent.
func proRecords(t testing.TB) []string {
	t.Helper()
	if _, err := os.Stat(proDataDir); err != nil {
		t.Skipf("professional records not found at %s: %v", proDataDir, err)
	}
	var files []string
	for _, dir := range []string{"pro19", "pro9"} {
		m, err := filepath.Glob(filepath.Join(proDataDir, dir, "*.sgf"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Skipf("no .sgf files under %s", proDataDir)
	}
	return files
}

// TestReplayProRecords replays every professional record to its end under
// its own rules (RulesOf): no move may be illegal; the final position is
// counted without error.
func TestReplayProRecords(t *testing.T) {
	files := proRecords(t)
	moves, byRules := 0, map[string]int{}
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		root := roots[0]
		rules, scoring := RulesOf(root)
		b, err := FromSGF(root, AllMoves, rules)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if got, want := len(b.Moves()), CountMoves(root); got != want {
			t.Errorf("%s: %d moves replayed, %d on the main line", f, got, want)
		}
		moves += len(b.Moves())
		// Counting the final position as it stands (no dead stones) must
		// account for every point once under both methods.
		for _, sc := range []Scoring{Territory, Area} {
			r, err := Score(b, nil, sc, 0)
			if err != nil {
				t.Errorf("%s: score: %v", f, err)
				continue
			}
			sum := r.Black.Stones + r.White.Stones + r.Black.Territory + r.White.Territory + r.Dame + r.SekiEyes + r.Unfilled
			if sum != b.NumPoints() {
				t.Errorf("%s: %s count covers %d points of %d", f, sc, sum, b.NumPoints())
			}
		}
		byRules[rules.Ko.String()+"/"+scoring.String()]++
	}
	t.Logf("%d records, %d moves replayed; rules: %v", len(files), moves, byRules)
}
