package cgt

import "testing"

// benchThermoGame builds a deterministic sum of switches-of-switches
// {a|b||c|d} + ... whose canonical form has about 50 positions.
func benchThermoGame() Game {
	sw := func(a, b Game) Game { return NewGame([]Game{a}, []Game{b}) }
	n := func(x int64) Game { return Int(x) }
	g := sw(sw(n(7), n(5)), sw(n(4), n(1)))
	g = g.Add(sw(sw(n(6), MustNumber(rf(7, 2))), sw(n(2), n(-1))))
	g = g.Add(sw(n(3), sw(n(1), n(-2))))
	return g
}

func TestBenchThermoGameSize(t *testing.T) {
	n := len(thermoSubpositions(benchThermoGame()))
	if n < 40 || n > 80 {
		t.Fatalf("benchmark game has %d positions, want about 50", n)
	}
	t.Logf("benchmark game has %d positions", n)
}

// BenchmarkThermograph50 measures the thermograph of a ~50-position game
// from scratch (the cache is emptied each iteration).
func BenchmarkThermograph50(b *testing.B) {
	g := benchThermoGame()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		resetThermographCache()
		_ = g.Thermograph()
	}
}

// BenchmarkThermographSwitchBaseline is the baseline for ratios: the
// thermograph of the single switch {4|1} from scratch.
func BenchmarkThermographSwitchBaseline(b *testing.B) {
	g := NewGame([]Game{Int(4)}, []Game{Int(1)})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		resetThermographCache()
		_ = g.Thermograph()
	}
}
