package cgt

import "math/rand"

// thermoRandomGame draws a random short game of depth at most depth whose
// leaves are small dyadic numbers (multiples of 1/2, 1/4 or 1/8 in [-4, 4]),
// with one or two options per side, through NewGame (so it is canonical).
func thermoRandomGame(r *rand.Rand, depth int) Game {
	if depth == 0 || r.Intn(4) == 0 {
		return MustNumber(RationalFromFrac(r.Int63n(17)-8, 1<<r.Intn(3)).Quo(RationalFromInt(2)))
	}
	var left, right []Game
	for i := 0; i < 1+r.Intn(2); i++ {
		left = append(left, thermoRandomGame(r, depth-1))
	}
	for i := 0; i < 1+r.Intn(2); i++ {
		right = append(right, thermoRandomGame(r, depth-1))
	}
	return NewGame(left, right)
}

// thermoSubpositions lists g and every position reachable from its
// canonical form (both players, any order), g first.
func thermoSubpositions(g Game) []Game {
	seen := map[Game]bool{g: true}
	out := []Game{g}
	for i := 0; i < len(out); i++ {
		for _, side := range [][]Game{out[i].LeftOptions(), out[i].RightOptions()} {
			for _, o := range side {
				if !seen[o] {
					seen[o] = true
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// thermoLongestPlay returns N, the length of a longest sequence of moves
// (by either player, in any order) in g's canonical form.
func thermoLongestPlay(g Game, memo map[Game]int) int {
	if n, ok := memo[g]; ok {
		return n
	}
	n := 0
	for _, side := range [][]Game{g.LeftOptions(), g.RightOptions()} {
		for _, o := range side {
			n = max(n, 1+thermoLongestPlay(o, memo))
		}
	}
	memo[g] = n
	return n
}
