package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand: no test waits on time.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// TestPlainLines: off a terminal, a line comes at most every Interval and
// at the end (after a first line), with the count, the elapsed time and the time left
// estimated from the mean time per item.
func TestPlainLines(t *testing.T) {
	clock := &fakeClock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	m := newMeter(&out, "pro", 4, false, clock.now)
	clock.t = clock.t.Add(5 * time.Second)
	m.Add(1) // 5 s after the start: before the interval, no line
	clock.t = clock.t.Add(5 * time.Second)
	m.Set(2, "game-2.sgf") // 10 s: a line, 2 of 4 in 10 s, about 10 s left
	clock.t = clock.t.Add(2 * time.Second)
	m.Add(1) // 12 s: too soon
	clock.t = clock.t.Add(1 * time.Second)
	m.Add(1) // 13 s: the end, always reported
	m.Finish()
	want := "pro: 2/4 done, 10s elapsed, about 10s left (game-2.sgf)\npro: 4/4 done, 13s elapsed, about 0s left (game-2.sgf)\n"
	if out.String() != want {
		t.Errorf("lines\n%s\nwant\n%s", out.String(), want)
	}
}

// TestUnknownTotal: with no total there is no estimate, and Finish reports
// where the work stopped.
func TestUnknownTotal(t *testing.T) {
	clock := &fakeClock{t: time.Unix(0, 0)}
	var out bytes.Buffer
	m := newMeter(&out, "solve", 0, false, clock.now)
	clock.t = clock.t.Add(20 * time.Second)
	m.Set(3, "")
	m.Finish()
	if got := out.String(); got != "solve: 3 done, 20s elapsed\nsolve: 3 done, 20s elapsed\n" {
		t.Errorf("lines %q", got)
	}
	var quiet bytes.Buffer
	q := newMeter(&quiet, "review", 6, false, clock.now)
	q.Set(6, "")
	q.Finish()
	if quiet.Len() != 0 {
		t.Errorf("work done within the first interval reported %q", quiet.String())
	}
	var nilMeter *Meter
	nilMeter.Add(1)
	nilMeter.Finish()
}

// TestLeft: the estimate is the mean time per item times the items left.
func TestLeft(t *testing.T) {
	for _, c := range []struct {
		elapsed     time.Duration
		done, total int
		want        time.Duration
		ok          bool
	}{
		{40 * time.Second, 4, 20, 160 * time.Second, true},
		{0, 0, 20, 0, false},
		{time.Minute, 3, 0, 0, false},
		{time.Minute, 5, 5, 0, true},
	} {
		got, ok := Left(c.elapsed, c.done, c.total)
		if got != c.want || ok != c.ok {
			t.Errorf("Left(%v, %d, %d) = %v, %v; want %v, %v", c.elapsed, c.done, c.total, got, ok, c.want, c.ok)
		}
	}
}

// TestTerminalBar: on a terminal the bar shows the label, the count and
// the time left, redrawn in place.
func TestTerminalBar(t *testing.T) {
	var out bytes.Buffer
	m := newMeter(&out, "review", 10, true, time.Now)
	m.Set(5, "move 5")
	s := out.String()
	if !strings.Contains(s, "review") || !strings.Contains(s, "5/10") || !strings.Contains(s, "\r") {
		t.Errorf("bar output %q lacks the label, the count or the carriage return", s)
	}
}
