package strategy

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// relevantLiberties is the most liberties of a block whose liberties are
// worth a move in a cluster search: the liberties of blocks in danger
// (attacks, defences, captures, teire). Other points of a cluster are the
// owners' territory, where a move only fills a point or puts a dead stone.
const relevantLiberties = 3

// errCountBudget reports that a cluster search ran out of nodes.
var errCountBudget = errors.New("count: node budget exhausted")

// countSearch values one cluster of the count (see countMap) as a
// combinatorial game, Black Left, by exhaustive search on the virtual board:
// both players may play on the cluster's empty points; the game ends when
// nobody gains by moving (the pass convention of package valuation: a
// position whose options make a number is worth its static count, held
// between what each side forces by moving), and the static count reads the
// position with the verdicts of the judgement:
//
//   - a block holding a stone judged dead, or made only of stones played in
//     the search on points of the opponent's territory (an invader nobody
//     bothered to capture), is dead: removed, with its stones as the
//     opponent's prisoners under territory scoring;
//   - an empty area of the cluster (dead stones removed) bordered by one
//     colour counts for it, except, under territory scoring, a one-point
//     area next to a lone stone in atari (an unfilled ko: Moews 1.2.3);
//   - under area scoring the remaining stones count for their owner.
//
// Prisoners taken during the search count under territory scoring. A move
// that repeats a position of the current line is not allowed (a ko is won
// by whoever takes it first, as at the end of a game without ko threats);
// moves follow the simple-ko rule, so the player who did not make the last
// capture cannot retake at once; the count notes any ko.
type countSearch struct {
	ctx      context.Context
	b        *board.Board
	points   []board.Point
	in       []bool
	own      []board.Color
	deadOrig []bool
	placed   []bool // stones played by the search
	// outsideStone marks the stones outside the cluster at the start.
	outsideStone []bool
	scoring      board.Scoring
	budget       int
	nodes        int
	repeated     bool
	cuts         int // repetitions cut so far
	// historyShaped: the value came from a search that stored values a
	// repetition cut shaped, so it is an estimate (see run).
	historyShaped bool
	// cacheCuts stores values shaped by a repetition cut too: a cheaper,
	// approximate search for clusters with many cycles.
	cacheCuts bool
	// libLimit is the most liberties of a block whose liberties are
	// searched (relevantLiberties; less in the narrow models, see countStages).
	libLimit int
	// narrowed says the value comes from the narrow model (see run).
	narrowed bool
	// total counts the positions of every stage of run.
	total int
	tt    map[uint64]cgt.Game
	// seen holds the positions reach stored (its tt without values).
	seen     map[uint64]struct{}
	passMemo map[passKey]cgt.Game
	// shiftMemo holds the sums of addPrisoners.
	shiftMemo map[shiftKey]cgt.Game
	// ints holds the integers made by intGame.
	ints map[int]cgt.Game
	// path holds the keys of the positions of the current line.
	path []uint64
	// moveStack and optStack are scratch stacks of value.
	moveStack []board.Point
	optStack  []cgt.Game
	deadMark  []uint32 // deadMark[p] == gen: p is a stone of a dead block
	mark      []uint32 // areas visited
	gen       uint32
	// stack, block and area are scratch slices of static.
	stack, block, area, libs []board.Point
	// libMark and relevant are marks of static: the liberties of the
	// block being filled, and the points worth a move.
	libMark, relevant []uint32
	// moves are the points worth a move in the position static read.
	moves []board.Point
}

