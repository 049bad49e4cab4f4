//go:build unix

package atomicfile

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestHelperWriter is not a test: run by startWriter in a child process,
// it writes a file (or a set) and stops for ever at the step named in
// ATOMICFILE_STOP, after printing the step, so that the parent can kill
// it there with SIGKILL.
func TestHelperWriter(t *testing.T) {
	path, stopAt := os.Getenv("ATOMICFILE_PATH"), os.Getenv("ATOMICFILE_STOP")
	if path == "" {
		t.Skip("helper process only")
	}
	stop := func(s string) {
		if s == stopAt {
			fmt.Println(s)
			os.Stdout.Sync()
			select {}
		}
	}
	if os.Getenv("ATOMICFILE_SET") != "" {
		s, err := NewSet(path, SetOptions{Force: true, Step: stop})
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		for _, n := range []string{"a.txt", "b.txt"} {
			if err := s.Add(n, []byte("new "+n)); err != nil {
				fmt.Println("error", err)
				os.Exit(1)
			}
		}
		stop("added")
		err = s.Commit()
		fmt.Println("done", err)
		return
	}
	err := WriteWith(path, []byte("new"), Options{Force: true, Step: stop})
	fmt.Println("done", err)
}

// startWriter runs TestHelperWriter in a child process until it reports
// reaching step stopAt, and returns the process.
func startWriter(t *testing.T, path, stopAt string, set bool) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$", "-test.count=1")
	cmd.Env = append(os.Environ(), "ATOMICFILE_PATH="+path, "ATOMICFILE_STOP="+stopAt)
	if set {
		cmd.Env = append(cmd.Env, "ATOMICFILE_SET=1")
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line := make(chan string, 1)
	go func() {
		l, _ := bufio.NewReader(out).ReadString('\n')
		line <- strings.TrimSpace(l)
	}()
	select {
	case l := <-line:
		if l != stopAt {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("the writer said %q, want it stopped at %q", l, stopAt)
		}
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Fatal("the writer did not reach its step within a minute")
	}
	return cmd
}

// kill9 kills the writer with SIGKILL (no clean-up runs) and waits for it.
func kill9(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
}

// kill -9 in the middle of a write leaves the old file or the new one,
// never a mix, and the next write to the same place leaves no temporary
// file behind (issue 28).
func TestKillDuringWrite(t *testing.T) {
	cases := []struct {
		step, want string
		tempLeft   bool
	}{
		{"created", "old", true},
		{"written", "old", true},
		{"synced", "old", true},
		{"renamed", "new", false},
	}
	for _, c := range cases {
		t.Run(c.step, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "record.sgf")
			if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			kill9(t, startWriter(t, path, c.step, false))
			if got, err := os.ReadFile(path); err != nil || string(got) != c.want {
				t.Fatalf("after kill -9 at %q: %q, %v; want %q", c.step, got, err, c.want)
			}
			if left := temporaries(t, dir); (len(left) > 0) != c.tempLeft {
				t.Fatalf("after kill -9 at %q: temporary files %v", c.step, left)
			}
			if err := Write(path, []byte("third"), 0o644, true); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(path); string(got) != "third" {
				t.Fatalf("next write: %q", got)
			}
			if left := temporaries(t, dir); len(left) > 0 {
				t.Errorf("temporary files left after the next write: %v", left)
			}
		})
	}
}

// A temporary file that a live writer holds is not taken for a stale one:
// a second writer to the same place leaves it alone; once its writer is
// killed, the next write removes it.
func TestLiveWriterKeepsItsTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	cmd := startWriter(t, path, "written", false)
	if err := Write(path, []byte("mine"), 0o644, true); err != nil {
		t.Fatal(err)
	}
	if left := temporaries(t, dir); len(left) != 1 {
		t.Fatalf("the live writer's temporary file: %v, want it kept", left)
	}
	kill9(t, cmd)
	if err := Write(path, []byte("again"), 0o644, true); err != nil {
		t.Fatal(err)
	}
	if left := temporaries(t, dir); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// kill -9 while a set is written (before it is moved into place) leaves
// the old set; the next set written to the folder removes the stale
// temporary folder.
func TestKillDuringSet(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.txt", "b.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("old "+n), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	kill9(t, startWriter(t, dir, "added", true))
	for _, n := range []string{"a.txt", "b.txt"} {
		if got, _ := os.ReadFile(filepath.Join(dir, n)); string(got) != "old "+n {
			t.Fatalf("%s after kill -9: %q, want the old set", n, got)
		}
	}
	if left := temporaries(t, dir); len(left) != 1 {
		t.Fatalf("temporary folders after kill -9: %v, want the dead writer's", left)
	}
	s, err := NewSet(dir, SetOptions{Force: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Add("a.txt", []byte("third")); err != nil {
		t.Fatal(err)
	}
	if err := s.Commit(); err != nil {
		t.Fatal(err)
	}
	if left := temporaries(t, dir); len(left) != 0 {
		t.Errorf("temporary folders left after the next set: %v", left)
	}
}
