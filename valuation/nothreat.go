package valuation

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// The no-threat result (issue 24): a region holding kos played alone under
// the real ko-ban, nobody having a ko threat anywhere else. Both players
// may pass; two passes in a row end the game, worth the static count of
// the position then plus the prisoners taken (territory scoring). Under
// ko-ban J a player may not recreate the position that existed just before
// the opponent's last move (a pass lifts the ban); under N no position of
// the line may be recreated. This is the exact result of the whole board
// when the region is the only place left where a move can be played: a
// move elsewhere, even one worth nothing (a dame under area scoring), lifts
// a ko-ban as a ko threat would, so with any other move on the board the
// komaster values are the bounds to use.

// ErrCycle reports that the no-threat search met a position of its line
// again under ko-ban J (a triple ko or another long cycle, which the
// Japanese rules settle by "no result").
var ErrCycle = errors.New("the line repeats a position (a long cycle)")

// NoThreatResults returns the optimal results of the region made of
// points on b played alone under opt.Ko with passes (see above): with
// Black to move first and with White. Results are Black minus White, in
// points, prisoners taken in the region included. It fails with ErrBudget
// past opt.MaxNodes positions, ErrCycle on a long cycle under J, and with
// ctx's error when ctx ends.
func NoThreatResults(ctx context.Context, b *board.Board, points []board.Point, opt Options) (blackFirst, whiteFirst int, err error) {
	rs, err := newRegionSearch(ctx, b, points, opt)
	if err != nil {
		return 0, 0, err
	}
	ns := &noThreatSearch{rs: rs, superko: opt.Ko == board.KoSuperko, tt: map[noThreatKey]int{}, onLine: map[noThreatKey]bool{},
		seen: map[uint64]int{rs.lb.hash: 1}}
	if blackFirst, err = ns.value(board.Black, 0, false); err != nil {
		return 0, 0, err
	}
	if whiteFirst, err = ns.value(board.White, 0, false); err != nil {
		return 0, 0, err
	}
	if rs.lifeUndecided > 0 {
		return 0, 0, fmt.Errorf("%w: %s", ErrBudget, noteLifeUndecided)
	}
	return blackFirst, whiteFirst, nil
}

// noThreatKey is the whole state of the game under ko-ban J: the stones,
// the player to move, the position the mover may not recreate (0: none)
// and whether the last move was a pass.
type noThreatKey struct {
	hash, banned uint64
	toMove       board.Color
	passed       bool
}

// noThreatSearch is a minimax search of the region alone.
type noThreatSearch struct {
	rs      *regionSearch
	superko bool
	tt      map[noThreatKey]int
	onLine  map[noThreatKey]bool
	seen    map[uint64]int // positions of the line (superko)
	nodes   int
}

// value returns the optimal result from the current position with c to
// move, banned the position c may not recreate (J) and passed whether the
// last move was a pass.
func (ns *noThreatSearch) value(c board.Color, banned uint64, passed bool) (int, error) {
	rs := ns.rs
	key := noThreatKey{hash: rs.lb.hash, banned: banned, toMove: c, passed: passed}
	if !ns.superko {
		if v, ok := ns.tt[key]; ok {
			return v, nil
		}
		if ns.onLine[key] {
			return 0, ErrCycle
		}
	}
	ns.nodes++
	if ns.nodes > rs.maxNodes {
		return 0, rs.errBudget()
	}
	if err := rs.ctx.Err(); err != nil {
		return 0, err
	}
	a := rs.an.run(part{})
	count := rs.count(part{}, &a)
	moves := append([]int16(nil), a.moves...)
	if !ns.superko {
		ns.onLine[key] = true
		defer delete(ns.onLine, key)
	}
	best, found := 0, false
	consider := func(v int) {
		if !found || c == board.Black && v > best || c == board.White && v < best {
			best, found = v, true
		}
	}
	// Passing: a second pass in a row ends the game at the count.
	if passed {
		consider(count)
	} else {
		v, err := ns.value(c.Opponent(), 0, true)
		if err != nil {
			return 0, err
		}
		consider(v)
	}
	before := rs.lb.hash
	for _, p := range moves {
		rec, ok := rs.lb.play(c, int(p), rs.scratch)
		if !ok {
			continue
		}
		h := rs.lb.hash
		if ns.superko && ns.seen[h] > 0 || !ns.superko && h == banned {
			rs.lb.pop()
			continue
		}
		ns.seen[h]++
		v, err := ns.value(c.Opponent(), before, false)
		ns.seen[h]--
		rs.lb.pop()
		if err != nil {
			return 0, err
		}
		if rs.opt.Scoring == Territory && rec.captured > 0 {
			gain := sign(c) * rec.captured
			if rec.suicide {
				gain = -gain
			}
			v += gain
		}
		consider(v)
	}
	if !found {
		return 0, fmt.Errorf("internal error: no move and no pass")
	}
	if !ns.superko {
		ns.tt[key] = best
	}
	return best, nil
}
