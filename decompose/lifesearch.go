package decompose

import (
	"context"
	"slices"

	"github.com/cgtgo/cgtgo/board"
)

// Limits of the life-and-death search.
const (
	lifeMaxEmpty = 16   // an area with more empty points is not searched
	lifeBudget   = 4000 // positions per search
	// eyeReadMaxEmpty and eyeReadBudget bound the reading of the invaders of
	// a would-be eye (deadInvaders), done for many small regions. The
	// budget was 500: at 1,500 the final positions of ../shared/data/pro19
	// hold 919 unsettled stones instead of 990 and one more count equals
	// RE (Ibero-02-11), none fewer, pro9 the same; BenchmarkJudge19's
	// median stays 11-15 ms per position. A larger eyeReadMaxEmpty (12 or
	// 16) changed nothing.
	eyeReadMaxEmpty = 8
	eyeReadBudget   = 1500
)

// outcome is the result of a life-and-death search: the defender lives,
// dies, or the search could not tell within its budget or depth.
type outcome int8

const (
	unknown outcome = iota
	lives
	dies
)

// lifeSearch reads whether the defender's stones in an area can live, on
// the local board (simple ko, no suicide), with the stones around the area
// taken as they stand (walls: never captured, the attacker's by the area's
// definition). Both players play on the empty points of the area; the
// attacker may pass (the owner of a territory need not move), the defender
// may pass too; the defender never fills a one-point true eye of its own
// (trueEye). The defender lives when some of its blocks in the area are
// pass-alive by Benson's algorithm within the area (two enclosed healthy
// regions), or when it captures a wall; it dies when it has no stone left
// in the area and cannot make two eyes there any more: no two
// non-adjacent empty points of the area away from every attacker stone
// (an eye point must not touch the attacker). A position repeating the
// current line is a loss for the player repeating it; the search stops at
// a depth and a node budget, answering unknown. In the race reading (race,
// with seki) a defender without room for two eyes is not dead while
// attacker stones stand beside it in the area: the attacker must capture,
// and the defender's moves are cut to those next to the attacker's stones
// of the area and to captures (a judgement: a race is won by filling the
// other side's liberties).
type lifeSearch struct {
	ctx      context.Context
	lb       *board.Board
	points   []board.Point
	in       []bool
	defender board.Color
	budget   int
	tt       map[ttEntryKey]outcome
	// statics holds static's answers by the hash of the stones (static
	// reads the stones alone; search asks it again for the same stones
	// with the other player to move, after a pass, at another depth).
	statics  map[uint64]outcome
	onPath   map[uint64]bool
	wallGone func() bool
	// seki makes the end of the game (two passes) with stones of both
	// colours in the area a life of the defender (sekiAtEnd): the attacker
	// must then capture to kill.
	seki bool
	// race keeps reading, in the seki reading, a position where the
	// defender cannot make two eyes but stones of both colours stand in the
	// area (a capturing race), the defender playing only next to the
	// attacker's stones of the area or capturing.
	race bool
	// held, when set, are the points of the defender stones that must
	// still stand for the game's end to be a seki (sekiAtEnd): the
	// defender's stones the reading is about, where a defender stone
	// played in the area may join the defender's stones outside it.
	held []board.Point
	// eyeShapes lets defenderAlive judge life by eye shape (twoEyeShape).
	eyeShapes bool
	// defenderStarted counts the defender stones in the area at the start.
	defenderStarted int
	// Scratch for twoEyesPossible: whether a stone's block may be captured
	// (markWeak; valid where weakGen is the current generation), and the
	// liberties of the block markWeak floods.
	weak             []bool
	weakGen, libMark []uint32
	libList          []board.Point
	gen              uint32
	stack, block     []board.Point
	// Scratch for defenderAlive: the block index of a stone and the points
	// seen, valid where stamped with the current generation.
	bidGen, seenGen []uint32
	bidVal          []int
	// regionStack and regions are defenderAlive's scratch for flooding the
	// regions and keeping the enclosed ones (reused from call to call).
	regionStack []board.Point
	regions     []enclosedRegion
	// history scores each point, for each colour, by the moves of that
	// colour there that decided a position (the history heuristic: depth
	// squared per decision), and
	// orders holds the move orders of the positions on the current line,
	// one slice per depth: search tries the points best first.
	history [3]map[board.Point]int
	orders  map[int][]board.Point
	// cuts counts the moves refused for repeating the current line.
	cuts int
}

