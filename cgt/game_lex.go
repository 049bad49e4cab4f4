package cgt

import (
	"fmt"
	"strconv"
)

// ParseError is an error in a game expression, at a 1-based column (bytes).
type ParseError struct {
	Col int
	Msg string
}

// Error prints "column N: message".
func (e *ParseError) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// Limits on game expressions, so that hostile input gets a clear error
// instead of exhausting memory or time (CGSuite refuses huge specifiers too).
const (
	maxExprLen    = 1 << 16 // bytes of one expression
	maxNumberBits = 64      // bits of a numerator or denominator
	maxUpMultiple = 1024    // n in ^n, vn, ^<n>, ^[n], 0^n
	maxNimber     = 256     // n in *n (a nimber has n options per side)
	maxOptions    = 1024    // options on one side of {...}
	maxZeroPow    = 64      // n in Winning Ways' 0^n|G
	maxUpPower    = 64      // n in ^<n>, ^[n] (CGSuite's up-powers)
	maxDepth      = 1000    // nesting of braces, parentheses and calls
)

type tokKind int

const (
	tEOF      tokKind = iota
	tNum              // 3, 5/8, 6.5
	tUp               // ^, ^^, ^3 (n = count)
	tDown             // v, vv, v3
	tUpPow            // ^<n> (n)
	tUpTo             // ^[n]
	tDownPow          // v<n>
	tDownTo           // v[n]
	tStar             // *, *3
	tZeroPow          // 0^n of Winning Ways' 0^n|G
	tPlus             // +
	tMinus            // -
	tPM               // +- or ±
	tPlusSub          // +_ (Moews' tiny)
	tMinusSub         // -_ (Moews' miny)
	tLParen
	tRParen
	tLBrace
	tRBrace
	tComma
	tBars  // a run of n '|'
	tIdent // letters
)

type token struct {
	kind tokKind
	col  int    // 1-based
	text string // tNum, tIdent
	n    int    // counts
}

// lex splits s into tokens.
func lex(s string) ([]token, error) {
	var out []token
	i := 0
	errAt := func(col int, format string, args ...any) error {
		return &ParseError{Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	digits := func(j int) int {
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		return j
	}
	// count reads an optional decimal count at j (bounded by limit).
	count := func(j, limit int, what string) (int, int, bool, error) {
		k := digits(j)
		if k == j {
			return 0, j, false, nil
		}
		if k-j > 6 {
			return 0, k, true, errAt(j+1, "%s too large (at most %d)", what, limit)
		}
		v, _ := strconv.Atoi(s[j:k])
		if v > limit {
			return 0, k, true, errAt(j+1, "%s too large (at most %d)", what, limit)
		}
		return v, k, true, nil
	}
	for i < len(s) {
		c := s[i]
		col := i + 1
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			j := digits(i)
			if j < len(s) && (s[j] == '/' || s[j] == '.') {
				k := digits(j + 1)
				if k == j+1 {
					return nil, errAt(j+2, "digits expected after %q", s[j])
				}
				j = k
			}
			text := s[i:j]
			if text == "0" && j+1 < len(s) && s[j] == '^' && s[j+1] >= '0' && s[j+1] <= '9' {
				n, k, _, err := count(j+1, maxZeroPow, "exponent of 0^n")
				if err != nil {
					return nil, err
				}
				out = append(out, token{kind: tZeroPow, col: col, n: n})
				i = k
				continue
			}
			out = append(out, token{kind: tNum, col: col, text: text})
			i = j
		case c == '^' || c == 'v':
			up := c == '^'
			j := i
			for j < len(s) && s[j] == c {
				j++
			}
			reps := j - i
			if reps == 1 && j < len(s) && (s[j] == '<' || s[j] == '[') {
				open, close := s[j], byte('>')
				if open == '[' {
					close = ']'
				}
				n, k, ok, err := count(j+1, maxUpPower, "order of up")
				if err != nil {
					return nil, err
				}
				if !ok || k >= len(s) || s[k] != close || n < 1 {
					return nil, errAt(j+1, "expected %c n %c with n >= 1", open, close)
				}
				kind := map[[2]bool]tokKind{{true, true}: tUpPow, {true, false}: tUpTo, {false, true}: tDownPow, {false, false}: tDownTo}[[2]bool{up, open == '<'}]
				out = append(out, token{kind: kind, col: col, n: n})
				i = k + 1
				continue
			}
			if !up && j < len(s) && isLetter(s[j]) {
				return nil, errAt(col, "unknown name starting with %q", s[i:j+1])
			}
			n, k, ok, err := count(j, maxUpMultiple, "multiple of up")
			if err != nil {
				return nil, err
			}
			if ok && reps > 1 {
				return nil, errAt(j+1, "write ^n or ^^..., not both")
			}
			if !ok {
				n = reps
			}
			if reps > maxUpMultiple {
				return nil, errAt(col, "multiple of up too large (at most %d)", maxUpMultiple)
			}
			kind := tUp
			if !up {
				kind = tDown
			}
			out = append(out, token{kind: kind, col: col, n: n})
			i = k
		case c == '*':
			n, k, ok, err := count(i+1, maxNimber, "nimber")
			if err != nil {
				return nil, &ParseError{Col: err.(*ParseError).Col, Msg: err.(*ParseError).Msg + " (too many options)"}
			}
			if !ok {
				n = 1
			}
			out = append(out, token{kind: tStar, col: col, n: n})
			i = k
		case c == '+':
			switch {
			case i+1 < len(s) && s[i+1] == '-':
				out = append(out, token{kind: tPM, col: col})
				i += 2
			case i+1 < len(s) && s[i+1] == '_':
				out = append(out, token{kind: tPlusSub, col: col})
				i += 2
			default:
				out = append(out, token{kind: tPlus, col: col})
				i++
			}
		case c == '-':
			if i+1 < len(s) && s[i+1] == '_' {
				out = append(out, token{kind: tMinusSub, col: col})
				i += 2
			} else {
				out = append(out, token{kind: tMinus, col: col})
				i++
			}
		case c == '(':
			out = append(out, token{kind: tLParen, col: col})
			i++
		case c == ')':
			out = append(out, token{kind: tRParen, col: col})
			i++
		case c == '{':
			out = append(out, token{kind: tLBrace, col: col})
			i++
		case c == '}':
			out = append(out, token{kind: tRBrace, col: col})
			i++
		case c == ',':
			out = append(out, token{kind: tComma, col: col})
			i++
		case c == '|':
			j := i
			for j < len(s) && s[j] == '|' {
				j++
			}
			out = append(out, token{kind: tBars, col: col, n: j - i})
			i = j
		case isLetter(c):
			j := i
			for j < len(s) && isLetter(s[j]) {
				j++
			}
			out = append(out, token{kind: tIdent, col: col, text: s[i:j]})
			i = j
		case c == 0xC2 && i+1 < len(s) && s[i+1] == 0xB1: // ±
			out = append(out, token{kind: tPM, col: col})
			i += 2
		default:
			return nil, errAt(col, "unexpected character %q", rune(c))
		}
	}
	out = append(out, token{kind: tEOF, col: len(s) + 1})
	return out, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
