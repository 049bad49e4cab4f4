package wholeboard

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// RegionStops is a pruning oracle for a marked region on a whole board:
// it computes only the stops (the results of best play with Black or with
// White first), by alpha-beta minimax restricted to the region with a
// transposition table, instead of enumerating every local position as
// RegionGame does. It uses the same rules and the same count (localCount,
// testdata/problems/README.md "The count") and shares only package board
// with cgtgo, so it can value regions too large for RegionGame, such as a
// second-line monkey jump under an edge territory (11 marked points).
//
// Rules of the search: moves only on the region's empty points, either
// side may pass, two passes in a row end the local game, and the result is
// the local count at the end plus the prisoners taken on the way (Black
// minus White), as RegionGame's stops. Kos: simple ko, and a move that
// repeats a position (with the same side to move) of the current line is
// illegal, so a ko is won by whoever takes it first (no threats): a
// position on a cycle gets this no-threat value, not a komaster value. For
// a local game without cycles the stops are those of RegionGame's
// thermographs (TestRegionStopsAgreeWithRegionGame); Cycles says whether
// the search met a repetition.
type RegionStops struct {
	g     *RegionGame
	tt    map[stopKey]stopBounds
	line  map[stopKey]bool
	nodes int
	cut   bool
}

// stopKey is a position of the search: stones, ko point, side to move and
// passes in a row.
type stopKey struct {
	hash   uint64
	ko     board.Point
	toMove board.Color
	passes int
}

// stopBounds are the known bounds of a position's value (lo == hi: exact).
type stopBounds struct{ lo, hi int }

const stopInf = 1 << 30

// NewRegionStops prepares the stop search of region on b (dead: outside
// stones declared dead, as in NewRegionGame); limit bounds the number of
// positions searched by each call (0: no limit).
func NewRegionStops(ctx context.Context, b *board.Board, region, dead []board.Point, limit int) (*RegionStops, error) {
	g, err := newRegionCounter(ctx, b, region, dead, limit)
	if err != nil {
		return nil, err
	}
	return &RegionStops{g: g, tt: map[stopKey]stopBounds{}, line: map[stopKey]bool{}}, nil
}

// Count is the local count of the start position (see localCount).
func (s *RegionStops) Count() int { return s.g.localCount(s.g.b) }

// Nodes is the number of positions searched so far.
func (s *RegionStops) Nodes() int { return s.nodes }

// Cycles reports whether the search met a move that would repeat a
// position of its line (a ko or a longer cycle).
func (s *RegionStops) Cycles() bool { return s.cut }

// Stop is the result of best play with first to move: the local count at
// the end plus the prisoners taken on the way.
func (s *RegionStops) Stop(first board.Color) (v int, err error) {
	defer catchStopAbort(&err)
	s.nodes = 0
	return s.value(first, 0, -stopInf, stopInf), nil
}

// Line is a principal line of best play with first to move (at most
// maxMoves moves, passes left out), and the result it reaches.
func (s *RegionStops) Line(first board.Color, maxMoves int) (moves []board.Move, final int, err error) {
	defer catchStopAbort(&err)
	b := s.g.b
	played := 0
	defer func() {
		clear(s.line)
		for ; played > 0; played-- {
			_ = b.Undo()
		}
	}()
	c, passes, gain := first, 0, 0
	for len(moves) < maxMoves && passes < 2 {
		s.nodes = 0
		want := s.value(c, passes, -stopInf, stopInf)
		next := -1
		var nextGain int
		for _, p := range s.g.region {
			d, ok := s.play(c, p)
			if !ok {
				continue
			}
			s.line[s.key(c, passes)] = true
			v := d + s.value(c.Opponent(), 0, -stopInf, stopInf)
			delete(s.line, s.key(c, passes))
			_ = b.Undo()
			if v == want {
				next, nextGain = int(p), d
				break
			}
		}
		if next < 0 {
			// Passing is best.
			passes++
			c = c.Opponent()
			continue
		}
		s.line[s.key(c, passes)] = true
		_, _ = s.play(c, board.Point(next))
		played++
		moves = append(moves, board.Move{Color: c, Point: board.Point(next)})
		gain += nextGain
		c, passes = c.Opponent(), 0
	}
	return moves, s.g.localCount(b) + gain, nil
}

// stopAbort carries a search error (limit, cancelled context) out of the
// recursion.
type stopAbort struct{ err error }

func catchStopAbort(err *error) {
	if r := recover(); r != nil {
		a, ok := r.(stopAbort)
		if !ok {
			panic(r)
		}
		*err = a.err
	}
}

func (s *RegionStops) key(c board.Color, passes int) stopKey {
	b := s.g.b
	return stopKey{hash: b.Hash(), ko: b.KoPoint(), toMove: c, passes: passes}
}

// play plays c at p if it is legal and does not repeat a position of the
// line, and returns the prisoners it takes (Black minus White).
func (s *RegionStops) play(c board.Color, p board.Point) (gain int, ok bool) {
	b := s.g.b
	if b.At(p) != board.Empty {
		return 0, false
	}
	before := b.Captures(c)
	if b.Play(c, p) != nil {
		return 0, false
	}
	if s.line[s.key(c.Opponent(), 0)] {
		s.cut = true
		_ = b.Undo()
		return 0, false
	}
	gain = b.Captures(c) - before
	if c == board.White {
		gain = -gain
	}
	return gain, true
}

// value is the result of best play from the current position (count at
// the end plus prisoners from here), Black maximising, within the window
// (alpha, beta) (fail-soft alpha-beta).
func (s *RegionStops) value(c board.Color, passes, alpha, beta int) int {
	b := s.g.b
	if passes == 2 {
		return s.g.localCount(b)
	}
	k := s.key(c, passes)
	if e, ok := s.tt[k]; ok {
		if e.lo == e.hi || e.lo >= beta {
			return e.lo
		}
		if e.hi <= alpha {
			return e.hi
		}
	}
	s.nodes++
	if s.g.limit > 0 && s.nodes > s.g.limit {
		panic(stopAbort{fmt.Errorf("%w (%d)", ErrRegionLimit, s.g.limit)})
	}
	if s.nodes&1023 == 0 && s.g.ctx != nil {
		if err := s.g.ctx.Err(); err != nil {
			panic(stopAbort{err})
		}
	}
	a0, b0 := alpha, beta
	best := -stopInf
	if c == board.White {
		best = stopInf
	}
	// better records v and reports a cut-off.
	better := func(v int) bool {
		if c == board.Black {
			best = max(best, v)
			alpha = max(alpha, best)
		} else {
			best = min(best, v)
			beta = min(beta, best)
		}
		return alpha >= beta
	}
	s.line[k] = true
	cutoff := false
	for _, p := range s.g.region {
		d, ok := s.play(c, p)
		if !ok {
			continue
		}
		v := d + s.value(c.Opponent(), 0, alpha-d, beta-d)
		_ = b.Undo()
		if cutoff = better(v); cutoff {
			break
		}
	}
	if !cutoff {
		better(s.value(c.Opponent(), passes+1, alpha, beta))
	}
	delete(s.line, k)
	e, ok := s.tt[k]
	if !ok {
		e = stopBounds{-stopInf, stopInf}
	}
	switch {
	case best <= a0:
		e.hi = min(e.hi, best)
	case best >= b0:
		e.lo = max(e.lo, best)
	default:
		e.lo, e.hi = best, best
	}
	s.tt[k] = e
	return best
}