// enclosedRegion is a region of defenderAlive: the defender blocks on its
// boundary and its empty points.
type enclosedRegion struct {
	boundary []int
	empties  []board.Point
}

type ttEntryKey struct {
	hash   uint64
	toMove board.Color
	depth  int8
	passed bool
}

// newLifeSearch prepares a search of the area points on the local board lb
// (left as it was found).
func newLifeSearch(ctx context.Context, lb *board.Board, points []board.Point, defender board.Color, budget int) *lifeSearch {
	s := &lifeSearch{ctx: ctx, lb: lb, points: points, in: make([]bool, lb.NumPoints()), defender: defender, budget: budget,
		tt: map[ttEntryKey]outcome{}, statics: map[uint64]outcome{}, onPath: map[uint64]bool{},
		history: [3]map[board.Point]int{nil, {}, {}}, orders: map[int][]board.Point{}}
	n := lb.NumPoints()
	s.weak, s.weakGen, s.libMark = make([]bool, n), make([]uint32, n), make([]uint32, n)
	for _, p := range points {
		s.in[p] = true
	}
	// walls lists the attacker's stones next to the area, each once (a
	// slice: wallGone runs at every defender move of the search).
	var walls []board.Point
	for _, p := range points {
		for _, q := range lb.Neighbours(p) {
			if !s.in[q] && lb.At(q) == defender.Opponent() && !containsPoint(walls, q) {
				walls = append(walls, q)
			}
		}
		if lb.At(p) == defender {
			s.defenderStarted++
		}
	}
	s.wallGone = func() bool {
		for _, q := range walls {
			if lb.At(q) == board.Empty {
				return true
			}
		}
		return false
	}
	return s
}

// solve returns whether the defender, with toMove to play first, lives.
func (s *lifeSearch) solve(toMove board.Color, depth int) outcome {
	return s.search(toMove, depth, false)
}

// search returns the outcome with toMove to play; passed says the last
// move was a pass.
func (s *lifeSearch) search(toMove board.Color, depth int, passed bool) outcome {
	race := false
	if st := s.static(); st != unknown {
		if st != dies || !s.race || !s.sekiAtEnd() {
			return st
		}
		// No two eyes, but stones of both colours in the area: in the
		// race reading (s.race) the defender may still hold in seki or
		// win the race, playing only next to the attacker's stones of
		// the area or capturing (touchesAttacker).
		race = true
	}
	if depth <= 0 {
		return unknown
	}
	key := ttEntryKey{s.lb.Hash() ^ uint64(s.lb.KoPoint()+3)*0x9E3779B97F4A7C15, toMove, int8(depth), passed}
	if r, ok := s.tt[key]; ok {
		return r
	}
	s.budget--
	if s.budget < 0 || (s.budget&255 == 0 && s.ctx.Err() != nil) {
		s.budget = -1
		return unknown
	}
	cutsBefore := s.cuts
	h := s.lb.Hash()
	s.onPath[h] = true
	defer delete(s.onPath, h)
	// The mover wants: defender -> lives; attacker -> dies.
	want := lives
	if toMove != s.defender {
		want = dies
	}
	best := unknown
	sawUnknown := false
	// A pass: two in a row end the game; the defender then lives by a
	// static proof, which static() already checked, or, when the search
	// admits seki, with attacker stones beside it (sekiAtEnd).
	var r outcome
	if passed {
		r = dies
		if s.seki && s.sekiAtEnd() {
			r = lives
		}
	} else {
		r = s.search(toMove.Opponent(), depth-1, true)
	}
	if r == want {
		best = want
	} else if r == unknown {
		sawUnknown = true
	}
	for _, p := range s.ordered(toMove, depth) {
		if best == want {
			break
		}
		if s.lb.At(p) != board.Empty || (toMove == s.defender && trueEye(s.lb, p, s.defender)) {
			continue
		}
		s.lb.SetToMove(toMove)
		captured := s.lb.Captures(toMove)
		if !s.lb.TryPlay(toMove, p) {
			continue
		}
		if race && toMove == s.defender && s.lb.Captures(toMove) == captured && !s.touchesAttacker(p) {
			_ = s.lb.Undo()
			continue
		}
		var r outcome
		switch {
		case s.onPath[s.lb.Hash()]:
			r = opposite(want) // repeating the line loses
			s.cuts++
		case toMove == s.defender && s.wallGone():
			r = lives
		default:
			r = s.search(toMove.Opponent(), depth-1, false)
		}
		_ = s.lb.Undo()
		if r == want {
			best = want
			s.history[toMove][p] += depth * depth
		} else if r == unknown {
			sawUnknown = true
		}
	}
	if best != want {
		if sawUnknown || s.budget < 0 {
			best = unknown
		} else {
			best = opposite(want)
		}
	}
	if s.budget >= 0 && s.cuts == cutsBefore {
		// A result a repetition cut shaped depends on the line that
		// reached the position (graph history interaction): not stored.
		s.tt[key] = best
	}
	return best
}

