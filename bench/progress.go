package bench

import (
	"io"

	"github.com/cgtgo/cgtgo/internal/progress"
)

// Progress reports how many of a run's items are done, on stderr, with the
// time left (package internal/progress): a bar redrawn in place when the
// writer is a terminal, else a plain line at most every Interval and at
// the end. A nil *Progress reports nothing. It is safe for concurrent use.
type Progress = progress.Meter

// NewProgress returns a progress report of total items written to w, or nil
// when w is nil or total is 0.
func NewProgress(w io.Writer, label string, total int) *Progress {
	if w == nil || total == 0 {
		return nil
	}
	return progress.New(w, label, total)
}

// IsTerminal reports whether w is a character device (a terminal).
func IsTerminal(w io.Writer) bool { return progress.IsTerminal(w) }
