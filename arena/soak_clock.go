package arena

import (
	"fmt"
	"math/rand"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/clockline"
)

// soakClock is the soak client's side of the game clock: the time_settings
// it chose for a game and the time_left reports it sends, kept in an
// api.TimeControl so that the client knows the allotment cgtgo's engine
// promises for each move (engine.Allot), and
// the time the clock itself allows (independently of the engine's policy).
type soakClock struct {
	clock   api.TimeControl
	maxMove time.Duration // the engine's --movetime cap
	// main, byo, stones are the settings sent (seconds, stones).
	main, byo, stones int
	unlimited         bool
	// rep is each colour's last time_left report (nil: none), moves the
	// engine's moves of the colour since then: the controller's own
	// reading of the clock (internal/clockline).
	rep   [3]*clockline.Report
	moves [3][]clockline.Move
}

// newSoakClock draws the clock of one game: no time at all (0 0 0: the
// engine must answer at once), no limit (byo-yomi without stones), sudden
// death, Canadian byo-yomi alone, or main time then byo-yomi. Times are
// short so that the engine often thinks against its deadline. It returns
// the time_settings command.
func newSoakClock(r *rand.Rand, maxMove time.Duration) (*soakClock, string) {
	sc := &soakClock{maxMove: maxMove}
	switch r.Intn(6) {
	case 0:
	case 1:
		sc.unlimited = true
		sc.byo = 1 + r.Intn(5)
	case 2:
		sc.main = 2 + r.Intn(30)
	case 3:
		sc.byo, sc.stones = 1+r.Intn(4), 1+r.Intn(3)
	default:
		sc.main, sc.byo, sc.stones = 1+r.Intn(10), 1+r.Intn(4), 1+r.Intn(3)
	}
	_ = sc.clock.Settings(time.Duration(sc.main)*time.Second, time.Duration(sc.byo)*time.Second, sc.stones)
	return sc, fmt.Sprintf("time_settings %d %d %d", sc.main, sc.byo, sc.stones)
}

// report draws a time_left report for c ("" for none this move) and
// records it as sent at now.
func (sc *soakClock) report(r *rand.Rand, c board.Color, now time.Time) string {
	if sc.unlimited || (sc.main == 0 && sc.stones == 0) || r.Intn(2) == 0 {
		return ""
	}
	var left, stones int
	switch {
	case sc.stones > 0 && (sc.main == 0 || r.Intn(2) == 0):
		left, stones = 1+r.Intn(sc.byo), 1+r.Intn(sc.stones)
	case sc.main > 0:
		left = 1 + r.Intn(sc.main)
	default:
		return ""
	}
	_ = sc.clock.Left(c, time.Duration(left)*time.Second, stones, now)
	sc.rep[c] = &clockline.Report{Left: time.Duration(left) * time.Second, Stones: stones, At: now}
	sc.moves[c] = nil
	return fmt.Sprintf("time_left %s %d %d", colourWord(c), left, stones)
}

// played records an engine move of c that took took and ended at end,
// as the engine's clock counts it.
func (sc *soakClock) played(c board.Color, took time.Duration, end time.Time) {
	sc.clock.Played(c, took, end)
	sc.moves[c] = append(sc.moves[c], clockline.Move{Thought: took, End: end})
}

// allowed returns, for c's move asked at now, the engine's promised
// allotment and the time the clock allows (at most the engine's cap): the
// controller's reading of the clock (clockline.Allows), independent of the
// engine's bookkeeping; 0 when the clock gives no time at all.
func (sc *soakClock) allowed(c board.Color, now time.Time) (allot, clockLimit time.Duration) {
	allot = engine.Allot(&sc.clock, c, sc.maxMove, now)
	clockLimit = sc.maxMove
	if sc.unlimited {
		return allot, clockLimit
	}
	settings := clockline.Settings{Main: time.Duration(sc.main) * time.Second, Byo: time.Duration(sc.byo) * time.Second, Stones: sc.stones}
	if limit := clockline.Allows(settings, sc.rep[c], sc.moves[c], now); clockLimit == 0 || limit < clockLimit {
		clockLimit = limit
	}
	return allot, clockLimit
}

// colourWord is the GTP name of a colour.
func colourWord(c board.Color) string {
	if c == board.White {
		return "white"
	}
	return "black"
}
