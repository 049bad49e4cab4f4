package decompose

import (
	"cmp"
	"context"
	"slices"

	"github.com/cgtgo/cgtgo/board"
)

// Limits of the capture reading (capturedWhoeverFirst).
const (
	captureMaxLibs = 4    // a block with more liberties has escaped
	captureBudget  = 1500 // positions per block read
	captureDepth   = 40   // plies (a ladder across the board)
)

// capturedWhoeverFirst reports whether block id, with at most
// captureMaxLibs liberties, is captured even when its owner moves first, by
// a bounded tactical reading (ladders, nets, short races) on the local
// board (simple ko, no suicide):
//
//   - the owner may pass, extend on a liberty of its block, capture an
//     opponent block next to it in atari, or approach (play a liberty of)
//     an opponent block next to it with no more liberties than its own
//     block plus one (a capturing race); it tries the moves that give its
//     block most liberties first, the pass last;
//   - the attacker plays on the liberties of the block and, when it has
//     two or three, on their empty neighbours (the liberties of the
//     owner's extensions: ladders and nets), or extends one of its own
//     blocks next to the block in atari; it tries first the moves after
//     which the block, extended on its last liberty, has fewest;
//   - the block escapes when it gets more than captureMaxLibs liberties,
//     joins a block known safe (safe), or its owner takes a ko; the
//     attacker captures when its stone takes the block off the board,
//     unless that capture is itself a ko.
//
// Running out of depth (captureDepth plies) or budget (captureBudget
// positions) is an escape: a true answer is a reading, never a guess, and
// a judgement, not a proof (the owner's moves away from its block are not
// read). The board is left as it was found.
func (pos *position) capturedWhoeverFirst(ctx context.Context, id int, safe []bool) bool {
	bl := pos.blocks[id]
	if len(bl.libs) > captureMaxLibs {
		return false
	}
	if ko := pos.b.KoPoint(); ko != board.NoPoint {
		for _, l := range bl.libs {
			if l == ko {
				return false
			}
		}
	}
	lb := pos.localBoard()
	if lb == nil {
		return false
	}
	r := &captureRead{nodeBudget: nodeBudget{ctx: ctx, budget: captureBudget}, pos: pos, lb: lb, target: bl.stones[0],
		owner: bl.color, attacker: bl.color.Opponent(), safe: safe, tt: map[captureReadKey]captureReadEntry{}}
	toMove, ko := lb.ToMove(), lb.KoPoint()
	lb.SetToMove(r.owner)
	escapes := r.ownerEscapes(captureDepth)
	lb.SetToMove(toMove)
	lb.RestoreKoBan(ko)
	return !escapes && r.budget >= 0
}

// captureRead is one capture reading of the block at target.
type captureRead struct {
	nodeBudget
	pos             *position
	lb              *board.Board
	target          board.Point
	owner, attacker board.Color
	safe            []bool
	tt              map[captureReadKey]captureReadEntry
	main, other     chainScratch // blocks of the owner, of the attacker
}

// captureReadKey identifies a position of the reading: the stones, the ko
// point and the player to move.
type captureReadKey struct {
	hash    uint64
	ko      board.Point
	attacks bool
}

// captureReadEntry is a result read with depth plies left: captured holds for
// any depth at least as large, an escape for any depth no larger.
type captureReadEntry struct {
	depth    int
	captured bool
}

// lookup returns a stored result valid at depth.
func (r *captureRead) lookup(k captureReadKey, depth int) (captured, ok bool) {
	e, found := r.tt[k]
	switch {
	case !found:
		return false, false
	case e.captured && depth >= e.depth:
		return true, true
	case !e.captured && depth <= e.depth:
		return false, true
	}
	return false, false
}

// store records a result read with depth plies left, unless the budget ran
// out (a result cut short is not a reading).
func (r *captureRead) store(k captureReadKey, depth int, captured bool) {
	if r.budget >= 0 {
		r.tt[k] = captureReadEntry{depth: depth, captured: captured}
	}
}

// key returns the key of the current position.
func (r *captureRead) key(attacks bool) captureReadKey {
	return captureReadKey{hash: r.lb.Hash(), ko: r.lb.KoPoint(), attacks: attacks}
}

// ownerEscapes reports whether the owner, to move, keeps its block on the
// board within depth plies (true when the reading is cut short).
func (r *captureRead) ownerEscapes(depth int) bool {
	if depth <= 0 || r.spent() {
		return true
	}
	k := r.key(false)
	if captured, ok := r.lookup(k, depth); ok {
		return !captured
	}
	escapes := r.ownerMoves(depth)
	r.store(k, depth, !escapes)
	return escapes
}

