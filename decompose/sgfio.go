package decompose

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// Marks reads the user's safety markup from an SGF node (the convention of
// the package doc): TR (triangle) on a stone declares its block safe, MA
// (cross) on a stone declares its block dead. Marks are returned as board
// points; whether they sit on stones is checked by Decompose.
func Marks(n *sgf.Node, size int) (safe, dead []board.Point, err error) {
	if n == nil {
		return nil, nil, nil
	}
	conv := func(id string) ([]board.Point, error) {
		pts, err := n.Points(id, size)
		if err != nil {
			return nil, fmt.Errorf("decompose: markup: %w", err)
		}
		out := make([]board.Point, len(pts))
		for i, p := range pts {
			out[i] = board.PointAt(p.X, p.Y, size)
		}
		return out, nil
	}
	if safe, err = conv("TR"); err != nil {
		return nil, nil, err
	}
	if dead, err = conv("MA"); err != nil {
		return nil, nil, err
	}
	return safe, dead, nil
}

// markedProps are root properties that MarkSGF does not copy: moves, setup
// and markup are replaced by the decomposed position and its labels.
var markedProps = map[string]bool{
	"B": true, "W": true, "AB": true, "AW": true, "AE": true, "PL": false,
	"LB": true, "TR": true, "MA": true, "SQ": true, "CR": true, "C": true,
}

// MarkSGF returns a new root node for viewing the decomposition in an SGF
// editor (Sabaki): the game information of root (if root is not nil) is
// copied, the stones of the decomposed position are set with AB/AW, every
// region point gets an LB label with its region letter (RegionLetter),
// safe stones get a label with the first letter of their reason (b, s, a,
// m), dead stones a MA cross, and the comment C holds the legend of Map.
func (d *Decomposition) MarkSGF(root *sgf.Node) *sgf.Node {
	out := &sgf.Node{}
	if root != nil {
		for _, p := range root.Props {
			if !markedProps[p.ID] {
				out.Set(p.ID, p.Values...)
			}
		}
	}
	out.Set("FF", "4")
	out.Set("GM", "1")
	out.Set("SZ", fmt.Sprint(d.Size))
	var black, white []sgf.Point
	var labels []sgf.Label
	for p := range d.cells {
		x, y := board.Point(p).XY(d.Size)
		sp := sgf.Point{X: x, Y: y}
		switch d.cells[p] {
		case board.Black:
			black = append(black, sp)
		case board.White:
			white = append(white, sp)
		}
		if r := d.regionOf[p]; r >= 0 {
			labels = append(labels, sgf.Label{Point: sp, Text: string(RegionLetter(r))})
		} else if s := d.safeOf[p]; s >= 0 {
			labels = append(labels, sgf.Label{Point: sp, Text: d.Safe[s].Reason.String()[:1]})
		}
	}
	if len(black) > 0 {
		out.Set("AB", sgf.CompressPoints(black)...)
	}
	if len(white) > 0 {
		out.Set("AW", sgf.CompressPoints(white)...)
	}
	var dead []sgf.Point
	for _, p := range d.Dead {
		x, y := p.XY(d.Size)
		dead = append(dead, sgf.Point{X: x, Y: y})
	}
	if len(dead) > 0 {
		out.Set("MA", sgf.CompressPoints(dead)...)
	}
	sgf.SetLabels(out, labels)
	out.Set("C", d.Map())
	return out
}
