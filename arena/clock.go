package arena

import (
	"fmt"
	"time"
)

// Clock is the time control of a match (GTP v2 time_settings): main time,
// then Canadian byo-yomi periods of ByoTime for ByoStones stones (no
// byo-yomi when ByoStones is 0).
type Clock struct {
	Main, ByoTime time.Duration
	ByoStones     int
}

// settings is the time_settings command of c.
func (c Clock) settings() string {
	return fmt.Sprintf("time_settings %d %d %d", int(c.Main/time.Second), int(c.ByoTime/time.Second), c.ByoStones)
}

// playerClock is one player's clock as the referee keeps it.
type playerClock struct {
	c      Clock
	main   time.Duration // main time left
	period time.Duration // time left in the current byo-yomi period
	stones int           // stones left to play in it (0: in main time)
	// over counts the moves that ran the clock out (the player would have
	// lost on time); the game goes on.
	over int
}

func newPlayerClock(c Clock) *playerClock { return &playerClock{c: c, main: c.Main} }

// timeLeft is the time_left command for col: the time left in the main
// time or the period, and the stones to play in it (0 in main time).
func (pc *playerClock) timeLeft(col string) string {
	if pc.stones > 0 {
		return fmt.Sprintf("time_left %s %d %d", col, int(pc.period/time.Second), pc.stones)
	}
	return fmt.Sprintf("time_left %s %d 0", col, int(pc.main/time.Second))
}

// spend takes a move of duration d off the clock.
func (pc *playerClock) spend(d time.Duration) {
	if pc.stones == 0 {
		if d <= pc.main {
			pc.main -= d
			return
		}
		d -= pc.main
		pc.main = 0
		if pc.c.ByoStones == 0 {
			pc.over++
			return
		}
		pc.period, pc.stones = pc.c.ByoTime, pc.c.ByoStones
	}
	if d > pc.period {
		pc.over++
		pc.period = 0
	} else {
		pc.period -= d
	}
	if pc.stones--; pc.stones == 0 {
		pc.period, pc.stones = pc.c.ByoTime, pc.c.ByoStones
	}
}
