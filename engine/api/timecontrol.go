package api

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// TimeControl is the time bookkeeping of GTP v2 §6.3.4: the settings of
// time_settings (main time, then Canadian byo-yomi periods of ByoTime for
// ByoStones stones) and the last time_left report of each colour. The
// engine's time management turns it into the thinking time of a move.
type TimeControl struct {
	// Set is true once time_settings (or kgs-time_settings) was given.
	Set bool
	// Main, ByoTime are the main time and the byo-yomi period.
	Main, ByoTime time.Duration
	// ByoStones is the number of stones per period; 0 with ByoTime > 0
	// means no time limit (GTP v2 §6.3.4).
	ByoStones int
	// left holds the time_left reports, indexed by board.Color.
	left [3]TimeLeft
}

// TimeLeft is one time_left report.
type TimeLeft struct {
	// Left is the time left; Stones the stones to play in it (0: main
	// time).
	Left   time.Duration
	Stones int
	// At is when the report came, on the engine's Clock.
	At time.Time
}

// Unlimited reports whether the settings impose no limit.
func (tc *TimeControl) Unlimited() bool {
	return !tc.Set || (tc.ByoTime > 0 && tc.ByoStones == 0)
}

// Settings records time_settings; the time_left reports are cleared.
func (tc *TimeControl) Settings(main, byo time.Duration, stones int) error {
	if main < 0 || byo < 0 || stones < 0 {
		return fmt.Errorf("negative time settings")
	}
	*tc = TimeControl{Set: true, Main: main, ByoTime: byo, ByoStones: stones}
	return nil
}

// Left records a time_left report for colour col received at time now.
func (tc *TimeControl) Left(col board.Color, left time.Duration, stones int, now time.Time) error {
	if col != board.Black && col != board.White {
		return fmt.Errorf("bad color")
	}
	if left < 0 || stones < 0 {
		return fmt.Errorf("negative time left")
	}
	tc.left[col] = TimeLeft{Left: left, Stones: stones, At: now}
	return nil
}

// Report returns the last time_left report for col, if any.
func (tc *TimeControl) Report(col board.Color) (TimeLeft, bool) {
	if col != board.Black && col != board.White || tc.left[col].At.IsZero() {
		return TimeLeft{}, false
	}
	return tc.left[col], true
}