// ownerMoves tries the owner's pass and moves (see capturedWhoeverFirst).
func (r *captureRead) ownerMoves(depth int) bool {
	stones, libs := r.main.chain(r.lb, r.target)
	cands := append([]board.Point(nil), libs...)
	r.other.visit(r.lb, stones, r.attacker, func(nbLibs []board.Point) {
		if len(nbLibs) <= len(libs)+1 {
			cands = appendNew(cands, nbLibs...)
		}
	})
	// A move that escapes at once ends the reading; the others are read
	// most liberties first, the pass last.
	type scored struct {
		p    board.Point
		libs int
	}
	moves := make([]scored, 0, len(cands)+1)
	for _, p := range cands {
		if !r.lb.TryPlay(r.owner, p) {
			continue
		}
		escapes := r.lb.KoPoint() != board.NoPoint || r.escaped()
		_, after := r.main.chain(r.lb, r.target)
		n := len(after)
		_ = r.lb.Undo()
		if escapes {
			return true
		}
		moves = append(moves, scored{p, n})
	}
	slices.SortStableFunc(moves, func(x, y scored) int { return cmp.Compare(y.libs, x.libs) })
	moves = append(moves, scored{board.Pass, 0})
	for _, m := range moves {
		if !r.lb.TryPlay(r.owner, m.p) {
			continue
		}
		escapes := !r.attackerCaptures(depth - 1)
		_ = r.lb.Undo()
		if escapes {
			return true
		}
	}
	return false
}

// escaped reports whether the block has more than captureMaxLibs
// liberties or holds a stone of a block known safe.
func (r *captureRead) escaped() bool {
	stones, libs := r.main.chain(r.lb, r.target)
	if len(libs) > captureMaxLibs {
		return true
	}
	for _, s := range stones {
		if id := r.pos.blockOf[s]; id >= 0 && r.pos.cells[s] == r.owner && r.safe[id] {
			return true
		}
	}
	return false
}

// attackerCaptures reports whether the attacker, to move, takes the block
// off the board within depth plies, whatever the owner does (false when
// the reading is cut short).
func (r *captureRead) attackerCaptures(depth int) bool {
	if depth <= 0 || r.spent() {
		return false
	}
	k := r.key(true)
	if captured, ok := r.lookup(k, depth); ok {
		return captured
	}
	captured := r.attackerMoves(depth)
	r.store(k, depth, captured)
	return captured
}

// attackerMoves tries the attacker's moves (see capturedWhoeverFirst).
func (r *captureRead) attackerMoves(depth int) bool {
	stones, libs := r.main.chain(r.lb, r.target)
	if len(libs) == 1 && r.lb.TryPlay(r.attacker, libs[0]) {
		// Taking the block is a capture unless it is a ko the owner may
		// retake.
		taken := r.lb.At(r.target) == board.Empty && r.lb.KoPoint() == board.NoPoint
		_ = r.lb.Undo()
		if taken {
			return true
		}
	}
	moves := append([]board.Point(nil), libs...)
	for _, l := range libs {
		if len(libs) > 3 {
			break // nets are for a block of two or three liberties
		}
		for _, q := range r.lb.Neighbours(l) {
			if r.lb.At(q) == board.Empty {
				moves = appendNew(moves, q)
			}
		}
	}
	r.other.visit(r.lb, stones, r.attacker, func(nbLibs []board.Point) {
		if len(nbLibs) == 1 {
			moves = appendNew(moves, nbLibs...)
		}
	})
	for _, p := range r.orderAttacks(moves) {
		if !r.lb.TryPlay(r.attacker, p) {
			continue
		}
		captured := r.lb.At(r.target) == board.Empty && r.lb.KoPoint() == board.NoPoint
		if !captured && r.lb.At(r.target) != board.Empty {
			captured = !r.ownerEscapes(depth - 1)
		}
		_ = r.lb.Undo()
		if captured {
			return true
		}
	}
	return false
}

// orderAttacks returns the legal attacker moves best first: the fewest
// liberties left to the block once its owner has extended on its last
// liberty after an atari (so that a ladder is read in the direction that
// works), then the fewest liberties left to it.
func (r *captureRead) orderAttacks(moves []board.Point) []board.Point {
	type scored struct {
		p     board.Point
		score int
	}
	var out []scored
	for _, p := range moves {
		if !r.lb.TryPlay(r.attacker, p) {
			continue
		}
		score := 0
		if r.lb.At(r.target) != board.Empty {
			_, libs := r.main.chain(r.lb, r.target)
			score = 8 * len(libs)
			if len(libs) == 1 {
				score = 0
				if r.lb.TryPlay(r.owner, libs[0]) {
					_, after := r.main.chain(r.lb, r.target)
					score = len(after)
					_ = r.lb.Undo()
				}
			}
		}
		_ = r.lb.Undo()
		out = append(out, scored{p, score})
	}
	slices.SortStableFunc(out, func(x, y scored) int { return cmp.Compare(x.score, y.score) })
	ordered := make([]board.Point, len(out))
	for i, m := range out {
		ordered[i] = m.p
	}
	return ordered
}

// appendNew appends the points of ps not already in list.
func appendNew(list []board.Point, ps ...board.Point) []board.Point {
	for _, p := range ps {
		if !containsPoint(list, p) {
			list = append(list, p)
		}
	}
	return list
}
