package gtp

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// Clock is the time bookkeeping of GTP v2 §6.3.4: the settings of
// time_settings (main time, then Canadian byo-yomi periods of ByoTime for
// ByoStones stones) and the last time_left report of each colour.
type Clock struct {
	// Set is true once time_settings (or kgs-time_settings) was given.
	Set bool
	// Main, ByoTime are the main time and the byo-yomi period.
	Main, ByoTime time.Duration
	// ByoStones is the number of stones per period; 0 with ByoTime > 0
	// means no time limit (GTP v2 §6.3.4).
	ByoStones int
	// left holds the time_left reports, indexed by board.Color.
	left [3]timeLeft
}

// timeLeft is one time_left report.
type timeLeft struct {
	known  bool
	left   time.Duration
	stones int // 0: in main time
	at     time.Time
}

// Unlimited reports whether the settings impose no limit.
func (c *Clock) Unlimited() bool {
	return !c.Set || (c.ByoTime > 0 && c.ByoStones == 0)
}

// Settings records time_settings; the time_left reports are cleared.
func (c *Clock) Settings(main, byo time.Duration, stones int) error {
	if main < 0 || byo < 0 || stones < 0 {
		return fmt.Errorf("negative time settings")
	}
	*c = Clock{Set: true, Main: main, ByoTime: byo, ByoStones: stones}
	return nil
}

// Left records a time_left report for colour col at time now.
func (c *Clock) Left(col board.Color, left time.Duration, stones int, now time.Time) error {
	if col != board.Black && col != board.White {
		return fmt.Errorf("bad color")
	}
	if left < 0 || stones < 0 {
		return fmt.Errorf("negative time left")
	}
	c.left[col] = timeLeft{known: true, left: left, stones: stones, at: now}
	return nil
}

// safetyMargin is kept back from every allotment for the reply to travel.
const safetyMargin = 300 * time.Millisecond

// minThink is the smallest allotment: the placeholder strategies answer in
// far less.
const minThink = 50 * time.Millisecond

// endgameMoves is the number of moves main time is spread over: cgtgo is an
// endgame engine, so few moves remain when it plays.
const endgameMoves = 20

// Allot returns the thinking time for col's next move, at most maxMove
// (0: no cap) and at least minThink: the time left divided by the stones left in the period
// (byo-yomi) or by endgameMoves (main time), minus a safety margin; with
// no report yet, the same from the settings; with no limit, maxMove.
func (c *Clock) Allot(col board.Color, maxMove time.Duration, now time.Time) time.Duration {
	if c.Unlimited() {
		return maxMove
	}
	var t time.Duration
	switch {
	case col >= board.Black && col <= board.White && c.left[col].known:
		tl := c.left[col]
		left := tl.left - now.Sub(tl.at)
		if tl.stones > 0 {
			t = left/time.Duration(tl.stones) - safetyMargin
		} else {
			// Main time, then the first byo-yomi period as a reserve.
			t = left/endgameMoves - safetyMargin
			if c.ByoStones > 0 {
				t += c.ByoTime / time.Duration(c.ByoStones) / 2
			}
		}
	case c.ByoStones > 0 && c.Main == 0:
		t = c.ByoTime/time.Duration(c.ByoStones) - safetyMargin
	default:
		t = c.Main/endgameMoves - safetyMargin
		if c.ByoStones > 0 {
			t += c.ByoTime / time.Duration(c.ByoStones) / 2
		}
	}
	if maxMove > 0 && t > maxMove {
		t = maxMove
	}
	if t < minThink {
		t = minThink
	}
	return t
}