// sekiAtEnd reports whether the game ends (two passes) with stones of both
// colours in the area: the attacker, who wants the defender's stones off
// the board, passed rather than play on, so the defender's stones stand
// beside attacker stones that are not walls (a seki, or a capturing race
// nobody can start). With no attacker stone in the area the defender has
// only its eyes to live by.
func (s *lifeSearch) sekiAtEnd() bool {
	var have [3]bool
	for _, p := range s.points {
		have[s.lb.At(p)] = true
	}
	if s.held != nil {
		have[s.defender] = false
		for _, p := range s.held {
			if s.lb.At(p) == s.defender {
				have[s.defender] = true
				break
			}
		}
	}
	return have[s.defender] && have[s.defender.Opponent()]
}

func opposite(o outcome) outcome {
	switch o {
	case lives:
		return dies
	case dies:
		return lives
	}
	return unknown
}

// static decides a position without search when it can: lives when some
// defender blocks in the area are pass-alive within it, dies when the
// defender cannot make two eyes any more (see lifeSearch).
func (s *lifeSearch) static() outcome {
	h := s.lb.Hash()
	if o, ok := s.statics[h]; ok {
		return o
	}
	o := unknown
	switch {
	case !s.twoEyesPossible():
		o = dies
	case s.defenderAlive():
		o = lives
	}
	s.statics[h] = o
	return o
}

// twoEyesPossible reports whether the area has two non-adjacent points,
// each empty or an attacker stone the defender might still capture (a
// block of at most two liberties inside the area), that touch no other
// attacker stone: an eye point of the defender cannot touch a living
// attacker stone.
func (s *lifeSearch) twoEyesPossible() bool {
	a := s.defender.Opponent()
	gen := s.nextGen()
	strong := func(q board.Point) bool {
		if s.lb.At(q) != a {
			return false
		}
		if !s.in[q] {
			return true
		}
		if s.weakGen[q] != gen {
			s.markWeak(q, gen)
		}
		return !s.weak[q]
	}
	var cand []board.Point
	for _, p := range s.points {
		if s.lb.At(p) == s.defender || strong(p) {
			continue
		}
		ok := true
		for _, q := range s.lb.Neighbours(p) {
			if strong(q) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for _, e := range cand {
			if !adjacent(s.lb, e, p) {
				return true
			}
		}
		cand = append(cand, p)
	}
	return false
}

// nextGen returns a fresh generation for the scratch marks.
func (s *lifeSearch) nextGen() uint32 {
	s.gen++
	return s.gen
}

// markWeak flood-fills the block of stone q, records in s.weak whether the
// defender may still capture it (at most two liberties, or three that are
// confined) and stamps its stones with gen.
func (s *lifeSearch) markWeak(q board.Point, gen uint32) {
	c := s.lb.At(q)
	libGen := s.nextGen()
	stack := append(s.stack[:0], q)
	block := s.block[:0]
	s.weakGen[q] = gen
	libs := 0
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		block = append(block, x)
		for _, y := range s.lb.Neighbours(x) {
			switch s.lb.At(y) {
			case board.Empty:
				if s.libMark[y] != libGen {
					s.libMark[y] = libGen
					libs++
					s.libList = append(s.libList, y)
				}
			case c:
				if s.weakGen[y] != gen {
					s.weakGen[y] = gen
					stack = append(stack, y)
				}
			}
		}
	}
	weak := libs <= 2 || (libs <= 3 && s.confined(c, gen))
	for _, x := range block {
		s.weak[x] = weak
	}
	s.libList = s.libList[:0]
	s.stack, s.block = stack, block
}

