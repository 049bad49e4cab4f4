package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGTPMemProfile: cgtgo gtp --memprofile FILE writes a heap profile
// (gzip-compressed pprof protobuf) when the engine stops.
func TestGTPMemProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "heap.prof")
	var out, errb bytes.Buffer
	e := &env{stdout: &out, stderr: &errb, log: setupLogging(globalOptions{logLevel: "warn", logFormat: "json"}, &errb)}
	if code := runGTPWith(e, strings.NewReader("boardsize 9\ngenmove b\nquit\n"), []string{"--memprofile", path}); code != exitOK {
		t.Fatalf("exit %d; stderr %s", code, errb.String())
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no profile: %v", err)
	}
	defer f.Close()
	if _, err := gzip.NewReader(f); err != nil {
		t.Fatalf("profile is not gzip-compressed pprof data: %v", err)
	}
}
