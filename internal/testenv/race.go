package testenv

// The race detector runs this project's searches 5 to 15 times slower, and
// what it looks for (two goroutines touching the same memory without
// synchronisation) shows on a few repetitions of a piece of code as well
// as on many. Sweeps over many positions, games or rounds therefore run a
// representative sample under -race, with every assertion unchanged; the
// plain run (go test ./...) checks every case. RaceCount and RaceSample
// are the two forms of that choice; every test using them says so.

// RaceCount returns race under the race detector and n otherwise: the
// number of repetitions (games, rounds, random cases) of a sweep.
func RaceCount(n, race int) int {
	if RaceEnabled {
		return min(n, race)
	}
	return n
}

// RaceSample returns items, or under the race detector at most n of them
// spread evenly over the slice (the first one always among them), so that
// the sample keeps the variety of the whole: with items sorted by kind or
// size, every kind and size is still represented.
func RaceSample[T any](items []T, n int) []T {
	if !RaceEnabled {
		return items
	}
	return spread(items, n)
}

// spread returns at most n items of items spread evenly over it, in order,
// the first one included; all of them when there are no more than n.
func spread[T any](items []T, n int) []T {
	if n <= 0 {
		return nil
	}
	if len(items) <= n {
		return items
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, items[i*len(items)/n])
	}
	return out
}
