package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestUpdateReport writes two sections, replaces the first, and checks
// that the other is kept, that the file holds each section once and that
// no temporary file is left behind.
func TestUpdateReport(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "BENCHMARKS.md")
	m := Machine{GoVersion: "go1.26", GOOS: "linux", GOARCH: "amd64", CPU: "Test CPU", Cores: 2}
	at := time.Date(2026, 1, 2, 3, 4, 0, 0, time.UTC)
	steps := []Section{
		{Name: "problems", Title: "P", Command: "cgtgo bench problems X", Machine: m, Date: at, Body: "first body"},
		{Name: "engines", Title: "E", Command: "cgtgo bench engines Y", Machine: m, Date: at, Body: "engines body"},
		{Name: "problems", Title: "P", Command: "cgtgo bench problems X", Machine: m, Date: at, Body: "second body"},
	}
	for _, s := range steps {
		if err := UpdateReport(path, s); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []struct {
		s     string
		count int
	}{
		{"# cgtgo benchmarks", 1}, {"second body", 1}, {"first body", 0}, {"engines body", 1},
		{"<!-- bench:problems -->", 1}, {"<!-- /bench:engines -->", 1},
		{"go1.26 linux/amd64, Test CPU, 2 cores", 2}, {"2026-01-02 03:04 UTC", 2}, {"`cgtgo bench engines Y`", 1},
	} {
		if got := strings.Count(text, want.s); got != want.count {
			t.Errorf("%q appears %d times, want %d:\n%s", want.s, got, want.count, text)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("folder holds %d files, want only the report", len(entries))
	}
}

// TestUpdateReportBadPath reports an error for a folder that does not
// exist.
func TestUpdateReportBadPath(t *testing.T) {
	err := UpdateReport(filepath.Join(t.TempDir(), "no", "such", "BENCHMARKS.md"), Section{Name: "x"})
	if err == nil {
		t.Fatal("no error")
	}
}

// TestCPUModel reads the model name from a cpuinfo file.
func TestCPUModel(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cpuinfo")
	if err := os.WriteFile(p, []byte("processor\t: 0\nvendor_id\t: X\nmodel name\t: Example CPU @ 3.00GHz\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ path, want string }{{p, "Example CPU @ 3.00GHz"}, {filepath.Join(dir, "missing"), "unknown"}}
	for _, c := range cases {
		if got := cpuModel(c.path); got != c.want {
			t.Errorf("cpuModel(%s) = %q, want %q", c.path, got, c.want)
		}
	}
}

// TestProgressPlain checks the plain lines written when stderr is not a
// terminal: one per interval (here every item) and one at the end.
func TestProgressPlain(t *testing.T) {
	var buf bytes.Buffer
	p := NewProgress(&buf, "x", 3)
	p.Interval = 0
	for range 3 {
		p.Done()
	}
	got := strings.Count(buf.String(), "\n")
	if got != 3 || !strings.Contains(buf.String(), "x: 3/3 done") {
		t.Errorf("progress wrote %d lines:\n%s", got, buf.String())
	}
	var none *Progress
	none.Done() // a nil Progress reports nothing and does not panic
	if NewProgress(nil, "x", 3) != nil || NewProgress(&buf, "x", 0) != nil {
		t.Error("NewProgress should return nil without a writer or items")
	}
}

// TestParseGoBench reads go test -bench output.
func TestParseGoBench(t *testing.T) {
	out := "goos: linux\npkg: github.com/cgtgo/cgtgo/bench\nBenchmarkA/x-2   \t 122\t 1748640 ns/op\t 10 B/op\nPASS\npkg: example/b\nBenchmarkB-2 5 7 ns/op\nok example/b 1s\n"
	got := parseGoBench(out)
	want := []GoBenchLine{
		{"github.com/cgtgo/cgtgo/bench", "BenchmarkA/x-2", "122", "1748640 ns/op 10 B/op"},
		{"example/b", "BenchmarkB-2", "5", "7 ns/op"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("line %d: got %v, want %v", i, got[i], want[i])
		}
	}
}

// TestRunProblemsBadInput checks the errors for a missing folder, an empty
// one, and a malformed problem (reported as an error result, not a
// failure of the run).
func TestRunProblemsBadInput(t *testing.T) {
	empty := t.TempDir()
	if _, err := RunProblems(t.Context(), filepath.Join(empty, "missing"), ProblemsOptions{}); err == nil {
		t.Error("missing folder: no error")
	}
	if _, err := RunProblems(t.Context(), empty, ProblemsOptions{}); err == nil {
		t.Error("empty folder: no error")
	}
	bad := t.TempDir()
	files := map[string]string{
		"a/noregion.sgf": "(;GM[1]SZ[9]AB[aa]C[1])",
		"a/novalue.sgf":  "(;GM[1]SZ[9]AB[aa]SQ[bb])",
		"b/broken.sgf":   "(;GM[1]SZ[9",
		"b/offboard.sgf": "(;GM[1]SZ[9]SQ[zz]C[1])",
	}
	for name, body := range files {
		p := filepath.Join(bad, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := RunProblems(t.Context(), bad, ProblemsOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if r.Error == "" || r.Match {
			t.Errorf("%s: want an error, got %+v", r.File, r)
		}
	}
	if rep.Total.Problems != 4 || len(rep.Categories) != 2 {
		t.Errorf("totals %+v, categories %v", rep.Total, rep.Categories)
	}
}
