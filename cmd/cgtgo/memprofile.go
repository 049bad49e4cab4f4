package main

import (
	"bytes"
	"fmt"
	"runtime"
	"runtime/pprof"

	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// writeHeapProfile writes the live heap, after a garbage collection, to
// path as a pprof profile (for finding what a long-running engine keeps).
// An existing file is replaced: the flag names a profile to write.
func writeHeapProfile(path string) error {
	runtime.GC()
	var buf bytes.Buffer
	if err := pprof.Lookup("heap").WriteTo(&buf, 0); err != nil {
		return fmt.Errorf("heap profile: %w", err)
	}
	return atomicfile.Write(path, buf.Bytes(), 0o644, true)
}
