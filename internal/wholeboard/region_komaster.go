package wholeboard

import (
	"errors"

	"github.com/cgtgo/cgtgo/board"
)

// Komaster thermographs of a region's local game (Economist's View section
// 2.2) with the J ko-ban of Moews 1.2.2: a player may not move back to the
// position that existed just before the opponent's last move. In Go that
// move is always the retake of a basic ko (a move back to the position
// before the opponent's move replaces one stone each way), so the ban
// touches real ko captures only (regionMove.ko). A cycle of the local game
// that is not a ko (a stone sacrificed, captured, and the point played
// again, each turn of it taking prisoners) is no ko: nothing bans its
// moves, and its positions are valued by the fixed point of the
// thermograph equations (see komasterEval.solve).

// Komaster names who wins the region's ko fights (Economist's View 2.1).
type Komaster int

// The two komasters.
const (
	BlackKomaster Komaster = iota
	WhiteKomaster
)

// errUnresolvedCycle reports a cycle whose thermographs do not settle: a
// cycle of kos the komaster rule does not break (a double ko, a triple
// ko).
var errUnresolvedCycle = errors.New("region game: a cycle the komaster rules do not resolve")

// maxSweeps bounds the rounds of the fixed-point iteration of one
// strongly connected part of the komaster graph.
const maxSweeps = 400

// Thermograph returns the komaster thermograph of the start position
// (Economist's View 2.2, "Thermographs of Kos"): with Black komaster, a
// Black ko capture leads to a copy of its position from which White's
// retake of that ko (and only it) is removed and from which Black may not
// pass (a pass-banned mast); White's ko captures are ordinary moves. With
// White komaster, the same with colours exchanged. Without kos both give
// the ordinary thermograph (ONAG ch. 9).
func (g *RegionGame) Thermograph(k Komaster) (Thermograph, error) {
	return g.thermographFrom(0, k)
}

// thermographFrom is Thermograph of local position start.
func (g *RegionGame) thermographFrom(start int, k Komaster) (_ Thermograph, err error) {
	defer catchOverflow(&err)
	return newKomasterEval(g, k).th(start, -1)
}

// kmState is a position of the komaster game: a local position and, when
// the komaster has just taken a ko from position from, that position (the
// opponent may not retake; the komaster may not pass); -1 otherwise.
type kmState struct{ v, from int }

// komasterEval computes komaster thermographs of local positions, solving
// each strongly connected part of the komaster game once.
type komasterEval struct {
	g      *RegionGame
	master board.Color
	memo   map[kmState]Thermograph
	// Tarjan's bookkeeping over states.
	index, low map[kmState]int
	onStack    map[kmState]bool
	stack      []kmState
	next       int
}

func newKomasterEval(g *RegionGame, k Komaster) *komasterEval {
	master := board.Black
	if k == WhiteKomaster {
		master = board.White
	}
	return &komasterEval{g: g, master: master, memo: map[kmState]Thermograph{},
		index: map[kmState]int{}, low: map[kmState]int{}, onStack: map[kmState]bool{}}
}

// allowed reports whether move m may be played from state s, and the
// state it leads to. Right after the komaster's ko capture the opponent
// may not take that ko back (the J ban); every other move stays legal,
// another ko's capture and the moves of a cycle that takes prisoners
// included.
func (e *komasterEval) allowed(s kmState, m regionMove) (ok bool, to kmState) {
	if s.from >= 0 && m.color != e.master && m.ko && m.to == s.from {
		return false, kmState{} // the komaster's ko may not be taken back at once
	}
	if m.ko && m.color == e.master {
		return true, kmState{m.to, s.v}
	}
	return true, kmState{m.to, -1}
}

// th returns the thermograph of local position v in state from.
func (e *komasterEval) th(v, from int) (Thermograph, error) {
	s := kmState{v, from}
	if t, ok := e.memo[s]; ok {
		return t, nil
	}
	if err := e.solve(s); err != nil {
		return Thermograph{}, err
	}
	return e.memo[s], nil
}

