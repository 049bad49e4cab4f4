// Package testenv adapts tests to how they are run: under the race
// detector code runs several times slower, so tests that hold work to a
// wall-clock budget scale the budget with Slow.
package testenv

import (
	"testing"
	"time"
)

// raceSlowdown is how much longer wall-clock budgets are under the race
// detector (it slows this project's searches by 5 to 15 times).
const raceSlowdown = 20

// Slow returns d, or d times raceSlowdown when the race detector is on.
func Slow(d time.Duration) time.Duration {
	if RaceEnabled {
		return d * raceSlowdown
	}
	return d
}

// Reduced reports whether a test should run its reduced form: under -short,
// and under the race detector, whose runs check concurrency, not coverage
// (the long sweeps take several times the package's test timeout there).
// It must be called from a test.
func Reduced() bool { return testing.Short() || RaceEnabled }
