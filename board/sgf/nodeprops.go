package sgf

import (
	"fmt"
)

// Move is the move of a node (FF[4] B or W): who played, where, or a pass.
type Move struct {
	Color Color
	Point Point
	Pass  bool
}

// Move returns the move of node n on a size x size board and whether n has
// one (see ParseMove for passes). A node with both B and W is an error
// (FF[4] forbids it).
func (n *Node) Move(size int) (Move, bool, error) {
	b, hasB := n.Get("B")
	w, hasW := n.Get("W")
	switch {
	case hasB && hasW:
		return Move{}, false, fmt.Errorf("sgf: node has both B[%s] and W[%s]", b, w)
	case !hasB && !hasW:
		return Move{}, false, nil
	}
	m := Move{Color: Black}
	v := b
	if hasW {
		m.Color, v = White, w
	}
	p, pass, err := ParseMove(v, size)
	if err != nil {
		return Move{}, false, fmt.Errorf("sgf: %s[%s]: %w", m.Color, v, err)
	}
	m.Point, m.Pass = p, pass
	return m, true, nil
}

// Points expands the list-of-points property id of node n (AB, AW, AE, TR,
// SQ, MA, CR, ...) on a size x size board; see ExpandPointList. A missing
// property gives an empty list.
func (n *Node) Points(id string, size int) ([]Point, error) {
	vs := n.Values(id)
	if vs == nil {
		return nil, nil
	}
	pts, err := ExpandPointList(vs, size)
	if err != nil {
		return nil, fmt.Errorf("sgf: %s: %w", id, err)
	}
	return pts, nil
}

// Label is one FF[4] LB value: a text written on a point.
type Label struct {
	Point Point
	Text  string
}

// Labels returns the labels (FF[4] LB, values "point:text") of node n on a
// size x size board.
func Labels(n *Node, size int) ([]Label, error) {
	var out []Label
	for _, v := range n.Values("LB") {
		a, text, ok := SplitCompose(v)
		if !ok {
			return nil, fmt.Errorf("sgf: LB[%s] lacks ':' between point and text", v)
		}
		p, err := ParsePoint(a, size)
		if err != nil {
			return nil, fmt.Errorf("sgf: LB[%s]: %w", v, err)
		}
		out = append(out, Label{Point: p, Text: text})
	}
	return out, nil
}

// SetLabels replaces the LB property of n by the given labels (removing it
// when there are none). Points off the SGF range 0..51 are skipped.
func SetLabels(n *Node, labels []Label) {
	var vs []string
	for _, l := range labels {
		if e := EncodePoint(l.Point); e != "" {
			vs = append(vs, e+":"+l.Text)
		}
	}
	if len(vs) == 0 {
		n.Delete("LB")
		return
	}
	n.Set("LB", vs...)
}
