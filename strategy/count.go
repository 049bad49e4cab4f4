package strategy

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
)

// DefaultClusterNodes is the node budget of one cluster search of the count
// when CountOptions.ClusterNodes is 0.
const DefaultClusterNodes = 5000

// maxClusterEmpty is the most empty points of a cluster the count searches;
// a larger cluster keeps its static count (an estimate).
const maxClusterEmpty = 14

// CountOptions set the rules of a count.
type CountOptions struct {
	Scoring board.Scoring
	// Komi is White's komi, exact.
	Komi cgt.Rational
	// Life tunes the life-and-death judgement (user marks in Dead and Safe,
	// budgets); see decompose.Judge.
	Life decompose.Options
	// ClusterNodes bounds each cluster search (0: DefaultClusterNodes).
	ClusterNodes int
}

// CountSide is one side's settled share of a count: what no move changes.
type CountSide struct {
	// Territory is the settled empty points (dead stones' points included)
	// that count for the side.
	Territory int
	// Prisoners are the opponent's stones taken during the game plus the
	// settled dead stones removed (counted under territory scoring).
	Prisoners int
	// Stones are the side's living stones outside the clusters (counted
	// under area scoring).
	Stones int
}

// CountCluster is one part of the board still to be played at the count:
// its points and its value as a game (Black minus White), the dame, teire
// and last kos that remain.
type CountCluster struct {
	Points []board.Point
	Value  cgt.Game
	// Exact is false when the full search ran out of budget: Value is then
	// the narrow model's (see countStages) or the static count of the
	// cluster as it stands (less the teire its dame fills force, under
	// territory scoring), an estimate.
	Exact bool
	// Nodes is the number of positions searched.
	Nodes int
}

// Count is the count of a finished or nearly finished game (CountPosition).
type Count struct {
	Scoring board.Scoring
	Komi    cgt.Rational
	// Life holds the verdict on every block, with its reason.
	Life         *decompose.Life
	Black, White CountSide
	// SekiPoints are the empty points next to blocks in seki that count for
	// nobody under the rules (all of them under territory scoring, the
	// shared liberties under area scoring).
	SekiPoints int
	Clusters   []CountCluster
	// Settled is the score of the settled part, Black minus White, before
	// komi.
	Settled cgt.Rational
	// BlackFirst and WhiteFirst are the results (Black minus White, komi
	// included) with optimal play of what remains, Black or White moving
	// first: the Left and Right stops of the sum of the clusters plus the
	// settled score.
	BlackFirst, WhiteFirst cgt.Rational
	// ToMove is the player to move and Margin the result with that player
	// moving first: the count.
	ToMove board.Color
	Margin cgt.Rational
	// Exact says every cluster was searched to the end and no teire was
	// read outside them (forcedCaptures). It says nothing of the verdicts:
	// see Life for their reasons.
	Exact bool
	// Notes says what is estimated, one line each.
	Notes []string
}

// Dead returns the stones judged dead, sorted.
func (c *Count) Dead() []board.Point { return c.Life.Stones(decompose.StatusDead) }

// CountPosition counts b as a finished or nearly finished game: it judges
// the life and death of every block (decompose.Judge), removes the dead
// blocks as prisoners, lets the points next to blocks in seki count as the
// rules say (territory scoring: nobody; area scoring: the eyes for their
// owner), and values what remains to be played (the dame, the moves a
// player must add inside his own territory once they are filled, the last
// kos) as a sum of local games searched exhaustively (see countMap and
// countSearch), whose stop with the player to move is the count. The
// settled points where a player must take dead stones before the dame are
// filled (forcedCaptures) count for nobody under territory scoring; under
// area scoring the move they cost is not counted, and either way the count
// is then an estimate.
//
// A board without stones counts 0 - komi. A position with a block without
// liberties (setup stones placed where no move could put them, a board
// full of stones) has no count: the error names the block. Other errors
// come from bad marks in opt.Life and from ctx.
func CountPosition(ctx context.Context, b *board.Board, opt CountOptions) (*Count, error) {
	if b == nil {
		return nil, errors.New("count: nil board")
	}
	for p := 0; p < b.NumPoints(); p++ {
		if pt := board.Point(p); b.At(pt) != board.Empty && b.Liberties(pt) == 0 {
			return nil, fmt.Errorf("count: illegal position: the %s block at %s has no liberties",
				b.At(pt).Name(), pt.Vertex(b.Size()))
		}
	}
	life, err := decompose.Judge(ctx, b, opt.Life)
	if err != nil {
		return nil, fmt.Errorf("count: %w", err)
	}
	return countWithLife(ctx, b, life, opt)
}

