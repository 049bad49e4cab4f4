package valuation

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Komaster thermographs of a strongly connected part that the komaster
// equations of loopy.KomasterThermograph do not value: a cycle that takes
// prisoners (a stone sacrificed, captured, and the point played again)
// or a ko inside such a cycle. Only real kos are kos (Moews 1.2.2, the J
// ban): a move to a position from which the opponent moves straight back
// (in Go a single stone taking a single stone, the basic ko). With Black
// komaster, right after Black's ko capture White may not take that ko
// back and Black may not pass (Economist's View 2.2, pass-banned masts);
// every other move is legal, another ko's capture and the moves of a
// cycle that takes prisoners included. The part's thermographs are the
// fixed point of the thermograph equations, reached by iterating them
// from the positions' counts (the game cut after k moves, k = 0, 1, ...):
// along a cycle that takes prisoners the player who loses by it leaves
// it, so play beyond some depth changes nothing. A cycle of kos the
// komaster keeps going only by taking kos back at once, a ko threat each
// time (a double ko), does not settle that way: play that never ends is a
// loss for the player who uses threats without end (Moews 3.2), so the
// iteration starts again from a loss for the komaster and rises to what he
// gets by leaving the cycle. internal/wholeboard (RegionGame.Thermograph)
// computes the same independently.

// maxFixedSweeps bounds the rounds of the iteration of one part, and
// maxFixedWork the equations it solves in all (states times rounds): over
// it the part gets no komaster view (errKomasterGraph), as before this
// fallback existed, rather than minutes of rational arithmetic.
const (
	maxFixedSweeps = 60
	maxFixedWork   = 2_000
)

// kmState is a position of the komaster game: a local position and, when
// the komaster has just taken a ko from position from, that position
// (-1 otherwise).
type kmState struct{ v, from int }

// kmIsKo reports whether move m from position v is a ko capture: the
// opponent can move straight back to v.
func kmIsKo(nodes []kmNode, v int, m kmMove) bool {
	for _, r := range nodes[m.to].moves {
		if r.to == v && r.color != m.color {
			return true
		}
	}
	return false
}

// komasterFixedPoint sets th[v] for every position v of comp, whose exits
// are already valued in th, with master (Black or White) as komaster.
func komasterFixedPoint(ctx context.Context, nodes []kmNode, comp []int, th []loopy.Thermograph, master board.Color) error {
	local := map[int]bool{}
	for _, v := range comp {
		local[v] = true
	}
	allowed := func(s kmState, m kmMove) (bool, kmState) {
		ko := kmIsKo(nodes, s.v, m)
		if s.from >= 0 && m.color != master && ko && m.to == s.from {
			return false, kmState{} // the komaster's ko may not be taken back at once
		}
		if ko && m.color == master {
			return true, kmState{m.to, s.v}
		}
		return true, kmState{m.to, -1}
	}
	// The states of the part: from every position of comp, unbanned.
	seen := map[kmState]bool{}
	var states []kmState
	for _, v := range comp {
		s := kmState{v, -1}
		if !seen[s] {
			seen[s] = true
			states = append(states, s)
		}
	}
	for i := 0; i < len(states); i++ {
		for _, m := range nodes[states[i].v].moves {
			if ok, to := allowed(states[i], m); ok && local[to.v] && !seen[to] {
				seen[to] = true
				states = append(states, to)
			}
		}
	}
	cur, err := kmIterate(ctx, nodes, states, local, th, allowed, master, 0)
	if err == errUnsettled {
		m := int64(4*len(nodes) + 16)
		if master == board.White {
			m = -m
		}
		if cur, err = kmIterate(ctx, nodes, states, local, th, allowed, master, -m); err == nil {
			for _, s := range states {
				d := cur[s].Left.At(cgt.RationalFromInt(0)).Sub(cgt.RationalFromInt(int64(nodes[s.v].count)))
				if d.Mul(d).Cmp(cgt.RationalFromInt(m*m/4)) >= 0 {
					err = errUnsettled
					break
				}
			}
		}
	}
	if err == errUnsettled {
		return fmt.Errorf("%w: the thermographs of a cycle do not settle (a cycle of kos)", errKomasterGraph)
	}
	if err != nil {
		return err
	}
	for _, v := range comp {
		th[v] = cur[kmState{v, -1}]
	}
	return nil
}

// errUnsettled: the iteration of a part did not settle.
var errUnsettled = errors.New("unsettled")

// kmIterate iterates the thermograph equations of the states of a part
// from their counts plus offset until no thermograph changes (at most
// maxFixedSweeps rounds, else errUnsettled).
func kmIterate(ctx context.Context, nodes []kmNode, states []kmState, local map[int]bool, th []loopy.Thermograph,
	allowed func(kmState, kmMove) (bool, kmState), master board.Color, offset int64) (map[kmState]loopy.Thermograph, error) {
	one, minusOne := cgt.RationalFromInt(1), cgt.RationalFromInt(-1)
	cur := make(map[kmState]loopy.Thermograph, len(states))
	for _, s := range states {
		c := loopy.ConstWall(cgt.RationalFromInt(int64(nodes[s.v].count) + offset))
		cur[s] = loopy.Thermograph{Left: c, Right: c}
	}
	for sweep := 0; ; sweep++ {
		if sweep >= maxFixedSweeps {
			return nil, errUnsettled
		}
		if sweep*len(states) > maxFixedWork {
			return nil, fmt.Errorf("%w: over %d thermograph equations in a cycle", errKomasterGraph, maxFixedWork)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		next := make(map[kmState]loopy.Thermograph, len(states))
		changed := false
		for _, s := range states {
			ls, rs := loopy.NoMoveWall(-1), loopy.NoMoveWall(1)
			for _, m := range nodes[s.v].moves {
				ok, to := allowed(s, m)
				if !ok {
					continue
				}
				c := th[m.to]
				if local[to.v] {
					c = cur[to]
				}
				gain := cgt.RationalFromInt(int64(m.gain))
				if m.color == board.Black {
					ls = loopy.MaxWall(ls, c.Right.Shift(gain, minusOne))
				} else {
					rs = loopy.MinWall(rs, c.Left.Shift(gain, one))
				}
			}
			ban := loopy.NoBan
			if s.from >= 0 {
				ban = loopy.LeftBanned
				if master == board.White {
					ban = loopy.RightBanned
				}
			}
			t, err := loopy.WallsFromScaffoldsAt(ls, rs, ban, cgt.RationalFromInt(int64(nodes[s.v].count)))
			if err != nil {
				return nil, fmt.Errorf("%w: %w", errKomasterGraph, err)
			}
			next[s] = t
			if old := cur[s]; !t.Left.Equal(old.Left) || !t.Right.Equal(old.Right) {
				changed = true
			}
		}
		cur = next
		if !changed {
			return cur, nil
		}
	}
}

// kmHasKo reports whether the graph holds a real ko (kmIsKo).
func kmHasKo(nodes []kmNode) bool {
	for v := range nodes {
		for _, m := range nodes[v].moves {
			if kmIsKo(nodes, v, m) {
				return true
			}
		}
	}
	return false
}
