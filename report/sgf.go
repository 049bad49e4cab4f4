package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// CopyTree returns a deep copy of the game tree rooted at root, and the
// copy of node (a node of that tree; nil gives nil). It goes through the
// SGF text, so the copy is exactly what would be written.
func CopyTree(root, node *sgf.Node) (*sgf.Node, *sgf.Node, error) {
	path := pathTo(root, node)
	roots, err := sgf.Parse([]byte(sgf.Format([]*sgf.Node{root})))
	if err != nil {
		return nil, nil, fmt.Errorf("copying the record: %w", err)
	}
	if len(roots) != 1 {
		return nil, nil, fmt.Errorf("copying the record: %d games", len(roots))
	}
	c := roots[0]
	n := c
	if node == nil {
		return c, nil, nil
	}
	for _, i := range path {
		if i >= len(n.Children) {
			return nil, nil, fmt.Errorf("copying the record: node not found")
		}
		n = n.Children[i]
	}
	return c, n, nil
}

// pathTo lists the child indices leading from root to node.
func pathTo(root, node *sgf.Node) []int {
	var rev []int
	for n := node; n != nil && n != root && n.Parent != nil; n = n.Parent {
		for i, c := range n.Parent.Children {
			if c == n {
				rev = append(rev, i)
				break
			}
		}
	}
	out := make([]int, len(rev))
	for i := range rev {
		out[i] = rev[len(rev)-1-i]
	}
	return out
}

// WriteAnalysisSGF writes a copy of the record rooted at root with the
// analysis a on the copy of node (the node of the analysed position): LB
// labels with the region letters on every region point, a circle (CR) on
// the recommended move, the text report appended to the comment (C), and
// the principal variation added as a new variation after the node, for
// viewing in an SGF editor such as Sabaki.
func WriteAnalysisSGF(w io.Writer, root, node *sgf.Node, a *Analysis) error {
	croot, cnode, err := CopyTree(root, node)
	if err != nil {
		return err
	}
	var labels []sgf.Label
	for _, r := range a.Regions {
		for _, v := range r.Points {
			p, err := board.ParseVertex(v, a.Size)
			if err != nil {
				return fmt.Errorf("region %s: %w", r.Letter, err)
			}
			x, y := p.XY(a.Size)
			labels = append(labels, sgf.Label{Point: sgf.Point{X: x, Y: y}, Text: r.Letter})
		}
	}
	sgf.SetLabels(cnode, labels)
	if a.Best.Vertex != "pass" {
		if p, err := board.ParseVertex(a.Best.Vertex, a.Size); err == nil {
			x, y := p.XY(a.Size)
			cnode.Set("CR", sgf.EncodePoint(sgf.Point{X: x, Y: y}))
		}
	}
	var text bytes.Buffer
	if err := Text(&text, a, TextOptions{}); err != nil {
		return err
	}
	appendComment(cnode, "cgtgo analysis:\n"+text.String())
	parent := cnode
	for i, m := range a.Variation {
		n := &sgf.Node{}
		prop := "B"
		if m.Color == "white" {
			prop = "W"
		}
		p, err := board.ParseVertex(m.Vertex, a.Size)
		if err != nil {
			return fmt.Errorf("variation: %w", err)
		}
		x, y := p.XY(a.Size)
		n.Set(prop, sgf.EncodePoint(sgf.Point{X: x, Y: y}))
		if i == 0 {
			n.Set("C", "cgtgo principal variation")
		}
		parent.AddChild(n)
		parent = n
	}
	return sgf.Write(w, []*sgf.Node{croot})
}

// appendComment adds text to the node's comment, after any comment there.
func appendComment(n *sgf.Node, text string) {
	if old, ok := n.Get("C"); ok && strings.TrimSpace(old) != "" {
		text = old + "\n\n" + text
	}
	n.Set("C", text)
}
