package arena

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

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
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
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
