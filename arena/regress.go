package arena

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/gtp"
)

// RegressItem is one line of a GoGui regression file (.tst): a command
// to send, and for a numbered test line its expectation.
type RegressItem struct {
	// Line is the line number in the file (from 1).
	Line int
	// Command is the GTP command, without the test number.
	Command string
	// Test is true for a numbered line; Number is its number.
	Test   bool
	Number int
	// Pattern is the regular expression of the "#? [...]" line (without
	// brackets or the '!'); HasPattern is false for a test without one.
	Pattern    string
	HasPattern bool
	// Negate is "[!...]": the test passes when the pattern does not match.
	Negate bool
	// ExpectFail is a trailing '*': a known failure.
	ExpectFail bool
	// PrintOnly is GNU Go's trailing '&': the response is printed, not
	// judged.
	PrintOnly bool
	re        *regexp.Regexp
}

// ParseRegress reads a regression file in GoGui's format: blank lines and
// '#' comments are skipped; a line starting with a number is a test whose
// expectation "#? [regex]" (optionally "[!regex]", then '*' for an
// expected failure or '&' for print only) must be on the very next line;
// other lines are commands whose replies are not judged. name is used in
// errors.
func ParseRegress(r io.Reader, name string) ([]RegressItem, error) {
	var items []RegressItem
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), gtp.MaxLineBytes)
	n := 0
	lastTest := -1 // index of the test line just read, awaiting its #?
	for sc.Scan() {
		n++
		raw := strings.TrimSpace(strings.ReplaceAll(sc.Text(), "\t", " "))
		if strings.HasPrefix(raw, "#?") {
			if lastTest < 0 {
				return nil, fmt.Errorf("%s line %d: #? expectation does not follow a numbered test line", name, n)
			}
			if err := items[lastTest].setPattern(strings.TrimSpace(raw[2:])); err != nil {
				return nil, fmt.Errorf("%s line %d: %w", name, n, err)
			}
			lastTest = -1
			continue
		}
		lastTest = -1
		line := gtp.Preprocess(raw)
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "@") {
			return nil, fmt.Errorf("%s line %d: suite includes (@file) are not supported; list the files on the command line", name, n)
		}
		it := RegressItem{Line: n, Command: line}
		if f := strings.Fields(line); strings.Trim(f[0], "0123456789") == "" {
			num, err := strconv.Atoi(f[0])
			if err != nil {
				return nil, fmt.Errorf("%s line %d: bad test number %q", name, n, f[0])
			}
			if len(f) < 2 {
				return nil, fmt.Errorf("%s line %d: test %d has no command", name, n, num)
			}
			it.Test, it.Number = true, num
			it.Command = strings.Join(f[1:], " ")
			lastTest = len(items)
		}
		items = append(items, it)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return items, nil
}

// setPattern reads "[regex]", "[!regex]" with an optional '*' or '&'.
func (it *RegressItem) setPattern(s string) error {
	switch {
	case strings.HasSuffix(s, "*"):
		it.ExpectFail = true
		s = strings.TrimSpace(strings.TrimSuffix(s, "*"))
	case strings.HasSuffix(s, "&"):
		it.PrintOnly = true
		s = strings.TrimSpace(strings.TrimSuffix(s, "&"))
	}
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return fmt.Errorf("expectation %q is not of the form [regex]", s)
	}
	s = s[1 : len(s)-1]
	if strings.HasPrefix(s, "!") {
		it.Negate = true
		s = s[1:]
	}
	// A full match with Java's MULTILINE|DOTALL, as gogui-regress does.
	re, err := regexp.Compile(`(?ms)\A(?:` + s + `)\z`)
	if err != nil {
		return fmt.Errorf("bad regular expression %q: %w", s, err)
	}
	it.Pattern, it.HasPattern, it.re = s, true, re
	return nil
}

// Verdict is the outcome of one regression test.
type Verdict int

const (
	// Pass: the response matched (and no failure was expected).
	Pass Verdict = iota
	// Fail: an unexpected failure.
	Fail
	// ExpectedFail: a failure marked with '*'.
	ExpectedFail
	// UnexpectedPass: a pass of a test marked with '*'.
	UnexpectedPass
	// Printed: a print-only test ('&') or a test without expectation.
	Printed
)

// String names the verdict as gogui-regress reports it.
func (v Verdict) String() string {
	return [...]string{"passed", "FAIL", "expected failure", "UNEXPECTED PASS", "printed"}[v]
}

// Judge decides a test from the engine's response: the text matched is
// the result after the first space for a success and "? message" for a
// failure reply.
func (it RegressItem) Judge(r gtp.Response) Verdict {
	if !it.HasPattern || it.PrintOnly {
		return Printed
	}
	text := r.Text
	if !r.OK {
		text = "? " + r.Text
	}
	ok := it.re.MatchString(text) != it.Negate
	switch {
	case ok && it.ExpectFail:
		return UnexpectedPass
	case ok:
		return Pass
	case it.ExpectFail:
		return ExpectedFail
	}
	return Fail
}

// RegressSummary counts the verdicts of a run.
type RegressSummary struct {
	Tests  int
	Counts [5]int // by Verdict
	// Time is the time the test commands took (wall clock).
	Time time.Duration
}

// Add merges another summary into s.
func (s *RegressSummary) Add(o RegressSummary) {
	s.Tests += o.Tests
	s.Time += o.Time
	for i := range s.Counts {
		s.Counts[i] += o.Counts[i]
	}
}

// String reports the counts.
func (s RegressSummary) String() string {
	return fmt.Sprintf("%d tests: %d passed, %d failed, %d unexpected passes, %d expected failures, %d printed; %s in the tests",
		s.Tests, s.Counts[Pass], s.Counts[Fail], s.Counts[UnexpectedPass], s.Counts[ExpectedFail], s.Counts[Printed], s.Time.Round(time.Millisecond))
}

// RunRegress sends the items to the engine in order, judging the tests and
// writing one line per test to out ("name:line test N: verdict: command
// -> response (time)", the time the test command took, wall clock). It
// stops at the first engine error (a dead or silent engine), returned with
// the summary so far.
func RunRegress(ctx context.Context, c *gtp.Client, items []RegressItem, name string, timeout time.Duration, out io.Writer) (RegressSummary, error) {
	var s RegressSummary
	for _, it := range items {
		start := time.Now()
		r, err := c.Send(ctx, it.Command, timeout)
		took := time.Since(start)
		if err != nil {
			return s, fmt.Errorf("%s line %d: %w", name, it.Line, err)
		}
		if !it.Test {
			continue
		}
		v := it.Judge(r)
		s.Tests++
		s.Counts[v]++
		want := ""
		if it.HasPattern && !it.PrintOnly {
			neg := ""
			if it.Negate {
				neg = "!"
			}
			want = fmt.Sprintf(" (expected [%s%s])", neg, it.Pattern)
		}
		s.Time += took
		fmt.Fprintf(out, "%s:%d test %d: %s: %s -> %s%s (%s)\n", name, it.Line, it.Number, v, it.Command,
			strings.ReplaceAll(r.String(), "\n", "\\n"), want, took.Round(time.Millisecond))
	}
	return s, nil
}
