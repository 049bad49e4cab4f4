package wholeboard

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// RegionGame is the local game of a marked region on a whole board, as
// issue 25 states it for published endgame problems: moves only on the
// region's empty points, every stone outside settled (alive, or dead when
// declared so), and the count the whole board's territory count (see
// localCount): empty points outside the region that border it belong to
// whoever surrounds them once the region is settled, to nobody when both
// colours do. The value of the region is the change of that count.
//
// It is a test oracle built only on package board: NewRegionGame
// enumerates every local position reachable by legal moves (ko bans aside),
// with the prisoners each move takes, and Thermographs computes the
// komaster thermographs of the start position from the Economist's View
// section 2.2 (Berlekamp), in exact rationals.
type RegionGame struct {
	b        *board.Board
	region   []board.Point
	inRegion []bool
	dead     []bool
	seeds    []board.Point
	// deadNow and safe are scratch space of localCount.
	deadNow, safe []bool
	outsideOwner  map[board.Point]board.Color

	mark []uint32
	gen  uint32
	comp []board.Point

	nodes []regionNode
	index map[uint64]int
	limit int
	ctx   context.Context
}

// regionNode is one local position: its count and its moves.
type regionNode struct {
	count int
	moves []regionMove
	// Tarjan's bookkeeping and the strongly connected component.
	index, low int
	onStack    bool
	comp       int
}

// regionMove is a move of color at point, to position to, taking gain
// prisoners (Black minus White). cycle marks a move that stays inside a
// strongly connected part of the graph (a ko capture, or a move of a
// cycle that takes prisoners: a stone sacrificed and the point played
// again). ko marks a real ko capture (Moews 1.2.2, the J ban): a single
// stone takes a single stone and is left with the captured point as its
// only liberty, so the opponent's immediate retake would repeat the
// position just before (board.Board's ko point).
type regionMove struct {
	color board.Color
	point board.Point
	to    int
	gain  int
	cycle bool
	ko    bool
}

// ErrRegionLimit reports that the region has more local positions than the
// limit allows.
var ErrRegionLimit = errors.New("region game: position limit reached")

// NewRegionGame enumerates the local game of region on b (dead: outside
// stones declared dead; they count as open points, see localCount), with
// at most limit local positions (0: no limit).
func NewRegionGame(ctx context.Context, b *board.Board, region, dead []board.Point, limit int) (*RegionGame, error) {
	g, err := newRegionCounter(ctx, b, region, dead, limit)
	if err != nil {
		return nil, err
	}
	if _, err := g.explore(); err != nil {
		return nil, err
	}
	g.components()
	return g, nil
}

// newRegionCounter sets up the region, the declared dead stones and the
// count (localCount) on a copy of b, without exploring the local game.
func newRegionCounter(ctx context.Context, b *board.Board, region, dead []board.Point, limit int) (*RegionGame, error) {
	cp := b.Copy()
	cp.SetRules(board.Rules{Ko: board.KoSimple, Suicide: b.Rules().Suicide})
	n := cp.NumPoints()
	g := &RegionGame{b: cp, inRegion: make([]bool, n), dead: make([]bool, n), mark: make([]uint32, n),
		deadNow: make([]bool, n), safe: make([]bool, n), outsideOwner: map[board.Point]board.Color{}, index: map[uint64]int{}, limit: limit, ctx: ctx}
	for _, p := range region {
		if p < 0 || int(p) >= n {
			return nil, fmt.Errorf("region game: point %d off the board", p)
		}
		if !g.inRegion[p] {
			g.inRegion[p] = true
			g.region = append(g.region, p)
		}
	}
	for _, p := range dead {
		if p >= 0 && int(p) < n && !g.inRegion[p] && cp.At(p) != board.Empty {
			g.dead[p] = true
		}
	}
	seen := make([]bool, n)
	for _, p := range g.region {
		for _, q := range append([]board.Point{p}, cp.Neighbours(p)...) {
			if !seen[q] {
				seen[q] = true
				g.seeds = append(g.seeds, q)
			}
		}
	}
	return g, nil
}

// Positions is the number of local positions of the game.
func (g *RegionGame) Positions() int { return len(g.nodes) }

// RootOnCycle reports whether a ko is on the board at the start: a real
// ko capture (regionMove.ko) is among the start position's moves.
func (g *RegionGame) RootOnCycle() bool {
	for _, m := range g.nodes[0].moves {
		if m.ko {
			return true
		}
	}
	return false
}

// SimpleKos reports whether every ko of the local game is a single ko:
// no position offers more than one ko capture (a double ko offers two, and
// the komaster rule of the Economist's View does not break its cycle).
// Cycles that are not kos (regionMove.ko) do not count.
func (g *RegionGame) SimpleKos() bool {
	for _, n := range g.nodes {
		kos := 0
		for _, m := range n.moves {
			if m.ko {
				kos++
			}
		}
		if kos > 1 {
			return false
		}
	}
	return true
}

// HasKo reports whether the local game holds a real ko: some position
// offers a ko capture (regionMove.ko). A cycle that takes prisoners
// without a ko (HasCycle) is no ko.
func (g *RegionGame) HasKo() bool {
	for _, nd := range g.nodes {
		for _, m := range nd.moves {
			if m.ko {
				return true
			}
		}
	}
	return false
}