// countWithLife is CountPosition with the verdicts given.
func countWithLife(ctx context.Context, b *board.Board, life *decompose.Life, opt CountOptions) (*Count, error) {
	nodes := opt.ClusterNodes
	if nodes <= 0 {
		nodes = DefaultClusterNodes
	}
	m := newCountMap(b, life)
	res := &Count{Scoring: opt.Scoring, Komi: opt.Komi, Life: life, ToMove: b.ToMove(), Exact: true}
	res.Black.Prisoners = b.Captures(board.Black)
	res.White.Prisoners = b.Captures(board.White)
	side := func(c board.Color) *CountSide {
		if c == board.Black {
			return &res.Black
		}
		return &res.White
	}
	for _, bl := range life.Blocks {
		if bl.Status == decompose.StatusDead && !m.active[bl.Stones[0]] {
			side(bl.Color.Opponent()).Prisoners += len(bl.Stones)
		}
	}
	// The teire are read, not searched: the count is an estimate. Under
	// territory scoring each costs its player the point; under area scoring
	// it costs him a move while the dame are filled, which the clusters'
	// searches do not see.
	teire := m.forcedCaptures()
	for _, p := range teire {
		res.Exact = false
		cost := "the point counts for nobody"
		if opt.Scoring == board.Area {
			cost = "the move it costs while the dame are filled is not counted"
		}
		res.Notes = append(res.Notes, fmt.Sprintf("teire at %s (read, not searched): %s must take the dead stones there before the dame are filled; %s",
			p.Vertex(b.Size()), m.own[p].Name(), cost))
	}
	if opt.Scoring == board.Area {
		teire = nil // the points count for their owner
	}
	for p := 0; p < m.n; p++ {
		if m.active[p] {
			continue
		}
		if c := m.cells[p]; c != board.Empty {
			side(c).Stones++
			continue
		}
		r := &m.regions[m.region[p]]
		switch {
		case r.seki && (opt.Scoring == board.Territory || r.dame()):
			res.SekiPoints++
		case containsPoint(teire, board.Point(p)):
			// a teire point: filled by its owner, it counts for nobody
		case r.seki || !r.dame():
			side(r.owner()).Territory++
		}
	}
	settled := res.Black.Territory - res.White.Territory
	if opt.Scoring == board.Area {
		settled += res.Black.Stones - res.White.Stones
	} else {
		settled += res.Black.Prisoners - res.White.Prisoners
	}
	res.Settled = cgt.RationalFromInt(int64(settled))
	deadOrig := make([]bool, m.n)
	for _, bl := range life.Blocks {
		if bl.Status == decompose.StatusDead && m.active[bl.Stones[0]] {
			for _, p := range bl.Stones {
				deadOrig[p] = true
			}
		}
	}
	var games []cgt.Game
	for _, u := range m.units() {
		if u.parts != nil {
			joined, err := valueCluster(ctx, m, u.points, deadOrig, opt, nodes)
			if err != nil {
				return nil, err
			}
			if joined.searched {
				res.addCluster(b, joined)
				games = append(games, joined.value)
				if opt.Scoring == board.Area {
					// The settled part counts the coupling stones as
					// they stand; the search counted them too.
					stones := 0
					for _, p := range u.stones {
						stones += sign(b.At(p))
					}
					games = append(games, cgt.Int(int64(-stones)))
				}
				continue
			}
			// The joined game is too large to search: its parts one by
			// one, the coupling stones (in the settled part) as they stand.
			res.Exact = false
			res.Notes = append(res.Notes, fmt.Sprintf("clusters at %s (%d points) joined by blocks short of liberties: too large a search, valued apart (an estimate)",
				u.points[0].Vertex(b.Size()), len(u.points)))
			for _, pts := range u.parts {
				c, err := valueCluster(ctx, m, pts, deadOrig, opt, nodes)
				if err != nil {
					return nil, err
				}
				res.addCluster(b, c)
				games = append(games, c.value)
			}
			continue
		}
		c, err := valueCluster(ctx, m, u.points, deadOrig, opt, nodes)
		if err != nil {
			return nil, err
		}
		res.addCluster(b, c)
		games = append(games, c.value)
	}
	left, right, err := sumStops(ctx, res.Settled, games)
	switch {
	case errors.Is(err, cgt.ErrCeiling):
		res.Exact = false
		res.Notes = append(res.Notes, "the sum of what remains is too large a game: its mean instead of its stops")
	case err != nil:
		return nil, fmt.Errorf("count: %w", err)
	}
	res.BlackFirst = left.Sub(opt.Komi)
	res.WhiteFirst = right.Sub(opt.Komi)
	res.Margin = res.BlackFirst
	if res.ToMove == board.White {
		res.Margin = res.WhiteFirst
	}
	return res, nil
}

