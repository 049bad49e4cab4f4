package decompose

import "github.com/cgtgo/cgtgo/board"

// shortOfLiberties reports whether block id, which has exactly two
// liberties, can be captured by the simplest attack: the opponent plays on
// one liberty, the new stone cannot be taken at once (it keeps two or more
// liberties and captures nothing), the block cannot escape by capturing an
// opponent block next to it, and extending at the other liberty leaves it
// with at most one liberty, so it dies next move. Such a block fails the
// AssumeSafe rule whatever its eyes: its eyes are the opponent's way in
// (a wall cut by a move inside its own territory, as in
// testdata/sgf/seki-9x9.sgf after Black fills the dame at E9, where Black
// G8 leaves White F9-F8 in atari with G9 a self-atari).
//
// The check is a single two-ply reading on the local board and errs on the
// side of keeping the assumption: any capture during it, an illegal attack
// or an escape to two liberties makes the block not short.
func (pos *position) shortOfLiberties(id int) bool {
	bl := pos.blocks[id]
	if len(bl.libs) != 2 {
		return false
	}
	lb := pos.localBoard()
	if lb == nil {
		return false
	}
	return ShortOfLiberties(lb, bl.stones[0])
}

// ShortOfLiberties reports whether the block of the stone at p has exactly
// two liberties and dies to the simplest attack (see shortOfLiberties):
// the opponent plays on one liberty, that stone cannot be taken at once,
// no opponent block next to the block is in atari, and extending at the
// other liberty leaves at most one liberty. It reads by playing on b and
// undoing, so b is left as it was found; it is false for an empty point,
// a point off the board (board.NoPoint included) and a nil board.
func ShortOfLiberties(b *board.Board, p board.Point) bool {
	if b == nil || p < 0 || int(p) >= b.NumPoints() {
		return false
	}
	c := b.At(p)
	if c != board.Black && c != board.White {
		return false
	}
	_, libs := b.Chain(p)
	if len(libs) != 2 {
		return false
	}
	for i, attack := range libs {
		if attackLeavesNoEscape(b, c, p, attack, libs[1-i]) {
			return true
		}
	}
	return false
}

// attackLeavesNoEscape plays c's opponent at attack and c at escape on b
// (undoing both) and reports whether the block of stone (colour c) is then
// left with at most one liberty with nothing captured, or c cannot play
// escape at all.
func attackLeavesNoEscape(b *board.Board, c board.Color, stone, attack, escape board.Point) bool {
	o := c.Opponent()
	capturedBefore := b.Captures(o)
	if !b.TryPlay(o, attack) {
		return false
	}
	defer func() { _ = b.Undo() }()
	if b.Captures(o) != capturedBefore || b.Liberties(attack) < 2 || b.Liberties(stone) != 1 {
		return false
	}
	if neighbourInAtari(b, stone, o) {
		return false
	}
	ownBefore := b.Captures(c)
	if !b.TryPlay(c, escape) {
		return true // the last liberty cannot be filled: captured next move
	}
	defer func() { _ = b.Undo() }()
	return b.Captures(c) == ownBefore && b.Liberties(stone) <= 1
}

// neighbourInAtari reports whether some block of colour o next to the block
// of stone is in atari on b (its owner could capture it to escape).
func neighbourInAtari(b *board.Board, stone board.Point, o board.Color) bool {
	stones, _ := b.Chain(stone)
	for _, s := range stones {
		for _, n := range b.Neighbours(s) {
			if b.At(n) == o && b.Liberties(n) == 1 {
				return true
			}
		}
	}
	return false
}
