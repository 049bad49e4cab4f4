package coins

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/cgt"
)

// MaxTermLength bounds the length of a term accepted by ParseTerm.
const MaxTermLength = 4096

// ErrSyntax is wrapped by every error ParseTerm returns for text that is not
// a term in the notation of [Coin.Notation].
var ErrSyntax = errors.New("coin term syntax")

// ParseTerm reads a term in the ASCII notation of [Coin.Notation] (e.g.
// "{0^3|+_2}^{->2}", "+_1/2", "v{->3}*", "{3|0}") and returns the coin that
// gives it. Monetary values are numbers or, in parentheses, games in package
// cgt's notation. Errors give the 1-based column and wrap ErrSyntax, or the
// coin validation error (e.g. for a zero value or a huge shift).
func ParseTerm(s string) (Coin, error) {
	if len(s) > MaxTermLength {
		return Coin{}, fmt.Errorf("%w: term longer than %d bytes", ErrSyntax, MaxTermLength)
	}
	p := &termParser{s: s}
	c, err := p.term()
	if err != nil {
		return Coin{}, err
	}
	p.space()
	if p.i < len(p.s) {
		return Coin{}, p.errorf("unexpected %q after the term", p.s[p.i:])
	}
	if err := c.Validate(); err != nil {
		return Coin{}, fmt.Errorf("term %q: %w", s, err)
	}
	return c, nil
}

// ParseTermGame reads a term like ParseTerm and returns its canonical game.
func ParseTermGame(s string) (cgt.Game, error) {
	c, err := ParseTerm(s)
	if err != nil {
		return cgt.Game{}, err
	}
	return c.term(), nil
}

// termParser is a cursor over the text of one term.
type termParser struct {
	s string
	i int
}

func (p *termParser) errorf(format string, args ...any) error {
	return fmt.Errorf("%w: column %d: %s", ErrSyntax, p.i+1, fmt.Sprintf(format, args...))
}

