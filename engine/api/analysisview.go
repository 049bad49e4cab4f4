package api

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// regionColors are the colours of regions in play on GoGui's cboard, in
// turn.
var regionColors = [...]string{"red", "blue", "green", "magenta", "cyan", "yellow", "pink", "#ff8800", "#8800ff", "#008888"}

// RegionColors gives each region of a a colour for GoGui's cboard (GTP's
// cgtgo-regions), by index in a.Regions: gray for settled territory, the
// regions in play coloured in turn from a palette of ten colours.
func (a *Analysis) RegionColors() []string {
	color := make([]string, len(a.Regions))
	n := 0
	for i, r := range a.Regions {
		if r.Settled {
			color[i] = "gray"
			continue
		}
		color[i] = regionColors[n%len(regionColors)]
		n++
	}
	return color
}

// RegionAt returns the region of point p; ok is false for a safe stone,
// in no region.
func (a *Analysis) RegionAt(p board.Point) (r Region, ok bool) {
	id := a.RegionOf[p]
	if id < 0 {
		return Region{}, false
	}
	return a.Regions[id], true
}

// TemperatureText is the temperature of p's region (a move's worth in
// miai points, ONAG ch. 9) as GoGui's sboard shows it (GTP's
// cgtgo-temperatures): "" for a safe stone and for a cold region.
func (a *Analysis) TemperatureText(p board.Point) string {
	r, ok := a.RegionAt(p)
	if !ok || r.Temperature.Sign() <= 0 {
		return ""
	}
	return r.Temperature.String()
}

// PVMoves are the moves of the principal variation as GoGui's VAR
// writes them ("b C3", "w D4"), when the analysis is complete
// (every region searched); none otherwise.
func (a *Analysis) PVMoves(size int) []string {
	if !a.Complete {
		return nil
	}
	var vars []string
	for _, m := range a.PV {
		vars = append(vars, strings.ToLower(m.Color.String())+" "+m.Point.Vertex(size))
	}
	return vars
}

// MoveLabels labels every local move of colour c (GTP's
// cgtgo-move_values, GoGui's gfx LABEL) with "VERTEX LABEL", the label
// of RegionMove.MoveValueLabel ("D4 3.5g", "C3 2s").
func (a *Analysis) MoveLabels(c board.Color, size int) []string {
	var labels []string
	for _, r := range a.Regions {
		for _, m := range r.Moves {
			if m.Color == c && m.Point != board.NoPoint && m.Point != board.Pass {
				labels = append(labels, m.Point.Vertex(size)+" "+m.MoveValueLabel())
			}
		}
	}
	return labels
}

// BestText describes the recommended move and the predicted results:
// the move and why, the final scores with Black or White first, and
// whether they are exact or an estimate.
func (a *Analysis) BestText(size int) string {
	kind := "exact"
	if !a.Exact {
		kind = "estimate"
	}
	return fmt.Sprintf("best %s (%s); Black first %s, White first %s (%s)", a.Best.Vertex(size), a.Reason,
		ScoreString(a.BlackFirst), ScoreString(a.WhiteFirst), kind)
}
