package engine

import (
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/clockline"
)

func TestFreeHandicap(t *testing.T) {
	for _, c := range []struct{ size, n int }{{19, 2}, {19, 9}, {19, 20}, {9, 12}, {5, 3}, {2, 3}} {
		pts, err := FreeHandicap(c.size, c.n)
		if err != nil || len(pts) != c.n {
			t.Fatalf("FreeHandicap(%d, %d) = %v, %v", c.size, c.n, pts, err)
		}
		seen := map[board.Point]bool{}
		for _, p := range pts {
			if seen[p] || p < 0 || int(p) >= c.size*c.size {
				t.Fatalf("FreeHandicap(%d, %d): bad or repeated point %d", c.size, c.n, p)
			}
			seen[p] = true
		}
	}
	if _, err := FreeHandicap(2, 4); err == nil {
		t.Error("a full board of handicap stones should fail")
	}
}

func TestClockAllot(t *testing.T) {
	now := time.Now()
	sec := time.Second
	cases := []struct {
		name    string
		setup   func(c *api.TimeControl)
		maxMove time.Duration
		want    time.Duration
	}{
		{"no settings: the cap", func(c *api.TimeControl) {}, 10 * sec, 10 * sec},
		{"no limit (byo time, 0 stones)", func(c *api.TimeControl) { c.Settings(0, sec, 0) }, 5 * sec, 5 * sec},
		{"byo-yomi 10 s for 5 stones left", func(c *api.TimeControl) {
			c.Settings(0, 60*sec, 5)
			c.Left(board.Black, 10*sec, 5, now)
		}, time.Hour, 2*sec - safetyMargin},
		{"main time 100 s left, absolute", func(c *api.TimeControl) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, 100*sec, 0, now)
		}, time.Hour, 100*sec/endgameMoves - safetyMargin},
		{"capped by the longest move time", func(c *api.TimeControl) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, 100*sec, 0, now)
		}, sec, sec},
		{"almost out of time: the minimum", func(c *api.TimeControl) {
			c.Settings(300*sec, 0, 0)
			c.Left(board.Black, sec/10, 0, now)
		}, time.Hour, MinThink},
		{"settings only: main time spread", func(c *api.TimeControl) { c.Settings(200*sec, 0, 0) }, time.Hour, 200*sec/endgameMoves - safetyMargin},
	}
	for _, tc := range cases {
		var c api.TimeControl
		tc.setup(&c)
		if got := Allot(&c, board.Black, tc.maxMove, now); got != tc.want {
			t.Errorf("%s: Allot = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestAllotNeverOverPromises checks Allot and ClockLimit over random clock
// states: main time, Canadian byo-yomi periods and stones, time_left
// reports in main time and in byo-yomi, moves played since (periods that
// renew), elapsed time beyond the limit. ClockLimit is what the
// controller's time line (internal/clockline) allows; the allotment is never below MinThink, never above
// the longest move time, and never above what the clock allows when that
// is at least MinThink.
func TestAllotNeverOverPromises(t *testing.T) {
	r := rand.New(rand.NewSource(28))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	dur := func(max time.Duration) time.Duration {
		return time.Duration(r.Int63n(int64(max/time.Millisecond)+1)) * time.Millisecond
	}
	for i := 0; i < 20000; i++ {
		main, byo, stones := time.Duration(0), time.Duration(0), 0
		if r.Intn(3) > 0 {
			main = dur(10 * time.Minute)
		}
		if r.Intn(3) > 0 {
			byo, stones = dur(time.Minute), r.Intn(6)
		}
		var tc api.TimeControl
		if err := tc.Settings(main, byo, stones); err != nil {
			t.Fatal(err)
		}
		col := board.Color(1 + r.Intn(2))
		var rep *clockline.Report
		at := start
		switch r.Intn(3) {
		case 1: // a report in main time
			at = at.Add(dur(time.Minute))
			rep = &clockline.Report{Left: dur(main + time.Second), At: at}
		case 2: // a report in byo-yomi
			if stones > 0 {
				at = at.Add(dur(time.Minute))
				rep = &clockline.Report{Left: dur(byo + time.Second), Stones: 1 + r.Intn(stones), At: at}
			}
		}
		if rep != nil {
			if err := tc.Left(col, rep.Left, rep.Stones, rep.At); err != nil {
				t.Fatal(err)
			}
		}
		var moves []clockline.Move
		for k := r.Intn(12); k > 0; k-- {
			at = at.Add(dur(20 * time.Second)) // the opponent's move
			m := clockline.Move{Thought: time.Millisecond + dur(30*time.Second)}
			at = at.Add(m.Thought)
			m.End = at
			moves = append(moves, m)
			tc.Played(col, m.Thought, m.End)
		}
		now := at.Add(dur(20 * time.Second))
		if r.Intn(4) == 0 {
			now = now.Add(dur(30 * time.Minute)) // elapsed beyond the limit
		}
		maxMove := time.Duration(0)
		if r.Intn(2) == 0 {
			maxMove = dur(time.Minute)
		}
		got := Allot(&tc, col, maxMove, now)
		state := fmt.Sprintf("time_settings %v %v %d, report %+v, %d moves since, now +%v, maxMove %v: Allot = %v",
			main, byo, stones, rep, len(moves), now.Sub(start), maxMove, got)
		if tc.Unlimited() {
			if got != maxMove {
				t.Fatalf("%s, want the cap with no limit", state)
			}
			continue
		}
		allowed := clockline.Allows(clockline.Settings{Main: main, Byo: byo, Stones: stones}, rep, moves, now)
		if limit := ClockLimit(&tc, col, now); limit != allowed {
			t.Fatalf("%s: ClockLimit %v, the clock allows %v", state, limit, allowed)
		}
		if got < MinThink {
			t.Fatalf("%s, below the floor %v", state, MinThink)
		}
		if maxMove >= MinThink && got > maxMove {
			t.Fatalf("%s, above the longest move time", state)
		}
		if got > max(allowed, MinThink) {
			t.Fatalf("%s: promises more than the clock allows (%v)", state, allowed)
		}
	}
}

// TestAllotMainTimeUsedUp is the case of issue 28: the time since the
// last time_left report used up main time, so the move is in byo-yomi;
// the allotment is the rest of the period (less the margin), never a
// share of main time that is no longer there.
func TestAllotMainTimeUsedUp(t *testing.T) {
	var tc api.TimeControl
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := tc.Settings(10*time.Second, time.Second, 1); err != nil {
		t.Fatal(err)
	}
	if err := tc.Left(board.White, 2*time.Second, 0, at); err != nil {
		t.Fatal(err)
	}
	// 2.4 s after the report: main time ran out 0.4 s ago, 0.6 s of the
	// period are left for its one stone.
	now := at.Add(2400 * time.Millisecond)
	want := 600*time.Millisecond - 200*time.Millisecond // the margin is a third of 0.6 s
	if got := Allot(&tc, board.White, 0, now); got != want {
		t.Errorf("Allot = %v, want %v (0.6 s left in the period, less a third)", got, want)
	}
	// 3.5 s after: the flag fell; the floor.
	if got := Allot(&tc, board.White, 0, at.Add(3500*time.Millisecond)); got != MinThink {
		t.Errorf("Allot after the flag fell = %v, want the floor %v", got, MinThink)
	}
}
