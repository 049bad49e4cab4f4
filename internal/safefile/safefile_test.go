//go:build unix

package safefile

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"
	"time"
)

// call runs f and fails the test if it has not returned after a minute:
// the guard only turns a hang into a failure; what is checked is the
// error f returns (the file type check), never how fast it came.
func call(t *testing.T, f func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- f() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
		t.Fatal("still blocked after a minute")
		return nil
	}
}

// Anything but a regular file is refused by its type, before any read: a
// named pipe without a writer (which would block an open or a read for
// ever), a folder, a device, a symbolic link to a pipe.
func TestOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.sgf")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	regular := filepath.Join(dir, "game.sgf")
	if err := os.WriteFile(regular, []byte("(;GM[1]SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	toFIFO := filepath.Join(dir, "link-to-pipe.sgf")
	toRegular := filepath.Join(dir, "link-to-game.sgf")
	if err := os.Symlink(fifo, toFIFO); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(regular, toRegular); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		path, kind string
	}{
		{fifo, "named pipe"},
		{dir, "folder"},
		{"/dev/null", "device"},
		{toFIFO, "named pipe"},
	}
	for _, c := range cases {
		err := call(t, func() error { _, err := ReadFile(c.path, 1<<20, 0); return err })
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), c.kind) {
			t.Errorf("ReadFile(%s) = %v, want ErrNotRegular naming a %s", c.path, err, c.kind)
		}
	}
	for _, p := range []string{regular, toRegular} {
		data, err := ReadFile(p, 1<<20, 0)
		if err != nil || string(data) != "(;GM[1]SZ[9])" {
			t.Errorf("ReadFile(%s) = %q, %v", p, data, err)
		}
	}
	if _, err := ReadFile(filepath.Join(dir, "missing.sgf"), 0, 0); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v, want fs.ErrNotExist", err)
	}
}

// A file over the limit is refused from its size, before it is read.
func TestSizeLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big.sgf")
	if err := os.WriteFile(p, bytes.Repeat([]byte("x"), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(p, 999, 0); !errors.Is(err, ErrTooLarge) {
		t.Errorf("1000 bytes with a limit of 999: %v, want ErrTooLarge", err)
	}
	if data, err := ReadFile(p, 1000, 0); err != nil || len(data) != 1000 {
		t.Errorf("1000 bytes with a limit of 1000: %d bytes, %v", len(data), err)
	}
	// A file that grows while it is read is cut at the limit.
	if _, err := readAll(bytes.NewReader(make([]byte, 3*chunk)), "growing", chunk, time.Second, func() bool { return false }); !errors.Is(err, ErrTooLarge) {
		t.Errorf("a reader longer than the limit: %v, want ErrTooLarge", err)
	}
}

// The read deadline stops a slow read between two reads: the deadline is
// injected (it expires at the third check), not measured.
func TestReadDeadline(t *testing.T) {
	checks := 0
	expired := func() bool { checks++; return checks >= 3 }
	slow := iotest.HalfReader(bytes.NewReader(make([]byte, 10*chunk)))
	_, err := readAll(slow, "slow", 0, time.Second, expired)
	if !errors.Is(err, ErrDeadline) || checks != 3 {
		t.Errorf("readAll = %v after %d checks, want ErrDeadline at the third", err, checks)
	}
	data, err := readAll(bytes.NewReader(make([]byte, 2*chunk+5)), "quick", 0, time.Second, func() bool { return false })
	if err != nil || len(data) != 2*chunk+5 {
		t.Errorf("readAll = %d bytes, %v", len(data), err)
	}
}
