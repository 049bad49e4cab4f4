package api

import (
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
