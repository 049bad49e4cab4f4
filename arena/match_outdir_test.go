package arena

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/gtp"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// TestMatchRecordsNotOverwritten (issue 12): a match writes its SGF
// records into OutDir, and a second match into the same folder refuses to
// replace them unless Force is set; the first records are then intact.
func TestMatchRecordsNotOverwritten(t *testing.T) {
	out := t.TempDir()
	local := localCGTGo(nil, "")
	opt := MatchOptions{
		A: local, B: local,
		Positions:   []string{"../testdata/problems/fenced/gote/junction-02-9x9-b1-w2.sgf"},
		Rounds:      1,
		OutDir:      out,
		MaxMoves:    2,
		MoveTimeout: 30 * time.Second,
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	if _, err := RunMatch(ctx, opt, io.Discard); err != nil {
		t.Fatalf("first match: %v", err)
	}
	record := filepath.Join(out, "game-0.sgf")
	before, err := os.ReadFile(record)
	if err != nil || len(before) == 0 {
		t.Fatalf("first match wrote no record: %v", err)
	}
	if err := os.WriteFile(record, []byte("(;FF[4]C[mine])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := RunMatch(ctx, opt, io.Discard); !errors.Is(err, atomicfile.ErrExists) {
		t.Fatalf("second match without Force: error %v, want one wrapping atomicfile.ErrExists", err)
	}
	if got, _ := os.ReadFile(record); string(got) != "(;FF[4]C[mine])" {
		t.Fatalf("the existing record was replaced without Force: %q", got)
	}
	opt.Force = true
	if _, err := RunMatch(ctx, opt, io.Discard); err != nil {
		t.Fatalf("second match with Force: %v", err)
	}
	if got, _ := os.ReadFile(record); string(got) == "(;FF[4]C[mine])" {
		t.Fatalf("Force did not replace the record")
	}
	left, _ := filepath.Glob(filepath.Join(out, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

// countingEngine is localCGTGo that counts its starts: the step counter
// of the tests below (a match refused before any work starts no engine).
func countingEngine(starts *atomic.Int64) MatchEngine {
	start := localCGTGo(nil, "")
	return func() (*gtp.Client, error) {
		starts.Add(1)
		return start()
	}
}

// A match refuses a bad output folder or a bad position before any
// engine starts (issue 28: it used to play game 0 first): an existing
// record without Force, a file where the folder should be, a position
// that does not parse.
func TestMatchRefusesBeforeAnyWork(t *testing.T) {
	dir := t.TempDir()
	withRecord := filepath.Join(dir, "old")
	if err := os.Mkdir(withRecord, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(withRecord, "game-3.sgf"), []byte("(;FF[4])"), 0o644); err != nil {
		t.Fatal(err)
	}
	aFile := filepath.Join(dir, "file")
	if err := os.WriteFile(aFile, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := "../testdata/problems/fenced/gote/junction-02-9x9-b1-w2.sgf"
	cases := []struct {
		name, out, pos, want string
		wantErr              error
	}{
		{"existing record", withRecord, good, "game-3.sgf", atomicfile.ErrExists},
		{"a file for a folder", aFile, good, "not a folder", nil},
		{"a folder under a file", filepath.Join(aFile, "sub"), good, "cannot create", nil},
		{"a position that does not parse", filepath.Join(dir, "new"), aFile, "file", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var starts atomic.Int64
			_, err := RunMatch(context.Background(), MatchOptions{
				A: countingEngine(&starts), B: countingEngine(&starts), Positions: []string{c.pos},
				OutDir: c.out, MaxMoves: 2, MoveTimeout: 30 * time.Second,
			}, io.Discard)
			if err == nil || !strings.Contains(err.Error(), c.want) || (c.wantErr != nil && !errors.Is(err, c.wantErr)) {
				t.Fatalf("RunMatch = %v, want an error about %q", err, c.want)
			}
			if n := starts.Load(); n != 0 {
				t.Errorf("%d engines started before the refusal", n)
			}
		})
	}
	if entries, _ := os.ReadDir(withRecord); len(entries) != 1 {
		t.Errorf("the refused match changed the folder: %v", entries)
	}
}

// With Force a match replaces the records of an earlier match as a whole:
// the old records it does not write again are removed, so the folder
// never mixes two matches; other files stay.
func TestMatchRecordsReplacedAsASet(t *testing.T) {
	out := t.TempDir()
	if err := os.WriteFile(filepath.Join(out, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := MatchOptions{
		A: localCGTGo(nil, ""), B: localCGTGo(nil, ""),
		Positions: []string{"../testdata/problems/fenced/gote/junction-02-9x9-b1-w2.sgf"},
		Rounds:    2, OutDir: out, MaxMoves: 2, MoveTimeout: 30 * time.Second,
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	if _, err := RunMatch(ctx, opt, io.Discard); err != nil {
		t.Fatal(err)
	}
	names := func() []string {
		entries, _ := os.ReadDir(out)
		var ns []string
		for _, e := range entries {
			ns = append(ns, e.Name())
		}
		return ns
	}
	if got := strings.Join(names(), " "); got != "game-0.sgf game-1.sgf game-2.sgf game-3.sgf notes.txt" {
		t.Fatalf("after 4 games: %s", got)
	}
	opt.Rounds, opt.Force = 1, true
	if _, err := RunMatch(ctx, opt, io.Discard); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names(), " "); got != "game-0.sgf game-1.sgf notes.txt" {
		t.Fatalf("after 2 games with Force: %s, want the 2 new records and the notes", got)
	}
}
