package estimate

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// Capturing races (semeai) between two adjacent blocks of opposite
// colours short of liberties: each side fills the other's liberties, and
// the block that runs out first is captured. Random playouts and the
// two-ply search of the boundary estimate misjudge them; counting
// liberties by play does not. The reading is restricted to the race
// itself: the moves tried are the liberties of the two blocks and the
// captures of blocks in atari next to them, and a pass (two passes end
// the race undecided, as in a seki). Its verdict is an estimate (outside
// moves are not read), never a proof.
const (
	raceMaxLibs = 4   // liberties of each block at most, for a race to be read
	raceBudget  = 600 // positions per reading of one race and one first player
)

// Race is a capturing race whose result hangs on who moves first: the
// player to move (Mover) captures the opponent's block by playing Move
// and loses its own block if the opponent moves first.
type Race struct {
	// Mine is one stone of the mover's block, Theirs one of the opponent's.
	Mine, Theirs board.Point
	// Stones is the number of stones of the two blocks (what the race
	// decides).
	Stones int
	Mover  board.Color
	Move   board.Point
}

// Races reads the capturing races of c (to move) on b: every pair of
// adjacent blocks of c and its opponent, each with at most raceMaxLibs
// liberties and at least one with three or more (blocks of one or two
// liberties are ladders and ataris: see Threats), neither marked in
// skip (by point index: blocks proved safe, say; nil for none), with more
// than minStones stones between them (smaller races are not worth a
// reading) and liberty counts at most one apart (a race where one side
// has two liberties more is won by that side whoever starts, shared
// liberties aside). A race is returned when c captures moving first and
// is captured when the opponent moves first. It stops early when ctx
// ends, returning what it read.
func Races(ctx context.Context, b *board.Board, c board.Color, skip []bool, minStones int) []Race {
	rb := b.Copy()
	rb.SetRules(board.Rules{Ko: board.KoSimple})
	opp := c.Opponent()
	np := b.NumPoints()
	head := make([]board.Point, np)
	for i := range head {
		head[i] = board.NoPoint
	}
	libsOf := map[board.Point]int{}
	sizeOf := map[board.Point]int{}
	for p := 0; p < np; p++ {
		pt := board.Point(p)
		if b.At(pt) == board.Empty || head[p] != board.NoPoint {
			continue
		}
		stones, libs := b.Chain(pt)
		for _, s := range stones {
			head[s] = pt
		}
		libsOf[pt], sizeOf[pt] = len(libs), len(stones)
	}
	var out []Race
	done := map[[2]board.Point]bool{}
	for p := 0; p < np; p++ {
		pt := board.Point(p)
		if b.At(pt) != c {
			continue
		}
		mine := head[p]
		if libsOf[mine] > raceMaxLibs || (skip != nil && skip[mine]) {
			continue
		}
		for _, q := range b.Neighbours(pt) {
			if b.At(q) != opp {
				continue
			}
			theirs := head[q]
			key := [2]board.Point{mine, theirs}
			if done[key] {
				continue
			}
			done[key] = true
			lm, lt := libsOf[mine], libsOf[theirs]
			if lt > raceMaxLibs || (lm <= 2 && lt <= 2) || (skip != nil && skip[theirs]) ||
				abs(lm-lt) > 1 || sizeOf[mine]+sizeOf[theirs] <= minStones {
				continue
			}
			if ctx.Err() != nil {
				return out
			}
			r := &raceReader{b: rb, target: [3]board.Point{}, budget: raceBudget}
			r.target[c], r.target[opp] = mine, theirs
			depth := 2*(lm+lt) + 6
			move, v := r.search(c, depth, false)
			if v <= 0 || r.budget < 0 || move == board.Pass {
				continue
			}
			r.budget = raceBudget
			if _, w := r.search(opp, depth, false); w <= 0 || r.budget < 0 {
				continue // the opponent moving first does not capture: no hurry
			}
			out = append(out, Race{Mine: mine, Theirs: theirs, Stones: sizeOf[mine] + sizeOf[theirs], Mover: c, Move: move})
		}
	}
	return out
}

// raceReader reads one race on a board it plays and undoes moves on
// (left as found). target[c] is a stone of c's block in the race.
type raceReader struct {
	b      *board.Board
	target [3]board.Point
	budget int
}

// search returns x's best move (x to move) and its result for x: +1 x
// captures the opponent's block, -1 x's block is captured, 0 neither
// within depth plies or the budget (or both pass).
func (r *raceReader) search(x board.Color, depth int, passed bool) (board.Point, int) {
	y := x.Opponent()
	mine, theirs := r.target[x], r.target[y]
	if r.b.At(mine) != x {
		return board.Pass, -1
	}
	if r.b.At(theirs) != y {
		return board.Pass, 1
	}
	_, tl := r.b.Chain(theirs)
	if len(tl) == 1 && r.b.IsLegal(x, tl[0]) {
		return tl[0], 1
	}
	if depth <= 0 || r.budget < 0 {
		return board.Pass, 0
	}
	stones, ml := r.b.Chain(mine)
	var moves []board.Point
	seen := map[board.Point]bool{}
	add := func(p board.Point) {
		if !seen[p] {
			seen[p] = true
			moves = append(moves, p)
		}
	}
	// Captures of the opponent's blocks in atari next to x's block first,
	// then the opponent's liberties (filling), then x's own (extending).
	for _, s := range stones {
		for _, q := range r.b.Neighbours(s) {
			if r.b.At(q) == y {
				if _, ql := r.b.Chain(q); len(ql) == 1 {
					add(ql[0])
				}
			}
		}
	}
	for _, l := range tl {
		add(l)
	}
	for _, l := range ml {
		add(l)
	}
	best, bestV := board.Pass, -2
	for _, m := range moves {
		r.budget--
		if r.budget < 0 {
			return best, max(bestV, 0)
		}
		if r.b.Play(x, m) != nil {
			continue
		}
		_, v := r.search(y, depth-1, false)
		_ = r.b.Undo()
		if -v > bestV {
			best, bestV = m, -v
			if bestV == 1 {
				return best, 1
			}
		}
	}
	// A pass: the race waits (two passes leave it undecided).
	if !passed {
		_, v := r.search(y, depth-1, true)
		if -v > bestV {
			best, bestV = board.Pass, -v
		}
	} else if bestV < 0 {
		best, bestV = board.Pass, 0
	}
	return best, bestV
}
