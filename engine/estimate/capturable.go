package estimate

import "github.com/cgtgo/cgtgo/board"

// Capturable reports whether the block of the stone at p, with at most
// two liberties, is captured by its opponent moving first: at once when
// it is in atari, or by a ladder read out (the reading of Threats, within
// tacticsDepth plies and tacticsBudget positions; a reading that runs out
// of budget says no). Blocks of three liberties or more are not.
func Capturable(b *board.Board, p board.Point) bool {
	c := b.At(p)
	if c != board.Black && c != board.White || b.Liberties(p) > 2 {
		return false
	}
	rb := b.Copy()
	rb.SetRules(board.Rules{Ko: board.KoSimple})
	r := &reader{b: rb, budget: tacticsBudget}
	return r.attack(p, c.Opponent(), tacticsDepth) != board.NoPoint && r.budget >= 0
}