// newCountSearch prepares the search of one cluster on a copy of vb.
func newCountSearch(ctx context.Context, vb *board.Board, points []board.Point, own []board.Color, deadOrig []bool, s board.Scoring, budget int) *countSearch {
	cp := vb.Copy()
	cp.SetRules(board.Rules{Ko: board.KoSimple, Suicide: vb.Rules().Suicide})
	n := cp.NumPoints()
	cs := &countSearch{ctx: ctx, b: cp, points: points, in: make([]bool, n), own: own, deadOrig: deadOrig,
		placed: make([]bool, n), scoring: s, budget: budget, libLimit: relevantLiberties, tt: map[uint64]cgt.Game{}, seen: map[uint64]struct{}{}, passMemo: map[passKey]cgt.Game{}, shiftMemo: map[shiftKey]cgt.Game{}, ints: map[int]cgt.Game{},
		mark: make([]uint32, n), deadMark: make([]uint32, n), libMark: make([]uint32, n), relevant: make([]uint32, n)}
	for _, p := range points {
		cs.in[p] = true
	}
	cs.outsideStone = make([]bool, n)
	for p := 0; p < n; p++ {
		cs.outsideStone[p] = !cs.in[p] && cp.At(board.Point(p)) != board.Empty
	}
	return cs
}

// value returns the game of the current position. The moves searched are
// the empty points of the cluster that are dame (no owner) or liberties of
// a block in danger (at most relevantLiberties liberties).
func (s *countSearch) value() (cgt.Game, error) {
	h := s.key()
	if g, ok := s.tt[h]; ok {
		return g, nil
	}
	s.nodes++
	if s.nodes > s.budget {
		return cgt.Game{}, errCountBudget
	}
	if s.nodes&255 == 0 {
		if err := s.ctx.Err(); err != nil {
			return cgt.Game{}, err
		}
	}
	count := s.static()
	// The moves and options of the positions on the path are stacked in
	// moveStack and optStack: this position's lie past what its callers
	// hold, and the positions it calls leave them as they found them.
	movesAt, optsAt, pathAt := len(s.moveStack), len(s.optStack), len(s.path)
	s.moveStack = append(s.moveStack, s.moves...)
	moves := s.moveStack[movesAt:]
	cutsBefore := s.cuts
	s.path = append(s.path, h)
	defer func() {
		s.moveStack, s.optStack, s.path = s.moveStack[:movesAt], s.optStack[:optsAt], s.path[:pathAt]
	}()
	mid := optsAt // where White's options start
	for _, c := range [2]board.Color{board.Black, board.White} {
		if c == board.White {
			mid = len(s.optStack)
		}
		for _, p := range moves {
			g, ok, err := s.option(c, p)
			if err != nil {
				return cgt.Game{}, err
			}
			// An option equal to one already found adds nothing to
			// passValue (equal games are one handle): dropping it makes
			// more positions share a passValueMemo entry.
			if ok && !slices.Contains(s.optStack[mid:], g) {
				s.optStack = append(s.optStack, g)
			}
		}
	}
	left, right := s.optStack[optsAt:mid], s.optStack[mid:]
	g := s.passValueMemo(left, right, count)
	if s.cuts == cutsBefore || s.cacheCuts {
		// A value that no repetition cut shaped does not depend on the
		// line that reached the position (graph history interaction).
		s.tt[h] = g
	}
	return g, nil
}

// option plays c at p, values the position and undoes the move; ok is false
// for an illegal move or one that repeats the current line.
func (s *countSearch) option(c board.Color, p board.Point) (cgt.Game, bool, error) {
	// An illegal move needs no play, nor does a quiet move (no capture,
	// so no ko ban after it and no prisoner) to a position stored: its key
	// is the hash of the stones after it. capturedSettled reads the same
	// neighbours before a quiet move as after (a settled stone a capture
	// inside the cluster took off).
	switch o, k := s.b.PeekMove(c, p); o {
	case board.MoveIllegal:
		return cgt.Game{}, false, nil
	case board.MoveQuiet:
		if g, stored := s.tt[k]; stored && !s.capturedSettled(p) {
			s.placed[p] = false // as the move played and taken back leaves it
			return g, true, nil
		}
	}
	before := s.b.Captures(c)
	if !s.b.TryPlay(c, p) {
		return cgt.Game{}, false, nil
	}
	defer func() { _ = s.b.Undo() }()
	if s.capturedSettled(p) {
		return cgt.Game{}, false, nil
	}
	// A position stored is finished, hence not on the current line: the
	// look-up spares the scan of the line.
	if _, stored := s.tt[s.key()]; !stored && slices.Contains(s.path, s.key()) {
		s.repeated = true
		s.cuts++
		return cgt.Game{}, false, nil
	}
	taken := s.b.Captures(c) - before
	s.placed[p] = true
	g, err := s.value()
	s.placed[p] = false
	if err != nil {
		return cgt.Game{}, false, err
	}
	if s.scoring == board.Territory && taken != 0 {
		g = s.addPrisoners(g, sign(c)*taken)
	}
	return g, true, nil
}

