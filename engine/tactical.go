package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/estimate"
	"github.com/cgtgo/cgtgo/strategy"
)

// tacticalChoice answers the fights that the boundary estimate cannot
// read before its boundary moves: the ataris and ladders of the position
// (estimate.Threats) and the capturing races (estimate.Races) whose
// result hangs on who moves first. Among them it takes the largest, by
// the stones at stake: saving (or capturing) a block of s stones is a gote
// move of miai value s (the s stones, and the s points they would take
// from the other side, decided by one move either way), and a race
// between blocks of s and t stones decides s+t stones the same way. Blocks
// the playouts already judge dead are left alone in threats (escaping an
// atari does not make them live), and blocks proved safe are not raced.
// It replaces ch, Sentestrat's choice, when that value is above the
// ambient temperature of ch (Estimated.Ambient), and keeps ch otherwise.
func (x *Estimated) tacticalChoice(ctx context.Context, b *board.Board, ch strategy.Choice) strategy.Choice {
	c := b.ToMove()
	best, move, block, verb := 0, board.Pass, board.NoPoint, ""
	consider := func(stones int, m, at board.Point, what string) {
		if m == board.Pass || m == board.NoPoint || !b.IsLegal(c, m) || stones <= best {
			return
		}
		best, move, block, verb = stones, m, at, what
	}
	for _, t := range estimate.Threats(ctx, b) {
		if x.Life.Status[t.Block] == estimate.Dead {
			continue
		}
		if t.Owner == c {
			consider(t.Stones, t.Save, t.Block, "saves")
		} else {
			consider(t.Stones, t.Capture, t.Block, "captures")
		}
	}
	skip := make([]bool, b.NumPoints())
	for p := range skip {
		skip[p] = p < len(x.Life.How) && x.Life.How[p] == estimate.Proved && x.Life.Status[p] == estimate.Alive
	}
	minStones := 0
	if n, ok := x.Ambient.Floor().Int64(); ok && n > 0 && n < 1<<20 {
		minStones = int(n)
	}
	for _, r := range estimate.Races(ctx, b, c, skip, max(minStones, best)) {
		consider(r.Stones, r.Move, r.Theirs, "wins the capturing race against")
	}
	if best == 0 || cgt.RationalFromInt(int64(best)).Cmp(x.Ambient) <= 0 || (!ch.Pass && move == ch.Move.Point) {
		return ch
	}
	comp := x.componentOf(move, c)
	option := cgt.Zero()
	if comp >= 0 {
		option = x.Choices[comp].Value
	}
	reason := fmt.Sprintf("tactics: %s %s the block at %s (%d stones at stake, more than the ambient temperature %s)",
		move.Vertex(b.Size()), verb, block.Vertex(b.Size()), best, x.Ambient)
	return strategy.Choice{Component: comp, Move: strategy.Move{Color: c, Point: move, Option: option}, Reason: reason}
}

// unsafeMove reports whether c's move at p puts c's own stones in danger
// for nothing: it captures nothing and leaves the block it joins (of two
// stones or more, or a single stone with two liberties: a lone stone in
// atari is a throw-in the estimate already counts as lost) capturable by
// the opponent moving first, at once or in a ladder
// (estimate.Capturable). An illegal move is unsafe.
func unsafeMove(b *board.Board, c board.Color, p board.Point) bool {
	if p == board.Pass {
		return false
	}
	w := b.Copy()
	before := w.Captures(c)
	if w.Play(c, p) != nil {
		return true
	}
	if w.Captures(c) > before {
		return false
	}
	stones, libs := w.Chain(p)
	if len(libs) > 2 || (len(stones) == 1 && len(libs) == 1) {
		return false
	}
	return estimate.Capturable(w, p)
}

// maxUnsafeSkips bounds how many unsafe moves the choice passes over
// before it keeps Sentestrat's move as it is.
const maxUnsafeSkips = 8

// safeChoice is Sentestrat's choice among comps for c, passing over the
// moves that put c's stones in danger for nothing (unsafeMove): each one
// found is taken out of its component (the component keeps its value)
// and the choice made again, at most maxUnsafeSkips times; past that, or
// when no move is left, the first choice stands.
func safeChoice(comps []strategy.Component, b *board.Board, c board.Color, last int) (strategy.Choice, cgt.Rational) {
	th := &strategy.Thermal{Kind: strategy.Sentestrat}
	first := th.Choose(comps, c, last)
	amb, _ := th.Ambient()
	ch := first
	var work []strategy.Component
	for range maxUnsafeSkips {
		if ch.Pass || !unsafeMove(b, c, ch.Move.Point) {
			return ch, amb
		}
		if work == nil {
			work = append([]strategy.Component(nil), comps...)
		}
		bad := ch.Move.Point
		for i := range work {
			var kept []strategy.Move
			for _, m := range work[i].Moves {
				if !(m.Color == c && m.Point == bad) {
					kept = append(kept, m)
				}
			}
			work[i].Moves = kept
		}
		th = &strategy.Thermal{Kind: strategy.Sentestrat}
		ch = th.Choose(work, c, last)
		amb, _ = th.Ambient()
		if ch.Pass {
			break
		}
	}
	if !ch.Pass && !unsafeMove(b, c, ch.Move.Point) {
		ch.Reason += " (unsafe moves passed over)"
		return ch, amb
	}
	th = &strategy.Thermal{Kind: strategy.Sentestrat}
	first = th.Choose(comps, c, last)
	amb, _ = th.Ambient()
	return first, amb
}