// clusterValue is the valuation of one cluster (valueCluster).
type clusterValue struct {
	points []board.Point
	value  cgt.Game
	exact  bool
	// searched says a full search finished (exact, or shaped by a
	// repetition), not a narrower model or the static count.
	searched bool
	nodes    int
	notes    []string
}

// valueCluster searches the cluster pts (countSearch) and says how the
// value was found.
func valueCluster(ctx context.Context, m *countMap, pts []board.Point, deadOrig []bool, opt CountOptions, nodes int) (clusterValue, error) {
	b := m.b
	s := newCountSearch(ctx, m.vb, pts, m.own, deadOrig, opt.Scoring, nodes)
	g, exact, err := s.run()
	if err != nil {
		return clusterValue{}, err
	}
	if err := ctx.Err(); err != nil {
		return clusterValue{}, fmt.Errorf("count: %w", err)
	}
	c := clusterValue{points: pts, nodes: s.total, searched: !s.narrowed && (exact || s.historyShaped)}
	switch {
	case s.narrowed:
		c.notes = append(c.notes, fmt.Sprintf("cluster at %s (%d points): too large a search; the dame and the liberties of blocks in atari searched (%d positions): %s",
			pts[0].Vertex(b.Size()), len(pts), s.total, g))
	case s.historyShaped:
		c.notes = append(c.notes, fmt.Sprintf("cluster at %s (%d points): searched (%d positions) with values stored across a repetition, an estimate: %s",
			pts[0].Vertex(b.Size()), len(pts), s.total, g))
	case !exact:
		c.notes = append(c.notes, fmt.Sprintf("cluster at %s (%d points): search over %d positions, static count %s",
			pts[0].Vertex(b.Size()), len(pts), nodes, g))
	}
	if s.repeated {
		c.notes = append(c.notes, fmt.Sprintf("cluster at %s: some lines of the search repeat a position (a ko, or a longer cycle), each won by whoever takes it first", pts[0].Vertex(b.Size())))
	}
	if g.Birthday() > maxClusterBirthday {
		sw := switchOf(g)
		c.notes = append(c.notes, fmt.Sprintf("cluster at %s: %s kept as the switch %s (its stops)",
			pts[0].Vertex(b.Size()), g, sw))
		g, exact = sw, false
	}
	c.value, c.exact = g, exact
	return c, nil
}

// addCluster records a cluster's valuation in the count.
func (res *Count) addCluster(b *board.Board, c clusterValue) {
	if !c.exact {
		res.Exact = false
	}
	res.Notes = append(res.Notes, c.notes...)
	res.Clusters = append(res.Clusters, CountCluster{Points: c.points, Value: c.value, Exact: c.exact, Nodes: c.nodes})
}

// maxClusterBirthday is the largest birthday of a cluster's game the count
// adds canonically; a larger game is replaced by the switch of its stops
// (switchOf), an estimate: canonical sums of such games can take minutes.
const maxClusterBirthday = 10

// switchOf returns {LeftStop | RightStop} of g (a number when they are
// equal).
func switchOf(g cgt.Game) cgt.Game {
	l, r := cgt.MustNumber(g.LeftStop()), cgt.MustNumber(g.RightStop())
	if l == r {
		return l
	}
	return cgt.NewGame([]cgt.Game{l}, []cgt.Game{r})
}

// sumGames is the most sums the canonical sum of the clusters may build
// (cgt.WithSumBudget, a budget of this computation alone) before the count
// falls back to means.
const sumGames = 200000

// sumStops returns the Left and Right stops of settled plus the games. When
// the canonical sum would build more than sumGames sums it returns the
// mean of the sum as both stops, with an error wrapping cgt.ErrCeiling.
func sumStops(ctx context.Context, settled cgt.Rational, games []cgt.Game) (left, right cgt.Rational, err error) {
	bctx := cgt.WithSumBudget(ctx, sumGames)
	sum := cgt.MustNumber(settled)
	for _, g := range games {
		if sum, err = cgt.AddContext(bctx, sum, g); err != nil {
			break
		}
	}
	if err == nil {
		return sum.LeftStop(), sum.RightStop(), nil
	}
	if !errors.Is(err, cgt.ErrCeiling) {
		return cgt.Rational{}, cgt.Rational{}, err
	}
	mean := settled
	for _, g := range games {
		mean = mean.Add(g.Mean())
	}
	return mean, mean, err
}

// sortedPoints sorts pts in place and returns it.
func sortedPoints(pts []board.Point) []board.Point {
	sort.Slice(pts, func(i, j int) bool { return pts[i] < pts[j] })
	return pts
}
