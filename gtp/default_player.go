package gtp

import (
	"context"
	"sort"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
)

// DefaultPlayer is the placeholder strategy used until the strategy
// package is plugged in, and the fallback of CGTPlayer where the board does
// not decompose: it is not an endgame analysis. It plays only legal moves,
// never fills its own true eye, never plays a move that leaves its own
// block with a single liberty unless it captures, and prefers captures
// (most stones first), then saving its blocks in atari or short of
// liberties (decompose.ShortOfLiberties), then moves outside settled
// territory, ranked by the count of the position as it stands after the
// move. Settled territory is what a position analysis found
// (Position.Settled) when there is one; without it, the empty regions of
// one colour covering at most a quarter of the board. Under territory
// scoring it leaves alone the regions that are dame only (every point
// touching both colours), which gain nothing. It passes when no such move
// exists, and it never resigns.
type DefaultPlayer struct{}

// GenMove returns the best-ranked candidate (see DefaultPlayer) or
// board.Pass.
func (DefaultPlayer) GenMove(ctx context.Context, pos Position, c board.Color, _ Budget) (board.Point, error) {
	cands := rankMoves(ctx, pos, c)
	if len(cands) == 0 {
		return board.Pass, nil
	}
	return cands[0].p, nil
}

// rankedMove is a candidate of the default player with its ranking key.
type rankedMove struct {
	p        board.Point
	captures int // stones captured
	saves    int // own stones in atari or short of liberties made safe from the simple attack
	margin   int // count after the move, from the mover's side, in half points
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

// rankMoves lists the default player's candidates for c, best first. It
// stops early (returning what it has ranked) when ctx is done.
func rankMoves(ctx context.Context, pos Position, c board.Color) []rankedMove {
	b := pos.Board
	if c != board.Black && c != board.White {
		return nil
	}
	opp := c.Opponent()
	regions := emptyRegions(b)
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
		if ctx.Err() != nil {
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
			_, margin := CountAsItStands(b, pos.Scoring, pos.Komi)
			half := margin.Add(margin)
			if v, ok := half.Int64(); ok {
				m.margin = int(v)
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
			if pos.Settled != nil {
				if p < len(pos.Settled) && pos.Settled[p] {
					continue // settled territory by the position analysis
				}
			} else if regions.owner[p] != board.Empty && 4*regions.size[p] <= b.NumPoints() {
				continue // inside a small region already settled as one colour's
			}
			if regions.dame[p] && pos.Scoring == board.Territory {
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
