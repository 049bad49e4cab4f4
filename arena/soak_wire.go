package arena

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/gtp"
)

// soakWire is the soak client's view of the engine's pipes: it writes one
// line at a time and reads the replies strictly (GTP v2 §2.7), so that a
// reply missing, doubled, out of order or with stray output around it is
// seen rather than skipped as gtp.Client.Send does for GUIs' sake.
type soakWire struct {
	w     io.Writer
	lines chan string // the engine's output, line by line; closed at its end
	// readErr is the error that ended the output (nil: plain EOF).
	readErr error
}

// wireReply is one reply as it came over the pipe.
type wireReply struct {
	OK   bool
	ID   string // the id echoed in the header ("" for none)
	Text string // the result lines, '\n'-joined
}

// errNoReply is returned when the engine does not answer in time or its
// output ends.
var errNoReply = errors.New("no reply")

// newSoakWire starts reading r line by line.
func newSoakWire(w io.Writer, r io.Reader) *soakWire {
	sw := &soakWire{w: w, lines: make(chan string, 256)}
	go func() {
		defer close(sw.lines)
		br := bufio.NewReaderSize(r, 1<<16)
		for {
			l, err := gtp.ReadLine(br, 1<<20)
			if l != "" || err == nil {
				sw.lines <- strings.TrimSuffix(l, "\r")
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					sw.readErr = err
				}
				return
			}
		}
	}()
	return sw
}

// send writes one line (which must not hold a line feed).
func (sw *soakWire) send(line string) error {
	if strings.Contains(line, "\n") {
		return fmt.Errorf("soak: line %q holds a line feed", line)
	}
	if _, err := io.WriteString(sw.w, line+"\n"); err != nil {
		return fmt.Errorf("soak: writing %q: %w", line, err)
	}
	return nil
}

// read returns the next complete reply, waiting at most until deadline.
// Output that is not a reply (a line before the header that does not start
// with '=' or '?') is an error: the engine writes nothing else on stdout.
func (sw *soakWire) read(deadline time.Time) (wireReply, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	var rep wireReply
	var text []string
	started := false
	for {
		var l string
		var ok bool
		select {
		case l, ok = <-sw.lines:
		case <-timer.C:
			return wireReply{}, fmt.Errorf("%w by the deadline", errNoReply)
		}
		if !ok {
			return wireReply{}, fmt.Errorf("%w: the output ended (%v)", errNoReply, sw.readErr)
		}
		if !started {
			h, ok := gtp.ParseReplyHeader(l)
			if !ok {
				return wireReply{}, fmt.Errorf("stray output %q where a reply should start", l)
			}
			if rest := l[1+len(h.ID):]; rest != "" && rest[0] != ' ' {
				return wireReply{}, fmt.Errorf("malformed reply header %q", l)
			}
			started = true
			rep.OK, rep.ID = h.OK, h.ID
			text = append(text, h.Text)
			continue
		}
		if l == "" {
			rep.Text = strings.Join(text, "\n")
			return rep, nil
		}
		text = append(text, l)
	}
}

// quiet reports whether the engine writes nothing for d (no stray or
// doubled reply pending).
func (sw *soakWire) quiet(d time.Duration) (string, bool) {
	select {
	case l, ok := <-sw.lines:
		if !ok {
			return "", true
		}
		return l, false
	case <-time.After(d):
		return "", true
	}
}

// ended waits up to d for the end of the engine's output.
func (sw *soakWire) ended(d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-sw.lines:
			if !ok {
				return nil
			}
			return fmt.Errorf("output %q after quit", l)
		case <-timer.C:
			return fmt.Errorf("output still open %v after quit", d)
		}
	}
}
