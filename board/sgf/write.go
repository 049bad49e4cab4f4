package sgf

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// composeIDs are the FF[4] properties whose values are of type Compose
// (value ":" value). The writer escapes every colon after the first one in
// their values, so the first colon stays the separator.
var composeIDs = map[string]bool{
	"AP": true, "AR": true, "FG": true, "LB": true, "LN": true, "SZ": true,
}

// Write writes the game trees rooted at roots as an FF[4] collection in
// UTF-8: one node per line, properties in stored order, variations nested
// in parentheses, values escaped ("]" and "\" always, ":" after the
// separator of compose values). A root carrying CA is written with
// CA[UTF-8], since the output is UTF-8. Every property and variation is
// kept, so Parse of the output gives the same trees (see Node.Equal).
//
// Write refuses trees that SGF cannot express: a nil node, a node reached
// twice (a cycle or shared subtree), a property identifier that is not one
// or more uppercase ASCII letters, or a property without values.
func Write(w io.Writer, roots []*Node) error {
	bw := bufio.NewWriter(w)
	var tw treeWriter
	tw.seen = make(map[*Node]bool)
	for i, r := range roots {
		if err := tw.tree(bw, r); err != nil {
			return fmt.Errorf("sgf: writing game tree %d: %w", i+1, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("sgf: write: %w", err)
	}
	return nil
}

// Format returns the text Write produces for roots. It is meant for trees
// Write accepts (every tree from Parse is); for any other tree it returns
// the empty string: call Write to learn why.
func Format(roots []*Node) string {
	var sb strings.Builder
	if err := Write(&sb, roots); err != nil {
		return ""
	}
	return sb.String()
}

// treeWriter carries the state of one Write call.
type treeWriter struct {
	seen map[*Node]bool
}

// branch is a node with several variations during writing, and the index
// of the next variation to write.
type branch struct {
	n    *Node
	next int
}

// errNilNode reports a nil node in the tree.
var errNilNode = errors.New("nil node")

// tree writes one game tree iteratively (no recursion, so deep trees
// cannot exhaust the stack).
func (tw *treeWriter) tree(w *bufio.Writer, root *Node) error {
	if root == nil {
		return errNilNode
	}
	w.WriteByte('(')
	var stack []branch
	cur := root
	for {
		for {
			if err := tw.node(w, cur, cur == root); err != nil {
				return err
			}
			if len(cur.Children) != 1 {
				break
			}
			w.WriteByte('\n')
			cur = cur.Children[0]
			if cur == nil {
				return errNilNode
			}
		}
		if len(cur.Children) > 1 {
			stack = append(stack, branch{n: cur})
		} else {
			w.WriteByte(')')
		}
		cur = nil
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if top.next < len(top.n.Children) {
				cur = top.n.Children[top.next]
				top.next++
				break
			}
			stack = stack[:len(stack)-1]
			w.WriteByte(')')
		}
		if cur == nil {
			if len(stack) == 0 {
				break
			}
			return errNilNode
		}
		w.WriteString("\n(")
	}
	w.WriteByte('\n')
	return nil
}

// node writes ";" and the properties of n.
func (tw *treeWriter) node(w *bufio.Writer, n *Node, isRoot bool) error {
	if tw.seen[n] {
		return errors.New("a node appears twice (cycle or shared subtree)")
	}
	tw.seen[n] = true
	w.WriteByte(';')
	for _, p := range n.Props {
		if !validIdent(p.ID) {
			return fmt.Errorf("invalid property identifier %q (want uppercase letters)", p.ID)
		}
		if len(p.Values) == 0 {
			return fmt.Errorf("property %s has no values", p.ID)
		}
		w.WriteString(p.ID)
		values := p.Values
		if isRoot && p.ID == "CA" {
			values = []string{"UTF-8"}
		}
		for _, v := range values {
			w.WriteByte('[')
			writeValue(w, v, composeIDs[p.ID])
			w.WriteByte(']')
		}
	}
	return nil
}

// validIdent reports whether id is one or more uppercase ASCII letters.
func validIdent(id string) bool {
	if id == "" {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			return false
		}
	}
	return true
}

// writeValue writes v escaped: "\" and "]" always, and for compose values
// every ":" after the first.
func writeValue(w *bufio.Writer, v string, compose bool) {
	sawColon := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch c {
		case '\\', ']':
			w.WriteByte('\\')
		case ':':
			if compose {
				if sawColon {
					w.WriteByte('\\')
				}
				sawColon = true
			}
		}
		w.WriteByte(c)
	}
}
