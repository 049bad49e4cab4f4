package wholeboard

import "github.com/cgtgo/cgtgo/board"

// TwoPointGote returns a 6x6 position whose only open region is a 2-point
// gote, counted by hand under territory scoring:
//
//	6 X . X . X .    Black's fortress (pass-alive: eyes B6, D6, F6)
//	5 X X X X X X
//	4 X O . O O O    B4 is a White stone in atari; C4 is empty
//	3 X X X X X O
//	2 O O O O O O    White's fortress (eyes B1, D1, F1)
//	1 O . O . O .
//
// Black C4 captures B4: one prisoner plus B4 as Black territory = 2.
// White C4 connects B4 to D4: no point changes hands = 0. The region is
// {2 | 0}; the eyes cancel (3 - 3).
func TwoPointGote() *Position {
	pts := func(vs ...string) []board.Point {
		var out []board.Point
		for _, v := range vs {
			p, err := board.ParseVertex(v, 6)
			if err != nil {
				panic(err) // constant vertices
			}
			out = append(out, p)
		}
		return out
	}
	pos, ok := Build(6, pts("A4", "A3", "B3", "C3", "D3", "E3"), pts("B4", "D4", "E4", "F4", "F3"))
	if !ok {
		panic("wholeboard: bad two-point gote position")
	}
	return pos
}