// solve values every state reachable from s (Tarjan's strongly connected
// parts, each valued after the parts it reaches). A part without a cycle
// is one state valued from its options. A cyclic part (a cycle that takes
// prisoners, or kos) is valued by iterating the thermograph equations from
// the local counts (the game cut after k moves, k = 0, 1, 2, ...) until no
// thermograph of the part changes: a fixed point of the equations, which
// is the game's thermograph whenever the cut games settle. Along a cycle
// that takes prisoners the player who loses by it leaves it, so play
// beyond some depth changes nothing; a cycle of kos the komaster rule
// does not break never settles and is reported (errUnresolvedCycle).
func (e *komasterEval) solve(s kmState) error {
	e.index[s], e.low[s] = e.next, e.next
	e.next++
	e.stack = append(e.stack, s)
	e.onStack[s] = true
	if e.next&1023 == 0 && e.g.ctx != nil {
		if err := e.g.ctx.Err(); err != nil {
			return err
		}
	}
	for _, m := range e.g.nodes[s.v].moves {
		ok, to := e.allowed(s, m)
		if !ok {
			continue
		}
		if _, done := e.memo[to]; done {
			continue
		}
		if _, seen := e.index[to]; !seen {
			if err := e.solve(to); err != nil {
				return err
			}
			e.low[s] = min(e.low[s], e.low[to])
		} else if e.onStack[to] {
			e.low[s] = min(e.low[s], e.index[to])
		}
	}
	if e.low[s] != e.index[s] {
		return nil
	}
	var part []kmState
	for {
		w := e.stack[len(e.stack)-1]
		e.stack = e.stack[:len(e.stack)-1]
		e.onStack[w] = false
		part = append(part, w)
		if w == s {
			break
		}
	}
	if len(part) == 1 && !e.loopsTo(s, s) {
		e.memo[s] = e.equation(s, e.memo)
		return nil
	}
	cur, err := e.iterate(part, 0)
	if errors.Is(err, errUnresolvedCycle) {
		// A cycle of kos that the komaster only keeps going by taking
		// kos back at once, a ko threat each time (a double ko): play
		// that never ends is a loss for the player who uses threats
		// without end (Moews 3.2), so the komaster's values start from a
		// loss and rise to what he gets by leaving the cycle.
		m := int64(4*e.g.b.NumPoints() + 16)
		if e.master == board.White {
			m = -m
		}
		cur, err = e.iterate(part, -m)
		if err == nil {
			for _, w := range part {
				l, _ := cur[w].Stops()
				c := int64(e.g.nodes[w.v].count)
				if d := l.Num().Int64()/max(l.Denom().Int64(), 1) - c; d*d*4 >= m*m {
					return errUnresolvedCycle
				}
			}
		}
	}
	if err != nil {
		return err
	}
	for _, w := range part {
		e.memo[w] = cur[w]
	}
	return nil
}

// iterate solves the equations of a part from the counts shifted by
// offset (the game cut after k moves, its leaves valued at their count
// plus offset, k = 0, 1, 2, ...) until no thermograph changes.
func (e *komasterEval) iterate(part []kmState, offset int64) (map[kmState]Thermograph, error) {
	cur := map[kmState]Thermograph{}
	for _, w := range part {
		c := constTrajectory(qi(int64(e.g.nodes[w.v].count) + offset))
		cur[w] = Thermograph{Left: c, Right: c}
	}
	for sweep := 0; ; sweep++ {
		if sweep >= maxSweeps {
			return nil, errUnresolvedCycle
		}
		if e.g.ctx != nil {
			if err := e.g.ctx.Err(); err != nil {
				return nil, err
			}
		}
		next := make(map[kmState]Thermograph, len(part))
		changed := false
		for _, w := range part {
			t := e.equation(w, cur)
			next[w] = t
			if !t.equal(cur[w]) {
				changed = true
			}
		}
		cur = next
		if !changed {
			return cur, nil
		}
	}
}

// loopsTo reports whether state s has a move to state to.
func (e *komasterEval) loopsTo(s, to kmState) bool {
	for _, m := range e.g.nodes[s.v].moves {
		if ok, w := e.allowed(s, m); ok && w == to {
			return true
		}
	}
	return false
}

// equation is the thermograph of state s from its options' thermographs:
// those of vals for the states of the part being solved, else e.memo.
func (e *komasterEval) equation(s kmState, vals map[kmState]Thermograph) Thermograph {
	var ls, rs []Trajectory
	for _, m := range e.g.nodes[s.v].moves {
		ok, to := e.allowed(s, m)
		if !ok {
			continue
		}
		c, in := vals[to]
		if !in {
			c = e.memo[to]
		}
		gain := qi(int64(m.gain))
		if m.color == board.Black {
			ls = append(ls, c.Right.shift(gain))
		} else {
			rs = append(rs, c.Left.shift(gain))
		}
	}
	var lsc, rsc *Trajectory
	if len(ls) > 0 {
		x := extreme(true, ls...).addSlope(-1)
		lsc = &x
	}
	if len(rs) > 0 {
		x := extreme(false, rs...).addSlope(1)
		rsc = &x
	}
	ban := noBan
	if s.from >= 0 {
		ban = leftPassBan
		if e.master == board.White {
			ban = rightPassBan
		}
	}
	return thermographOf(lsc, rsc, qi(int64(e.g.nodes[s.v].count)), ban)
}

// equal reports whether two thermographs have the same walls.
func (th Thermograph) equal(o Thermograph) bool {
	return th.Left.equal(o.Left) && th.Right.equal(o.Right)
}

// equal reports whether two simplified trajectories are the same function.
func (tr Trajectory) equal(o Trajectory) bool {
	if len(tr.T) != len(o.T) || tr.Tail.cmp(o.Tail) != 0 {
		return false
	}
	for i := range tr.T {
		if tr.T[i].cmp(o.T[i]) != 0 || tr.V[i].cmp(o.V[i]) != 0 {
			return false
		}
	}
	return true
}
