package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
)

// tacticalChoice answers the ataris and ladders of the position
// (estimate.Threats) before the boundary moves: among the blocks whose
// capture hangs on who moves first, and that the playouts do not already
// judge dead, it takes the largest; saving (or capturing) a block of s
// stones is a gote move of miai value s (the s stones, and the s points
// they would take from the other side, decided by one move either way).
// It replaces ch, Sentestrat's choice, when that value is above the
// ambient temperature of ch (Estimated.Ambient), and keeps ch otherwise.
func (x *Estimated) tacticalChoice(ctx context.Context, b *board.Board, ch strategy.Choice) strategy.Choice {
	c := b.ToMove()
	var best *estimate.Threat
	var move board.Point
	for _, t := range estimate.Threats(ctx, b) {
		if x.Life.Status[t.Block] == estimate.Dead {
			continue
		}
		m := t.Capture
		if t.Owner == c {
			m = t.Save
		}
		if m == board.Pass || !b.IsLegal(c, m) {
			continue
		}
		if best == nil || t.Stones > best.Stones {
			tt := t
			best, move = &tt, m
		}
	}
	if best == nil || cgt.RationalFromInt(int64(best.Stones)).Cmp(x.Ambient) <= 0 || (!ch.Pass && move == ch.Move.Point) {
		return ch
	}
	verb := "captures"
	if best.Owner == c {
		verb = "saves"
	}
	comp := x.componentOf(move, c)
	option := cgt.Zero()
	if comp >= 0 {
		option = x.Choices[comp].Value
	}
	reason := fmt.Sprintf("tactics: %s %s the block of %d at %s (worth more than the ambient temperature %s)",
		move.Vertex(b.Size()), verb, best.Stones, best.Block.Vertex(b.Size()), x.Ambient)
	return strategy.Choice{Component: comp, Move: strategy.Move{Color: c, Point: move, Option: option}, Reason: reason}
}
