package gtp

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// hangGuard only turns a hung server into a failure: no test here asserts
// a time (deadlines are tested on a step clock, see deadline_test.go).
const hangGuard = 2 * time.Minute

// runSession feeds input to a fresh engine one byte at a time and returns
// everything it wrote.
func runSession(t *testing.T, input string, opt Options) string {
	t.Helper()
	e := New(withEngine(opt))
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	if err := e.Run(ctx, iotest.OneByteReader(strings.NewReader(input)), &out); err != nil {
		t.Fatalf("Run: %v (hung?)", err)
	}
	return out.String()
}

// withEngine gives opt the protocol tests' quickEngine when it has none.
func withEngine(opt Options) Options {
	if opt.Engine == nil {
		opt.Engine = quickEngine{}
	}
	return opt
}

// reply is one parsed engine reply.
type reply struct {
	ok    bool
	id    string
	lines []string // first line without its header, then the others
}

// parseReplies splits GTP output into replies, failing on anything that
// is not valid framing: a header line starting with '=' or '?', an
// optional id, a space, and the reply ended by exactly one empty line.
func parseReplies(t *testing.T, out string) []reply {
	t.Helper()
	if out == "" {
		return nil
	}
	if !strings.HasSuffix(out, "\n\n") {
		t.Fatalf("output does not end with a blank line: %q", tail(out))
	}
	var rs []reply
	for _, block := range strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n") {
		lines := strings.Split(block, "\n")
		h := lines[0]
		if h == "" || (h[0] != '=' && h[0] != '?') {
			t.Fatalf("bad reply header %q in %q", h, block)
		}
		sp := strings.IndexByte(h, ' ')
		if sp < 0 {
			t.Fatalf("reply header without a space: %q", h)
		}
		for _, l := range lines[1:] {
			if strings.TrimSpace(l) == "" {
				t.Fatalf("blank line inside reply %q", block)
			}
		}
		rs = append(rs, reply{ok: h[0] == '=', id: h[1:sp], lines: append([]string{h[sp+1:]}, lines[1:]...)})
	}
	return rs
}

func tail(s string) string {
	if len(s) > 200 {
		return s[len(s)-200:]
	}
	return s
}

// lineReader reads an engine's output line by line with a timeout.
type lineReader struct {
	t     *testing.T
	lines chan string
}

func newLineReader(t *testing.T, r io.Reader) *lineReader {
	lr := &lineReader{t: t, lines: make(chan string, 1000)}
	go func() {
		defer close(lr.lines)
		var buf []byte
		b := make([]byte, 1)
		for {
			n, err := r.Read(b)
			if n == 1 {
				if b[0] == '\n' {
					lr.lines <- string(buf)
					buf = buf[:0]
				} else {
					buf = append(buf, b[0])
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return lr
}

// next returns the next output line, failing as hung after hangGuard.
func (lr *lineReader) next() string {
	lr.t.Helper()
	select {
	case l, ok := <-lr.lines:
		if !ok {
			lr.t.Fatal("engine output ended")
		}
		return l
	case <-time.After(hangGuard):
		lr.t.Fatal("hung: no engine output")
	}
	return ""
}

// runServer feeds input to the server e and returns everything it wrote.
func runServer(t *testing.T, e *Server, input string) string {
	t.Helper()
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	if err := e.Run(ctx, strings.NewReader(input), &out); err != nil {
		t.Fatalf("Run: %v (hung?)", err)
	}
	return out.String()
}
