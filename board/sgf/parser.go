package sgf

// maxIdentLen bounds the length of a property identifier as written
// (lowercase letters included); FF[4] identifiers are one or two letters,
// FF[3] long forms such as "AddBlack" are far shorter than this.
const maxIdentLen = 64

// parser builds game trees from decoded UTF-8 SGF text following the FF[4]
// grammar (Collection = GameTree+; GameTree = "(" Sequence GameTree* ")";
// Sequence = Node+; Node = ";" Property*; Property = PropIdent PropValue+).
// It is iterative, so nesting depth is bounded only by Limits.MaxDepth.
type parser struct {
	scanner
	slabs
	lim    Limits
	nodes  int
	values int
	buf    []byte
}

// treeFrame is one open game tree during parsing: the node its first node
// hangs from (nil for a root), the last node of its sequence so far, where
// it was opened, and whether a variation has already begun inside it.
type treeFrame struct {
	parent, last *Node
	line, col    int
	hadVariation bool
}

// collection parses every game tree of the input.
func (p *parser) collection() ([]*Node, error) {
	start := findStart(p.src)
	if start < 0 {
		for !p.eof() {
			p.step()
		}
		return nil, p.errf("no game tree found (expected '(;')")
	}
	for p.pos < start {
		p.step()
	}
	var roots []*Node
	for {
		p.skipSpace()
		if p.eof() {
			return roots, nil
		}
		if p.peek() != '(' {
			return nil, p.errf("%s after game tree (expected '(' or end of input)", p.unexpected())
		}
		root, err := p.gameTree()
		if err != nil {
			return nil, err
		}
		roots = append(roots, root)
	}
}

// gameTree parses one game tree starting at '(' and returns its root.
func (p *parser) gameTree() (*Node, error) {
	var root *Node
	stack := []treeFrame{{line: p.line, col: p.col}}
	p.advance()
	for {
		p.skipSpace()
		top := &stack[len(stack)-1]
		if p.eof() {
			return nil, p.errf("unexpected end of input: missing ')' for the game tree opened at line %d col %d", top.line, top.col)
		}
		switch c := p.peek(); c {
		case ';':
			if top.hadVariation {
				return nil, p.errf("unexpected ';' after a variation: nodes must come before the variations of a game tree")
			}
			if p.nodes >= p.lim.MaxNodes {
				return nil, errAt(p.line, p.col, ErrLimit, "more than %d nodes", p.lim.MaxNodes)
			}
			p.nodes++
			n := p.node()
			switch {
			case top.last != nil:
				p.addChild(top.last, n)
			case top.parent != nil:
				p.addChild(top.parent, n)
			default:
				root = n
			}
			top.last = n
			p.advance()
			if err := p.properties(n); err != nil {
				return nil, err
			}
		case '(':
			if top.last == nil {
				return nil, p.errf("unexpected '(': a game tree must start with a node (';')")
			}
			if len(stack) >= p.lim.MaxDepth {
				return nil, errAt(p.line, p.col, ErrLimit, "variations nested more than %d deep", p.lim.MaxDepth)
			}
			top.hadVariation = true
			stack = append(stack, treeFrame{parent: top.last, line: p.line, col: p.col})
			p.advance()
		case ')':
			if top.last == nil {
				return nil, p.errf("unexpected ')': empty game tree (a game tree must start with ';')")
			}
			p.advance()
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return root, nil
			}
		default:
			if isLetter(c) {
				return nil, p.errf("%s: a property must follow ';' and come before any variation", p.unexpected())
			}
			return nil, p.errf("%s (expected ';', '(' or ')')", p.unexpected())
		}
	}
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }

// properties parses the properties of node n, after its ';'. Repeated
// identifiers in one node (illegal in FF[4]) are merged: the later values
// are appended to the first occurrence.
func (p *parser) properties(n *Node) error {
	var index map[string]int
	for {
		p.skipSpace()
		if p.eof() || !isLetter(p.peek()) {
			return nil
		}
		line, col := p.line, p.col
		var idb [8]byte
		id := idb[:0]
		raw := 0
		for !p.eof() && isLetter(p.peek()) {
			if c := p.peek(); c >= 'A' && c <= 'Z' {
				id = append(id, c)
			}
			raw++
			p.advance()
			if raw > maxIdentLen {
				return errAt(line, col, ErrLimit, "property identifier longer than %d letters", maxIdentLen)
			}
		}
		if len(id) == 0 {
			return errAt(line, col, nil, "property identifier %q has no uppercase letter", p.src[p.pos-raw:p.pos])
		}
		ident := identString(id)
		p.skipSpace()
		if p.eof() || p.peek() != '[' {
			return p.errf("%s: property %s needs a value in '[' ']'", p.unexpected(), ident)
		}
		i := -1
		if index != nil {
			if j, ok := index[ident]; ok {
				i = j
			}
		} else {
			i = n.index(ident)
		}
		if i < 0 {
			i = p.addProp(n, ident)
			if index != nil {
				index[ident] = i
			} else if len(n.Props) > 16 {
				index = make(map[string]int, 2*len(n.Props))
				for k, pr := range n.Props {
					index[pr.ID] = k
				}
			}
		}
		for !p.eof() && p.peek() == '[' {
			v, err := p.value(ident)
			if err != nil {
				return err
			}
			p.addValue(&n.Props[i], v)
			p.skipSpace()
		}
	}
}

// value parses one property value starting at '[' and returns it after
// escape processing: a backslash makes the next character literal, a
// backslash before a line break removes both (soft line break), and every
// line break becomes "\n".
func (p *parser) value(ident string) (string, error) {
	line, col := p.line, p.col
	if p.values >= p.lim.MaxValues {
		return "", errAt(line, col, ErrLimit, "more than %d property values", p.lim.MaxValues)
	}
	p.values++
	p.advance()
	buf := p.buf[:0]
	defer func() { p.buf = buf[:0] }()
	for {
		if p.eof() {
			return "", errAt(line, col, nil, "value of property %s is not closed (missing ']')", ident)
		}
		if len(buf) > p.lim.MaxValueLen {
			return "", errAt(line, col, ErrLimit, "value of property %s is longer than %d bytes", ident, p.lim.MaxValueLen)
		}
		switch c := p.peek(); c {
		case ']':
			p.advance()
			return string(buf), nil
		case '\\':
			p.advance()
			if p.eof() {
				continue
			}
			if isBreak(p.peek()) {
				p.lineBreak()
				continue
			}
			buf = append(buf, p.peek())
			p.advance()
		case '\r', '\n':
			p.lineBreak()
			buf = append(buf, '\n')
		default:
			buf = append(buf, c)
			p.advance()
		}
	}
}
