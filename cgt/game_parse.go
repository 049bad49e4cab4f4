package cgt

import (
	"context"
	"fmt"
	"strings"
)

// Parse reads a game expression and returns its canonical form. It accepts
// every form String and Braces print, and:
//
//   - numbers "3", "-5/8", "6.5" (dyadic), "*", "*n", "^", "v", "^n", "vn",
//     "^^*", "9/8*", "73/16v9*8", CGSuite's up-powers "^<n>", "^[n]" (and
//     "v<n>", "v[n]");
//   - braces with Conway's slash notation, more bars binding looser
//     ("{3||2*|1*}", "{3|||2||1|0,*||||-1/2}"; ONAG ch. 9-10), options
//     separated by commas; "{3|2|1}" (equal bars at one level) is an error
//     as in CGSuite; Winning Ways' "{0^n|G}" = {0|{0|...{0|G}}} (n zeros);
//   - "+-G" = {G | -G} (also "±"; "+-{a,b}" = {a,b | -a,-b}), "Tiny(G)",
//     "Miny(G)", "tiny-G", "miny-G", Moews' "+_G" and "-_G" (tiny-G =
//     {0 || 0 | -G}, ONAG ch. 9), "2Tiny(2)" = 2 + Tiny(2);
//   - sums and differences "+", "-", "+-" as a binary operator (G +- H =
//     G + ±H), unary minus, parentheses; a unary minus written directly
//     before a number negates only that number, as printed ("-3^" is
//     (-3) + ^, "-(3^)" is -3v);
//   - cool(G, t) and chill(G) (cooling and chilling, see cool.go).
//
// Errors are *ParseError values carrying the 1-based column. Parse has no
// time limit: a short sum of hot games can take long (ParseContext).
func Parse(s string) (Game, error) {
	return ParseContext(context.Background(), s)
}

// ParseContext is Parse with the limits of ctx: the sums an expression asks
// for are computed by AddContext, so a deadline, a cancellation or a
// ceiling (WithCeiling) stops the work with an error wrapping ctx's error
// or ErrCeiling (not a *ParseError). Sums are where short expressions get
// expensive: "+-8+-71+-5+-3+*200" takes seconds, and each further switch
// multiplies the time.
func ParseContext(ctx context.Context, s string) (Game, error) {
	if len(s) > maxExprLen {
		return Game{}, &ParseError{Col: maxExprLen + 1, Msg: fmt.Sprintf("expression too long (%d bytes, at most %d)", len(s), maxExprLen)}
	}
	toks, err := lex(s)
	if err != nil {
		return Game{}, err
	}
	p := &parser{toks: toks, ctx: ctx}
	g, err := p.top()
	if err == nil && p.err != nil {
		return Game{}, p.err
	}
	return g, err
}

// top parses a whole expression: a sum, or slash notation without braces.
func (p *parser) top() (Game, error) {
	if topLevelBars(p.toks) { // "7|5||4|1": slash notation without braces
		isGame, g, _, err := p.body(token{kind: tEOF, col: 1})
		if err == nil && !isGame {
			err = &ParseError{Col: 1, Msg: "expected a game"}
		}
		return g, err
	}
	g, err := p.sum()
	if err != nil {
		return Game{}, err
	}
	if t := p.peek(); t.kind != tEOF {
		return Game{}, p.errAt(t, "unexpected %s", describe(t))
	}
	return g, nil
}

