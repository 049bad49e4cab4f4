package estimate

import (
	"context"
	"fmt"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/internal/disjoint"
	"github.com/cgtgo/cgtgo/strategy"
)

// DefaultPlayouts is the number of playouts of Judge when
// Options.Playouts is 0.
const DefaultPlayouts = 256

// DefaultMaxCandidates bounds the candidate points searched when
// Options.MaxCandidates is 0.
const DefaultMaxCandidates = 160

// Options configure Analyze.
type Options struct {
	// Scoring is the counting of the game (territory or area).
	Scoring board.Scoring
	// Playouts is the number of random playouts of the life judgement (0:
	// DefaultPlayouts).
	Playouts int
	// InPlay marks the points where candidate moves are searched, by
	// point index (nil: every point). The engine leaves out the regions it
	// values exactly.
	InPlay []bool
	// MaxCandidates bounds the candidate points (0: DefaultMaxCandidates);
	// the nearest to the frontier are kept.
	MaxCandidates int
	// Life, when set, is the life judgement of the position already made
	// (Judge); otherwise Analyze makes it.
	Life *Life
}

// Estimate is the estimate of a position.
type Estimate struct {
	// Life is the fate of every stone.
	Life *Life
	// Count is Eval's count of the position (Black minus White, komi not
	// included); a block in atari counts half captured.
	Count cgt.Rational
	// Owner is, per point, the colour Eval counts it for: a living stone's
	// own, a dead stone's or an empty point's nearer colour, Empty for a
	// neutral point.
	Owner []board.Color
	// pointCount is each point's share of Count in half points (the
	// prisoners taken so far aside).
	pointCount []int8
	// Areas are the components of the move choice, hottest first: one
	// around each candidate point, holding the options of the candidates
	// next to it (areas overlap), each valued relative to Count.
	Areas []Area
	// Clusters partition the candidates into groups within two points of
	// each other, each valued relative to Count: the estimate's local
	// games, whose means add up.
	Clusters []Area
	// Mean is the estimated score: Count plus the means of the clusters.
	Mean cgt.Rational
	// Replies holds, for each move searched, the opponent's best answer
	// in the two-ply search (board.Pass when it has none).
	Replies map[board.Move]board.Point
	// Candidates is the number of candidate points searched, Evals the
	// number of positions counted.
	Candidates, Evals int
	// Complete is false when ctx ended before every candidate was
	// searched: the areas then hold the candidates searched so far.
	Complete bool
}

// CountOf is the share of Count of the given points (Eval's count of
// them, the prisoners taken so far aside).
func (est *Estimate) CountOf(points []board.Point) cgt.Rational {
	n := 0
	for _, p := range points {
		n += int(est.pointCount[p])
	}
	return cgt.RationalFromFrac(int64(n), 2)
}

// Area is a group of candidate points: one component of the position,
// {Black's options | White's options}.
type Area struct {
	Points    []board.Point
	Component strategy.Component
}

