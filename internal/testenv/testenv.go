// Package testenv adapts tests to how they are run and gives them
// deterministic stand-ins for time: a context that ends at a chosen check
// (StepContext) instead of a deadline, and the shared folder of records and
// oracles found or skipped with a message (SharedDir).
//
// Sweeps come in two sizes. The default ("go test ./...") runs the reduced
// form of every long sweep, so that the whole suite stays under 5 minutes
// on 2 cores; the long form runs only without -short and with
// CGTGO_LONG=1 in the environment:
//
//	CGTGO_LONG=1 go test ./...
//
// Under the race detector code runs several times slower, so sweeps stay
// reduced there even with CGTGO_LONG=1, and the heaviest sweeps run a
// sample of their cases (RaceCount, RaceSample; see race.go) with every
// assertion kept: the race detector looks for unsynchronised memory
// accesses, which a few repetitions show as well as many, and the plain
// run checks every case.
package testenv

import (
	"os"
	"testing"
	"time"
)

// LongEnv names the environment variable that turns the long sweeps on.
const LongEnv = "CGTGO_LONG"

// raceSlowdown is how much longer wall-clock budgets are under the race
// detector (it slows this project's searches by 5 to 15 times).
const raceSlowdown = 20

// Slow returns d, or d times raceSlowdown when the race detector is on.
// It is for benchmarks and tools: no test asserts a wall-clock time.
func Slow(d time.Duration) time.Duration {
	if RaceEnabled {
		return d * raceSlowdown
	}
	return d
}

// Long reports whether a test should run its long form: without -short,
// without the race detector, and with CGTGO_LONG=1. It must be called from
// a test.
func Long() bool {
	return !testing.Short() && !RaceEnabled && os.Getenv(LongEnv) == "1"
}

// Reduced reports whether a test should run its reduced form: always,
// unless Long. It must be called from a test.
func Reduced() bool { return !Long() }