// topLevelBars reports whether a bar occurs outside all brackets.
func topLevelBars(toks []token) bool {
	depth := 0
	for _, t := range toks {
		switch t.kind {
		case tLBrace, tLParen:
			depth++
		case tRBrace, tRParen:
			depth--
		case tBars:
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

type parser struct {
	toks  []token
	pos   int
	depth int
	ctx   context.Context
	err   error // the first limit of ctx reached by a sum
}

// add returns g + h within the limits of p.ctx (AddContext); once a limit
// is reached it returns 0 and keeps the error in p.err, which the callers
// of sum report.
func (p *parser) add(g, h Game) Game {
	if p.err != nil {
		return Zero()
	}
	v, err := AddContext(p.ctx, g, h)
	if err != nil {
		p.err = fmt.Errorf("game expression: %w", err)
		return Zero()
	}
	return v
}

func (p *parser) peek() token { return p.toks[p.pos] }
func (p *parser) next() token {
	t := p.toks[p.pos]
	if t.kind != tEOF {
		p.pos++
	}
	return t
}

func (p *parser) errAt(t token, format string, args ...any) error {
	return &ParseError{Col: t.col, Msg: fmt.Sprintf(format, args...)}
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of expression"
	case tNum:
		return fmt.Sprintf("number %q", t.text)
	case tIdent:
		return fmt.Sprintf("name %q", t.text)
	case tBars:
		return fmt.Sprintf("%q", strings.Repeat("|", t.n))
	case tComma:
		return `","`
	case tRParen:
		return `")"`
	case tRBrace:
		return `"}"`
	case tLBrace:
		return `"{"`
	case tLParen:
		return `"("`
	}
	return "symbol"
}

func (p *parser) enter(t token) error {
	p.depth++
	if p.depth > maxDepth {
		return p.errAt(t, "expression nested too deeply (at most %d levels)", maxDepth)
	}
	return nil
}

// sum := unary { ("+" | "-") unary | "+-" pmOperand }
func (p *parser) sum() (Game, error) {
	g, err := p.unary()
	if err != nil {
		return g, err
	}
	for {
		t := p.peek()
		switch t.kind {
		case tPlus, tMinus:
			p.next()
			h, err := p.unary()
			if err != nil {
				return g, err
			}
			if t.kind == tMinus {
				h = h.Neg()
			}
			g = p.add(g, h)
		case tPM:
			p.next()
			h, err := p.pmOperand(t)
			if err != nil {
				return g, err
			}
			g = p.add(g, h)
		default:
			return g, nil
		}
	}
}

// unary := "-" unary | "+" unary | "+-" pmOperand | "+_" unary | "-_" unary | term
func (p *parser) unary() (Game, error) {
	t := p.peek()
	if err := p.enter(t); err != nil {
		return Game{}, err
	}
	defer func() { p.depth-- }()
	switch t.kind {
	case tMinus:
		p.next()
		if p.peek().kind == tNum { // "-3^" is (-3) + ^, as printed
			return p.literal(true)
		}
		g, err := p.unary()
		return g.Neg(), err
	case tPlus:
		p.next()
		return p.unary()
	case tPM:
		p.next()
		return p.pmOperand(t)
	case tPlusSub, tMinusSub:
		p.next()
		h, err := p.unary()
		if err != nil {
			return h, err
		}
		if t.kind == tPlusSub {
			return tinyOf(h), nil
		}
		return tinyOf(h).Neg(), nil
	}
	return p.term()
}

// tinyOf returns tiny-h = {0 || 0 | -h} (ONAG ch. 9).
func tinyOf(h Game) Game {
	return NewGame([]Game{Zero()}, []Game{NewGame([]Game{Zero()}, []Game{h.Neg()})})
}

// pmOperand reads the operand of "+-": "{a, b}" (a list of Left options,
// without bars) or any unary expression.
func (p *parser) pmOperand(pm token) (Game, error) {
	if p.peek().kind == tLBrace {
		open := p.next()
		if err := p.enter(open); err != nil {
			return Game{}, err
		}
		defer func() { p.depth-- }()
		isGame, g, opts, err := p.body(open)
		if err != nil {
			return Game{}, err
		}
		if isGame {
			return NewGame([]Game{g}, []Game{g.Neg()}), nil
		}
		if len(opts) == 0 {
			return Game{}, p.errAt(open, "+-{} needs at least one option")
		}
		neg := make([]Game, len(opts))
		for i, o := range opts {
			neg[i] = o.Neg()
		}
		return NewGame(opts, neg), nil
	}
	g, err := p.unary()
	if err != nil {
		return g, err
	}
	return NewGame([]Game{g}, []Game{g.Neg()}), nil
}

// term := literal | "(" sum ")" | "{" body "}" | name "(" args ")" |
// ("tiny" | "miny") "-" unary
func (p *parser) term() (Game, error) {
	t := p.peek()
	switch t.kind {
	case tNum, tUp, tDown, tUpPow, tUpTo, tDownPow, tDownTo, tStar:
		return p.literal(false)
	case tIdent:
		if t.text == "Tiny" || t.text == "Miny" {
			return p.literal(false)
		}
		return p.call()
	case tLParen:
		p.next()
		g, err := p.sum()
		if err != nil {
			return g, err
		}
		if c := p.next(); c.kind != tRParen {
			return g, p.errAt(c, "expected \")\" to close \"(\" at column %d, found %s", t.col, describe(c))
		}
		return g, nil
	case tLBrace:
		p.next()
		isGame, g, _, err := p.body(t)
		if err != nil {
			return g, err
		}
		if !isGame {
			return g, p.errAt(t, "braces without \"|\": write {Left options | Right options}")
		}
		return g, nil
	case tZeroPow:
		return Game{}, p.errAt(t, "0^n (Winning Ways) must be followed by \"|\" inside braces: {0^n|G}")
	}
	return Game{}, p.errAt(t, "expected a game, found %s", describe(t))
}

// literal := [number] [ups] [star] [("Tiny" | "Miny") "(" sum ")"], the
// juxtaposed sum CGSuite prints ("73/16v9*8", "2Tiny(2)").
func (p *parser) literal(negNumber bool) (Game, error) {
	g := Zero()
	found := false
	if t := p.peek(); t.kind == tNum {
		p.next()
		x, err := parseDyadic(t.text)
		if err != nil {
			return g, p.errAt(t, "%v", err)
		}
		if negNumber {
			x = x.Neg()
		}
		g, found = internNumber(x), true
	}
	if t := p.peek(); t.kind >= tUp && t.kind <= tDownTo {
		p.next()
		g, found = p.add(g, upForm(t.kind, t.n)), true
	}
	if t := p.peek(); t.kind == tStar {
		p.next()
		g, found = p.add(g, Nimber(t.n)), true
	}
	if t := p.peek(); t.kind == tIdent && (t.text == "Tiny" || t.text == "Miny") {
		p.next()
		args, err := p.args(t, 1)
		if err != nil {
			return g, err
		}
		h := tinyOf(args[0])
		if t.text == "Miny" {
			h = h.Neg()
		}
		g, found = p.add(g, h), true
	}
	if !found {
		return g, p.errAt(p.peek(), "expected a game, found %s", describe(p.peek()))
	}
	return g, nil
}

// upForm returns n.^ (tUp), -n.^ (tDown), CGSuite's ^<n> = ^[n] - ^[n-1]
// and ^[n] = {^[n-1] | *} with ^[1] = ^ (and their negatives).
func upForm(kind tokKind, n int) Game {
	switch kind {
	case tUp:
		return UpStar(n, 0)
	case tDown:
		return UpStar(-n, 0)
	case tUpTo:
		return upTo(n)
	case tDownTo:
		return upTo(n).Neg()
	case tUpPow:
		return upTo(n).Sub(upTo(n - 1))
	case tDownPow:
		return upTo(n - 1).Sub(upTo(n))
	}
	return Zero()
}

// upTo returns ^[n] = {^[n-1] | *}, ^[1] = ^, ^[0] = 0 (CGSuite's
// ^.PowTo(n) = ^ + ^<2> + ... + ^<n>).
func upTo(n int) Game {
	if n <= 0 {
		return Zero()
	}
	g := Up()
	for i := 2; i <= n; i++ {
		g = NewGame([]Game{g}, []Game{Star()})
	}
	return g
}

// parseDyadic reads a number token, refusing non-dyadic and huge values.
func parseDyadic(text string) (Rational, error) {
	x, err := ParseRational(text)
	if err != nil {
		return x, err
	}
	if x.rat().Num().BitLen() > maxNumberBits || x.rat().Denom().BitLen() > maxNumberBits {
		return x, fmt.Errorf("integer out of bounds in game specifier: %s (at most %d bits)", text, maxNumberBits)
	}
	if !x.IsDyadic() {
		return x, fmt.Errorf("%s is not a dyadic rational (denominator must be a power of 2)", text)
	}
	return x, nil
}

// call := name "(" args ")" for tiny-G, miny-G, cool(G, t), chill(G).
func (p *parser) call() (Game, error) {
	t := p.next()
	switch t.text {
	case "tiny", "miny":
		if m := p.next(); m.kind != tMinus {
			return Game{}, p.errAt(m, "expected \"-\" after %q (write %s-G)", t.text, t.text)
		}
		h, err := p.unary()
		if err != nil {
			return h, err
		}
		if t.text == "tiny" {
			return tinyOf(h), nil
		}
		return tinyOf(h).Neg(), nil
	case "chill":
		args, err := p.args(t, 1)
		if err != nil {
			return Game{}, err
		}
		g, err := Chill(args[0])
		if err != nil {
			return g, p.errAt(t, "chill: %v", err)
		}
		return g, nil
	case "cool":
		if o := p.next(); o.kind != tLParen {
			return Game{}, p.errAt(o, "expected \"(\" after cool")
		}
		g, err := p.sum()
		if err != nil {
			return g, err
		}
		if c := p.next(); c.kind != tComma {
			return g, p.errAt(c, "expected \",\" then a temperature in cool(G, t)")
		}
		tt, err := p.rational()
		if err != nil {
			return g, err
		}
		if c := p.next(); c.kind != tRParen {
			return g, p.errAt(c, "expected \")\" to close cool(")
		}
		cg, err := Cool(g, tt)
		if err != nil {
			return cg, p.errAt(t, "cool: %v", err)
		}
		return cg, nil
	}
	return Game{}, p.errAt(t, "unknown name %q", t.text)
}

// rational reads an optionally negative number (a temperature).
func (p *parser) rational() (Rational, error) {
	neg := false
	if p.peek().kind == tMinus {
		p.next()
		neg = true
	}
	t := p.next()
	if t.kind != tNum {
		return Rational{}, p.errAt(t, "expected a number, found %s", describe(t))
	}
	x, err := ParseRational(t.text)
	if err != nil {
		return x, p.errAt(t, "%v", err)
	}
	if x.rat().Num().BitLen() > maxNumberBits || x.rat().Denom().BitLen() > maxNumberBits {
		return x, p.errAt(t, "number out of bounds: %s", t.text)
	}
	if neg {
		x = x.Neg()
	}
	return x, nil
}

// args reads "(" sum {"," sum} ")" with exactly n arguments.
func (p *parser) args(name token, n int) ([]Game, error) {
	if o := p.next(); o.kind != tLParen {
		return nil, p.errAt(o, "expected \"(\" after %s", name.text)
	}
	var out []Game
	for {
		g, err := p.sum()
		if err != nil {
			return nil, err
		}
		out = append(out, g)
		c := p.next()
		if c.kind == tRParen {
			break
		}
		if c.kind != tComma {
			return nil, p.errAt(c, "expected \",\" or \")\" in %s(...), found %s", name.text, describe(c))
		}
	}
	if len(out) != n {
		return nil, p.errAt(name, "%s takes %d argument(s), got %d", name.text, n, len(out))
	}
	return out, nil
}

// bodyItem is one element or separator inside braces.
type bodyItem struct {
	tok     token
	game    Game
	isGame  bool // an option
	zeroPow int  // > 0: Winning Ways' 0^n before a bar
	bars    int  // > 0: a run of bars
	comma   bool
}

// body reads the inside of braces after "{" up to and including "}". It
// returns either a game (when there are bars) or a list of options.
func (p *parser) body(open token) (bool, Game, []Game, error) {
	var items []bodyItem
	for {
		t := p.peek()
		switch t.kind {
		case tRBrace:
			if open.kind == tEOF {
				return false, Game{}, nil, p.errAt(t, "unexpected \"}\"")
			}
			p.next()
			return p.build(open, items)
		case tEOF:
			if open.kind == tEOF {
				return p.build(open, items)
			}
			return false, Game{}, nil, p.errAt(t, "missing \"}\" to close \"{\" at column %d", open.col)
		case tComma:
			p.next()
			items = append(items, bodyItem{tok: t, comma: true})
		case tBars:
			p.next()
			items = append(items, bodyItem{tok: t, bars: t.n})
		case tZeroPow:
			p.next()
			if n := p.peek(); n.kind != tBars {
				return false, Game{}, nil, p.errAt(t, "0^n (Winning Ways) must be followed by \"|\"")
			}
			items = append(items, bodyItem{tok: t, zeroPow: t.n})
		default:
			g, err := p.sum()
			if err != nil {
				return false, Game{}, nil, err
			}
			items = append(items, bodyItem{tok: t, game: g, isGame: true})
		}
		// No bound on the items of one body beyond maxExprLen: a deep
		// game prints as one long slash chain ("0|||||0||||0|||..."), with
		// thousands of items but few options per side (optionList checks
		// maxOptions).
	}
}

// build turns a flat list of body items into a game, splitting at the
// unique run of the most bars (more bars bind looser; ONAG ch. 9).
func (p *parser) build(open token, items []bodyItem) (bool, Game, []Game, error) {
	most, at := 0, -1
	for i, it := range items {
		if it.bars > most {
			most, at = it.bars, i
		}
	}
	if at < 0 {
		opts, err := p.optionList(open, items)
		return false, Game{}, opts, err
	}
	for i, it := range items {
		if it.bars == most && i != at {
			return false, Game{}, nil, p.errAt(it.tok, "syntax error: ambiguous %q (two runs of %d bars at one level)", strings.Repeat("|", most), most)
		}
	}
	left, right := items[:at], items[at+1:]
	ropts, err := p.side(open, right)
	if err != nil {
		return false, Game{}, nil, err
	}
	if len(left) == 1 && left[0].zeroPow > 0 {
		g := Game{}
		for k := 0; k < left[0].zeroPow; k++ {
			g = NewGame([]Game{Zero()}, ropts)
			ropts = []Game{g}
		}
		return true, g, nil, nil
	}
	lopts, err := p.side(open, left)
	if err != nil {
		return false, Game{}, nil, err
	}
	return true, NewGame(lopts, ropts), nil, nil
}

// side reads one side of a split: a game if it has bars, else a list.
func (p *parser) side(open token, items []bodyItem) ([]Game, error) {
	isGame, g, opts, err := p.build(open, items)
	if err != nil {
		return nil, err
	}
	if isGame {
		return []Game{g}, nil
	}
	return opts, nil
}

// optionList reads "a, b, c" (possibly empty).
func (p *parser) optionList(open token, items []bodyItem) ([]Game, error) {
	var out []Game
	for i, it := range items {
		wantGame := i%2 == 0
		switch {
		case it.zeroPow > 0:
			return nil, p.errAt(it.tok, "0^n (Winning Ways) must come first: {0^n|G}")
		case wantGame && !it.isGame:
			return nil, p.errAt(it.tok, "expected an option, found %s", describe(it.tok))
		case !wantGame && !it.comma:
			return nil, p.errAt(it.tok, "expected \",\" between options")
		}
		if it.isGame {
			out = append(out, it.game)
		}
	}
	if len(items) > 0 && len(items)%2 == 0 {
		return nil, p.errAt(items[len(items)-1].tok, "option expected after \",\"")
	}
	if len(out) > maxOptions {
		return nil, p.errAt(open, "too many options (at most %d per side)", maxOptions)
	}
	return out, nil
}
