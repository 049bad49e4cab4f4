package valuation

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// searcher computes local game values of one region by depth-first search
// with a transposition table keyed by the Zobrist hash of the position (the
// stones outside the region never change during the search).
type searcher struct {
	ctx      context.Context
	b        *board.Board
	points   []board.Point
	inRegion []bool
	opt      Options
	maxNodes int

	tt     map[ttKey]cgt.Game
	onPath map[uint64]bool
	nodes  int
	state  regionState
	// forbidRepeats makes moves that recreate a position of the current
	// line illegal (estimates for kos) instead of reporting ErrKo.
	forbidRepeats bool
}

// newSearcher prepares a search of the region points on a private copy of b.
// Points outside the region are settled: their stones are safe and their
// empty points are never played (see RegionGame).
func newSearcher(ctx context.Context, b *board.Board, points []board.Point, opt Options) (*searcher, error) {
	if len(points) == 0 {
		return nil, fmt.Errorf("empty region")
	}
	cp := b.Copy()
	cp.SetRules(board.Rules{Ko: board.KoSimple, Suicide: b.Rules().Suicide})
	s := &searcher{
		ctx:      ctx,
		b:        cp,
		points:   append([]board.Point(nil), points...),
		inRegion: make([]bool, cp.NumPoints()),
		opt:      opt,
		maxNodes: opt.MaxNodes,
		tt:       map[ttKey]cgt.Game{},
		onPath:   map[uint64]bool{},
	}
	if s.maxNodes <= 0 {
		s.maxNodes = DefaultMaxNodes
	}
	for _, p := range points {
		if p < 0 || int(p) >= cp.NumPoints() {
			return nil, fmt.Errorf("region point %d is off the board", p)
		}
		if s.inRegion[p] {
			return nil, fmt.Errorf("region point %s listed twice", p.Vertex(cp.Size()))
		}
		s.inRegion[p] = true
	}
	s.state = regionState{s: s, safeMark: make([]uint32, cp.NumPoints()), areaMark: make([]uint32, cp.NumPoints()),
		settled: make([]uint32, cp.NumPoints())}
	return s, nil
}

// ttKey identifies a searched position: its stones and, for depth-limited
// estimates, the depth left (-1 for the exact search).
type ttKey struct {
	hash  uint64
	depth int
}

// errRepeat reports internally that a move recreates a position on the
// current line while repetitions are forbidden.
var errRepeat = errors.New("repetition")

// reset forgets everything searched, keeping the settings.
func (s *searcher) reset() {
	s.tt = map[ttKey]cgt.Game{}
	s.onPath = map[uint64]bool{}
	s.nodes = 0
}

// value returns the exact Go value of the current position of the region
// (see the package comment), without the prisoners taken before it.
func (s *searcher) value() (cgt.Game, error) { return s.valueAt(-1) }

// valueAt returns the value of the current position searched to the given
// depth (-1: to the end); at depth 0 a position is worth its static count.
// With forbidRepeats set, a move that recreates a position of the current
// line is treated as illegal instead of reporting ErrKo.
func (s *searcher) valueAt(depth int) (cgt.Game, error) {
	h := s.b.Hash()
	key := ttKey{h, depth}
	if g, ok := s.tt[key]; ok {
		return g, nil
	}
	if s.onPath[h] {
		if s.forbidRepeats {
			return cgt.Game{}, errRepeat
		}
		return cgt.Game{}, ErrKo
	}
	s.nodes++
	if s.nodes > s.maxNodes {
		return cgt.Game{}, fmt.Errorf("%w (%d positions)", ErrBudget, s.maxNodes)
	}
	if err := s.ctx.Err(); err != nil { // every node: a node costs far more than a check
		return cgt.Game{}, err
	}
	count, moves := s.state.analyse()
	if depth == 0 {
		g := cgt.Int(int64(count))
		s.tt[key] = g
		return g, nil
	}
	moves = append([]board.Point(nil), moves...)
	s.onPath[h] = true
	defer delete(s.onPath, h)

	next := depth - 1
	if depth < 0 {
		next = -1
	}
	var left, right []cgt.Game
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range moves {
			opt, ok, err := s.optionAt(c, p, next)
			if err != nil {
				return cgt.Game{}, err
			}
			if !ok {
				continue
			}
			if c == board.Black {
				left = append(left, opt)
			} else {
				right = append(right, opt)
			}
		}
	}
	g, err := goValue(s.ctx, left, right, count)
	if err != nil {
		return cgt.Game{}, err
	}
	s.tt[key] = g
	return g, nil
}

