package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// Limits of the small tactical searches used to classify regions.
const (
	sekiMaxEmpty  = 8     // larger regions are never called seki
	sekiMaxLibs   = 4     // a block with more liberties is too strong for the seki test
	sekiDepth     = 6     // plies of the capture search
	tacticsBudget = 20000 // positions per test; running out means "not shown"
	koDepth       = 3     // local moves in which a ko capture must appear
)

// localBoard returns a board holding the position's stones with simple ko
// and no suicide, without history, for local searches (Play/Undo only; it is
// left as it was found).
func (pos *position) localBoard() *board.Board {
	if pos.lb != nil {
		return pos.lb
	}
	lb, err := board.New(pos.size, board.Rules{Ko: board.KoSimple})
	if err != nil { // the size came from a valid board
		return nil
	}
	var black, white []board.Point
	for p, c := range pos.cells {
		switch c {
		case board.Black:
			black = append(black, board.Point(p))
		case board.White:
			white = append(white, board.Point(p))
		}
	}
	if err := lb.SetupStones(black, white, nil); err != nil {
		return nil
	}
	pos.lb = lb
	return lb
}

// nodeBudget is the budget of positions of a bounded search and the
// context it polls: spent counts one position and reports whether the
// search must stop (the budget is then negative).
type nodeBudget struct {
	ctx    context.Context
	budget int
}

// spent counts one node and reports whether the search must stop.
func (n *nodeBudget) spent() bool {
	n.budget--
	if n.budget < 0 {
		return true
	}
	if n.budget%256 == 0 && n.ctx.Err() != nil {
		n.budget = -1
		return true
	}
	return false
}

// tactic is one bounded search in a region on the local board.
type tactic struct {
	nodeBudget
	lb     *board.Board
	points []board.Point
}

// isSeki reports whether r is a seki: it holds unsafe stones of both
// colours, every unsafe block in it has at most sekiMaxLibs liberties,
// it has at most sekiMaxEmpty empty points, and neither player, moving
// first and then alternating inside the region (the defender may pass),
// can capture a stone of the other before losing stones itself, within
// sekiDepth plies (checked exhaustively; running out of budget means "not
// a seki").
func (pos *position) isSeki(ctx context.Context, r *Region) bool {
	if r.Empty > sekiMaxEmpty || r.Empty == 0 {
		return false
	}
	var have [3]bool
	for _, p := range r.Stones {
		have[pos.cells[p]] = true
		if len(pos.blocks[pos.blockOf[p]].libs) > sekiMaxLibs {
			return false
		}
	}
	if !have[board.Black] || !have[board.White] {
		return false
	}
	lb := pos.localBoard()
	if lb == nil {
		return false
	}
	for _, x := range []board.Color{board.Black, board.White} {
		t := &tactic{nodeBudget: nodeBudget{ctx: ctx, budget: tacticsBudget}, lb: lb, points: r.Points}
		if t.attack(x, sekiDepth) || t.budget < 0 {
			return false
		}
	}
	return true
}

// attack reports whether x, to move, can capture a stone of the opponent
// inside the region within depth plies whatever the opponent does.
func (t *tactic) attack(x board.Color, depth int) bool {
	if depth <= 0 {
		return false
	}
	for _, p := range t.points {
		if t.lb.At(p) != board.Empty {
			continue
		}
		if t.spent() {
			return true // unknown: count as a successful attack (not seki)
		}
		before := t.lb.Captures(x)
		t.lb.ClearKoBan()
		if !t.lb.TryPlay(x, p) {
			continue
		}
		won := t.lb.Captures(x) > before || t.defendFails(x.Opponent(), depth-1)
		_ = t.lb.Undo()
		if won {
			return true
		}
	}
	return false
}

// defendFails reports whether y, to move, has no move (pass included)
// after which the attacker fails.
func (t *tactic) defendFails(y board.Color, depth int) bool {
	if depth <= 0 {
		return false
	}
	if !t.attack(y.Opponent(), depth-1) { // pass
		return false
	}
	for _, p := range t.points {
		if t.lb.At(p) != board.Empty {
			continue
		}
		if t.spent() {
			return true
		}
		before := t.lb.Captures(y)
		t.lb.ClearKoBan()
		if !t.lb.TryPlay(y, p) {
			continue
		}
		// A defender's capture refutes the attack: the attacker lost
		// stones first.
		ok := t.lb.Captures(y) > before || !t.attack(y.Opponent(), depth-1)
		_ = t.lb.Undo()
		if ok {
			return false
		}
	}
	return true
}

// hasKo reports whether a simple-ko capture (a single stone capturing a
// single stone and left with one liberty, the point just emptied) occurs in
// the region now or after at most koDepth local moves of either colour in
// any order (covering direct kos and approach kos with up to two approach
// moves). Only regions with a block of at most koDepth liberties are
// searched; the search is bounded by tacticsBudget.
func (pos *position) hasKo(ctx context.Context, r *Region) bool {
	in := make(map[board.Point]bool, len(r.Points))
	for _, p := range r.Points {
		in[p] = true
	}
	if k := pos.b.KoPoint(); k >= 0 && in[k] {
		return true
	}
	weak := false
	for _, p := range r.Stones {
		if len(pos.blocks[pos.blockOf[p]].libs) <= koDepth {
			weak = true
			break
		}
	}
	for _, p := range r.Dead {
		if len(pos.blocks[pos.blockOf[p]].libs) <= koDepth {
			weak = true
			break
		}
	}
	if !weak {
		return false
	}
	lb := pos.localBoard()
	if lb == nil {
		return false
	}
	t := &tactic{nodeBudget: nodeBudget{ctx: ctx, budget: tacticsBudget}, lb: lb, points: r.Points}
	return t.findKo(in, koDepth)
}

// findKo searches sequences of up to depth local moves for a ko capture.
func (t *tactic) findKo(in map[board.Point]bool, depth int) bool {
	if depth <= 0 {
		return false
	}
	for _, p := range t.points {
		if t.lb.At(p) != board.Empty {
			continue
		}
		for _, c := range []board.Color{board.Black, board.White} {
			if t.spent() {
				return false
			}
			t.lb.ClearKoBan()
			if !t.lb.TryPlay(c, p) {
				continue
			}
			k := t.lb.KoPoint()
			found := (k >= 0 && in[k]) || t.findKo(in, depth-1)
			_ = t.lb.Undo()
			if found {
				return true
			}
		}
	}
	return false
}
