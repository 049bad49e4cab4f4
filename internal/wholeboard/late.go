package wholeboard

import (
	"math/rand"

	"github.com/cgtgo/cgtgo/board"
)

// LatePosition plays random legal moves from the empty board of the given
// size (a player never fills a point all of whose neighbours are its own
// stones, nor plays a self-atari that captures nothing) until at most
// maxEmpty points are empty, the player whose turn it is to move; ok is
// false when the game did not get there within a few hundred moves or the
// size is not a board's.
func LatePosition(r *rand.Rand, size, maxEmpty int, rules board.Rules) (*board.Board, bool) {
	b, err := board.New(size, rules)
	if err != nil {
		return nil, false
	}
	c := board.Black
	for move := 0; move < 400; move++ {
		empty := 0
		var moves []board.Point
		for p := 0; p < b.NumPoints(); p++ {
			pt := board.Point(p)
			if b.At(pt) != board.Empty {
				continue
			}
			empty++
			ownEye := true
			for _, x := range b.Neighbours(pt) {
				ownEye = ownEye && b.At(x) == c
			}
			if !ownEye && b.IsLegal(c, pt) && !selfAtariMove(b, c, pt) {
				moves = append(moves, pt)
			}
		}
		if empty <= maxEmpty {
			b.SetToMove(c)
			return b, true
		}
		if len(moves) == 0 {
			_ = b.Play(c, board.Pass)
		} else if err := b.Play(c, moves[r.Intn(len(moves))]); err != nil {
			return nil, false // the moves are legal: not reached
		}
		c = c.Opponent()
	}
	return nil, false
}

// selfAtariMove reports whether c at p leaves its block with one liberty
// without capturing anything.
func selfAtariMove(b *board.Board, c board.Color, p board.Point) bool {
	before := b.Captures(c)
	if b.Play(c, p) != nil {
		return true
	}
	atari := b.Captures(c) == before && b.Liberties(p) < 2
	_ = b.Undo()
	return atari
}
