package main

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"sync"
	"time"

	"github.com/cgtgo/cgtgo/internal/progress"
)

// gameLine is the per-game report of arena.Soak: "game 3/200: ...".
var gameLine = regexp.MustCompile(`^game (\d+)/(\d+): (.*)$`)

// soakProgress turns the per-game lines of a soak into a progress report
// on w: a bar with the time left on a terminal, else the same lines with
// the time left appended. Other lines pass through.
type soakProgress struct {
	mu       sync.Mutex
	w        io.Writer
	meter    *progress.Meter
	terminal bool
	start    time.Time
	partial  []byte
}

// newSoakProgress returns the writer to give arena.SoakOptions.Progress.
func newSoakProgress(w io.Writer) *soakProgress {
	return &soakProgress{w: w, meter: progress.New(w, "soak", 0), terminal: progress.IsTerminal(w), start: time.Now()}
}

// Write reads whole lines and reports them.
func (s *soakProgress) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.partial = append(s.partial, p...)
	for {
		i := bytes.IndexByte(s.partial, '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(s.partial[:i])
		s.partial = s.partial[i+1:]
		m := gameLine.FindStringSubmatch(line)
		if m == nil {
			fmt.Fprintln(s.w, line)
			continue
		}
		done, _ := strconv.Atoi(m[1])
		total, _ := strconv.Atoi(m[2])
		if s.terminal {
			s.meter.SetTotal(total)
			s.meter.Set(done, m[3])
			continue
		}
		if left, ok := progress.Left(time.Since(s.start), done, total); ok {
			line += fmt.Sprintf(" (about %s left)", left.Round(time.Second))
		}
		fmt.Fprintln(s.w, line)
	}
}

// Finish ends the bar.
func (s *soakProgress) Finish() { s.meter.Finish() }

// countingWriter passes everything to w and counts the lines that start
// with prefix on meter (match reports one "game N ..." line per game).
type countingWriter struct {
	w      io.Writer
	prefix []byte
	meter  *progress.Meter
	atBOL  bool
}

// Write passes p on and counts the lines starting with the prefix.
func (c *countingWriter) Write(p []byte) (int, error) {
	for i := 0; i < len(p); i++ {
		if c.atBOL && bytes.HasPrefix(p[i:], c.prefix) {
			c.meter.Add(1)
		}
		c.atBOL = p[i] == '\n'
	}
	return c.w.Write(p)
}
