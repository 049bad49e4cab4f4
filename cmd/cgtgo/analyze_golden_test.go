package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/report"
)

// update rewrites the golden files of the analyze tests:
// go test ./cmd/cgtgo -run Golden -update
var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// goldenHangGuard only turns a hang of an in-process command into a
// failure: no test asserts a wall-clock time.
const goldenHangGuard = 5 * time.Minute

// goldenInputs are the hand-made positions of testdata/sgf (top level and
// decompose/).
func goldenInputs(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../../testdata/sgf/*.sgf", "../../testdata/sgf/decompose/*.sgf"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) == 0 {
		t.Fatal("no test positions found")
	}
	return files
}

// goldenName maps testdata/sgf/decompose/x.sgf to decompose-x.
func goldenName(path string) string {
	rel := strings.TrimPrefix(filepath.ToSlash(path), "../../testdata/sgf/")
	return strings.ReplaceAll(strings.TrimSuffix(rel, ".sgf"), "/", "-")
}

// TestAnalyzeGolden analyses every hand-made position once (as "cgtgo
// analyze" does, default flags) and compares the text and JSON reports with
// testdata/golden/analyze; positions that cannot be analysed compare their
// one-line error. The golden files were read by hand once: region kinds
// against the decompose tests, corridor values against their stops.
// Only the node budgets bound the work (no --budget: the output must not
// depend on how busy the machine is); goldenHangGuard turns a hang into a
// failure (the slowest position, seki-9x9, takes about 6 s alone).
// Under the race detector the slowest positions (raceSlowGolden) are left
// to the plain run.
func TestAnalyzeGolden(t *testing.T) {
	for _, f := range goldenInputs(t) {
		t.Run(goldenName(f), func(t *testing.T) {
			if testenv.RaceEnabled && raceSlowGolden[goldenName(f)] {
				t.Skip("among the slowest analyses (minutes under -race): compared by the plain run")
			}
			cfg := analyzeConfig{pv: 8}
			cfg.pos.assumeSafe = 2
			ctx, cancel := context.WithTimeout(context.Background(), goldenHangGuard)
			defer cancel()
			res, err := analyzeFile(ctx, f, cfg)
			for _, format := range []string{"text", "json"} {
				var out bytes.Buffer
				switch {
				case err != nil:
					out.WriteString("error: " + oneLine(err.Error()) + "\n")
				case format == "text":
					if err := report.Text(&out, res.analysis, report.TextOptions{}); err != nil {
						t.Fatal(err)
					}
				default:
					if err := writeAnalysisJSON(&out, res.analysis); err != nil {
						t.Fatal(err)
					}
				}
				// The file name is as given: make it independent of the
				// test's working directory.
				got := strings.ReplaceAll(out.String(), "../../testdata/", "testdata/")
				checkGolden(t, filepath.Join("..", "..", "testdata", "golden", "analyze", goldenName(f)+"."+format), got)
			}
		})
	}
}

// raceSlowGolden are the golden positions whose analysis takes the longest
// (together about three quarters of TestAnalyzeGolden under -race, where
// the analysis is single-threaded and finds no race the others do not).
var raceSlowGolden = map[string]bool{
	"endgame-19x19-corridors": true,
	"seki-9x9":                true,
	"triple-ko-9x9":           true,
	"decompose-seki":          true,
}

// checkGolden compares got with the golden file at path, or rewrites the
// file under -update.
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (check, then run with -update):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}
