package main

import (
	"bufio"
	"bytes"
	"io"
	"runtime/debug"
	"strings"
	"testing"
)

// TestGTPMemoryLimit: cgtgo gtp sets the runtime's soft memory limit from
// --memory-limit (MiB) while it serves, puts the old limit back when it
// stops, and refuses a negative limit.
func TestGTPMemoryLimit(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	for _, c := range []struct {
		args []string
		want int64 // limit while serving
	}{
		{[]string{"--memory-limit", "300"}, 300 << 20},
		{nil, defaultMemoryLimitMB << 20},
		{[]string{"--memory-limit", "0"}, before},
	} {
		in, feed := io.Pipe()
		answers, out := io.Pipe()
		var errb bytes.Buffer
		e := &env{stdout: out, stderr: &errb, log: setupLogging(globalOptions{logLevel: "warn", logFormat: "json"}, &errb)}
		done := make(chan int)
		go func() {
			code := runGTPWith(e, in, c.args)
			out.Close()
			done <- code
		}()
		// The engine answers only once it serves: after its first answer
		// the limit is the one it set (no waiting on a clock).
		if _, err := io.WriteString(feed, "name\n"); err != nil {
			t.Fatal(err)
		}
		if answer, err := bufio.NewReader(answers).ReadString('\n'); err != nil || !strings.HasPrefix(answer, "=") {
			t.Fatalf("%v: first answer %q, %v", c.args, answer, err)
		}
		seen := debug.SetMemoryLimit(-1)
		feed.Close()
		go io.Copy(io.Discard, answers)
		if code := <-done; code != exitOK {
			t.Fatalf("%v: exit %d; stderr %s", c.args, code, errb.String())
		}
		if seen != c.want {
			t.Errorf("%v: memory limit %d while serving, want %d", c.args, seen, c.want)
		}
		if now := debug.SetMemoryLimit(-1); now != before {
			t.Errorf("%v: memory limit %d after the engine stopped, want %d", c.args, now, before)
		}
	}
	var errb bytes.Buffer
	e := &env{stdout: io.Discard, stderr: &errb, log: setupLogging(globalOptions{logLevel: "warn", logFormat: "json"}, &errb)}
	if code := runGTPWith(e, strings.NewReader(""), []string{"--memory-limit", "-1"}); code != exitUsage {
		t.Errorf("--memory-limit -1: exit %d, want %d (usage)", code, exitUsage)
	}
}
