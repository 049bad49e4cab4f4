package sgf

import (
	"fmt"
	"unicode/utf8"
)

// scanner walks decoded UTF-8 SGF text byte by byte, keeping the 1-based
// line and column (in runes) of the next unread character. CR, LF, CRLF and
// LFCR each count as one line break (FF[4] "line break").
type scanner struct {
	src       []byte
	pos       int
	line, col int
}

// newScanner starts a scanner at the beginning of src.
func newScanner(src []byte) scanner { return scanner{src: src, line: 1, col: 1} }

// eof reports whether all input has been consumed.
func (s *scanner) eof() bool { return s.pos >= len(s.src) }

// peek returns the next byte; call only when !s.eof().
func (s *scanner) peek() byte { return s.src[s.pos] }

// isBreak reports whether c starts a line break.
func isBreak(c byte) bool { return c == '\r' || c == '\n' }

// advance consumes one byte that is not a line break.
func (s *scanner) advance() {
	if s.src[s.pos]&0xC0 != 0x80 {
		s.col++
	}
	s.pos++
}

// lineBreak consumes a line break: CR or LF, together with an immediately
// following LF or CR of the other kind (CRLF, LFCR).
func (s *scanner) lineBreak() {
	c := s.src[s.pos]
	s.pos++
	if s.pos < len(s.src) {
		if d := s.src[s.pos]; isBreak(d) && d != c {
			s.pos++
		}
	}
	s.line++
	s.col = 1
}

// step consumes one byte or one line break.
func (s *scanner) step() {
	if isBreak(s.src[s.pos]) {
		s.lineBreak()
	} else {
		s.advance()
	}
}

// skipSpace consumes white space between tokens: every control character
// and the space (FF[4] allows white space between tokens).
func (s *scanner) skipSpace() {
	for s.pos < len(s.src) && s.src[s.pos] <= ' ' {
		s.step()
	}
}

// errAt returns a SyntaxError at the given position.
func errAt(line, col int, cause error, format string, args ...any) *SyntaxError {
	return &SyntaxError{Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Err: cause}
}

// errf returns a SyntaxError at the scanner's current position.
func (s *scanner) errf(format string, args ...any) *SyntaxError {
	return errAt(s.line, s.col, nil, format, args...)
}

// unexpected describes the next character for an error message.
func (s *scanner) unexpected() string {
	if s.eof() {
		return "unexpected end of input"
	}
	r, _ := utf8.DecodeRune(s.src[s.pos:])
	return fmt.Sprintf("unexpected %q", r)
}

// findStart returns the offset of the first game tree in src: the first '('
// followed (after optional white space) by ';'. If there is none it returns
// the offset of the first '(' (whose tree is then malformed), or -1.
func findStart(src []byte) int {
	first := -1
	for i, c := range src {
		if c != '(' {
			continue
		}
		if first < 0 {
			first = i
		}
		j := i + 1
		for j < len(src) && src[j] <= ' ' {
			j++
		}
		if j < len(src) && src[j] == ';' {
			return i
		}
	}
	return first
}
