package report

import (
	"fmt"
	"html"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Geometry of the board picture, in SVG user units.
const (
	boardCell   = 34 // distance between two lines
	boardMargin = 34 // room for the coordinates around the grid
)

// columnLetters are the GTP column letters (no I).
const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// BoardSVG draws the analysed position as a Go player reads it, like
// GoGui's "Move values" view: the stones, the letter of its region on
// every empty point of a region in play, and on each local move of the
// player to move a label with what the move gains in points (Gain, the
// change of the mean in the mover's favour) and whether it is gote, sente
// or reverse sente (the region's type read from its thermograph); the
// recommended move is ringed in green. A legend under the board names the
// recommendation and the predicted results.
//
// Every label is a <g class="move"> element with data-vertex, data-color,
// data-gain (exact fraction) and data-type attributes, so that programs
// and tests can read the picture back.
func BoardSVG(b *board.Board, a *Analysis) []byte {
	size := b.Size()
	grid := (size - 1) * boardCell
	w := 2*boardMargin + grid
	legend := wrapLines(boardLegendLines(a), (w-20)/6)
	h := 2*boardMargin + grid + 12 + 15*len(legend)
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&sb, "<title>%s</title>\n", html.EscapeString(boardTitle(a)))
	sb.WriteString("<desc>Drawn by cgtgo analyze --svg: stones, region letters, and on each local move of the player to move its gain in points and whether it is gote or sente; the recommended move is ringed in green.</desc>\n")
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", w, h)
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="#e3c16f"/>`+"\n", w, 2*boardMargin+grid)
	pos := func(p board.Point) (float64, float64) {
		x, y := p.XY(size)
		return float64(boardMargin + x*boardCell), float64(boardMargin + y*boardCell)
	}
	// Grid, star points and coordinates.
	for i := 0; i < size; i++ {
		c := boardMargin + i*boardCell
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", boardMargin, c, boardMargin+grid, c)
		fmt.Fprintf(&sb, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", c, boardMargin, c, boardMargin+grid)
		if i < len(columnLetters) {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%c</text>`+"\n", c, boardMargin-14, columnLetters[i])
			fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%c</text>`+"\n", c, boardMargin+grid+22, columnLetters[i])
		}
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%d</text>`+"\n", boardMargin-20, c+4, size-i)
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle">%d</text>`+"\n", boardMargin+grid+20, c+4, size-i)
	}
	for _, p := range starPoints(size) {
		x, y := pos(p)
		fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="3" fill="black"/>`+"\n", x, y)
	}
	// Stones.
	for p := board.Point(0); int(p) < size*size; p++ {
		c := b.At(p)
		if c != board.Black && c != board.White {
			continue
		}
		x, y := pos(p)
		fill, stroke := "black", "black"
		if c == board.White {
			fill = "white"
		}
		fmt.Fprintf(&sb, `<circle class="stone %s" data-vertex="%s" cx="%.0f" cy="%.0f" r="%.1f" fill="%s" stroke="%s"/>`+"\n",
			c.Name(), p.Vertex(size), x, y, boardCell*0.47, fill, stroke)
	}
	// Moves of the player to move, then region letters on the other
	// empty points of the regions in play.
	labelled := map[string]bool{}
	for _, r := range a.Regions {
		if r.Kind == "territory" {
			continue
		}
		for _, m := range r.Moves {
			if m.Color != a.ToMove || labelled[m.Vertex] {
				continue
			}
			p, err := board.ParseVertex(m.Vertex, size)
			if err != nil || p == board.Pass {
				continue
			}
			labelled[m.Vertex] = true
			x, y := pos(p)
			kind := moveType(r.Type, m.Color)
			fmt.Fprintf(&sb, `<g class="move" data-vertex="%s" data-color="%s" data-gain="%s" data-type="%s" data-region="%s">`+"\n",
				m.Vertex, m.Color, m.Gain, kind, r.Letter)
			fmt.Fprintf(&sb, `<rect x="%.1f" y="%.1f" width="%d" height="%d" rx="5" fill="#fff8d0" stroke="#806000" stroke-width="0.8"/>`+"\n",
				x-boardCell/2+1, y-boardCell/2+1, boardCell-2, boardCell-2)
			fmt.Fprintf(&sb, `<text x="%.0f" y="%.0f" font-size="7" fill="#806000">%s</text>`+"\n", x-boardCell/2+3, y-boardCell/2+8, r.Letter)
			gain := gainText(m.Gain)
			fontSize := 11
			if len(gain) > 4 {
				fontSize = 9
			}
			fmt.Fprintf(&sb, `<text class="gain" x="%.0f" y="%.0f" text-anchor="middle" font-size="%d" font-weight="bold">%s</text>`+"\n", x, y+2, fontSize, html.EscapeString(gain))
			fmt.Fprintf(&sb, `<text class="type" x="%.0f" y="%.0f" text-anchor="middle" font-size="8">%s</text>`+"\n", x, y+12, kind)
			sb.WriteString("</g>\n")
		}
	}
	for _, r := range a.Regions {
		colour, fontSize := "#5a4000", 12
		if r.Kind == "territory" {
			colour, fontSize = "#a08040", 9
		}
		for _, v := range r.Points {
			p, err := board.ParseVertex(v, size)
			if err != nil || labelled[v] || b.At(p) != board.Empty {
				continue
			}
			x, y := pos(p)
			fmt.Fprintf(&sb, `<circle cx="%.0f" cy="%.0f" r="7" fill="#e3c16f"/>`+"\n", x, y)
			fmt.Fprintf(&sb, `<text class="region" data-vertex="%s" x="%.0f" y="%.0f" text-anchor="middle" font-size="%d" fill="%s">%s</text>`+"\n",
				v, x, y+4, fontSize, colour, r.Letter)
		}
	}
	if p, err := board.ParseVertex(a.Best.Vertex, size); err == nil && p != board.Pass {
		x, y := pos(p)
		fmt.Fprintf(&sb, `<circle class="best" data-vertex="%s" cx="%.0f" cy="%.0f" r="%.1f" fill="none" stroke="#0a0" stroke-width="3"/>`+"\n",
			a.Best.Vertex, x, y, boardCell*0.52)
	}
	// Legend.
	ly := 2*boardMargin + grid + 15
	for i, line := range legend {
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="11">%s</text>`+"\n", 10, ly+i*15, html.EscapeString(line))
	}
	sb.WriteString("</svg>\n")
	return []byte(sb.String())
}