// Analyze estimates b (with the player to move of b): Judge decides the
// fate of the stones the decomposition d leaves open, Eval counts the
// position, and every candidate move is searched two plies deep (see the
// package comment). It returns the context's error only when ctx ends
// before the count; an estimate cut short says so (Complete false).
func Analyze(ctx context.Context, b *board.Board, d *decompose.Decomposition, opt Options) (*Estimate, error) {
	if opt.Playouts == 0 {
		opt.Playouts = DefaultPlayouts
	}
	if opt.MaxCandidates == 0 {
		opt.MaxCandidates = DefaultMaxCandidates
	}
	if d == nil || d.Size != b.Size() {
		return nil, fmt.Errorf("estimate: no decomposition of this board")
	}
	life := opt.Life
	if life == nil {
		life = Judge(ctx, b, d, opt.Playouts)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	pos, err := newPosition(b, opt.Scoring, life.Status)
	if err != nil {
		return nil, err
	}
	pos.judgement(life)
	est := &Estimate{Life: life, Complete: true, Replies: map[board.Move]board.Point{}}
	base := pos.eval()
	est.Count = cgt.RationalFromFrac(int64(base), 2)
	est.Evals = 1
	est.Owner = make([]board.Color, pos.n)
	est.pointCount = make([]int8, pos.n)
	for p := range est.Owner {
		c := b.At(board.Point(p))
		if c != board.Empty && !pos.dead[p] {
			est.Owner[p] = c
			est.pointCount[p] = int8(pos.stoneCount(board.Point(p)))
			continue
		}
		est.Owner[p] = pos.ownerOf(board.Point(p))
		est.pointCount[p] = int8(2 * sign(est.Owner[p]))
		if c != board.Empty && opt.Scoring == board.Territory {
			est.pointCount[p] -= int8(2 * sign(c))
		}
	}
	cands := pos.candidates(opt.InPlay, opt.MaxCandidates)
	// Which colour may sensibly play each candidate, decided on the
	// position itself (before any search moves a stone).
	type sense struct{ black, white bool }
	sensible := make([]sense, len(cands))
	for i, p := range cands {
		sensible[i] = sense{pos.sensible(p, board.Black), pos.sensible(p, board.White)}
	}
	est.Candidates = len(cands)
	var done []searched
	for i, p := range cands {
		if ctx.Err() != nil {
			est.Complete = false
			break
		}
		s := searched{p: p}
		if sensible[i].black {
			if g, r, ok := pos.option(board.Black, p, cands, base, &est.Evals); ok {
				s.left = &g
				est.Replies[board.Move{Color: board.Black, Point: p}] = r
			}
		}
		if sensible[i].white {
			if g, r, ok := pos.option(board.White, p, cands, base, &est.Evals); ok {
				s.right = &g
				est.Replies[board.Move{Color: board.White, Point: p}] = r
			}
		}
		if s.left != nil || s.right != nil {
			done = append(done, s)
		}
	}
	est.Clusters = clusters(pos, done, 2)
	mean := est.Count
	for _, a := range est.Clusters {
		mean = mean.Add(a.Component.Value.Mean())
	}
	est.Mean = mean
	est.Areas = clusters(pos, done, -1)
	sort.SliceStable(est.Areas, func(i, j int) bool {
		return est.Areas[i].Component.Value.Temperature().Cmp(est.Areas[j].Component.Value.Temperature()) > 0
	})
	return est, nil
}

// searched is one candidate point with the options of each colour there
// (nil when the colour has no sensible legal move).
type searched struct {
	p           board.Point
	left, right *cgt.Game
}

// clusters groups the searched candidates into areas. With link > 0, the
// areas are the connected groups of candidates within link points of each
// other (a partition: their means add up). With link < 0, every candidate
// is the centre of an area of the candidates next to it (at most one
// point away, diagonals included), so that areas overlap: the areas of
// the move choice.
func clusters(pos *position, done []searched, link int) []Area {
	var groups [][]int
	if link > 0 {
		parent := disjoint.New(len(done))
		find := parent.Find
		for i := range done {
			for j := i + 1; j < len(done); j++ {
				if pos.chebyshev(done[i].p, done[j].p) <= link {
					parent[find(i)] = find(j)
				}
			}
		}
		index := map[int]int{}
		for i := range done {
			r := find(i)
			k, ok := index[r]
			if !ok {
				k = len(groups)
				index[r] = k
				groups = append(groups, nil)
			}
			groups[k] = append(groups[k], i)
		}
	} else {
		for i := range done {
			var g []int
			for j := range done {
				if pos.chebyshev(done[i].p, done[j].p) <= 1 {
					g = append(g, j)
				}
			}
			groups = append(groups, g)
		}
	}
	areas := make([]Area, 0, len(groups))
	for _, g := range groups {
		var a Area
		var left, right []cgt.Game
		for _, i := range g {
			s := done[i]
			a.Points = append(a.Points, s.p)
			if s.left != nil {
				left = append(left, *s.left)
				a.Component.Moves = append(a.Component.Moves, strategy.Move{Color: board.Black, Point: s.p, Option: *s.left})
			}
			if s.right != nil {
				right = append(right, *s.right)
				a.Component.Moves = append(a.Component.Moves, strategy.Move{Color: board.White, Point: s.p, Option: *s.right})
			}
		}
		a.Component.Value = localValue(left, right, 0)
		areas = append(areas, a)
	}
	return areas
}

// candidates lists the empty points in play near the frontier (at most
// three points from a living stone, the two colours' distances within two
// of each other) and the liberties of blocks with at most two liberties,
// nearest to the frontier first, at most max. The last eval must describe
// the position.
func (pos *position) candidates(inPlay []bool, max int) []board.Point {
	type cand struct {
		p   board.Point
		gap int
	}
	var cs []cand
	seen := make([]bool, pos.n)
	add := func(p board.Point, gap int) {
		if seen[p] || pos.b.At(p) != board.Empty || (inPlay != nil && !inPlay[p]) {
			return
		}
		seen[p] = true
		cs = append(cs, cand{p, gap})
	}
	for p := 0; p < pos.n; p++ {
		if pos.b.At(board.Point(p)) != board.Empty {
			if id := pos.blockOf[p]; id >= 0 && pos.blocks[id].libs <= 2 {
				for _, q := range pos.adj[p] {
					if q != board.NoPoint && pos.b.At(q) == board.Empty {
						add(q, -1)
					}
				}
			}
			continue
		}
		db, dw := int(pos.dist[0][p]), int(pos.dist[1][p])
		if min(db, dw) <= 3 && abs(db-dw) <= 2 {
			add(board.Point(p), abs(db-dw))
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].gap < cs[j].gap })
	if len(cs) > max {
		cs = cs[:max]
	}
	out := make([]board.Point, len(cs))
	for i, c := range cs {
		out[i] = c.p
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