// key identifies the current position for the transposition table: the
// stones and the simple-ko ban (the point the player who did not just
// capture may not retake). Moves follow the simple-ko rule (Moews' J): the
// player who did not make the last capture may not retake at once; a
// longer cycle is cut (see option).
func (s *countSearch) key() uint64 {
	h := s.b.Hash()
	if k := s.b.KoPoint(); k >= 0 {
		h ^= 0x9E3779B97F4A7C15 * uint64(int(k)+1+int(s.b.ToMove())*1024)
	}
	return h
}

// capturedSettled reports whether the move just played at p captured
// stones outside the cluster: settled stones are alive by the judgement and
// never captured, so such a move is outside the model.
func (s *countSearch) capturedSettled(p board.Point) bool {
	for _, x := range s.b.Neighbours(p) {
		if !s.in[x] && s.b.At(x) == board.Empty && s.outsideStone[x] {
			return true
		}
	}
	return false
}

// shiftKey is a game and the integer added to it (addPrisoners).
type shiftKey struct {
	g cgt.Game
	n int
}

// addPrisoners returns g + n, remembering the sums made: the same option
// values come back with the same captures across a search.
func (s *countSearch) addPrisoners(g cgt.Game, n int) cgt.Game {
	k := shiftKey{g, n}
	if h, ok := s.shiftMemo[k]; ok {
		return h
	}
	h := g.Add(s.intGame(n))
	s.shiftMemo[k] = h
	return h
}

// memoOptions is the most options per side of a position whose value
// passValueMemo stores.
const memoOptions = 12

// passKey identifies the arguments of passValue: the options (as given, in
// the order of the moves) and the static count.
type passKey struct {
	left, right   [memoOptions]cgt.Game
	nLeft, nRight int8
	count         int32
}

// passValueMemo is passValue with a table of the values already made: the
// positions of a search often have the same options (the same games,
// hash-consed), and the canonical form of {left | right} costs more than a
// look-up.
func (s *countSearch) passValueMemo(left, right []cgt.Game, count int) cgt.Game {
	if len(left) > memoOptions || len(right) > memoOptions {
		return s.passValue(left, right, count)
	}
	k := passKey{nLeft: int8(len(left)), nRight: int8(len(right)), count: int32(count)}
	copy(k.left[:], left)
	copy(k.right[:], right)
	if g, ok := s.passMemo[k]; ok {
		return g
	}
	g := s.passValue(left, right, count)
	s.passMemo[k] = g
	return g
}

// passValue is the Go value of a position with options left and right and
// static count count: the canonical game {left | right}, except that a
// position nobody gains by playing is worth its count, held between what
// each side can force by moving there (package valuation's convention).
//
// Options that are numbers, every Left one below every Right one, make a
// number: the canonical form is not built then, only the stops read.
func (s *countSearch) passValue(left, right []cgt.Game, count int) cgt.Game {
	if len(left) == 0 && len(right) == 0 {
		return s.intGame(count)
	}
	if !numbersApart(left, right) {
		g := cgt.NewGame(left, right)
		if !g.IsNumber() {
			return g
		}
	}
	// best is the number v when found: the count, or the option whose
	// stop v is, when that option is a number (its own stop).
	best := s.intGame(count)
	v, found := best.LeftStop(), true
	for _, l := range left {
		if lo := l.RightStop(); lo.Cmp(v) > 0 {
			v, best, found = lo, l, l.IsNumber()
		}
	}
	for _, r := range right {
		if hi := r.LeftStop(); hi.Cmp(v) < 0 {
			v, best, found = hi, r, r.IsNumber()
		}
	}
	if found {
		return best
	}
	return cgt.MustNumber(v)
}

