package api

import (
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// TimeControl is the time bookkeeping of GTP v2 §6.3.4: the settings of
// time_settings (main time, then Canadian byo-yomi periods of ByoTime for
// ByoStones stones), the last time_left report of each colour and the
// moves the engine played for a colour since then (Played). State reads
// the clock of a colour from them; the engine's time management turns it
// into the thinking time of a move.
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
	// clock is each colour's clock after its last report and the moves
	// played since (the zero value: the settings, nothing played).
	clock [3]ClockState
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

// ClockState is a colour's Canadian clock at a moment (GTP v2 §6.3.4):
// main time left, or the time left in the current byo-yomi period with
// the stones still to play in it.
type ClockState struct {
	// known is false for the zero value: the clock as the settings give
	// it at the start.
	known bool
	// InByoYomi tells which of Main or Period runs.
	InByoYomi bool
	// Main is the main time left; Period the time left in the current
	// period for Stones stones.
	Main, Period time.Duration
	Stones       int
	// Fallen is true when the time ran out: main time without byo-yomi,
	// or a period before its stones were played.
	Fallen bool
	// asOf is the moment the state describes; wall says whether the time
	// after it counts (a time_left report: the controller's clock runs
	// from it) or only the engine's own thinking time does (no report:
	// nothing tells when the opponent's time ran).
	asOf time.Time
	wall bool
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

// Left records a time_left report for colour col received at time now:
// left in main time (stones 0) or for stones stones of byo-yomi.
func (tc *TimeControl) Left(col board.Color, left time.Duration, stones int, now time.Time) error {
	if col != board.Black && col != board.White {
		return fmt.Errorf("bad color")
	}
	if left < 0 || stones < 0 {
		return fmt.Errorf("negative time left")
	}
	tc.left[col] = TimeLeft{Left: left, Stones: stones, At: now}
	st := ClockState{known: true, Main: left, asOf: now, wall: true}
	if stones > 0 {
		st = ClockState{known: true, InByoYomi: true, Period: left, Stones: stones, asOf: now, wall: true}
	}
	tc.clock[col] = st.settle(tc)
	return nil
}

// Played records a move col played that took thought (on the engine's
// clock) and ended at time at: the clock is charged (the time since the
// last report or move when a report came, else the thinking time) and a
// byo-yomi stone is counted, a new period starting when the period's
// stones are played.
func (tc *TimeControl) Played(col board.Color, thought time.Duration, at time.Time) {
	if col != board.Black && col != board.White || tc.Unlimited() {
		return
	}
	st := tc.start(col)
	if st.wall {
		st = st.charge(tc, at.Sub(st.asOf))
	} else {
		st = st.charge(tc, thought)
	}
	st.asOf = at
	if st.InByoYomi && !st.Fallen {
		st.Stones--
		if st.Stones <= 0 && tc.ByoStones > 0 {
			st.Period, st.Stones = tc.ByoTime, tc.ByoStones
		} else if st.Stones <= 0 {
			st.Stones = 1 // a report of stones without byo-yomi settings: keep the period
		}
	}
	tc.clock[col] = st
}

// State returns col's clock at time now (which should not be before the
// last report or move): the state after the last report and the moves
// since, charged with the time since then when a report came.
func (tc *TimeControl) State(col board.Color, now time.Time) ClockState {
	st := tc.start(col)
	if st.wall {
		st = st.charge(tc, now.Sub(st.asOf))
		st.asOf = now
	}
	return st
}

// start is col's recorded state, or the settings' at the start.
func (tc *TimeControl) start(col board.Color) ClockState {
	if col == board.Black || col == board.White {
		if st := tc.clock[col]; st.known {
			return st
		}
	}
	st := ClockState{known: true, Main: tc.Main}
	return st.settle(tc)
}

// settle moves a state whose main time ran out into byo-yomi (or marks
// the flag fallen without byo-yomi), and marks a period run out.
func (st ClockState) settle(tc *TimeControl) ClockState {
	if !st.InByoYomi && st.Main <= 0 {
		if tc.ByoStones == 0 {
			st.Main, st.Fallen = 0, true
			return st
		}
		st.InByoYomi, st.Period, st.Stones = true, tc.ByoTime+st.Main, tc.ByoStones
		st.Main = 0
	}
	if st.InByoYomi && st.Period < 0 {
		st.Period, st.Fallen = 0, true
	}
	return st
}

// charge takes d off the clock: from main time, the rest from the period.
func (st ClockState) charge(tc *TimeControl, d time.Duration) ClockState {
	if d <= 0 || st.Fallen {
		return st
	}
	if st.InByoYomi {
		st.Period -= d
	} else {
		st.Main -= d
	}
	return st.settle(tc)
}

// Report returns the last time_left report for col, if any.
func (tc *TimeControl) Report(col board.Color) (TimeLeft, bool) {
	if col != board.Black && col != board.White || tc.left[col].At.IsZero() {
		return TimeLeft{}, false
	}
	return tc.left[col], true
}
