package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/bench"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestBenchProblemsCommand runs "cgtgo bench problems" in process on the
// problem set: it must exit 0 (no miss outside the ko category), print the
// category table, and with --write-report record the section. Under the
// race detector it runs on a sample of the set: the first two problems of
// every folder but addition/ (whose sums of several regions take seconds
// each in the plain run and minutes under -race), with their categories;
// "bench problems" with its two jobs runs the same code on it, and the
// plain run covers the whole set.
func TestBenchProblemsCommand(t *testing.T) {
	report := filepath.Join(t.TempDir(), "BENCHMARKS.md")
	var out, errOut bytes.Buffer
	code := run([]string{"bench", "problems", "--jobs", "2", "--write-report", report, testenv.RaceSampleDir(t, "../../testdata/problems", ".sgf", 2, "addition")}, &out, &errOut)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, out.String(), errOut.String())
	}
	for _, want := range []string{"corridor", "gote", "fenced", "ko", "all"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	data, err := os.ReadFile(report)
	if err != nil || !strings.Contains(string(data), "cgtgo bench problems") {
		t.Errorf("report: %v\n%s", err, data)
	}
}

// TestBenchUsage checks the exit codes of bad command lines.
func TestBenchUsage(t *testing.T) {
	cases := []struct {
		args []string
		code int
	}{
		{[]string{"bench"}, exitUsage},
		{[]string{"bench", "nonsense"}, exitUsage},
		{[]string{"bench", "--help"}, exitOK},
		{[]string{"bench", "problems"}, exitUsage},
		{[]string{"bench", "problems", "--help"}, exitOK},
		{[]string{"bench", "problems", "/nonexistent/problems"}, exitFailure},
		{[]string{"bench", "pro"}, exitUsage},
		{[]string{"bench", "engines"}, exitUsage},
		{[]string{"bench", "problems", "--jobs"}, exitUsage},
		{[]string{"bench", "pro", "--life-before", "ten", "/nonexistent/pro"}, exitUsage},
		{[]string{"bench", "pro", "--life-before", "10,-4", "/nonexistent/pro"}, exitUsage},
		{[]string{"bench", "pro", "--life-before", "10", "/nonexistent/pro"}, exitFailure},
	}
	for _, c := range cases {
		var out, errOut bytes.Buffer
		if got := run(c.args, &out, &errOut); got != c.code {
			t.Errorf("%v: exit %d, want %d\n%s", c.args, got, c.code, errOut.String())
		}
	}
}

// TestBenchProblemsJSON checks that --json prints one JSON report with a
// result per problem file, sorted by file name.
func TestBenchProblemsJSON(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"bench", "problems", "--json", "../../testdata/problems/ko"}, &out, &errOut)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errOut.String())
	}
	var rep struct {
		Results []struct {
			File  string `json:"file"`
			Match bool   `json:"match"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	files, err := bench.FindSGF("../../testdata/problems/ko")
	if err != nil || len(rep.Results) != len(files) {
		t.Fatalf("%d results for %d files (%v)", len(rep.Results), len(files), err)
	}
	for i := 1; i < len(rep.Results); i++ {
		if rep.Results[i-1].File >= rep.Results[i].File {
			t.Errorf("results not sorted: %s before %s", rep.Results[i-1].File, rep.Results[i].File)
		}
	}
}

// TestBenchProCommand runs "cgtgo bench pro" on a two-game sample of the
// 9x9 professional records, when they are present.
func TestBenchProCommand(t *testing.T) {
	dir := "../../../shared/data/pro9"
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no records: %v", err)
	}
	var out, errOut bytes.Buffer
	code := run([]string{"bench", "pro", "--sample", "2", "--per-game", "3s", "--jobs", "2", dir}, &out, &errOut)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "games 2, decided by points") {
		t.Errorf("no summary:\n%s", out.String())
	}
}
