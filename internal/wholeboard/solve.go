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
//
// Move ordering (which changes the work, never the result): the final
// count first after a pass, then the best move the table remembers for the
// position, then the moves by how often they caused a cut-off before (the
// history heuristic).
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

	points  []board.Point // the points a move may go to: all but the eyes
	history [2][]int32    // cut-offs per colour and move (0 = pass, p+1 = p)
	moves   []int16       // move lists of the nodes on the current line
	scores  []int32
	counter *counter
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
	v    int32
	b    bound
	move int16 // best move found (0 = pass, p+1 = p), -1 if none
}

// NewSolver prepares a search of pos under area or territory scoring.
func NewSolver(pos *Position, area bool, limit int) *Solver {
	b := pos.Board.Copy()
	cp := *pos
	cp.Board = b
	s := &Solver{pos: &cp, b: b, area: area, tt: map[ttKey]ttEntry{}, path: map[uint64]int{b.Hash(): 1}, Limit: limit,
		onLine: map[ttKey]bool{}, counter: newCounter(b.NumPoints())}
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if !pos.Eyes[p] {
			s.points = append(s.points, p)
		}
	}
	for i := range s.history {
		s.history[i] = make([]int32, b.NumPoints()+1)
	}
	return s
}

// Solve returns the optimal final score (Black minus White, prisoners taken
// from now on included under territory scoring) with toMove to play, and
// false if the node limit ran out or a final count met a group whose life
// by answering attacks could not be decided (Count).
//
// With a table, the score is found by a bisection of null-window searches
// (each asks "is the score at least g?"), which the table makes cheap;
// without one (NoTable) a single full-window search is cheaper.
func (s *Solver) Solve(toMove board.Color) (int, bool) {
	if s.NoTable {
		const inf = 1 << 20
		v := s.search(toMove, false, -inf, inf)
		return v, !s.over && !s.counter.undecided
	}
	n := 3 * s.b.NumPoints()
	lo, hi := -n, n+1 // the score is in [lo, hi)
	for hi-lo > 1 {
		g := lo + (hi-lo+1)/2                // lo < g < hi (no truncation toward zero)
		v := s.search(toMove, false, g-1, g) // is the score at least g?
		if s.over || s.counter.undecided {
			return 0, false
		}
		if v >= g {
			lo = v
		} else {
			hi = v + 1
		}
	}
	return lo, true
}

// AtLeast reports whether the optimal final score with toMove to play is
// at least g, by one null-window search, and false for done if the node
// limit ran out first. Two calls, AtLeast(v) true and AtLeast(v+1) false,
// prove that the score is exactly v: the cheapest check of a claimed value.
func (s *Solver) AtLeast(toMove board.Color, g int) (yes, done bool) {
	v := s.search(toMove, false, g-1, g)
	if s.over || s.counter.undecided {
		return false, false
	}
	return v >= g, true
}

// Verify reports whether the optimal final score with toMove to play is
// exactly v (AtLeast v and not AtLeast v+1), and false for done if the node
// limit ran out first.
func (s *Solver) Verify(toMove board.Color, v int) (equal, done bool) {
	ge, done := s.AtLeast(toMove, v)
	if !done || !ge {
		return false, done
	}
	gt, done := s.AtLeast(toMove, v+1)
	return done && !gt, done
}

func (s *Solver) search(toMove board.Color, passed bool, alpha, beta int) int {
	key := ttKey{s.b.Hash(), toMove, passed, board.NoPoint}
	if s.SimpleKo {
		s.b.SetToMove(toMove)
		key.ko = s.b.KoPoint()
		if s.onLine[key] {
			s.cycled = true
			return s.counter.count(s.pos, s.area)
		}
		s.onLine[key] = true
		defer delete(s.onLine, key)
	}
	ttMove := int16(-1)
	if e, ok := s.tt[key]; ok && !s.NoTable {
		v := int(e.v)
		switch {
		case e.b == exact:
			return v
		case e.b == lower && v >= beta:
			return v
		case e.b == upper && v <= alpha:
			return v
		}
		ttMove = e.move
	}
	s.Nodes++
	if s.Limit > 0 && s.Nodes > s.Limit {
		s.over = true
		return 0
	}
	a0, b0 := alpha, beta
	maximize := toMove == board.Black
	best, bestMove := 0, int16(-1)
	first := true
	consider := func(v int, m int16) bool { // returns true on a cut-off
		if first || (maximize && v > best) || (!maximize && v < best) {
			best, bestMove, first = v, m, false
		}
		if maximize && best > alpha {
			alpha = best
		}
		if !maximize && best < beta {
			beta = best
		}
		return alpha >= beta
	}
	cut := false
	if passed { // passing back ends the game
		cut = consider(s.counter.count(s.pos, s.area), 0)
	}
	// The moves of this node, best first, on the shared move stack.
	base := len(s.moves)
	defer func() { s.moves, s.scores = s.moves[:base], s.scores[:base] }()
	hist := s.history[toMove-board.Black]
	if !passed {
		s.moves = append(s.moves, 0)
		s.scores = append(s.scores, hist[0])
	}
	for _, p := range s.points {
		if s.b.At(p) == board.Empty {
			s.moves = append(s.moves, int16(p)+1)
			s.scores = append(s.scores, hist[p+1])
		}
	}
	ms, sc := s.moves[base:], s.scores[base:]
	for i := range ms {
		if ms[i] == ttMove {
			sc[i] = 1 << 30
		}
	}
	for i := 1; i < len(ms); i++ { // stable insertion sort, highest score first
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
			sc[j], sc[j-1] = sc[j-1], sc[j]
		}
	}
	for i := 0; !cut && i < len(ms); i++ {
		m := ms[i]
		var v int
		if m == 0 {
			ko := s.b.KoPoint()
			s.b.ClearKoBan() // a pass lifts the ko ban
			v = s.search(toMove.Opponent(), true, alpha, beta)
			s.restoreKo(ko, toMove)
		} else {
			var ok bool
			if v, ok = s.play(toMove, board.Point(m-1), alpha, beta); !ok {
				continue
			}
		}
		if cut = consider(v, m); cut {
			hist[m]++
		}
	}
	if s.over {
		return 0
	}
	e := ttEntry{v: int32(best), b: exact, move: bestMove}
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

// play searches the move of toMove at p; false if it is illegal.
func (s *Solver) play(toMove board.Color, p board.Point, alpha, beta int) (int, bool) {
	before := s.b.Captures(toMove)
	ko := s.b.KoPoint()
	if !s.SimpleKo {
		s.b.ClearKoBan()
	}
	s.b.SetToMove(toMove)
	if s.b.Play(toMove, p) != nil {
		s.restoreKo(ko, toMove)
		return 0, false
	}
	h := s.b.Hash()
	if !s.SimpleKo && s.path[h] > 0 {
		_ = s.b.Undo()
		return 0, false
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
	return v, true
}

// restoreKo puts back the simple-ko point of the position with toMove to
// play (Undo restores it too; a pass or a refused move may not).
func (s *Solver) restoreKo(ko board.Point, toMove board.Color) {
	s.b.SetToMove(toMove)
	if ko != s.b.KoPoint() {
		s.b.RestoreKoBan(ko)
	}
}
