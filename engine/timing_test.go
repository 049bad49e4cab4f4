package engine

import (
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
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
