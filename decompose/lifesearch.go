package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// Limits of the life-and-death search.
const (
	lifeMaxEmpty = 16   // an area with more empty points is not searched
	lifeBudget   = 4000 // positions per search
	// eyeReadMaxEmpty and eyeReadBudget bound the reading of the invaders of
	// a would-be eye (deadInvaders), done for many small regions.
	eyeReadMaxEmpty = 8
	eyeReadBudget   = 500
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
// may pass too. The defender lives when some of its blocks in the area are
// pass-alive by Benson's algorithm within the area (two enclosed healthy
// regions), or when it captures a wall; it dies when it has no stone left
// in the area and cannot make two eyes there any more: no two
// non-adjacent empty points of the area away from every attacker stone
// (an eye point must not touch the attacker). A position repeating the
// current line is a loss for the player repeating it; the search stops at
// a depth and a node budget, answering unknown.
type lifeSearch struct {
	ctx      context.Context
	lb       *board.Board
	points   []board.Point
	in       []bool
	defender board.Color
	budget   int
	tt       map[ttEntryKey]outcome
	onPath   map[uint64]bool
	wallGone func() bool
	// defenderStarted counts the defender stones in the area at the start.
	defenderStarted int
	// Scratch for twoEyesPossible: whether a stone's block has at most two
	// liberties (valid where weakGen is the current generation).
	weak             []bool
	weakGen, libMark []uint32
	gen              uint32
	stack, block     []board.Point
}

type ttEntryKey struct {
	hash   uint64
	toMove board.Color
	depth  int8
}

// newLifeSearch prepares a search of the area points on the local board lb
// (left as it was found).
func newLifeSearch(ctx context.Context, lb *board.Board, points []board.Point, defender board.Color, budget int) *lifeSearch {
	s := &lifeSearch{ctx: ctx, lb: lb, points: points, in: make([]bool, lb.NumPoints()), defender: defender, budget: budget,
		tt: map[ttEntryKey]outcome{}, onPath: map[uint64]bool{}}
	n := lb.NumPoints()
	s.weak, s.weakGen, s.libMark = make([]bool, n), make([]uint32, n), make([]uint32, n)
	for _, p := range points {
		s.in[p] = true
	}
	walls := map[board.Point]bool{}
	for _, p := range points {
		for _, q := range lb.Neighbours(p) {
			if !s.in[q] && lb.At(q) == defender.Opponent() {
				walls[q] = true
			}
		}
		if lb.At(p) == defender {
			s.defenderStarted++
		}
	}
	s.wallGone = func() bool {
		for q := range walls {
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
	if st := s.static(); st != unknown {
		return st
	}
	if depth <= 0 {
		return unknown
	}
	key := ttEntryKey{s.lb.Hash() ^ uint64(s.lb.KoPoint()+3)*0x9E3779B97F4A7C15, toMove, int8(depth)}
	if r, ok := s.tt[key]; ok {
		return r
	}
	s.budget--
	if s.budget < 0 || (s.budget&255 == 0 && s.ctx.Err() != nil) {
		s.budget = -1
		return unknown
	}
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
	// A pass: two in a row end the game; the defender then lives only by a
	// static proof, which static() already checked, so it dies.
	var r outcome
	if passed {
		r = dies
	} else {
		r = s.search(toMove.Opponent(), depth-1, true)
	}
	if r == want {
		best = want
	} else if r == unknown {
		sawUnknown = true
	}
	for _, p := range s.points {
		if best == want {
			break
		}
		if s.lb.At(p) != board.Empty {
			continue
		}
		s.lb.SetToMove(toMove)
		if s.lb.Play(toMove, p) != nil {
			continue
		}
		var r outcome
		switch {
		case s.onPath[s.lb.Hash()]:
			r = opposite(want) // repeating the line loses
		case toMove == s.defender && s.wallGone():
			r = lives
		default:
			r = s.search(toMove.Opponent(), depth-1, false)
		}
		_ = s.lb.Undo()
		if r == want {
			best = want
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
	if s.budget >= 0 {
		s.tt[key] = best
	}
	return best
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
	if !s.twoEyesPossible() {
		return dies
	}
	if s.defenderAlive() {
		return lives
	}
	return unknown
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

// markWeak flood-fills the block of stone q, records whether it has at most
// two liberties in s.weak and stamps its stones with gen.
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
				}
			case c:
				if s.weakGen[y] != gen {
					s.weakGen[y] = gen
					stack = append(stack, y)
				}
			}
		}
	}
	for _, x := range block {
		s.weak[x] = libs <= 2
	}
	s.stack, s.block = stack, block
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
// are healthy for it (every empty point a liberty).
func (s *lifeSearch) defenderAlive() bool {
	b := s.lb
	d := s.defender
	n := b.NumPoints()
	blockID := make(map[board.Point]int)
	var blocks [][]board.Point
	idOf := func(p board.Point) int {
		if id, ok := blockID[p]; ok {
			return id
		}
		stones, _ := b.Chain(p)
		id := len(blocks)
		blocks = append(blocks, stones)
		for _, q := range stones {
			blockID[q] = id
		}
		return id
	}
	type reg struct {
		boundary []int
		empties  []board.Point
	}
	var regs []reg
	seen := make([]bool, n)
	for _, p := range s.points {
		if seen[p] || b.At(p) == d {
			continue
		}
		var r reg
		leaks := false
		stack := []board.Point{p}
		seen[p] = true
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
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
				case !seen[x]:
					seen[x] = true
					stack = append(stack, x)
				}
			}
		}
		if !leaks && len(r.boundary) > 0 {
			regs = append(regs, r)
		}
	}
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
					if blockID[x] == id && b.At(x) == d {
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
	inX := make([]bool, len(blocks))
	for i := range inX {
		inX[i] = true
	}
	inR := make([]bool, len(regs))
	for i := range inR {
		inR[i] = true
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, len(blocks))
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
