package engine

import (
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// safetyMargin is kept back from every allotment for the reply to travel.
const safetyMargin = 300 * time.Millisecond

// MinThink is the smallest allotment under a time limit.
const MinThink = 50 * time.Millisecond

// endgameMoves is the number of moves main time is spread over: cgtgo is an
// endgame engine, so few moves remain when it plays.
const endgameMoves = 20

// fallbackGrace is the time the simple player may take after the
// analysis ran out of time or was interrupted, beyond the allotment.
const fallbackGrace = 30 * time.Millisecond

// Allot returns the thinking time for col's next move under tc at time now,
// at most maxMove (0: no cap) and at least MinThink: the time left divided
// by the stones left in the period (byo-yomi) or by endgameMoves (main
// time), minus a safety margin; with no report yet, the same from the
// settings; with no limit, maxMove (0: no limit at all).
func Allot(tc *api.TimeControl, col board.Color, maxMove time.Duration, now time.Time) time.Duration {
	if tc.Unlimited() {
		return maxMove
	}
	var t time.Duration
	tl, reported := tc.Report(col)
	switch {
	case reported:
		left := tl.Left - now.Sub(tl.At)
		if tl.Stones > 0 {
			t = left/time.Duration(tl.Stones) - safetyMargin
		} else {
			// Main time, then the first byo-yomi period as a reserve.
			t = left/endgameMoves - safetyMargin
			if tc.ByoStones > 0 {
				t += tc.ByoTime / time.Duration(tc.ByoStones) / 2
			}
		}
	case tc.ByoStones > 0 && tc.Main == 0:
		t = tc.ByoTime/time.Duration(tc.ByoStones) - safetyMargin
	default:
		t = tc.Main/endgameMoves - safetyMargin
		if tc.ByoStones > 0 {
			t += tc.ByoTime / time.Duration(tc.ByoStones) / 2
		}
	}
	if maxMove > 0 && t > maxMove {
		t = maxMove
	}
	if t < MinThink {
		t = MinThink
	}
	return t
}
