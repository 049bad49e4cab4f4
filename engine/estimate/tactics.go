package estimate

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// Tactical reading of blocks short of liberties: the ataris and ladders
// that random playouts and the two-ply search of the boundary estimate
// get wrong. A block with one liberty can be captured at once; one with
// two can be captured when some attack on a liberty leaves every defence
// (extending, or capturing a neighbouring block in atari) with a block
// that can be captured again (a ladder, read to tacticsDepth plies). A
// block with three liberties or more after its defence is taken as safe
// from capture here.
const (
	tacticsDepth  = 24   // plies of a ladder read
	tacticsBudget = 4000 // positions per reading of one block
)

// Threat is a block whose capture hangs on who moves first: its owner
// saves it by playing Save, the opponent captures it by playing Capture.
type Threat struct {
	// Block is one stone of the block and Stones its size.
	Block  board.Point
	Stones int
	// Owner is the block's colour.
	Owner board.Color
	// Capture is a move of the opponent that captures the block (at once
	// or by a ladder read out); Save is a move of its owner after which
	// it cannot be captured so.
	Capture, Save board.Point
}

// Threats reads every block of b with one or two liberties and returns
// those whose fate hangs on who moves first: capturable if the opponent
// moves first, saved if the owner does. Blocks that cannot be saved
// (already captured whatever their owner does) or cannot be captured are
// left out. It stops early when ctx ends, returning what it read.
func Threats(ctx context.Context, b *board.Board) []Threat {
	rb := b.Copy()
	rb.SetRules(board.Rules{Ko: board.KoSimple})
	seen := make([]bool, b.NumPoints())
	var out []Threat
	for p := 0; p < b.NumPoints(); p++ {
		pt := board.Point(p)
		c := b.At(pt)
		if c == board.Empty || seen[p] {
			continue
		}
		stones, libs := b.Chain(pt)
		for _, s := range stones {
			seen[s] = true
		}
		if len(libs) > 2 {
			continue
		}
		if ctx.Err() != nil {
			break
		}
		r := &reader{b: rb, budget: tacticsBudget}
		capture := r.attack(pt, c.Opponent(), tacticsDepth)
		if capture == board.NoPoint || r.budget < 0 {
			continue
		}
		r.budget = tacticsBudget
		save := r.defend(pt, c, tacticsDepth)
		if save == board.NoPoint || r.budget < 0 {
			continue
		}
		out = append(out, Threat{Block: pt, Stones: len(stones), Owner: c, Capture: capture, Save: save})
	}
	return out
}

// reader is one bounded tactical reading on a board it plays and undoes
// moves on (left as found).
type reader struct {
	b      *board.Board
	budget int
}

// play plays c at p if legal, counting one position; it reports whether
// it did.
func (r *reader) play(c board.Color, p board.Point) bool {
	r.budget--
	if r.budget < 0 {
		return false
	}
	return r.b.Play(c, p) == nil
}

func (r *reader) undo() { _ = r.b.Undo() }

// attack returns a move of attacker that captures the block at target
// (attacker to move), or board.NoPoint when none is found within depth
// plies (or the budget ran out: see reader.budget).
func (r *reader) attack(target board.Point, attacker board.Color, depth int) board.Point {
	_, libs := r.b.Chain(target)
	switch {
	case len(libs) == 1:
		if r.b.IsLegal(attacker, libs[0]) {
			return libs[0]
		}
		return board.NoPoint
	case len(libs) > 2 || depth <= 0:
		return board.NoPoint
	}
	for _, l := range libs {
		if !r.play(attacker, l) {
			continue
		}
		captured := r.b.At(target) == board.Empty
		fails := captured || r.defend(target, attacker.Opponent(), depth-1) == board.NoPoint
		r.undo()
		if fails {
			return l
		}
		if r.budget < 0 {
			break
		}
	}
	return board.NoPoint
}

// defend returns a move of the block's owner (to move) after which the
// block at target cannot be captured by attack, or board.NoPoint: the
// defences tried are the block's liberties and the captures of the
// opponent's blocks in atari next to it.
func (r *reader) defend(target board.Point, owner board.Color, depth int) board.Point {
	stones, libs := r.b.Chain(target)
	if len(libs) > 2 {
		return board.Pass // nothing to do: pass is a defence
	}
	moves := append([]board.Point(nil), libs...)
	seen := map[board.Point]bool{}
	for _, l := range libs {
		seen[l] = true
	}
	for _, s := range stones {
		for _, q := range r.b.Neighbours(s) {
			if r.b.At(q) != owner.Opponent() {
				continue
			}
			if _, ql := r.b.Chain(q); len(ql) == 1 && !seen[ql[0]] {
				seen[ql[0]] = true
				moves = append(moves, ql[0])
			}
		}
	}
	for _, m := range moves {
		if !r.play(owner, m) {
			continue
		}
		safe := r.b.At(target) == owner && (r.b.Liberties(target) > 2 ||
			r.b.Liberties(target) == 2 && r.attack(target, owner.Opponent(), depth-1) == board.NoPoint)
		r.undo()
		if safe && r.budget >= 0 {
			return m
		}
		if r.budget < 0 {
			break
		}
	}
	return board.NoPoint
}
