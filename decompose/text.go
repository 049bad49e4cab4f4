package decompose

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// regionLetters name regions in the text map and in SGF labels; region i
// gets regionLetters[i % len] (names repeat after 52 regions; the legend
// and the JSON keep the IDs apart).
const regionLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// gtpColumns are the GTP column letters (no I).
const gtpColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// RegionLetter returns the letter that names region id in the text map and
// the SGF labels.
func RegionLetter(id int) byte {
	if id < 0 {
		return '?'
	}
	return regionLetters[id%len(regionLetters)]
}

// Map draws the board with one character per point: X and O for safe
// black and white stones, and for every other point the letter of its
// region (RegionLetter). Rows are numbered from the bottom and columns
// lettered as in GTP. A legend follows, one line per region: letter, ID,
// kind, owner, number of points and empty points, dead stones, and the
// value of territories.
func (d *Decomposition) Map() string {
	var sb strings.Builder
	header := "   "
	for x := 0; x < d.Size; x++ {
		header += " " + string(gtpColumns[x])
	}
	sb.WriteString(header + "\n")
	for y := 0; y < d.Size; y++ {
		fmt.Fprintf(&sb, "%3d", d.Size-y)
		for x := 0; x < d.Size; x++ {
			p := board.PointAt(x, y, d.Size)
			ch := byte('?')
			switch {
			case d.safeOf[p] >= 0 && d.cells[p] == board.Black:
				ch = 'X'
			case d.safeOf[p] >= 0:
				ch = 'O'
			case d.regionOf[p] >= 0:
				ch = RegionLetter(d.regionOf[p])
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		fmt.Fprintf(&sb, " %d\n", d.Size-y)
	}
	sb.WriteString(header + "\n")
	for _, r := range d.Regions {
		sb.WriteString(r.Summary())
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Summary is one line describing the region, as in the legend of Map.
func (r *Region) Summary() string {
	s := fmt.Sprintf("%c #%d %s", RegionLetter(r.ID), r.ID, r.Kind)
	if r.Owner != board.Empty {
		s += " " + r.Owner.Name()
	}
	if r.Assumed {
		s += " (assumed)"
	}
	s += fmt.Sprintf(": %s, %d empty", plural(len(r.Points), "point"), r.Empty)
	if len(r.Dead) > 0 {
		s += fmt.Sprintf(", %d dead", len(r.Dead))
	}
	if len(r.Stones) > 0 {
		s += ", " + plural(len(r.Stones), "unsafe stone")
	}
	if r.Kind == Territory {
		s += fmt.Sprintf(", value %+d (territory scoring) %+d (area scoring)", r.TerritoryValue, r.AreaValue)
	}
	return s
}

// plural writes a count with its noun: "1 point", "2 points".
func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
