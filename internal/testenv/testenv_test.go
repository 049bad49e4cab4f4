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

// TestSpread: the sample of RaceSample keeps the first item, spreads the
// rest evenly, never repeats one and never returns more than asked.
func TestSpread(t *testing.T) {
	items := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	cases := []struct {
		n    int
		want []int
	}{
		{0, nil},
		{1, []int{0}},
		{3, []int{0, 3, 6}},
		{5, []int{0, 2, 4, 6, 8}},
		{10, items},
		{20, items},
	}
	for _, c := range cases {
		got := spread(items, c.n)
		if len(got) != len(c.want) {
			t.Errorf("spread(10 items, %d) = %v, want %v", c.n, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("spread(10 items, %d) = %v, want %v", c.n, got, c.want)
				break
			}
		}
	}
}

// TestRaceCount: the race count only ever lowers the plain count, and
// only under the race detector.
func TestRaceCount(t *testing.T) {
	want := 100
	if RaceEnabled {
		want = 10
	}
	if got := RaceCount(100, 10); got != want {
		t.Errorf("RaceCount(100, 10) = %d with RaceEnabled %v, want %d", got, RaceEnabled, want)
	}
	if got := RaceCount(5, 10); got != 5 {
		t.Errorf("RaceCount(5, 10) = %d, want 5 (never more than the plain count)", got)
	}
	if got := len(RaceSample(make([]int, 100), 10)); RaceEnabled && got != 10 || !RaceEnabled && got != 100 {
		t.Errorf("RaceSample of 100 items, 10: %d items with RaceEnabled %v", got, RaceEnabled)
	}
}
