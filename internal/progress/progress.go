// Package progress reports the progress of long commands (solve, review,
// bench, soak, match) on standard error: on a terminal, a bar redrawn in
// place with the count, the elapsed time and the time left
// (github.com/schollz/progressbar/v3); otherwise, for logs and CI, a plain
// line at most every Interval, and one at the end when there was one
// before (work done within the first Interval stays silent), with the same
// figures.
//
// The time left is the elapsed time per finished item times the items
// left: an estimate, labelled "about".
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
)

// DefaultInterval is the least time between two plain lines.
const DefaultInterval = 10 * time.Second

// Meter reports the progress of total items. A nil *Meter reports nothing.
// It is safe for concurrent use.
type Meter struct {
	mu    sync.Mutex
	w     io.Writer
	label string
	total int
	done  int
	note  string
	start time.Time
	last  time.Time
	bar   *progressbar.ProgressBar
	ended bool
	// printed says a plain line was written: quick work (done within the
	// first Interval) stays silent, and only reported work gets an end line.
	printed bool
	// Now is the clock (time.Now; tests set their own).
	Now func() time.Time
	// Interval is the least time between two plain lines.
	Interval time.Duration
}

// New returns a meter of total items (total <= 0: unknown) written to w,
// a bar when w is a terminal, plain lines otherwise; nil when w is nil.
func New(w io.Writer, label string, total int) *Meter {
	return newMeter(w, label, total, IsTerminal(w), time.Now)
}

// newMeter is New with the terminal test and the clock given.
func newMeter(w io.Writer, label string, total int, terminal bool, now func() time.Time) *Meter {
	if w == nil {
		return nil
	}
	m := &Meter{w: w, label: label, total: total, Now: now, Interval: DefaultInterval}
	m.start, m.last = now(), now()
	if terminal {
		max := int64(total)
		if total <= 0 {
			max = -1 // a spinner
		}
		m.bar = progressbar.NewOptions64(max,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(label),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionShowElapsedTimeOnFinish(),
			progressbar.OptionSetWidth(30),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return m
}

// IsTerminal reports whether w is a character device (a terminal).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// Add records n more finished items.
func (m *Meter) Add(n int) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.set(m.done+n, m.note)
}

// Set records that done items are finished, with a short note on the
// current item ("" keeps the last one).
func (m *Meter) Set(done int, note string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if note == "" {
		note = m.note
	}
	m.set(done, note)
}

// set updates the figures and draws them when due; m.mu is held.
func (m *Meter) set(done int, note string) {
	m.done, m.note = done, note
	if m.bar != nil {
		_ = m.bar.Set(done)
		if note != "" {
			m.bar.Describe(m.label + ": " + note)
		}
		return
	}
	now := m.Now()
	if (m.printed && m.total > 0 && done >= m.total) || now.Sub(m.last) >= m.Interval {
		m.last, m.printed = now, true
		fmt.Fprintln(m.w, m.line(now))
	}
}

// line is the plain report: "pro: 3/20 done, 40s elapsed, about 3m47s
// left (note)".
func (m *Meter) line(now time.Time) string {
	elapsed := now.Sub(m.start)
	s := fmt.Sprintf("%s: %d", m.label, m.done)
	if m.total > 0 {
		s += fmt.Sprintf("/%d", m.total)
	}
	s += fmt.Sprintf(" done, %s elapsed", elapsed.Round(time.Second))
	if left, ok := Left(elapsed, m.done, m.total); ok {
		s += fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	if m.note != "" {
		s += " (" + m.note + ")"
	}
	return s
}

// Left estimates the time left when done of total items took elapsed:
// the mean time per item times the items left. It has no estimate before
// the first item or when the total is unknown.
func Left(elapsed time.Duration, done, total int) (time.Duration, bool) {
	if done <= 0 || total <= 0 {
		return 0, false
	}
	if done >= total {
		return 0, true
	}
	return time.Duration(float64(elapsed) / float64(done) * float64(total-done)), true
}

// Finish ends the report: the bar is cleared, and a plain report whose
// last line was not the end gets one.
func (m *Meter) Finish() {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ended {
		return
	}
	m.ended = true
	if m.bar != nil {
		_ = m.bar.Finish()
		return
	}
	if m.printed && (m.total <= 0 || m.done < m.total) {
		fmt.Fprintln(m.w, m.line(m.Now()))
	}
}

// Done records one more finished item.
func (m *Meter) Done() { m.Add(1) }

// SetTotal changes the number of items, for work whose size is known only
// once it started (a solve learns the empty points in play).
func (m *Meter) SetTotal(total int) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.total = total
	if m.bar != nil && total > 0 {
		m.bar.ChangeMax(total)
	}
}
