package gtp

import (
	"bufio"
	"context"
	"strings"
	"sync"
)

// stream writes a reply line by line, for commands whose output grows
// while they run (kata-analyze and the like): the header first, then one
// flushed line at a time, then the terminating blank line.
type stream struct {
	cmd   Command
	w     *bufio.Writer
	begun bool
}

// begin writes the success header on a line of its own.
func (s *stream) begin() {
	if s.begun {
		return
	}
	s.begun = true
	s.w.WriteString(s.cmd.header(true) + "\n")
	s.w.Flush()
}

// line writes one line of the reply and flushes it.
func (s *stream) line(text string) {
	s.begin()
	if t := cleanText(text); strings.TrimSpace(t) != "" {
		s.w.WriteString(strings.TrimLeft(t, "\n") + "\n")
	}
	s.w.Flush()
}

// end writes the last text of the reply, if any, and the blank line.
func (s *stream) end(text string) {
	if t := cleanText(text); strings.TrimSpace(t) != "" {
		s.w.WriteString(strings.TrimLeft(t, "\n") + "\n")
	}
	s.w.WriteString("\n")
}

// monitor watches the input while a long command runs: "# interrupt"
// cancels the command, other lines are kept for later and, for a
// stopOnInput command, cancel it as well, as does the end of the input.
type monitor struct {
	mu      sync.Mutex
	pending []string
	eof     bool
	quit    chan struct{}
	done    chan struct{}
}

// isInterrupt reports whether a raw line is GoGui's interrupt comment,
// matched before comment stripping.
func isInterrupt(raw string) bool {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if r < 32 && r != '\t' {
			return -1
		}
		return r
	}, raw)) == "# interrupt"
}

func startMonitor(cancel context.CancelFunc, lines <-chan string, stopOnInput bool) *monitor {
	m := &monitor{quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(m.done)
		for {
			select {
			case <-m.quit:
				return
			case l, ok := <-lines:
				if !ok {
					m.mu.Lock()
					m.eof = true
					m.mu.Unlock()
					if stopOnInput {
						cancel()
					}
					return
				}
				if isInterrupt(l) {
					cancel()
					continue
				}
				m.mu.Lock()
				m.pending = append(m.pending, l)
				m.mu.Unlock()
				if stopOnInput {
					cancel()
				}
			}
		}
	}()
	return m
}

// stop ends the monitor and returns the lines it kept and whether the
// input ended.
func (m *monitor) stop() ([]string, bool) {
	close(m.quit)
	<-m.done
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pending, m.eof
}
