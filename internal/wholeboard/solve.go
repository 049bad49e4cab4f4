package wholeboard

import "github.com/cgtgo/cgtgo/board"

// Solver is a whole-board alpha-beta search with a transposition table.
//
// Ko rules: with positional superko (the default of NewSolver) a move may
// not recreate a position of the current line; the table is then exact only
// for positions whose value does not depend on the line, which holds when
// there are no kos. With SimpleKo set, the rule is simple ko (no immediate
// recapture) and the state is the position, the ko point and the pass flag,
// so the table is exact; a longer cycle (two positions repeating without a
// ko capture ban, as in a triple ko) is cut and reported by Cycled. With
// NoTable set (for positional superko with kos) no table is used at all:
// the search is then exact under superko, at the price of speed.
type Solver struct {
	pos   *Position
	b     *board.Board
	area  bool
	tt    map[ttKey]ttEntry
	path  map[uint64]int
	Nodes int
	Limit int // node limit; 0 means no limit
	over  bool
	// SimpleKo selects the simple ko rule instead of positional superko.
	SimpleKo bool
	// NoTable disables the transposition table.
	NoTable bool
	cycled  bool
	onLine  map[ttKey]bool
}

// Cycled reports whether a simple-ko search met a longer cycle (its result
// is then not to be trusted).
func (s *Solver) Cycled() bool { return s.cycled }

type ttKey struct {
	hash   uint64
	toMove board.Color
	passed bool
	ko     board.Point
}

type bound int8

const (
	exact bound = iota
	lower
	upper
)

type ttEntry struct {
	v int
	b bound
}

// NewSolver prepares a search of pos under area or territory scoring.
func NewSolver(pos *Position, area bool, limit int) *Solver {
	b := pos.Board.Copy()
	cp := *pos
	cp.Board = b
	return &Solver{pos: &cp, b: b, area: area, tt: map[ttKey]ttEntry{}, path: map[uint64]int{b.Hash(): 1}, Limit: limit,
		onLine: map[ttKey]bool{}}
}

// Solve returns the optimal final score (Black minus White, prisoners taken
// from now on included under territory scoring) with toMove to play, and
// false if the node limit ran out.
func (s *Solver) Solve(toMove board.Color) (int, bool) {
	const inf = 1 << 20
	v := s.search(toMove, false, -inf, inf)
	return v, !s.over
}

func (s *Solver) search(toMove board.Color, passed bool, alpha, beta int) int {
	key := ttKey{s.b.Hash(), toMove, passed, board.NoPoint}
	if s.SimpleKo {
		s.b.SetToMove(toMove)
		key.ko = s.b.KoPoint()
		if s.onLine[key] {
			s.cycled = true
			return s.pos.Count(s.area)
		}
		s.onLine[key] = true
		defer delete(s.onLine, key)
	}
	if e, ok := s.tt[key]; ok && !s.NoTable {
		switch {
		case e.b == exact:
			return e.v
		case e.b == lower && e.v >= beta:
			return e.v
		case e.b == upper && e.v <= alpha:
			return e.v
		}
	}
	s.Nodes++
	if s.Limit > 0 && s.Nodes > s.Limit {
		s.over = true
		return 0
	}
	a0, b0 := alpha, beta
	maximize := toMove == board.Black
	best := 0
	first := true
	consider := func(v int) bool { // returns true on a cut-off
		if first || (maximize && v > best) || (!maximize && v < best) {
			best, first = v, false
		}
		if maximize && best > alpha {
			alpha = best
		}
		if !maximize && best < beta {
			beta = best
		}
		return alpha >= beta
	}
	var endValue int
	if passed {
		endValue = s.pos.Count(s.area)
	} else {
		ko := s.b.KoPoint()
		s.b.ClearKoBan() // a pass lifts the ko ban
		endValue = s.search(toMove.Opponent(), true, alpha, beta)
		s.restoreKo(ko, toMove)
	}
	cut := consider(endValue)
	for p := board.Point(0); !cut && int(p) < s.b.NumPoints(); p++ {
		if s.b.At(p) != board.Empty || s.pos.Eyes[p] {
			continue
		}
		before := s.b.Captures(toMove)
		ko := s.b.KoPoint()
		if !s.SimpleKo {
			s.b.ClearKoBan()
		}
		s.b.SetToMove(toMove)
		if s.b.Play(toMove, p) != nil {
			s.restoreKo(ko, toMove)
			continue
		}
		h := s.b.Hash()
		if !s.SimpleKo && s.path[h] > 0 {
			_ = s.b.Undo()
			continue
		}
		taken := s.b.Captures(toMove) - before
		off := 0
		if !s.area {
			off = sign(toMove) * taken
		}
		s.path[h]++
		v := s.search(toMove.Opponent(), false, alpha-off, beta-off) + off
		s.path[h]--
		_ = s.b.Undo()
		s.restoreKo(ko, toMove)
		cut = consider(v)
	}
	if s.over {
		return 0
	}
	e := ttEntry{v: best, b: exact}
	if best <= a0 {
		e.b = upper
	} else if best >= b0 {
		e.b = lower
	}
	if !s.NoTable {
		s.tt[key] = e
	}
	return best
}

// restoreKo puts back the simple-ko point of the position with toMove to
// play (Undo restores it too; a pass or a refused move may not).
func (s *Solver) restoreKo(ko board.Point, toMove board.Color) {
	s.b.SetToMove(toMove)
	if ko != s.b.KoPoint() {
		s.b.RestoreKoBan(ko)
	}
}
