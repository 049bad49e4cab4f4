package bench

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
)

// proData is the folder of the professional records (never copied into
// the repository).
const proData = "../../shared/data"

// TestProSample runs RunPro over a deterministic sample of pro9 and pro19
// with a small per-game budget: it must not crash, and every reported
// figure must agree with the record it came from (RE, the move count) and
// with the other figures (Diff = Predicted - Actual, Reversed, agreement of
// the final count).
func TestProSample(t *testing.T) {
	sets := []struct {
		dir    string
		sample int
	}{{"pro9", 6}, {"pro19", 4}}
	for _, set := range sets {
		dir := filepath.Join(proData, set.dir)
		if _, err := os.Stat(dir); err != nil {
			t.Logf("skipping %s: %v", set.dir, err)
			continue
		}
		per := 4 * time.Second
		if testing.Short() {
			per = time.Second
		}
		rep, err := RunPro(context.Background(), dir, ProOptions{Jobs: 2, PerGame: per, Sample: set.sample})
		if err != nil {
			t.Fatalf("%s: %v", set.dir, err)
		}
		if len(rep.Games) != set.sample {
			t.Fatalf("%s: %d games, want %d", set.dir, len(rep.Games), set.sample)
		}
		for i, g := range rep.Games {
			if i > 0 && rep.Games[i-1].File >= g.File {
				t.Errorf("%s: games not sorted: %s before %s", set.dir, rep.Games[i-1].File, g.File)
			}
			checkProGame(t, dir, g)
		}
	}
}

// checkProGame checks one game's figures against its record.
func checkProGame(t *testing.T, dir string, g ProGame) {
	t.Helper()
	trees, err := sgf.ParseFile(filepath.Join(dir, g.File))
	if err != nil {
		t.Fatalf("%s: %v", g.File, err)
	}
	res, ok, err := sgf.GameResult(trees[0])
	byPoints := err == nil && ok && res.HasMargin
	if g.ByPoints != byPoints {
		t.Errorf("%s: by points %v, RE says %v", g.File, g.ByPoints, byPoints)
	}
	if byPoints {
		want := cgt.RationalFromFrac(int64(res.HalfPoints), 2)
		if res.Winner == sgf.White {
			want = want.Neg()
		}
		if g.Actual != want.MixedString() {
			t.Errorf("%s: actual %s, RE gives %s", g.File, g.Actual, want.MixedString())
		}
	}
	if g.Moves <= 0 && g.Error == "" {
		t.Errorf("%s: %d moves", g.File, g.Moves)
	}
	if g.Decomposable && (g.FirstMove < 0 || g.FirstMove > g.Moves) {
		t.Errorf("%s: decomposes after move %d of %d", g.File, g.FirstMove, g.Moves)
	}
	if g.Diff != "" {
		p, err1 := cgt.ParseRational(g.Predicted)
		a, err2 := cgt.ParseRational(g.Actual)
		d, err3 := cgt.ParseRational(g.Diff)
		if err1 != nil || err2 != nil || err3 != nil {
			t.Fatalf("%s: unreadable figures %q %q %q", g.File, g.Predicted, g.Actual, g.Diff)
		}
		if !p.Sub(a).Equal(d) {
			t.Errorf("%s: diff %s != predicted %s - actual %s", g.File, g.Diff, g.Predicted, g.Actual)
		}
		if g.Reversed != (p.Sign()*a.Sign() < 0) {
			t.Errorf("%s: reversed %v for predicted %s, actual %s", g.File, g.Reversed, g.Predicted, g.Actual)
		}
	}
	if g.FinalScoreAgrees && g.FinalScore != g.Actual {
		t.Errorf("%s: final count %s said to agree with %s", g.File, g.FinalScore, g.Actual)
	}
	verdict := g.FinalAnalysis
	if verdict == "" {
		verdict = g.FinalScore
	}
	if g.FinalAgrees != (g.ByPoints && verdict == g.Actual) {
		t.Errorf("%s: final agrees %v, verdict %s, actual %s", g.File, g.FinalAgrees, verdict, g.Actual)
	}
}

// TestSample checks the deterministic sample of file names.
func TestSample(t *testing.T) {
	files := []string{"a", "b", "c", "d", "e", "f"}
	cases := []struct {
		n    int
		want []string
	}{{0, files}, {6, files}, {9, files}, {3, []string{"a", "c", "e"}}, {2, []string{"a", "d"}}, {1, []string{"a"}}}
	for _, c := range cases {
		got := sample(files, c.n)
		if len(got) != len(c.want) {
			t.Errorf("sample(%d) = %v, want %v", c.n, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("sample(%d) = %v, want %v", c.n, got, c.want)
				break
			}
		}
	}
}
