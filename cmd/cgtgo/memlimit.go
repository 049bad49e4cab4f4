package main

import (
	"math"
	"runtime"
	"runtime/debug"

	"github.com/cgtgo/cgtgo/cgt"
	"github.com/rs/zerolog"
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

// betweenGames is what cgtgo gtp does when a game ends (clear_board,
// loadsgf): it empties the caches of the game algebra, returns the freed
// memory to the operating system and logs the runtime's memory by class
// (debug level), so a long session's resident memory follows what the
// current game needs, not every game before it.
func betweenGames(log *zerolog.Logger) {
	cgt.ResetCaches()
	releaseMemory()
	logMemory(log, "memory between games")
}

// stopHeapSampling turns off the runtime's sampling of allocations for a
// heap profile (runtime.MemProfileRate 0) and returns a function that puts
// back the rate it replaced. The runtime keeps one record per distinct
// call stack of a sampled allocation and never frees it; the searches'
// recursion makes new stacks all the time, so in a soak of 200 games
// these records grew by about 25 MB (runtime/metrics
// /memory/classes/profiling/buckets:bytes: 1.4 MB after the first game,
// 11.5 MB after 160 new games): most of the growth of the resident memory.
// cgtgo gtp samples only when --memprofile asks for a profile.
func stopHeapSampling() (restore func()) {
	prev := runtime.MemProfileRate
	runtime.MemProfileRate = 0
	return func() { runtime.MemProfileRate = prev }
}
