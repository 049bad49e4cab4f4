package board

// zobristKeys holds one random 64-bit key per (point, colour) for boards up
// to MaxSize. It is computed once from a fixed seed (so hashes are the same
// in every run) and never written after initialisation.
var zobristKeys = makeZobristKeys()

func makeZobristKeys() [MaxSize * MaxSize][2]uint64 {
	var keys [MaxSize * MaxSize][2]uint64
	state := uint64(0x9E3779B97F4A7C15) // splitmix64, fixed seed
	next := func() uint64 {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for i := range keys {
		keys[i][0] = next()
		keys[i][1] = next()
	}
	return keys
}

// zobristKey returns the key of a stone of colour c (Black or White) at p.
// The key depends on the index only, so positions on different board sizes
// are never compared.
func zobristKey(p Point, c Color) uint64 { return zobristKeys[p][c-1] }
