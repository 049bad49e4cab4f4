package cgt

import "testing"

// stringGame evaluates a game on strings: moves(s, left) lists the
// positions a player can move to.
func stringGame(s string, moves func(string, bool) []string, memo map[string]Game) Game {
	if g, ok := memo[s]; ok {
		return g
	}
	var L, R []Game
	for _, t := range moves(s, true) {
		L = append(L, stringGame(t, moves, memo))
	}
	for _, t := range moves(s, false) {
		R = append(R, stringGame(t, moves, memo))
	}
	g := NewGame(L, R)
	memo[s] = g
	return g
}

// hackenbushMoves: a blue-red Hackenbush stalk read from the ground ('l'
// blue for Left, 'r' red for Right); cutting edge i removes it and all
// above it.
func hackenbushMoves(s string, left bool) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if (s[i] == 'l') == left {
			out = append(out, s[:i])
		}
	}
	return out
}

// topplingMoves: Toppling Dominoes; a player topples one of their dominoes
// ('l' Left, 'r' Right) to the left or to the right, knocking down it and
// every domino on that side.
func topplingMoves(s string, left bool) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if (s[i] == 'l') == left {
			out = append(out, s[i+1:], s[:i])
		}
	}
	return out
}

// TestRulesets checks CGSuite's values of small rulesets
// (cgsuite_cases.md section E): the Hackenbush stalk "lrlrrllr" is 77/128,
// Toppling Dominoes "lrrlrrl" is Tiny(1/2), and the Cram position
// ".........|##.######" (Domineering where both players may place either
// orientation) is *4.
func TestRulesets(t *testing.T) {
	if got := stringGame("lrlrrllr", hackenbushMoves, map[string]Game{}).String(); got != "77/128" {
		t.Errorf("Hackenbush lrlrrllr = %s, want 77/128", got)
	}
	if got := stringGame("lrrlrrl", topplingMoves, map[string]Game{}).String(); got != "Tiny(1/2)" {
		t.Errorf("Toppling Dominoes lrrlrrl = %s, want Tiny(1/2)", got)
	}
	// Cram on a 9 x 2 board: row 0 all empty, row 1 only column 2 empty.
	const w = 9
	empty := uint32(1<<w-1) | 1<<(w+2)
	memo := map[uint32]Game{}
	var cram func(uint32) Game
	cram = func(e uint32) Game {
		if g, ok := memo[e]; ok {
			return g
		}
		var opts []Game
		for i := 0; i < 2*w; i++ {
			if e&(1<<i) == 0 {
				continue
			}
			if i%w+1 < w && e&(1<<(i+1)) != 0 {
				opts = append(opts, cram(e&^(1<<i|1<<(i+1))))
			}
			if i+w < 2*w && e&(1<<(i+w)) != 0 {
				opts = append(opts, cram(e&^(1<<i|1<<(i+w))))
			}
		}
		g := NewGame(opts, opts)
		memo[e] = g
		return g
	}
	if got := cram(empty).String(); got != "*4" {
		t.Errorf("Cram = %s, want *4", got)
	}
}
