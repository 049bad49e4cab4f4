package engine

import (
	"context"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// simplePlayer is the engine's fallback where the board does not decompose
// (regions too big to search, as in the opening and middle game) or the
// analysis fails or runs out of time: it is not an endgame analysis. It
// plays only legal moves, never fills its own true eye, never plays a move
// that leaves its own block with a single liberty unless it captures, and
// prefers captures (most stones first), then saving its blocks in atari or
// short of liberties (decompose.ShortOfLiberties), then moves outside
// settled territory, ranked by the count of the position as it stands
// after the move. Settled territory is what a position analysis found
// (settled) when there is one; without it, the empty regions of one colour
// covering at most a quarter of the board. Under territory scoring it
// leaves alone the regions that are dame only (every point touching both
// colours), which gain nothing. It passes when no such move exists, and it
// never resigns.
type simplePlayer struct {
	board   *board.Board
	komi    cgt.Rational
	scoring board.Scoring
	// settled, when not nil, marks by point index the regions a position
	// analysis found to be settled territory of either colour
	// (decompose.Territory, proven or assumed): a move there fills one's
	// own territory or throws a dead stone into the opponent's, so the
	// player leaves these points alone unless the move captures or saves a
	// block. Nil means not known.
	settled []bool
}

// simpleFor returns the simple player of g (a copy of its board).
func simpleFor(g api.Game, settled []bool) simplePlayer {
	return simplePlayer{board: g.Board.Copy(), komi: g.Komi, scoring: g.Settings.Scoring, settled: settled}
}

// move returns the best-ranked candidate (see simplePlayer) or board.Pass.
func (sp simplePlayer) move(ctx context.Context, c board.Color) board.Point {
	cands := sp.rank(ctx, c)
	if len(cands) == 0 {
		return board.Pass
	}
	return cands[0].p
}

// candidates reports what is honestly known without an endgame analysis:
// the simple player's best candidates (at most max), each with the count of
// the position as it stands after the move as its scoreLead, a winrate of
// 0.5 meaning "unknown" (no estimate of the chance of winning; Sabaki needs
// winrates that are not all 0), a principal variation of the move alone,
// and visits that only encode the rank (10 for the last candidate, 10 more
// for each rank above, so that Sabaki labels them all).
func (sp simplePlayer) candidates(ctx context.Context, c board.Color, max int) []api.Candidate {
	ranked := sp.rank(ctx, c)
	if len(ranked) > max {
		ranked = ranked[:max]
	}
	out := make([]api.Candidate, 0, len(ranked))
	for i, m := range ranked {
		lead := cgt.RationalFromFrac(int64(m.margin), 2)
		if c == board.Black {
			lead = lead.Sub(sp.komi)
		} else {
			lead = lead.Add(sp.komi)
		}
		out = append(out, api.Candidate{Move: m.p, Visits: 10 * (len(ranked) - i), Winrate: 0.5, ScoreLead: lead, PV: []board.Point{m.p}})
	}
	return out
}

// rankedMove is a candidate of the simple player with its ranking key.
type rankedMove struct {
	p        board.Point
	captures int // stones captured
	saves    int // own stones in atari or short of liberties made safe from the simple attack
	margin   int // count after the move, komi left out, from the mover's side, in half points
	pressure int // opponent stones adjacent to the move
	libs     int // liberties of the block of the move
}

// better orders candidates: captures, saves, count, pressure, liberties,
// then point index (for determinism).
func (a rankedMove) better(b rankedMove) bool {
	if a.captures != b.captures {
		return a.captures > b.captures
	}
	if a.saves != b.saves {
		return a.saves > b.saves
	}
	if a.margin != b.margin {
		return a.margin > b.margin
	}
	if a.pressure != b.pressure {
		return a.pressure > b.pressure
	}
	if a.libs != b.libs {
		return a.libs > b.libs
	}
	return a.p < b.p
}

// rank lists the simple player's candidates for c, best first. It stops
// early (returning what it has ranked) when ctx ends, but not before it
// has found one candidate when there is one: cut short, it still never
// turns into a pass while a move remains.
func (sp simplePlayer) rank(ctx context.Context, c board.Color) []rankedMove {
	b := sp.board
	if c != board.Black && c != board.White {
		return nil
	}
	opp := c.Opponent()
	regions := board.EmptyRegionsOf(b)
	// Own blocks in atari before the move, and own blocks of two liberties
	// that die to a simple attack (a stone on one liberty, no escape at
	// the other), each by one of its stones with its size.
	inAtari, short := map[board.Point]int{}, map[board.Point]int{}
	seen := make([]bool, b.NumPoints())
	for p := 0; p < b.NumPoints(); p++ {
		pt := board.Point(p)
		if b.At(pt) != c || seen[p] {
			continue
		}
		stones, libs := b.Chain(pt)
		for _, s := range stones {
			seen[s] = true
		}
		switch {
		case len(libs) == 1:
			inAtari[pt] = len(stones)
		case decompose.ShortOfLiberties(b, pt):
			short[pt] = len(stones)
		}
	}
	var out []rankedMove
	for p := 0; p < b.NumPoints(); p++ {
		if len(out) > 0 && ctx.Err() != nil {
			break
		}
		pt := board.Point(p)
		if b.At(pt) != board.Empty || isTrueEye(b, pt, c) {
			continue
		}
		before := b.Captures(c)
		if err := b.Play(c, pt); err != nil {
			continue
		}
		m := rankedMove{p: pt, captures: b.Captures(c) - before}
		_, libs := b.Chain(pt)
		m.libs = len(libs)
		for q, size := range inAtari {
			if b.At(q) == c && b.Liberties(q) >= 2 {
				m.saves += size
			}
		}
		for q, size := range short {
			if b.At(q) == c && b.Liberties(q) >= 2 && !decompose.ShortOfLiberties(b, q) {
				m.saves += size
			}
		}
		if len(libs) >= 2 || m.captures > 0 {
			if r, err := board.Score(b, nil, sp.scoring, 0); err == nil {
				m.margin = 2 * (r.Black.Total - r.White.Total)
			}
			if c == board.White {
				m.margin = -m.margin
			}
		}
		_ = b.Undo()
		if len(libs) < 2 && m.captures == 0 {
			continue // self-atari or worse
		}
		if m.captures == 0 && m.saves == 0 {
			if sp.settled != nil {
				if p < len(sp.settled) && sp.settled[p] {
					continue // settled territory by the position analysis
				}
			} else if regions.Owner[p] != board.Empty && 4*regions.Size[p] <= b.NumPoints() {
				continue // inside a small region already settled as one colour's
			}
			if regions.Dame[p] && sp.scoring == board.Territory {
				continue // a dame: filling it gains nothing under territory scoring
			}
		}
		for _, q := range b.Neighbours(pt) {
			if b.At(q) == opp {
				m.pressure++
			}
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].better(out[j]) })
	return out
}

// isTrueEye reports whether p is an empty point all of whose neighbours
// are stones of c and whose diagonals do not make it false: in the centre
// at most one diagonal may be the opponent's, on the edge or in the
// corner none.
func isTrueEye(b *board.Board, p board.Point, c board.Color) bool {
	for _, q := range b.Neighbours(p) {
		if b.At(q) != c {
			return false
		}
	}
	size := b.Size()
	x, y := p.XY(size)
	bad, onBoard := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		if !board.InBounds(x+d[0], y+d[1], size) {
			continue
		}
		onBoard++
		if b.At(board.PointAt(x+d[0], y+d[1], size)) == c.Opponent() {
			bad++
		}
	}
	if onBoard < 4 {
		return bad == 0
	}
	return bad <= 1
}