// wrapLines breaks each line at spaces so that none is longer than width
// characters (a word longer than that stays whole).
func wrapLines(lines []string, width int) []string {
	var out []string
	for _, l := range lines {
		cur := ""
		for _, word := range strings.Fields(l) {
			if cur != "" && len(cur)+1+len(word) > width {
				out = append(out, cur)
				cur = "  " + word
				continue
			}
			if cur == "" {
				cur = word
			} else {
				cur += " " + word
			}
		}
		out = append(out, cur)
	}
	return out
}

// boardTitle names the picture: the file, the move and the player to move.
func boardTitle(a *Analysis) string {
	return fmt.Sprintf("%s after move %d, %s to move: move values", a.File, a.Move, a.ToMove)
}

// boardLegendLines are the lines under the board: what the labels mean,
// the recommendation and the predicted results.
func boardLegendLines(a *Analysis) []string {
	lines := []string{fmt.Sprintf("Labels: what each %s move gains in points, and gote, sente or reverse sente (rev).", a.ToMove)}
	best := "Recommended (green ring): " + choiceText(a.Best)
	lines = append(lines, best)
	if a.Scope == "board" && a.BlackFirst != "" {
		est := ""
		if !a.Exact {
			est = " (estimate)"
		}
		lines = append(lines, fmt.Sprintf("Predicted result%s: Black first %s, White first %s", est, ScoreText(a.BlackFirst), ScoreText(a.WhiteFirst)))
	}
	return lines
}

// moveType names a move of colour c in a region of the given type (the
// type read from its thermograph): "gote", "sente" for the side whose
// sente it is, "rev" (reverse sente) for the other, "cold" in a cold
// region.
func moveType(regionType, c string) string {
	switch regionType {
	case "black sente":
		if c == "black" {
			return "sente"
		}
		return "rev"
	case "white sente":
		if c == "white" {
			return "sente"
		}
		return "rev"
	case "":
		return "?"
	}
	return regionType
}

// gainText writes a gain in points as a mixed number ("1 3/8").
func gainText(s string) string {
	r, err := cgt.ParseRational(s)
	if err != nil {
		return s
	}
	return r.MixedString()
}

// starPoints are the star points (hoshi) of the usual board sizes.
func starPoints(size int) []board.Point {
	var lines []int
	switch {
	case size == 9:
		lines = []int{2, 6}
	case size == 13:
		lines = []int{3, 9}
	case size >= 15:
		lines = []int{3, size - 4}
	}
	var ps []board.Point
	for _, x := range lines {
		for _, y := range lines {
			ps = append(ps, board.PointAt(x, y, size))
		}
	}
	if size%2 == 1 && size >= 9 {
		ps = append(ps, board.PointAt(size/2, size/2, size))
	}
	return ps
}