// space skips blanks.
func (p *termParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

// peek reports whether the text at the cursor (after blanks) starts with
// lit, without consuming it.
func (p *termParser) peek(lit string) bool {
	p.space()
	return len(p.s)-p.i >= len(lit) && p.s[p.i:p.i+len(lit)] == lit
}

// accept consumes lit if it comes next.
func (p *termParser) accept(lit string) bool {
	if p.peek(lit) {
		p.i += len(lit)
		return true
	}
	return false
}

// expect consumes lit or fails.
func (p *termParser) expect(lit string) error {
	if !p.accept(lit) {
		return p.errorf("expected %q", lit)
	}
	return nil
}

// integer reads a decimal integer in 1..MaxCoord.
func (p *termParser) integer() (int, error) {
	p.space()
	start := p.i
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	if start == p.i {
		return 0, p.errorf("expected a positive integer")
	}
	text := p.s[start:p.i]
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > MaxCoord {
		p.i = start
		return 0, p.errorf("integer %q out of range 1..%d", text, MaxCoord)
	}
	return n, nil
}

// value reads a monetary value: a number such as 3 or 1/2, or a game in
// parentheses.
func (p *termParser) value() (cgt.Game, error) {
	p.space()
	start := p.i
	if p.accept("(") {
		depth := 1
		for p.i < len(p.s) && depth > 0 {
			switch p.s[p.i] {
			case '(':
				depth++
			case ')':
				depth--
			}
			p.i++
		}
		if depth > 0 {
			p.i = start
			return cgt.Game{}, p.errorf("unclosed parenthesis")
		}
		g, err := parseGame(p.s[start+1 : p.i-1])
		if err != nil {
			p.i = start
			return cgt.Game{}, fmt.Errorf("%w: column %d: monetary value: %w", ErrSyntax, start+1, err)
		}
		return g, nil
	}
	for p.i < len(p.s) && (p.s[p.i] >= '0' && p.s[p.i] <= '9' || p.s[p.i] == '/') {
		p.i++
	}
	if start == p.i {
		return cgt.Game{}, p.errorf("expected a monetary value")
	}
	r, err := cgt.ParseRational(p.s[start:p.i])
	if err != nil {
		p.i = start
		return cgt.Game{}, p.errorf("monetary value: %v", err)
	}
	g, err := cgt.Number(r)
	if err != nil {
		p.i = start
		return cgt.Game{}, p.errorf("monetary value: %v", err)
	}
	return g, nil
}

// shift reads an optional "^{->k}" and returns k (1 when absent).
func (p *termParser) shift() (int, error) {
	if !p.accept("^{->") {
		return 1, nil
	}
	k, err := p.integer()
	if err != nil {
		return 0, err
	}
	return k, p.expect("}")
}

// term reads one term.
func (p *termParser) term() (Coin, error) {
	p.space()
	switch {
	case p.accept("*"):
		return StripCoin(Red, 0), nil
	case p.peek("^") || p.peek("v"):
		color := Red
		if p.s[p.i] == 'v' {
			color = Blue
		}
		p.i++
		k, err := p.arrowShift()
		if err != nil {
			return Coin{}, err
		}
		return StripCoin(color, k), p.expect("*")
	case p.accept("+_"), p.peek("-_") && !p.hasTopBar():
		color := Red
		if p.peek("-_") {
			p.i += 2
			color = Blue
		}
		x, err := p.value()
		if err != nil {
			return Coin{}, err
		}
		k, err := p.shift()
		return BoardCoin(color, 1, k, x), err
	case p.accept("{"):
		c, err := p.inner()
		if err != nil {
			return Coin{}, err
		}
		if err := p.expect("}"); err != nil {
			return Coin{}, err
		}
		if c.Row == 0 {
			return c, nil // switches have no shifted forms
		}
		k, err := p.shift()
		c.Col = k
		return c, err
	case p.hasTopBar():
		return p.inner()
	case p.accept("-"):
		x, err := p.value()
		return PocketCoin(Red, x), err
	}
	x, err := p.value()
	return PocketCoin(Blue, x), err
}

// arrowShift reads what follows ^ or v on the strip: "{->k}" (k >= 2) or
// nothing (k = 1).
func (p *termParser) arrowShift() (int, error) {
	if !p.accept("{->") {
		return 1, nil
	}
	k, err := p.integer()
	if err != nil {
		return 0, err
	}
	return k, p.expect("}")
}

// hasTopBar reports whether the rest of the text has a '|' outside
// parentheses and braces, i.e. a column-1 term written without braces.
func (p *termParser) hasTopBar() bool {
	depth := 0
	for j := p.i; j < len(p.s); j++ {
		switch p.s[j] {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case '|':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// inner reads the inside of a braced column-1 term: "0|-x", "0|+_x",
// "0^n|+_x", "-_x|0", "-_x|0^n" or "x|0". Col is set to 1.
func (p *termParser) inner() (Coin, error) {
	switch {
	case p.peek("0|") || p.peek("0^"):
		p.i++
		n := 1
		if p.accept("^") {
			var err error
			if n, err = p.integer(); err != nil {
				return Coin{}, err
			}
		}
		if err := p.expect("|"); err != nil {
			return Coin{}, err
		}
		if p.accept("+_") {
			x, err := p.value()
			return BoardCoin(Red, n+1, 1, x), err
		}
		if n != 1 {
			return Coin{}, p.errorf("expected \"+_\" after 0^%d|", n)
		}
		if err := p.expect("-"); err != nil {
			return Coin{}, err
		}
		x, err := p.value()
		return BoardCoin(Red, 0, 1, x), err
	case p.accept("-_"):
		x, err := p.value()
		if err != nil {
			return Coin{}, err
		}
		if err := p.expect("|"); err != nil {
			return Coin{}, err
		}
		if err := p.expect("0"); err != nil {
			return Coin{}, err
		}
		n := 1
		if p.accept("^") {
			if n, err = p.integer(); err != nil {
				return Coin{}, err
			}
		}
		return BoardCoin(Blue, n+1, 1, x), nil
	}
	x, err := p.value()
	if err != nil {
		return Coin{}, err
	}
	if err := p.expect("|"); err != nil {
		return Coin{}, err
	}
	return BoardCoin(Blue, 0, 1, x), p.expect("0")
}

// ParsePosition reads a position written as terms joined by "+", as
// [Position.String] prints it (e.g. "+_1 + {-_1|0}^{->3} + ^*"); "0" or an
// empty string is the empty position. A '+' separates terms when it stands
// outside braces and parentheses and is not the start of "+_". Errors wrap
// those of ParseTerm, naming the term's 1-based index.
func ParsePosition(s string) (Position, error) {
	if len(s) > MaxTermLength*16 {
		return nil, fmt.Errorf("%w: position longer than %d bytes", ErrSyntax, MaxTermLength*16)
	}
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
		case '+':
			if depth == 0 && (i+1 >= len(s) || s[i+1] != '_') {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	parts = append(parts, s[start:])
	if len(parts) == 1 {
		if t := strings.TrimSpace(parts[0]); t == "" || t == "0" {
			return Position{}, nil
		}
	}
	if len(parts) > MaxCoins {
		return nil, fmt.Errorf("%w: more than %d terms", ErrSyntax, MaxCoins)
	}
	p := make(Position, 0, len(parts))
	for i, part := range parts {
		c, err := ParseTerm(part)
		if err != nil {
			return nil, fmt.Errorf("term %d: %w", i+1, err)
		}
		p = append(p, c)
	}
	return p, nil
}
