// Package clockline reads a Canadian game clock (GTP v2 §6.3.4) the way a
// controller keeps it, as a time line: main time ends at a moment of
// charged time, then each byo-yomi period must see its stones played
// before it ends, a new period starting at the last of them. It is the
// controller's side of the clock: the soak client (package arena) checks
// the engine's allotments against it, and the engine's tests use it as
// the oracle of its own clock bookkeeping (engine/api.TimeControl), which
// is written differently (a state machine).
package clockline

import "time"

// Settings are time_settings: main time, then periods of Byo for Stones
// stones (Stones 0: no byo-yomi).
type Settings struct {
	Main, Byo time.Duration
	Stones    int
}

// Report is a time_left report: Left in main time (Stones 0) or for
// Stones stones of byo-yomi, received At.
type Report struct {
	Left   time.Duration
	Stones int
	At     time.Time
}

// Move is a move of the player whose clock it is: its thinking time and
// when it ended.
type Move struct {
	Thought time.Duration
	End     time.Time
}

// Allows returns what the player's next move may take at now: the main
// time left plus one stone's share of a period (when there is byo-yomi),
// or the time left in the period divided by the stones still to play in
// it; 0 once the flag fell. Time is charged from the last report on (rep,
// nil for none) or, with no report, only while the player thinks (moves
// are the player's moves since the report, or since the start).
func Allows(s Settings, rep *Report, moves []Move, now time.Time) time.Duration {
	charged := make([]time.Duration, len(moves))
	var thought time.Duration
	for i, m := range moves {
		thought += m.Thought
		charged[i] = thought
		if rep != nil {
			charged[i] = m.End.Sub(rep.At)
		}
	}
	chargedNow := thought
	if rep != nil {
		chargedNow = now.Sub(rep.At)
	}
	// The first period: its start, end and stones.
	var start, end time.Duration
	need := s.Stones
	switch {
	case rep != nil && rep.Stones > 0:
		start, end, need = 0, rep.Left, rep.Stones
	default:
		mainEnd := s.Main
		if rep != nil {
			mainEnd = rep.Left
		}
		if s.Stones == 0 {
			return max(mainEnd-chargedNow, 0)
		}
		if chargedNow < mainEnd {
			return mainEnd - chargedNow + s.Byo/time.Duration(s.Stones)
		}
		start, end = mainEnd, mainEnd+s.Byo
	}
	played := 0
	for i, c := range charged {
		if c < start || (c == start && i > 0 && charged[i-1] == c) {
			continue // played in main time
		}
		if c > end {
			return 0
		}
		played++
		if played == need {
			start, end, need, played = c, c+s.Byo, s.Stones, 0
		}
	}
	if chargedNow > end {
		return 0
	}
	return (end - chargedNow) / time.Duration(need-played)
}
