package gtp

import (
	"strconv"
	"strings"
)

// Command is one parsed GTP command line (GTP v2 §2.6): an optional
// numeric id, the command name and its arguments.
type Command struct {
	// HasID reports whether the line began with an id.
	HasID bool
	// ID is the command id (0..2^31-1) when HasID is true.
	ID int
	// Name is the command name, as sent (GTP names are case-sensitive,
	// but the engine also accepts them lowercased, see Engine).
	Name string
	// Args are the whitespace-separated arguments.
	Args []string
}

// Preprocess applies the engine-side preprocessing of GTP v2 §3.1 to one
// raw input line (without its line feed): control characters other than
// HT are removed (CR included), everything from '#' on is cut, HT becomes
// a space and surrounding blanks are trimmed. An empty result means the
// line is to be ignored.
func Preprocess(raw string) string {
	var sb strings.Builder
	for _, r := range raw {
		switch {
		case r == '#':
			return strings.TrimSpace(sb.String())
		case r == '\t':
			sb.WriteByte(' ')
		case r < 32 || r == 127:
			// control character: dropped
		default:
			sb.WriteRune(r)
		}
	}
	return strings.TrimSpace(sb.String())
}

// ParseCommand splits a preprocessed, non-empty line into a Command. A
// leading token made only of digits is the id; an id outside 0..2^31-1 is
// still echoed (it is not a failure of the framing).
func ParseCommand(line string) (Command, bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return Command{}, false
	}
	var c Command
	if isDigits(fields[0]) {
		id, err := strconv.Atoi(fields[0])
		if err != nil || id > 1<<31-1 {
			id = -1
		}
		c.HasID, c.ID = true, id
		fields = fields[1:]
	}
	if len(fields) == 0 {
		return c, true
	}
	c.Name = fields[0]
	c.Args = fields[1:]
	return c, true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// header returns the start of a reply to c: "=" or "?" followed by the id
// if there was one, and always a space (GoGui takes the result as the text
// after the first space).
func (c Command) header(ok bool) string {
	h := "="
	if !ok {
		h = "?"
	}
	if c.HasID && c.ID >= 0 {
		h += strconv.Itoa(c.ID)
	}
	return h + " "
}

// FormatReply renders a complete reply (GTP v2 §2.7): the header, the
// result text with any empty line removed and trailing blanks trimmed, and
// the terminating blank line.
func FormatReply(c Command, ok bool, text string) string {
	return c.header(ok) + cleanText(text) + "\n\n"
}

// cleanText makes a result safe to send: control characters other than LF
// (CR and TAB included) become spaces, trailing blanks of each line are
// trimmed and empty lines are dropped, except a leading one (a reply such
// as showboard may start on the line after the header, as GNU Go's does).
func cleanText(text string) string {
	text = strings.Map(func(r rune) rune {
		if r == '\n' {
			return r
		}
		if r < 32 || r == 127 {
			return ' '
		}
		return r
	}, text)
	lines := strings.Split(text, "\n")
	out := lines[:0]
	for i, l := range lines {
		l = strings.TrimRight(l, " ")
		if l == "" && i == 0 && len(lines) > 1 {
			out = append(out, l)
			continue
		}
		if strings.TrimSpace(l) == "" {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}