// intGame returns the integer n as a game, made once per search.
func (s *countSearch) intGame(n int) cgt.Game {
	g, ok := s.ints[n]
	if !ok {
		g = cgt.Int(int64(n))
		s.ints[n] = g
	}
	return g
}

// numbersApart reports whether every option is a number and every Left
// option is less than every Right one: {left | right} is then a number.
func numbersApart(left, right []cgt.Game) bool {
	var lmax, rmin cgt.Rational
	for i, l := range left {
		if !l.IsNumber() {
			return false
		}
		if v := l.LeftStop(); i == 0 || v.Cmp(lmax) > 0 {
			lmax = v
		}
	}
	for i, r := range right {
		if !r.IsNumber() {
			return false
		}
		if v := r.LeftStop(); i == 0 || v.Cmp(rmin) < 0 {
			rmin = v
		}
	}
	return len(left) == 0 || len(right) == 0 || lmax.Cmp(rmin) < 0
}

func sign(c board.Color) int {
	if c == board.Black {
		return 1
	}
	return -1
}

// static is the count of the cluster as it stands (see countSearch), Black
// minus White, without the prisoners taken during the search. A block that
// reaches a settled stone of its colour is alive whatever it holds (a dead
// block saved by a connection).
func (s *countSearch) static() int {
	dead := s.nextMark()
	count := s.staticBlocks(dead)
	count += s.staticAreas(dead)
	s.collectMoves(dead)
	return count
}

// staticBlocks is the part of static that reads the blocks of the
// cluster: it marks with dead the stones of dead blocks (deadMark) and the
// liberties of blocks with at most libLimit liberties (relevant), and
// returns the blocks' share of the count.
func (s *countSearch) staticBlocks(dead uint32) int {
	b := s.b
	count := 0
	stack := s.stack[:0]
	block := s.block[:0]
	for _, p := range s.points {
		c := b.At(p)
		if c == board.Empty || s.mark[p] == dead {
			continue
		}
		s.mark[p] = dead
		stack = append(stack[:0], p)
		block = block[:0]
		hasDead, allPlaced, outside := false, true, false
		libGen := s.nextMark()
		libs := s.libs[:0]
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			block = append(block, q)
			hasDead = hasDead || s.deadOrig[q]
			allPlaced = allPlaced && s.placed[q] && s.own[q] == c.Opponent()
			for _, x := range b.Neighbours(q) {
				if b.At(x) == board.Empty && s.libMark[x] != libGen {
					s.libMark[x] = libGen
					libs = append(libs, x)
				}
				if b.At(x) != c {
					continue
				}
				if !s.in[x] {
					outside = true
					continue
				}
				if s.mark[x] != dead {
					s.mark[x] = dead
					stack = append(stack, x)
				}
			}
		}
		s.markShortLiberties(libs, dead)
		s.libs = libs
		if outside || !(hasDead || allPlaced) {
			if s.scoring == board.Area {
				count += sign(c) * len(block)
			}
			continue
		}
		for _, q := range block {
			s.deadMark[q] = dead
		}
		if s.scoring == board.Territory {
			count -= sign(c) * len(block)
		}
	}
	s.stack, s.block = stack, block
	return count
}

