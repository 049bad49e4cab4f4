package estimate

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// Threats on textbook shapes: a ladder with no breaker captures (the
// white stone, hemmed in on two sides and diagonally, is chased to the
// edge either way), with a breaker on each of its two diagonals it does
// not, a stone in atari that cannot
// extend is lost whoever moves, and a block with three liberties is not
// short of liberties.
func TestThreatsTextbook(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		block  [2]int // x, row from the top
		threat bool
	}{
		{"ladder without breaker", []string{
			".........",
			".........",
			"...X.....",
			"..XO.....",
			"....X....",
			".........",
			".........",
			".........",
			"........."}, [2]int{3, 3}, true},
		{"ladders with breakers", []string{
			".........",
			"......O..",
			"...X.....",
			"..XO.....",
			"....X....",
			".........",
			".O.......",
			".........",
			"........."}, [2]int{3, 3}, false},
		{"stone in atari that cannot extend", []string{
			"OX.......",
			".X.......",
			"X........",
			".........",
			".........",
			".........",
			".........",
			".........",
			"........."}, [2]int{0, 0}, false},
		{"three liberties", []string{
			".........",
			".........",
			"...X.....",
			"...O.....",
			".........",
			".........",
			".........",
			".........",
			"........."}, [2]int{3, 3}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := diagram(t, tc.rows...)
			at := board.PointAt(tc.block[0], tc.block[1], 9)
			var got *Threat
			for _, th := range Threats(context.Background(), b) {
				if th.Block == at {
					got = &th
				}
			}
			if (got != nil) != tc.threat {
				t.Fatalf("threat on %s: %v, want %v", at.Vertex(9), got, tc.threat)
			}
			if got == nil {
				return
			}
			// After the save the block has three liberties or more.
			s := b.Copy()
			if err := s.Play(got.Owner, got.Save); err != nil {
				t.Fatalf("save %s: %v", got.Save.Vertex(9), err)
			}
			if n := s.Liberties(at); n < 3 {
				t.Errorf("after the save %s the block has %d liberties, want 3 or more", got.Save.Vertex(9), n)
			}
			if got.Owner != board.White || got.Stones != 1 {
				t.Errorf("threat %+v: want the white stone", *got)
			}
		})
	}
}