// option plays c at p, values the result exactly and undoes the move. ok is
// false when the move is illegal (suicide).
func (s *searcher) option(c board.Color, p board.Point) (cgt.Game, bool, error) {
	return s.optionAt(c, p, -1)
}

// optionAt plays c at p, values the result to the given depth and undoes
// the move (see afterMove).
func (s *searcher) optionAt(c board.Color, p board.Point, depth int) (cgt.Game, bool, error) {
	return s.afterMove(c, p, func() (cgt.Game, error) { return s.valueAt(depth) })
}

// afterMove plays c at p, values the result with value, undoes the move and
// adds the prisoners taken under territory scoring. ok is false when the move
// is illegal, or repeats the line while repetitions are forbidden.
func (s *searcher) afterMove(c board.Color, p board.Point, value func() (cgt.Game, error)) (g cgt.Game, ok bool, err error) {
	s.b.ClearKoBan()
	s.b.SetToMove(c)
	before := s.b.Captures(c)
	if err := s.b.Play(c, p); err != nil {
		return cgt.Game{}, false, nil
	}
	taken := s.b.Captures(c) - before
	child, err := value()
	if uerr := s.b.Undo(); uerr != nil && err == nil {
		err = uerr
	}
	if errors.Is(err, errRepeat) {
		return cgt.Game{}, false, nil
	}
	if err != nil {
		return cgt.Game{}, false, err
	}
	if s.opt.Scoring == Territory && taken != 0 {
		child = child.Add(cgt.Int(int64(sign(c) * taken)))
	}
	return child, true, nil
}

// boundedValue estimates the value of the current position by iterative
// deepening, with repetitions forbidden, until the node budget runs out;
// the deepest completed search wins (depth 0 is the static count). It
// returns that depth and leaves its transposition table in place, so that
// the options of the position are cheap to value at depth-1.
func (s *searcher) boundedValue() (cgt.Game, int, error) {
	s.forbidRepeats = true
	best, err := s.freshValueAt(0)
	if err != nil {
		return cgt.Game{}, 0, err
	}
	depth, table := 0, s.tt
	for d := 1; d <= 2*len(s.points)+2; d++ {
		g, err := s.freshValueAt(d)
		if errors.Is(err, ErrBudget) {
			break
		}
		if err != nil {
			return cgt.Game{}, 0, err
		}
		best, depth, table = g, d, s.tt
	}
	s.tt, s.nodes = table, 0
	return best, depth, nil
}

// freshValueAt runs valueAt(depth) with an empty table and a full budget.
func (s *searcher) freshValueAt(depth int) (cgt.Game, error) {
	s.reset()
	return s.valueAt(depth)
}

// goValue is the Go value of a position with options left and right and
// static count: the canonical game {left | right}, except that a position
// nobody gains by playing is worth its count, held between what each side
// can force by moving there (see the package comment). It stops with ctx's
// error within one step of the canonical form (cgt.NewGameContext).
func goValue(ctx context.Context, left, right []cgt.Game, count int) (cgt.Game, error) {
	s := cgt.Int(int64(count))
	if len(left) == 0 && len(right) == 0 {
		return s, nil
	}
	g, err := cgt.NewGameContext(ctx, left, right)
	if err != nil || !g.IsNumber() {
		return g, err
	}
	v := cgt.RationalFromInt(int64(count))
	for _, l := range left {
		if lo := l.RightStop(); lo.Cmp(v) > 0 {
			v = lo
		}
	}
	for _, r := range right {
		if hi := r.LeftStop(); hi.Cmp(v) < 0 {
			v = hi
		}
	}
	return cgt.MustNumber(v), nil
}