// staticAreas is the part of static that counts the areas of empty points
// and dead stones (those staticBlocks marked with dead).
func (s *countSearch) staticAreas(dead uint32) int {
	b := s.b
	count := 0
	stack := s.stack[:0]
	visit := s.nextMark()
	isFree := func(q board.Point) bool { return b.At(q) == board.Empty || s.deadMark[q] == dead }
	area := s.area[:0]
	for _, p := range s.points {
		if s.mark[p] == visit || !isFree(p) {
			continue
		}
		var touch [3]bool
		area = area[:0]
		stack = append(stack[:0], p)
		s.mark[p] = visit
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			area = append(area, q)
			for _, x := range b.Neighbours(q) {
				if s.in[x] && isFree(x) {
					if s.mark[x] != visit {
						s.mark[x] = visit
						stack = append(stack, x)
					}
					continue
				}
				if c := b.At(x); c != board.Empty {
					touch[c] = true
				}
			}
		}
		if touch[board.Black] == touch[board.White] {
			continue
		}
		c := board.Black
		if touch[board.White] {
			c = board.White
		}
		if s.scoring == board.Territory && len(area) == 1 && b.At(area[0]) == board.Empty && koPoint(b, area[0]) {
			continue
		}
		count += sign(c) * len(area)
	}
	s.stack, s.area = stack, area
	return count
}

// collectMoves sets moves to the points worth a move: the empty points of
// the cluster that are dame or that staticBlocks marked relevant with
// dead.
func (s *countSearch) collectMoves(dead uint32) {
	b := s.b
	s.moves = s.moves[:0]
	for _, p := range s.points {
		if b.At(p) == board.Empty && (s.own[p] == board.Empty || s.relevant[p] == dead) {
			s.moves = append(s.moves, p)
		}
	}
}

// nextMark returns a fresh mark generation.
func (s *countSearch) nextMark() uint32 {
	s.gen++
	if s.gen == 0 {
		for i := range s.mark {
			s.mark[i], s.deadMark[i], s.libMark[i], s.relevant[i] = 0, 0, 0, 0
		}
		s.gen = 1
	}
	return s.gen
}

// koPoint reports whether the empty point p, surrounded by stones, is the
// only liberty of a lone neighbouring stone (an unfilled ko).
func koPoint(b *board.Board, p board.Point) bool {
	for _, x := range b.Neighbours(p) {
		if b.At(x) == board.Empty {
			return false
		}
	}
	for _, x := range b.Neighbours(p) {
		if loneInAtari(b, x, p) {
			return true
		}
	}
	return false
}

// loneInAtari reports whether the stone at x is a block of one stone whose
// only liberty is p.
func loneInAtari(b *board.Board, x, p board.Point) bool {
	c := b.At(x)
	for _, y := range b.Neighbours(x) {
		if y != p && (b.At(y) == c || b.At(y) == board.Empty) {
			return false
		}
	}
	return true
}

// run values the cluster in stages (countStages), each within its node
// budget, the first that finishes giving the value: the full search (exact),
// then narrower models of the cluster (estimates), and at last the static
// count of the cluster as it stands (an estimate), less, under territory
// scoring, the teire the dame fills force (forcedTeire). exact is false
// unless a full search finished; narrowed says a narrower model gave the
// value.
func (s *countSearch) run() (g cgt.Game, exact bool, err error) {
	full := s.budget
	defer func() { s.libLimit, s.budget = relevantLiberties, full }()
	for i, st := range countStages {
		if i > 0 && st.libLimit == relevantLiberties && s.cuts == 0 {
			continue // the first search cut no repetition: the same again would fail the same way
		}
		s.libLimit = st.libLimit
		if st.libLimit == relevantLiberties && (s.emptyPoints() > maxClusterEmpty || s.narrowMoves() > maxFullMoves) {
			continue
		}
		if st.libLimit != relevantLiberties && s.narrowMoves() > maxNarrowEmpty {
			continue
		}
		s.budget = full * st.budgetHalves / 2
		s.restart(st.cacheCuts)
		// reach tells whether value would run out of budget, at a fraction
		// of its cost; when it would not, value runs from the start.
		if err = s.reach(); err == nil {
			s.restart(st.cacheCuts)
			g, err = s.value()
		}
		s.total += s.nodes
		switch {
		case err == nil:
			s.narrowed = st.libLimit != relevantLiberties
			// A value stored after a repetition cut may depend on the line
			// that reached its position (graph history interaction): the
			// result is then an estimate, however close.
			s.historyShaped = st.cacheCuts && s.cuts > 0
			return g, !s.narrowed && !s.historyShaped, nil
		case !errors.Is(err, errCountBudget):
			return cgt.Game{}, false, fmt.Errorf("count: %w", err)
		}
	}
	s.libLimit = relevantLiberties
	count := s.staticNow()
	if s.scoring == board.Territory {
		black, white := s.forcedTeire()
		count += white - black
	}
	return cgt.Int(int64(count)), false, nil
}

