package testenv

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestStepContext: the context ends exactly at its n-th check, with the
// deadline's error, contexts derived from it learn of the end, and a
// parent that ends first gives its own error.
func TestStepContext(t *testing.T) {
	c := NewStepContext(context.Background(), 3)
	defer c.Release()
	for i := 1; i <= 2; i++ {
		if err := c.Err(); err != nil {
			t.Fatalf("check %d: %v, want nil", i, err)
		}
	}
	select {
	case <-c.Done(): // third check
	default:
		t.Fatal("Done not closed at the third check")
	}
	if err := c.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("after the third check: %v, want the deadline", err)
	}
	if got := c.Checks(); got != 4 {
		t.Errorf("Checks = %d, want 4", got)
	}

	d := NewStepContext(context.Background(), 2)
	derived, cancel := context.WithCancel(d)
	defer cancel()
	d.Err()
	d.Err()
	<-derived.Done()
	if err := derived.Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("derived context: %v, want the deadline", err)
	}

	parent, stop := context.WithCancel(context.Background())
	p := NewStepContext(parent, 100)
	defer p.Release()
	stop()
	<-p.Done()
	if err := p.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("parent cancelled: %v, want context.Canceled", err)
	}

	if err := NewStepContext(context.Background(), 0).Err(); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("n = 0: %v, want the deadline at once", err)
	}
}

// TestSharedDir: the shared folder is found through CGTGO_SHARED, and a
// missing folder skips the test (checked in a subtest that must end
// skipped, not passed).
func TestSharedDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(SharedEnv, dir)
	if err := os.MkdirAll(filepath.Join(dir, "data", "pro9"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := SharedDir(t, "data/pro9"); got != filepath.Join(dir, "data", "pro9") {
		t.Errorf("SharedDir = %s, want it under %s", got, dir)
	}
	var skipped bool
	t.Run("absent", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		SharedDir(t, "data/nowhere")
		t.Error("SharedDir returned for an absent folder")
	})
	if !skipped {
		t.Error("an absent shared folder did not skip the test")
	}
}
