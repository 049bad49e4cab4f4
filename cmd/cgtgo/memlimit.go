package main

import (
	"math"
	"runtime/debug"
)

// defaultMemoryLimitMB is the default soft memory limit of cgtgo gtp, in
// MiB. The engine's caches are bounded (the memo tables of package cgt, the
// region cache, the thermograph cache) and the table of canonical games
// lets go of what nothing holds, so its live heap stays near 100 MB over
// hundreds of games; the limit makes the garbage collector work harder and
// hand memory back to the operating system before the process grows past
// it after a burst (a huge region's search). It is soft: a computation that
// needs more still gets it, with more collection work.
const defaultMemoryLimitMB = 512

// setMemoryLimit sets the runtime's soft memory limit to mb MiB (mb > 0)
// and returns a function that puts back the limit it replaced.
func setMemoryLimit(mb int64) (restore func()) {
	prev := debug.SetMemoryLimit(min(mb, math.MaxInt64>>20) << 20)
	return func() { debug.SetMemoryLimit(prev) }
}

// releaseMemory runs a garbage collection and returns the freed memory to
// the operating system: cgtgo gtp calls it between games (clear_board,
// loadsgf), after emptying its caches, so a long session's resident memory
// follows what the current game needs, not every game before it.
func releaseMemory() { debug.FreeOSMemory() }