// confined reports whether the liberties of the block just flooded by
// markWeak (s.libList; its stones stamped with gen) all lie in the area and
// touch no stone of its colour c outside it: the block can neither join
// other stones of its own nor reach beyond the area, so the defender may
// fill its liberties one by one and capture it. A confined block of three
// liberties is weak (pro19/FKisei-01-8: a stone with three liberties in
// the middle of White's eye space left White no room for two eyes, and the
// group was in seki); with no bound on the liberties the counts of
// ../shared/data/pro19 and pro9 were the same and the judgement slower
// (20 more unsettled stones on pro19).
func (s *lifeSearch) confined(c board.Color, gen uint32) bool {
	for _, l := range s.libList {
		if !s.in[l] {
			return false
		}
		for _, y := range s.lb.Neighbours(l) {
			if s.lb.At(y) == c && s.weakGen[y] != gen {
				return false
			}
		}
	}
	return true
}

// twoEyeShape reports whether an enclosed empty space makes two eyes
// whoever plays first in it: four to six points with no point next to
// three others of the space and no 2x2 square (the straight and bent
// fours, fives and sixes; the pyramid, the square, the bulky and crossed
// fives and the rabbity six have a vital point), away from the corner
// points (the bent four in the corner dies). Spaces of seven points or
// more are left to the search.
func (s *lifeSearch) twoEyeShape(points []board.Point) bool {
	if len(points) < 4 || len(points) > 6 {
		return false
	}
	in := func(p board.Point) bool {
		for _, q := range points {
			if q == p {
				return true
			}
		}
		return false
	}
	n := s.lb.Size()
	for _, p := range points {
		deg := 0
		for _, q := range s.lb.Neighbours(p) {
			if in(q) {
				deg++
			}
		}
		if deg >= 3 {
			return false
		}
		x, y := p.XY(n)
		if (x == 0 || x == n-1) && (y == 0 || y == n-1) {
			return false // the corner: the bent four there is dead
		}
		if x+1 < n && y+1 < n && in(p+1) && in(p+board.Point(n)) && in(p+board.Point(n)+1) {
			return false
		}
	}
	return true
}

// adjacent reports whether p and q are neighbours.
func adjacent(b *board.Board, p, q board.Point) bool {
	for _, x := range b.Neighbours(p) {
		if x == q {
			return true
		}
	}
	return false
}

