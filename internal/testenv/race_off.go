//go:build !race

package testenv

// RaceEnabled reports whether the program was built with -race.
const RaceEnabled = false