// countStage is one search of a cluster in run: the liberties limit of its
// moves (libLimit), whether values shaped by a repetition cut are stored,
// and its node budget in halves of the count's (3: 1.5 times ClusterNodes).
type countStage struct {
	libLimit     int
	cacheCuts    bool
	budgetHalves int
}

// countStages are the searches run tries in turn:
//
//  1. the full search described at countSearch, storing every value,
//     cycles included (the graph history interaction may then cost
//     accuracy, not termination): exact when it cut no repetition, an
//     estimate otherwise (historyShaped);
//  2. the narrow model (an estimate): the moves are the dame and the
//     liberties of blocks in atari. A teire becomes a move when the
//     opponent's dame fill puts a block in atari, and the capture of dead
//     stones in atari is a move; the dame and teire of a finished game are
//     at temperature 1 at most, and their order is what this model keeps.
//     Its positions have fewer moves each, hence the larger budget.
//
// A first try of the full search without storing the values shaped by a
// repetition cut (at 1x, then 1x storing them) gave one count equal to RE
// fewer on ../shared/data/pro9 and as many on ../shared/data/pro19. A stage
// between 1 and 2 searching the liberties of blocks with at most two
// liberties cost twice the CPU on pro9 for one more count equal to RE
// there and two fewer on pro19 (BENCHMARKS.md). The full search's budget
// went from 2x (10,000 positions) to 1.5x: the same counts on both sets,
// about a fifth less CPU; at 1x one count equal to RE fewer on pro9
// (most of the count's time is full searches that run out of budget).
var countStages = []countStage{
	{relevantLiberties, true, 3},
	{1, true, 8},
}

// maxFullMoves is the most moves at the start of a full search (stage 1 of
// countStages); a cluster with more goes straight to the narrow model. On
// ../shared/data/pro19 and pro9 no full search of a cluster with more than
// 8 moves at the start finished within 10,000 positions (its budget then) (76 tries on
// pro19): trying only spent the budget.
const maxFullMoves = 8

// maxNarrowEmpty is the most moves at the start of a narrow search; a
// cluster with more keeps its static count (an estimate). On
// ../shared/data/pro19 and pro9 no narrow search with more than 7 moves at
// the start finished within its 20,000 positions (it was 18 before: the
// same counts, 40% more CPU on pro19).
const maxNarrowEmpty = 7

// restart clears the search state for a new stage.
func (s *countSearch) restart(cacheCuts bool) {
	s.cacheCuts, s.nodes, s.cuts = cacheCuts, 0, 0
	clear(s.tt) // keeps the table's room for the next stage
	clear(s.seen)
	s.path, s.moveStack, s.optStack = s.path[:0], s.moveStack[:0], s.optStack[:0]
}

// narrowMoves is the number of moves of the current model at the start.
func (s *countSearch) narrowMoves() int {
	s.static()
	return len(s.moves)
}

// staticNow is the static count of the starting position.
func (s *countSearch) staticNow() int { return s.static() }

// emptyPoints returns the number of empty points of the cluster.
func (s *countSearch) emptyPoints() int {
	n := 0
	for _, p := range s.points {
		if s.b.At(p) == board.Empty {
			n++
		}
	}
	return n
}
