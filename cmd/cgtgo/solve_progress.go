package main

import (
	"fmt"
	"io"
	"time"

	"github.com/cgtgo/cgtgo/report"
)

// progress reports a long solve on stderr: one line rewritten with \r on a
// terminal, plain lines (at most one every few seconds) otherwise. Nothing
// is printed during the first second, so quick solves stay silent.
type progress struct {
	w        io.Writer
	terminal bool
	start    time.Time
	last     time.Time
	shown    bool
}

func newProgress(w io.Writer) *progress {
	now := time.Now()
	return &progress{w: w, terminal: isTerminal(w), start: now, last: now}
}

// update reports that moves moves of the line have been found.
func (p *progress) update(moves int) {
	now := time.Now()
	if now.Sub(p.start) < time.Second {
		return
	}
	gap := 5 * time.Second
	if p.terminal {
		gap = 200 * time.Millisecond
	}
	if p.shown && now.Sub(p.last) < gap {
		return
	}
	p.last, p.shown = now, true
	msg := fmt.Sprintf("solving: %s of the optimal line, %s", report.Plural(moves, "move"), now.Sub(p.start).Round(time.Second))
	if p.terminal {
		fmt.Fprintf(p.w, "\r%-60s", msg)
	} else {
		fmt.Fprintln(p.w, msg)
	}
}

// done ends a rewritten progress line.
func (p *progress) done() {
	if p.terminal && p.shown {
		fmt.Fprintf(p.w, "\r%-60s\r", "")
	}
}
