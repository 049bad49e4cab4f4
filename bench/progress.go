package bench

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// Progress reports how many of a run's items are done, on stderr: a bar
// redrawn in place when the writer is a terminal, else a plain line at most
// every Interval (and at the end). A nil *Progress reports nothing. It is
// safe for concurrent use.
type Progress struct {
	mu       sync.Mutex
	w        io.Writer
	label    string
	total    int
	done     int
	terminal bool
	last     time.Time
	start    time.Time
	// Interval is the least time between two plain lines.
	Interval time.Duration
}

// NewProgress returns a progress report of total items written to w, or nil
// when w is nil or total is 0.
func NewProgress(w io.Writer, label string, total int) *Progress {
	if w == nil || total == 0 {
		return nil
	}
	now := time.Now()
	return &Progress{w: w, label: label, total: total, terminal: IsTerminal(w), start: now, last: now, Interval: 10 * time.Second}
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

// Done records one more finished item and redraws the report when due.
func (p *Progress) Done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	now := time.Now()
	elapsed := now.Sub(p.start).Round(time.Second)
	if p.terminal {
		const width = 30
		filled := width * p.done / p.total
		fmt.Fprintf(p.w, "\r%s [%s%s] %d/%d %s", p.label, strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.done, p.total, elapsed)
		if p.done == p.total {
			fmt.Fprintln(p.w)
		}
		return
	}
	if p.done == p.total || now.Sub(p.last) >= p.Interval {
		p.last = now
		fmt.Fprintf(p.w, "%s: %d/%d done (%s)\n", p.label, p.done, p.total, elapsed)
	}
}
