package testenv

import (
	"testing"
	"time"
)

// TestSlow: budgets stay as they are without the race detector and grow
// by raceSlowdown with it.
func TestSlow(t *testing.T) {
	want := time.Second
	if RaceEnabled {
		want = raceSlowdown * time.Second
	}
	if got := Slow(time.Second); got != want {
		t.Fatalf("Slow(1s) = %v with RaceEnabled %v, want %v", got, RaceEnabled, want)
	}
}
