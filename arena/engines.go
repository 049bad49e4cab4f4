package arena

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"

	"github.com/cgtgo/cgtgo/gtp"
)

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

// StartEngine starts the GTP engine of commandLine (split by
// SplitCommandLine) in the working directory dir ("" for the current
// one); the engine's stderr goes to stderr (nil: discarded).
func StartEngine(commandLine, dir string, stderr io.Writer) (*gtp.Client, error) {
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
	c, exited := gtp.NewClient(commandLine, stdin, stdout, func() { _ = cmd.Process.Kill() })
	c.SetProcess(cmd.Process.Pid)
	go func() { exited <- cmd.Wait() }()
	return c, nil
}

// Local runs a GTP server made with opt (cgtgo's engine, usually) in this
// process, on pipes, and returns a client driving it: the engine of
// "cgtgo regress" and "cgtgo match" without an external command line.
func Local(opt gtp.Options) *gtp.Client {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c, exited := gtp.NewClient("cgtgo (in process)", inW, outR, func() { inR.Close(); outR.Close() })
	srv := gtp.New(opt)
	go func() {
		err := srv.Run(context.Background(), inR, outW)
		outW.Close()
		exited <- err
	}()
	return c
}