// HasCycle reports whether a local position can repeat: a ko, or a cycle
// that takes prisoners.
func (g *RegionGame) HasCycle() bool {
	for _, nd := range g.nodes {
		for _, m := range nd.moves {
			if m.cycle {
				return true
			}
		}
	}
	return false
}

// explore adds the current position and everything reachable from it.
func (g *RegionGame) explore() (int, error) {
	b := g.b
	h := b.Hash()
	if i, ok := g.index[h]; ok {
		return i, nil
	}
	if g.limit > 0 && len(g.nodes) >= g.limit {
		return 0, fmt.Errorf("%w (%d)", ErrRegionLimit, g.limit)
	}
	if len(g.nodes)&255 == 0 {
		if err := g.ctx.Err(); err != nil {
			return 0, err
		}
	}
	i := len(g.nodes)
	g.index[h] = i
	g.nodes = append(g.nodes, regionNode{count: g.localCount(b), index: -1})
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range g.region {
			if b.At(p) != board.Empty {
				continue
			}
			b.ClearKoBan()
			before := b.Captures(c)
			if b.Play(c, p) != nil {
				continue
			}
			gain := b.Captures(c) - before
			if c == board.White {
				gain = -gain
			}
			ko := b.KoPoint() != board.NoPoint && g.inRegion[b.KoPoint()]
			to, err := g.explore()
			if uerr := b.Undo(); uerr != nil && err == nil {
				err = uerr
			}
			if err != nil {
				return 0, err
			}
			g.nodes[i].moves = append(g.nodes[i].moves, regionMove{color: c, point: p, to: to, gain: gain, ko: ko})
		}
	}
	return i, nil
}

// components finds the strongly connected parts (Tarjan) and marks the
// moves inside one as cycle moves.
func (g *RegionGame) components() {
	next, comp := 0, 0
	var stack []int
	var strong func(v int)
	strong = func(v int) {
		nd := &g.nodes[v]
		nd.index, nd.low = next, next
		next++
		stack = append(stack, v)
		nd.onStack = true
		for _, m := range g.nodes[v].moves {
			w := m.to
			if g.nodes[w].index < 0 {
				strong(w)
				g.nodes[v].low = min(g.nodes[v].low, g.nodes[w].low)
			} else if g.nodes[w].onStack {
				g.nodes[v].low = min(g.nodes[v].low, g.nodes[w].index)
			}
		}
		if g.nodes[v].low == g.nodes[v].index {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				g.nodes[w].onStack = false
				g.nodes[w].comp = comp
				if w == v {
					break
				}
			}
			comp++
		}
	}
	for v := range g.nodes {
		if g.nodes[v].index < 0 {
			strong(v)
		}
	}
	for v := range g.nodes {
		for k, m := range g.nodes[v].moves {
			g.nodes[v].moves[k].cycle = g.nodes[m.to].comp == g.nodes[v].comp
		}
	}
}

// Line plays the local game from the start position with first to move,
// under komaster k, while it is hot: each side plays the move whose
// follower's wall is best at the current position's temperature (ties:
// the better result at temperature 0), the opponent answers, and so on
// until the position is cold (temperature 0) or max moves are played. It
// returns the moves, the local count at the end (prisoners taken on the
// way included) and whether a move of the line takes a ko (a real ko
// capture).
func (g *RegionGame) Line(k Komaster, first board.Color, maxMoves int) (moves []board.Move, final int, ko bool, err error) {
	defer catchOverflow(&err)
	e := newKomasterEval(g, k)
	st, c, gain := kmState{0, -1}, first, 0
	lastT := zeroQ
	for len(moves) < maxMoves {
		v := st.v
		th, err := e.th(st.v, st.from)
		if err != nil {
			return nil, 0, false, err
		}
		t, err := th.temperature()
		switch {
		case errors.Is(err, errNoMast):
			// A pass-banned position (the komaster must move on): its
			// mast follows a scaffold; choose at the last temperature.
			t = lastT
		case err != nil:
			return nil, 0, false, err
		case t.sign() == 0 && len(moves) > 0:
			return moves, g.nodes[v].count + gain, ko, nil
		}
		lastT = t
		best, bestTo := -1, kmState{}
		var bestAt, bestStop Q
		for i, m := range g.nodes[v].moves {
			ok, to := e.allowed(st, m)
			if !ok || m.color != c {
				continue
			}
			ct, err := e.th(to.v, to.from)
			if err != nil {
				return nil, 0, false, err
			}
			wall := ct.Right
			if c == board.White {
				wall = ct.Left
			}
			at := wall.At(t).add(qi(int64(m.gain)))
			stop := wall.At(zeroQ).add(qi(int64(m.gain)))
			better := best < 0
			if !better {
				d, ds := at.cmp(bestAt), stop.cmp(bestStop)
				if c == board.White {
					d, ds = -d, -ds
				}
				better = d > 0 || d == 0 && ds > 0
			}
			if better {
				best, bestTo, bestAt, bestStop = i, to, at, stop
			}
		}
		if best < 0 {
			break
		}
		m := g.nodes[v].moves[best]
		moves = append(moves, board.Move{Color: m.color, Point: m.point})
		ko = ko || m.ko
		gain += m.gain
		st, c = bestTo, c.Opponent()
	}
	return moves, g.nodes[st.v].count + gain, ko, nil
}

// Count is the local count of the start position (see localCount).
func (g *RegionGame) Count() int { return g.nodes[0].count }
