package valuation

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The estimate of a region the exact search could not value (budget
// exhausted, or a cycle it could not value): a depth-limited search with
// repetitions of the current line forbidden, deepened while the node
// budget lasts; the deepest completed search wins and its leaves are worth
// their static count. It is always labelled an estimate.

// estKey identifies a position searched to a given depth.
type estKey struct {
	key   uint64
	depth int
}

// estimator runs depth-limited searches on the region search's board.
type estimator struct {
	rs   *regionSearch
	tt   map[estKey]cgt.Game
	path map[uint64]bool
	// spent counts the positions searched; limit is what may be spent.
	spent, limit int
	// full is a depth beyond which no line of the region can go on
	// without repeating (every point filled and refilled).
	full int
}

// errRepeat reports internally that a move recreates a position of the
// current line.
var errRepeat = errors.New("repetition")

func newEstimator(rs *regionSearch) *estimator {
	return &estimator{rs: rs, full: 2*rs.lb.n + 2}
}

// bounded deepens until the budget runs out and returns the deepest
// completed value, keeping its table for the move table. It has a quarter
// of the node budget (the exact search had all of it), shared by all the
// depths (each depth costs several times the one before, so the last one
// tried takes most of it).
func (e *estimator) bounded() (cgt.Game, int, error) {
	e.limit = max(e.rs.maxNodes/4, e.rs.nodeCost(part{}))
	best, err := e.fresh(0)
	if err != nil {
		return cgt.Game{}, 0, err
	}
	depth, table := 0, e.tt
	for d := 1; d <= e.full; d++ {
		g, err := e.fresh(d)
		if errors.Is(err, ErrBudget) {
			break
		}
		if err != nil {
			return cgt.Game{}, 0, err
		}
		best, depth, table = g, d, e.tt
	}
	e.tt = table
	e.limit = e.spent + e.rs.maxNodes/8 // the move table's allowance
	return best, depth, nil
}

// fresh runs a search to depth d with an empty table, from what is left of
// the budget.
func (e *estimator) fresh(d int) (cgt.Game, error) {
	e.tt = map[estKey]cgt.Game{}
	e.path = map[uint64]bool{}
	return e.valueAt(d)
}

// valueAt values the current position to the given depth.
func (e *estimator) valueAt(depth int) (cgt.Game, error) {
	rs := e.rs
	h := rs.lb.hash
	if g, ok := e.tt[estKey{h, depth}]; ok {
		return g, nil
	}
	if e.path[h] {
		return cgt.Game{}, errRepeat
	}
	e.spent += rs.nodeCost(part{})
	if e.spent > e.limit {
		return cgt.Game{}, fmt.Errorf("%w (%d positions)", ErrBudget, rs.maxNodes)
	}
	if err := rs.ctx.Err(); err != nil { // every node: a node costs far more than a check
		return cgt.Game{}, err
	}
	a := rs.analyse(part{}, nil)
	count := rs.count(part{}, &a)
	if depth == 0 || len(a.moves) == 0 {
		g := intGame(count)
		e.tt[estKey{h, depth}] = g
		return g, nil
	}
	e.path[h] = true
	defer delete(e.path, h)
	var left, right []cgt.Game
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range a.moves {
			g, ok, err := e.option(c, int(p), depth-1)
			if err != nil {
				return cgt.Game{}, err
			}
			if !ok {
				continue
			}
			if c == board.Black {
				left = append(left, g)
			} else {
				right = append(right, g)
			}
		}
	}
	g, err := goValue(rs.ctx, left, right, count)
	if err != nil {
		return cgt.Game{}, err
	}
	e.tt[estKey{h, depth}] = g
	return g, nil
}

// option plays c at p, values the result to depth and undoes the move,
// adding the prisoners. ok is false for an illegal move or a repetition.
func (e *estimator) option(c board.Color, p, depth int) (cgt.Game, bool, error) {
	rs := e.rs
	rec, ok := rs.lb.play(c, p, rs.scratch)
	if !ok {
		return cgt.Game{}, false, nil
	}
	g, err := e.valueAt(depth)
	rs.lb.pop()
	if errors.Is(err, errRepeat) {
		return cgt.Game{}, false, nil
	}
	if err != nil {
		return cgt.Game{}, false, err
	}
	if rs.opt.Scoring == Territory && rec.captured > 0 {
		gain := sign(c) * rec.captured
		if rec.suicide {
			gain = -gain
		}
		g = g.Add(intGame(gain))
	}
	return g, true, nil
}

// moveTable values every local move from the root (whose estimated value
// is g) to the given depth; incentives are numbers where the games are too
// large (see incentive).
func (e *estimator) moveTable(g cgt.Game, depth int) ([]MoveValue, error) {
	rs := e.rs
	a := rs.analyse(part{}, nil)
	mean := g.Mean()
	var table []MoveValue
	incentives := incentiveTable{ctx: rs.ctx}
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range a.moves {
			opt, ok, err := e.option(c, int(p), depth)
			if errors.Is(err, ErrBudget) {
				// Rare: an option outside the table; its static count
				// after the move is the fallback estimate.
				e.limit = e.spent + rs.nodeCost(part{})
				opt, ok, err = e.option(c, int(p), 0)
			}
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			mv := MoveValue{Color: c, Point: rs.lb.pts[p], Option: opt, OptionKoWhite: opt}
			if c == board.Black {
				mv.Gain = opt.Mean().Sub(mean)
			} else {
				mv.Gain = mean.Sub(opt.Mean())
			}
			mv.Incentive, mv.IncentiveExact = incentives.of(c, opt, g, mv.Gain, false)
			if err := rs.ctx.Err(); err != nil {
				return nil, err
			}
			table = append(table, mv)
		}
	}
	markBest(table)
	return table, nil
}
