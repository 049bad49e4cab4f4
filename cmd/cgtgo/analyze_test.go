package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/report"
)

// progressLines are the plain progress lines of internal/progress.
var progressLines = regexp.MustCompile(`(?m)^[a-z]+: \d+(/\d+)? done, [^\n]*\n`)

// TestAnalyzeErrors: bad input gives one clear line on stderr and a
// non-zero exit code, for analyze, solve and review alike.
func TestAnalyzeErrors(t *testing.T) {
	malformed := writeTemp(t, "bad.sgf", "(;FF[4]SZ[9]AB[aa")
	huge := writeTemp(t, "huge.sgf", "(;FF[4]GM[1]SZ[26])")
	empty := writeTemp(t, "empty.sgf", "no game here")
	opening := writeTemp(t, "opening.sgf", "(;FF[4]GM[1]SZ[9];B[ee];W[cc])")
	cases := []struct {
		name string
		args []string
		code int
		want string // in the message
	}{
		{"missing file", []string{"nope/missing.sgf"}, exitFailure, "missing.sgf"},
		{"malformed", []string{malformed}, exitFailure, "bad.sgf"},
		{"no game", []string{empty}, exitFailure, "no game"},
		{"over 25x25", []string{huge}, exitFailure, "26"},
		{"no decomposable region", []string{opening}, exitFailure, "no decomposable region"},
		{"no decomposable region, proofs only", []string{"--assume-safe", "0", opening}, exitFailure, "no decomposable region"},
		{"bad move number", []string{"../../testdata/sgf/ko-9x9.sgf", "--move", "99"}, exitFailure, "only"},
		{"bad rules", []string{"../../testdata/sgf/ko-9x9.sgf", "--rules", "martian"}, exitUsage, "--rules"},
		{"bad komi", []string{"../../testdata/sgf/ko-9x9.sgf", "--komi", "6.25"}, exitUsage, "--komi"},
		{"bad region", []string{"../../testdata/sgf/ko-9x9.sgf", "--region", "Z99"}, exitUsage, "--region"},
		{"no file", []string{}, exitUsage, "one SGF file"},
	}
	for _, cmd := range []string{"analyze", "solve", "review"} {
		for _, c := range cases {
			if cmd == "review" && (c.name == "bad move number" || c.name == "bad region") {
				continue // review covers the whole game
			}
			if cmd == "review" && c.name == "no decomposable region" {
				// With assumptions, the position after the lone first
				// stone counts as Black territory (decompose's
				// AssumeSafe rule), so the proofs-only case covers review.
				continue
			}
			if cmd == "solve" && c.name == "bad region" {
				continue // solve has no --region
			}
			t.Run(cmd+"/"+c.name, func(t *testing.T) {
				var out, errb bytes.Buffer
				code := run(append([]string{cmd}, c.args...), &out, &errb)
				// A slow run on a busy machine may print progress lines
				// ("review: 1/2 done, 13s elapsed, ...") before the
				// failure: the failure itself must be one line.
				msg := progressLines.ReplaceAllString(errb.String(), "")
				if code != c.code {
					t.Fatalf("exit %d, want %d (stderr %q)", code, c.code, msg)
				}
				if strings.Count(strings.TrimRight(msg, "\n"), "\n") != 0 || !strings.Contains(msg, c.want) {
					t.Errorf("stderr %q: want one line containing %q", msg, c.want)
				}
				if out.Len() != 0 {
					t.Errorf("stdout not empty: %q", out.String())
				}
			})
		}
	}
}

// TestAnalyzeRegion: a region given with --region is valued alone. The
// corridor of corridor-edge.sgf (A4, A5, A6) is {2||1|*} in the
// whole-board analysis (golden file); alone it must be the same game.
func TestAnalyzeRegion(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"analyze", "--format", "json", "--region", "A4,A5,A6", "../../testdata/sgf/decompose/corridor-edge.sgf"}, &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var a report.Analysis
	if err := json.Unmarshal(out.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Scope != "region" || len(a.Regions) != 1 {
		t.Fatalf("scope %q, %d regions", a.Scope, len(a.Regions))
	}
	r := a.Regions[0]
	if r.Value != "{2||1|*}" || r.LeftStop != "2" || r.RightStop != "1" || a.Best.Vertex != "A4" {
		t.Errorf("region value %s stops %s/%s best %s, want {2||1|*} 2/1 A4", r.Value, r.LeftStop, r.RightStop, a.Best.Vertex)
	}
}

// TestAnalyzeSquareMarkup: SQ markup on the root selects the region.
func TestAnalyzeSquareMarkup(t *testing.T) {
	data, err := os.ReadFile("../../testdata/sgf/decompose/corridor-edge.sgf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "(;", "(;SQ[ad][ae][af]", 1)
	f := writeTemp(t, "sq.sgf", text)
	var out, errb bytes.Buffer
	if code := run([]string{"analyze", "--format", "json", f}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var a report.Analysis
	if err := json.Unmarshal(out.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	if a.Scope != "region" || len(a.Regions) != 1 || len(a.Regions[0].Points) != 3 || a.Regions[0].Value != "{2||1|*}" {
		t.Errorf("SQ region analysis: %+v", a.Regions)
	}
}

// TestAnalyzeSGFAndFiles: --format sgf labels every region point with its
// letter and circles the recommended move; -o and --svg refuse to
// overwrite without --force.
func TestAnalyzeSGFAndFiles(t *testing.T) {
	dir := t.TempDir()
	outFile := filepath.Join(dir, "out.sgf")
	svgDir := filepath.Join(dir, "svg")
	in := "../../testdata/sgf/decompose/corridor-edge.sgf"
	args := []string{"analyze", "--format", "sgf", "-o", outFile, "--svg", svgDir, in}
	var out, errb bytes.Buffer
	if code := run(args, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	roots, err := sgf.ParseFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	root := roots[0]
	labels, err := sgf.Labels(root, 9)
	if err != nil {
		t.Fatal(err)
	}
	// 81 points minus the stones: every region point is labelled.
	if len(labels) != 13 {
		t.Errorf("%d labels, want 13 (region points: 10 one-point territories and the corridor)", len(labels))
	}
	if cr, ok := root.Get("CR"); !ok || cr != "af" {
		t.Errorf("CR = %q, want af (A4)", cr)
	}
	if c, _ := root.Get("C"); !strings.Contains(c, "Recommended: Black A4") {
		t.Errorf("comment lacks the recommendation: %q", c)
	}
	if len(root.Children) != 1 {
		t.Errorf("want the principal variation as a child, got %d children", len(root.Children))
	}
	for _, f := range []string{"corridor-edge-f.svg", "corridor-edge-board.svg"} {
		if _, err := os.Stat(filepath.Join(svgDir, f)); err != nil {
			t.Errorf("SVG %s: %v", f, err)
		}
	}
	// Again: refused without --force, accepted with it.
	out.Reset()
	errb.Reset()
	if code := run(args, &out, &errb); code != exitFailure || !strings.Contains(errb.String(), "exists") {
		t.Errorf("second run without --force: exit %d, stderr %q", code, errb.String())
	}
	if code := run(append(args, "--force"), &out, &errb); code != exitOK {
		t.Errorf("with --force: exit %d, stderr %q", code, errb.String())
	}
}
