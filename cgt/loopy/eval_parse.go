package loopy

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// EvalError is an error in a loopy expression at a 1-based byte column.
// Err, when not nil, is the cause (the context's error or cgt.ErrCeiling
// when an ender's sums ran out of time or room; see cgt.ParseContext).
type EvalError struct {
	Col int
	Msg string
	Err error
}

// Error prints "column N: message", like cgt.ParseError.
func (e *EvalError) Error() string { return fmt.Sprintf("column %d: %s", e.Col, e.Msg) }

// Unwrap returns the cause, so that errors.Is finds a deadline.
func (e *EvalError) Unwrap() error { return e.Err }

// maxEvalLen and maxEvalDepth bound Eval's input.
const (
	maxEvalLen   = 4096
	maxEvalDepth = 16
)

var (
	koHead   = regexp.MustCompile(`^(KOL|KOR|OKL|OKR|KO|OK)(_([0-9]{1,3})\^([0-9]{1,3}))?\s*\[`)
	funcHead = regexp.MustCompile(`^(phiLR|phiRL|phiL|phiR|sidleL|sidleR|thermo_hat|thermo_check)(_[JN])?\s*\(`)
	anyHead  = regexp.MustCompile(`(^|[^A-Za-z_])((KOL|KOR|OKL|OKR|KO|OK)(_[0-9]+\^[0-9]+)?\s*\[|(phiLR|phiRL|phiL|phiR|sidleL|sidleR|thermo_hat|thermo_check)(_[JN])?\s*\()`)
)

// IsLoopyExpr reports whether s uses this package's syntax (a ko term
// KO[..], OK[..], KOL/KOR/OKL/OKR[..], KO_i^m[..], or a call phiL(..),
// phiR(..), phiLR(..), phiRL(..) with optional _J/_N, sidleL(..),
// sidleR(..), thermo_hat(..), thermo_check(..)) and so must go to Eval
// rather than cgt.Parse.
func IsLoopyExpr(s string) bool { return anyHead.MatchString(s) }

// term is one ko term or call found at the top level of a sum.
type term struct {
	start, end int // byte offsets of the whole term in the expression
	neg        bool
	ko         *Ko
	fn, ban    string // call name and "_J"/"_N"
	arg        string // call argument
	argOff     int    // byte offset of arg
}

// matching returns the offset just after the bracket closing the one at
// s[open], honouring nested (), [] and {}.
func matching(s string, open int) (int, bool) {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i + 1, true
			}
			if depth < 0 {
				return 0, false
			}
		}
	}
	return 0, false
}

// splitTop splits s at commas outside any brackets.
func splitTop(s string) []string {
	var parts []string
	depth, last := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[last:i])
				last = i + 1
			}
		}
	}
	return append(parts, s[last:])
}

func isLetter(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// scanTerms finds the ko terms and calls of expr (whose first byte is at
// column base+1 of the user's input).
func (ev *evaluator) scanTerms(expr string, base int) ([]term, error) {
	var terms []term
	depth := 0
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch c {
		case '(', '[', '{':
			depth++
			continue
		case ')', ']', '}':
			depth--
			continue
		}
		if i > 0 && isLetter(expr[i-1]) {
			continue
		}
		rest := expr[i:]
		km := koHead.FindStringSubmatch(rest)
		fm := funcHead.FindStringSubmatch(rest)
		if km == nil && fm == nil {
			continue
		}
		if depth != 0 {
			return nil, &EvalError{Col: base + i + 1, Msg: "ko terms and phi/sidle/thermo calls must be summands at the top level (not inside braces or parentheses)"}
		}
		var head int
		if km != nil {
			head = len(km[0])
		} else {
			head = len(fm[0])
		}
		end, ok := matching(expr, i+head-1)
		if !ok {
			return nil, &EvalError{Col: base + i + head, Msg: "unbalanced bracket"}
		}
		t := term{start: i, end: end}
		// sign from the preceding operator
		j := i - 1
		for j >= 0 && expr[j] == ' ' {
			j--
		}
		switch {
		case j < 0:
		case expr[j] == '+':
			if j > 0 && expr[j-1] == '-' {
				return nil, &EvalError{Col: base + j + 1, Msg: "\"-+\" before a ko term is not supported"}
			}
		case expr[j] == '-':
			if j > 0 && expr[j-1] == '+' {
				return nil, &EvalError{Col: base + j, Msg: "\"+-\" (a switch) of a ko term is not supported"}
			}
			t.neg = true
		default:
			return nil, &EvalError{Col: base + i + 1, Msg: "a ko term or call must be preceded by \"+\" or \"-\""}
		}
		inner := expr[i+head : end-1]
		innerOff := base + i + head
		if km != nil {
			k, err := ev.koTerm(km, inner, innerOff, base+i)
			if err != nil {
				return nil, err
			}
			t.ko = &k
		} else {
			t.fn, t.ban, t.arg, t.argOff = fm[1], fm[2], inner, innerOff
		}
		terms = append(terms, t)
		i = end - 1
	}
	return terms, nil
}

// koTerm builds the ko of a matched head and its bracket contents.
func (ev *evaluator) koTerm(km []string, inner string, innerOff, at int) (Ko, error) {
	parts := splitTop(inner)
	if len(parts) != 2 {
		return Ko{}, &EvalError{Col: innerOff + 1, Msg: fmt.Sprintf("%s[...] needs two enders A,B, found %d", km[1], len(parts))}
	}
	var enders [2]cgt.Game
	off := innerOff
	for n, p := range parts {
		g, err := ev.ender(p, off)
		if err != nil {
			return Ko{}, err
		}
		enders[n] = g
		off += len(p) + 1
	}
	name := km[1]
	passes := NoPass
	switch name {
	case "KOL", "OKL":
		passes = LeftPass
	case "KOR", "OKR":
		passes = RightPass
	}
	i, m := 2, 3
	if strings.HasPrefix(name, "OK") {
		i = 1
	}
	if km[2] != "" {
		if strings.HasPrefix(name, "OK") {
			return Ko{}, &EvalError{Col: at + 1, Msg: "write KO_1^m, not OK_i^m"}
		}
		i, _ = strconv.Atoi(km[3])
		m, _ = strconv.Atoi(km[4])
	}
	k, err := NewKo(i, m, enders[0], enders[1], passes)
	if err != nil {
		return Ko{}, &EvalError{Col: at + 1, Msg: err.Error()}
	}
	return k, nil
}

// shiftParseError moves a cgt.ParseError's column by off bytes.
func shiftParseError(err error, off int) error {
	var pe *cgt.ParseError
	if errors.As(err, &pe) {
		return &EvalError{Col: pe.Col + off, Msg: pe.Msg}
	}
	var ee *EvalError
	if errors.As(err, &ee) {
		return err
	}
	return &EvalError{Col: off + 1, Msg: err.Error(), Err: err}
}
