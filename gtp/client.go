package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Response is one reply of a GTP engine: success or failure, the id it
// echoed, and the result text (after the first space of the header, as
// GoGui reads it; several lines joined by '\n').
type Response struct {
	OK   bool
	ID   string
	Text string
}

// String renders the response as it appeared on the wire (header and
// text, without the final blank line).
func (r Response) String() string {
	h := "="
	if !r.OK {
		h = "?"
	}
	return h + r.ID + " " + r.Text
}

// ParseReplyHeader reads the first line of a reply (GTP v2 §2.7): '=' or
// '?', an optional numeric id, then the text after one space (as GoGui
// reads it). ok is false when the line does not start a reply.
func ParseReplyHeader(line string) (h Response, ok bool) {
	if line == "" || (line[0] != '=' && line[0] != '?') {
		return Response{}, false
	}
	head := line[1:]
	i := 0
	for i < len(head) && head[i] >= '0' && head[i] <= '9' {
		i++
	}
	return Response{OK: line[0] == '=', ID: head[:i], Text: strings.TrimPrefix(head[i:], " ")}, true
}

// ErrEngineDead is returned by Client.Send when the engine exited, closed
// its output or did not answer in time.
var ErrEngineDead = errors.New("engine is not responding")

// Client drives an external GTP engine (a controller, as GoGui and twogtp
// are): one command at a time, each reply read up to its blank line with
// a time limit.
type Client struct {
	name    string
	stdin   io.WriteCloser
	lines   chan string
	waitErr chan error
	kill    func()
	mu      sync.Mutex
	dead    bool
	pid     int
}

// NewClient drives the engine behind stdin and stdout, named name (its
// command line). kill stops the engine when it does not quit; the engine's
// exit (its error, nil for a clean exit) is to be sent on the channel
// returned, once.
func NewClient(name string, stdin io.WriteCloser, stdout io.Reader, kill func()) (*Client, chan<- error) {
	c := &Client{name: name, stdin: stdin, lines: make(chan string, 64), waitErr: make(chan error, 1), kill: kill}
	go func() {
		defer close(c.lines)
		br := bufio.NewReaderSize(stdout, 4096)
		for {
			l, err := ReadLine(br, MaxLineBytes)
			if l != "" || err == nil {
				c.lines <- l
			}
			if err != nil {
				return
			}
		}
	}()
	return c, c.waitErr
}

// SetProcess records the process id of the engine (0, the default, for an
// engine run in this process), for measurements of its processor time.
func (c *Client) SetProcess(pid int) { c.pid = pid }

// PID returns the process id of the engine, 0 for an engine run in this
// process.
func (c *Client) PID() int { return c.pid }

// Name returns the command line of the engine.
func (c *Client) Name() string { return c.name }

// Send sends one command line and reads its reply within timeout (0: no
// limit). Lines before the reply header that do not start with '=' or '?'
// are skipped, as GoGui and @sabaki/gtp do. After a timeout or the end of
// the engine's output the client is dead and Send returns ErrEngineDead.
func (c *Client) Send(ctx context.Context, line string, timeout time.Duration) (Response, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.dead {
		return Response{}, ErrEngineDead
	}
	if strings.ContainsAny(line, "\n\r") {
		return Response{}, fmt.Errorf("command %q contains a line break", line)
	}
	if _, err := io.WriteString(c.stdin, line+"\n"); err != nil {
		c.dead = true
		return Response{}, fmt.Errorf("%w: writing %q: %v", ErrEngineDead, line, err)
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var resp Response
	var text []string
	started := false
	for {
		var l string
		var ok bool
		select {
		case l, ok = <-c.lines:
		case <-ctx.Done():
			c.dead = true
			return Response{}, fmt.Errorf("%w: no reply to %q: %v", ErrEngineDead, line, ctx.Err())
		}
		if !ok {
			c.dead = true
			return Response{}, fmt.Errorf("%w: output ended during %q", ErrEngineDead, line)
		}
		l = strings.TrimRight(strings.ReplaceAll(l, "\t", " "), "\r")
		if !started {
			h, ok := ParseReplyHeader(l)
			if !ok {
				continue
			}
			started = true
			resp.OK, resp.ID = h.OK, h.ID
			text = append(text, h.Text)
			continue
		}
		if l == "" {
			resp.Text = strings.Join(text, "\n")
			return resp, nil
		}
		text = append(text, l)
	}
}

// Close asks the engine to quit (waiting up to grace), then kills it.
func (c *Client) Close(grace time.Duration) error {
	if _, err := c.Send(context.Background(), "quit", grace); err == nil {
		c.stdin.Close()
		select {
		case err := <-c.waitErr:
			return err
		case <-time.After(grace):
		}
	}
	c.stdin.Close()
	c.kill()
	select {
	case <-c.waitErr:
	case <-time.After(grace):
	}
	return nil
}

// Dead reports whether the engine stopped answering.
func (c *Client) Dead() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.dead
}