// defenderAlive runs Benson's algorithm for the defender restricted to the
// area: regions are the connected sets of non-defender points of the area
// that do not touch a point outside it; a block is alive when two regions
// are healthy for it (every empty point a liberty). In the seki reading
// (where the defender may capture the attacker stones around which it
// holds), a block that alone encloses a region of four to six empty points
// in a shape that makes two eyes whoever plays first (twoEyeShape) lives
// too: a judgement of eye shape, not Benson's proof.
func (s *lifeSearch) defenderAlive() bool {
	b := s.lb
	d := s.defender
	n := b.NumPoints()
	if s.bidGen == nil {
		s.bidGen, s.bidVal, s.seenGen = make([]uint32, n), make([]int, n), make([]uint32, n)
	}
	bgen := s.nextGen()
	blockOf := func(p board.Point) int {
		if s.bidGen[p] == bgen {
			return s.bidVal[p]
		}
		return -1
	}
	nblocks := 0
	idOf := func(p board.Point) int {
		if id := blockOf(p); id >= 0 {
			return id
		}
		id := nblocks
		nblocks++
		// Flood-fill the block of p (colour d), stamping its stones.
		stack := append(s.stack[:0], p)
		s.bidGen[p], s.bidVal[p] = bgen, id
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range b.Neighbours(x) {
				if b.At(y) == d && s.bidGen[y] != bgen {
					s.bidGen[y], s.bidVal[y] = bgen, id
					stack = append(stack, y)
				}
			}
		}
		s.stack = stack
		return id
	}
	regs := s.regions[:0]
	sgen := s.nextGen()
	seen := func(p board.Point) bool { return s.seenGen[p] == sgen }
	for _, p := range s.points {
		if seen(p) || b.At(p) == d {
			continue
		}
		// r is the slot after the regions kept, reused with its slices.
		if len(regs) == cap(regs) {
			regs = append(regs, enclosedRegion{})[:len(regs)]
		}
		r := &regs[:len(regs)+1][len(regs)]
		r.boundary, r.empties = r.boundary[:0], r.empties[:0]
		leaks := false
		size := 0
		stack := append(s.regionStack[:0], p)
		s.seenGen[p] = sgen
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			if b.At(q) == board.Empty {
				r.empties = append(r.empties, q)
			}
			for _, x := range b.Neighbours(q) {
				switch {
				case b.At(x) == d:
					if !s.in[x] {
						leaks = true // a defender wall outside: not enclosed here
						continue
					}
					id := idOf(x)
					if !containsInt(r.boundary, id) {
						r.boundary = append(r.boundary, id)
					}
				case !s.in[x]:
					leaks = true
				case !seen(x):
					s.seenGen[x] = sgen
					stack = append(stack, x)
				}
			}
		}
		s.regionStack = stack
		if s.eyeShapes && s.seki && !leaks && len(r.boundary) == 1 && size == len(r.empties) && s.twoEyeShape(r.empties) {
			s.regions = regs
			return true
		}
		if !leaks && len(r.boundary) > 0 {
			regs = regs[:len(regs)+1]
		}
	}
	s.regions = regs
	if len(regs) < 2 {
		return false
	}
	healthy := make([][]int, len(regs))
	for i, r := range regs {
		for _, id := range r.boundary {
			ok := true
			for _, e := range r.empties {
				touch := false
				for _, x := range b.Neighbours(e) {
					if blockOf(x) == id && b.At(x) == d {
						touch = true
						break
					}
				}
				if !touch {
					ok = false
					break
				}
			}
			if ok {
				healthy[i] = append(healthy[i], id)
			}
		}
	}
	inX := make([]bool, nblocks)
	for i := range inX {
		inX[i] = true
	}
	inR := make([]bool, len(regs))
	for i := range inR {
		inR[i] = true
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, nblocks)
		for i := range regs {
			if inR[i] {
				for _, id := range healthy[i] {
					count[id]++
				}
			}
		}
		for id := range inX {
			if inX[id] && count[id] < 2 {
				inX[id] = false
				changed = true
			}
		}
		for i := range regs {
			if !inR[i] {
				continue
			}
			for _, id := range regs[i].boundary {
				if !inX[id] {
					inR[i] = false
					changed = true
					break
				}
			}
		}
	}
	for id := range inX {
		if inX[id] {
			return true
		}
	}
	return false
}

// touchesAttacker reports whether the stone just played at p touches an
// attacker stone of the area (not a wall): in a race without eyes, the
// defender's moves that matter fill the liberties of the attacker's stones
// there (or capture).
func (s *lifeSearch) touchesAttacker(p board.Point) bool {
	a := s.defender.Opponent()
	for _, q := range s.lb.Neighbours(p) {
		if s.in[q] && s.lb.At(q) == a {
			return true
		}
	}
	return false
}

// ordered returns the area's points in the order search tries them for
// toMove at a position of the given depth: by toMove's history score,
// highest first, ties in the area's order. A move that refuted one attempt often refutes the
// next (Schaeffer's history heuristic), and a proof that a group dies is
// found sooner when the attacker's refutations come first: more readings
// end within the node budget. The order changes which lines are read
// first, not the outcome of a search that finishes.
func (s *lifeSearch) ordered(toMove board.Color, depth int) []board.Point {
	h := s.history[toMove]
	order := append(s.orders[depth][:0], s.points...)
	slices.SortStableFunc(order, func(p, q board.Point) int { return h[q] - h[p] })
	s.orders[depth] = order
	return order
}
