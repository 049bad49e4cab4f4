package gtp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
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
	pid     int
	mu      sync.Mutex
	dead    bool
}

// SplitCommandLine splits an engine command line into words: blanks
// separate words, single or double quotes group them, a backslash escapes
// the next character outside single quotes.
func SplitCommandLine(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	var quote rune
	escaped := false
	for _, r := range s {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped, inWord = true, true
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 || escaped {
		return nil, fmt.Errorf("command line %q: unterminated quote or escape", s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("empty engine command line")
	}
	return words, nil
}

// StartClient starts the engine of commandLine (split by
// SplitCommandLine) in the working directory dir ("" for the current
// one); the engine's stderr goes to stderr (nil: discarded).
func StartClient(commandLine, dir string, stderr io.Writer) (*Client, error) {
	words, err := SplitCommandLine(commandLine)
	if err != nil {
		return nil, err
	}
	path, err := exec.LookPath(words[0])
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", words[0], err)
	}
	cmd := exec.Command(path, words[1:]...)
	cmd.Dir = dir
	cmd.Stderr = stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", commandLine, err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, fmt.Errorf("engine %q: %w", commandLine, err)
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting engine %q: %w", commandLine, err)
	}
	c := newClient(commandLine, stdin, stdout, func() { _ = cmd.Process.Kill() })
	c.pid = cmd.Process.Pid
	go func() { c.waitErr <- cmd.Wait() }()
	return c, nil
}

// newClient wraps the pipes of an engine; the caller sends the engine's
// exit on c.waitErr.
func newClient(name string, stdin io.WriteCloser, stdout io.Reader, kill func()) *Client {
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
	return c
}

// NewLocalClient runs a cgtgo Engine made with opt in this process, on
// pipes, and returns a Client driving it (for "cgtgo regress" and
// "cgtgo match" without an external command line).
func NewLocalClient(opt Options) *Client {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := newClient("cgtgo (in process)", inW, outR, func() { inR.Close(); outR.Close() })
	e := New(opt)
	go func() {
		err := e.Run(context.Background(), inR, outW)
		outW.Close()
		c.waitErr <- err
	}()
	return c
}

// PID returns the process id of the engine, 0 for an engine run in this
// process (NewLocalClient).
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
			if l == "" || (l[0] != '=' && l[0] != '?') {
				continue
			}
			started = true
			resp.OK = l[0] == '='
			head := l[1:]
			i := 0
			for i < len(head) && head[i] >= '0' && head[i] <= '9' {
				i++
			}
			resp.ID = head[:i]
			text = append(text, strings.TrimPrefix(head[i:], " "))
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
