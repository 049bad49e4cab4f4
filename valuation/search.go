package valuation

import (
	"context"
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

	tt     map[uint64]cgt.Game
	onPath map[uint64]bool
	nodes  int
	state  regionState
}

// newSearcher prepares a search of the region points on a private copy of b.
// Every neighbour of the region outside it must hold a stone (a safe stone).
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
		tt:       map[uint64]cgt.Game{},
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
	for _, p := range points {
		for _, n := range cp.Neighbours(p) {
			if !s.inRegion[n] && cp.At(n) == board.Empty {
				return nil, fmt.Errorf("region is open at %s: every neighbour outside a region must be a safe stone", n.Vertex(cp.Size()))
			}
		}
	}
	s.state = regionState{s: s, safeMark: make([]uint32, cp.NumPoints()), areaMark: make([]uint32, cp.NumPoints()),
		settled: make([]uint32, cp.NumPoints())}
	return s, nil
}

// value returns the Go value of the current position of the region (see the
// package comment), without the prisoners taken before it.
func (s *searcher) value() (cgt.Game, error) {
	h := s.b.Hash()
	if g, ok := s.tt[h]; ok {
		return g, nil
	}
	if s.onPath[h] {
		return cgt.Game{}, ErrKo
	}
	s.nodes++
	if s.nodes > s.maxNodes {
		return cgt.Game{}, fmt.Errorf("%w (%d positions)", ErrBudget, s.maxNodes)
	}
	if s.nodes&1023 == 0 {
		if err := s.ctx.Err(); err != nil {
			return cgt.Game{}, err
		}
	}
	count, moves := s.state.analyse()
	moves = append([]board.Point(nil), moves...)
	s.onPath[h] = true
	defer delete(s.onPath, h)

	var left, right []cgt.Game
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range moves {
			opt, ok, err := s.option(c, p)
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
	g := goValue(left, right, count)
	s.tt[h] = g
	return g, nil
}

// option plays c at p, values the result and undoes the move. ok is false
// when the move is illegal (suicide).
func (s *searcher) option(c board.Color, p board.Point) (g cgt.Game, ok bool, err error) {
	s.b.ClearKoBan()
	s.b.SetToMove(c)
	before := s.b.Captures(c)
	if err := s.b.Play(c, p); err != nil {
		return cgt.Game{}, false, nil
	}
	taken := s.b.Captures(c) - before
	child, err := s.value()
	if uerr := s.b.Undo(); uerr != nil && err == nil {
		err = uerr
	}
	if err != nil {
		return cgt.Game{}, false, err
	}
	if s.opt.Scoring == Territory && taken != 0 {
		child = child.Add(cgt.Int(int64(sign(c) * taken)))
	}
	return child, true, nil
}

// goValue is the Go value of a position with options left and right and
// static count: the canonical game {left | right}, except that a position
// nobody gains by playing is worth its count, held between what each side
// can force by moving there (see the package comment).
func goValue(left, right []cgt.Game, count int) cgt.Game {
	s := cgt.Int(int64(count))
	if len(left) == 0 && len(right) == 0 {
		return s
	}
	g := cgt.NewGame(left, right)
	if !g.IsNumber() {
		return g
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
	return cgt.MustNumber(v)
}
