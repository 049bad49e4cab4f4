package engine

import (
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// safetyMargin is kept back from every allotment for the reply to travel
// (at most a third of what the clock allows, see Allot).
const safetyMargin = 300 * time.Millisecond

// MinThink is the floor of an allotment under a time limit: the engine
// always takes this long to answer, even when the clock allows less (a
// clock with no time at all, "time_settings 0 0 0", or a report of a few
// milliseconds left). Above the floor an allotment never exceeds what the
// clock allows (ClockLimit).
const MinThink = 50 * time.Millisecond

// endgameMoves is the number of moves main time is spread over: cgtgo is an
// endgame engine, so few moves remain when it plays.
const endgameMoves = 20

// fallbackGrace is the time the simple player may take after the
// analysis ran out of time or was interrupted, beyond the allotment.
const fallbackGrace = 30 * time.Millisecond

// clockLimit is what a clock in state s allows the next move: in
// byo-yomi, its share of the period (the time left divided by the stones
// left, so that the other stones keep theirs); in main time, the main time
// left plus one stone's share of the first period when there is byo-yomi;
// nothing once the flag fell.
func clockLimit(tc *api.TimeControl, s api.ClockState) time.Duration {
	switch {
	case s.Fallen:
		return 0
	case s.InByoYomi:
		return s.Period / time.Duration(max(s.Stones, 1))
	case tc.ByoStones > 0:
		return s.Main + tc.ByoTime/time.Duration(tc.ByoStones)
	default:
		return s.Main
	}
}

// ClockLimit returns what col's clock under tc allows its next move at
// now (see clockLimit): its state after the last time_left report and
// the moves recorded since (api.TimeControl.State), or -1 when the settings impose no limit.
func ClockLimit(tc *api.TimeControl, col board.Color, now time.Time) time.Duration {
	if tc.Unlimited() {
		return -1
	}
	return clockLimit(tc, tc.State(col, now))
}

// Allot returns the thinking time for col's next move under tc at time
// now: with no limit, maxMove (0: no limit at all); otherwise in byo-yomi
// the move's share of the period, in main time the main time left spread
// over endgameMoves moves plus half a stone's share of the byo-yomi period
// when there is one, less a safety margin (300 ms, at most a third of
// ClockLimit), at most maxMove (0: no cap). It is never above ClockLimit
// and never below MinThink; when the clock allows less than MinThink, it
// is MinThink.
func Allot(tc *api.TimeControl, col board.Color, maxMove time.Duration, now time.Time) time.Duration {
	if tc.Unlimited() {
		return maxMove
	}
	s := tc.State(col, now)
	limit := clockLimit(tc, s)
	var t time.Duration
	switch {
	case s.Fallen:
	case s.InByoYomi:
		t = limit
	default:
		t = s.Main / endgameMoves
		if tc.ByoStones > 0 {
			t += tc.ByoTime / time.Duration(tc.ByoStones) / 2
		}
	}
	t = min(t, limit) - min(safetyMargin, limit/3)
	if maxMove > 0 && t > maxMove {
		t = maxMove
	}
	return max(t, MinThink)
}
