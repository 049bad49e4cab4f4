package api

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// KataFloat prints a float with six significant digits that always
// contains a '.', as Sabaki's KataGo dialect needs ("0.5", "1.0",
// "4.79954e-12", "1.0e-12"); NaN and infinities print as "0.0".
func KataFloat(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "0.0"
	}
	s := strconv.FormatFloat(f, 'g', 6, 64)
	if strings.Contains(s, ".") {
		return s
	}
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		return s[:i] + ".0" + s[i:]
	}
	return s + ".0"
}

// TopCandidates returns the first maxMoves of cands (all when maxMoves is
// 0 or more than there are): the candidates an analysis command shows.
func TopCandidates(cands []Candidate, maxMoves int) []Candidate {
	if maxMoves > 0 && len(cands) > maxMoves {
		return cands[:maxMoves]
	}
	return cands
}

// InfoLine formats candidates as one line of "info move ... pv ..."
// entries of the analysis commands (kata-analyze when kata, else
// lz-analyze, whose winrate is an integer in 1/10000); pv is the last key
// of each entry, as Sabaki requires. Candidates on pass are left out
// (Sabaki drops them) and a pv stops at its first pass.
func InfoLine(cands []Candidate, size int, kata bool) string {
	var sb strings.Builder
	order := 0
	for _, c := range cands {
		if c.Move == board.Pass || c.Move < 0 {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "info move %s visits %d", c.Move.Vertex(size), c.Visits)
		lead, _ := c.ScoreLead.Big().Float64()
		if kata {
			fmt.Fprintf(&sb, " winrate %s scoreLead %s", KataFloat(c.Winrate), KataFloat(lead))
		} else {
			fmt.Fprintf(&sb, " winrate %d", int(math.Round(c.Winrate*10000)))
		}
		fmt.Fprintf(&sb, " order %d pv", order)
		order++
		pv := c.PV
		if len(pv) == 0 {
			pv = []board.Point{c.Move}
		}
		for _, p := range pv {
			if p == board.Pass || p < 0 {
				break
			}
			sb.WriteString(" " + p.Vertex(size))
		}
	}
	return sb.String()
}

// OwnershipLine formats KataGo-style ownership, top row first, from c's
// side: own (each point's expected owner, +1 Black, -1 White) or, when it
// has not one value per point, the position counted as it stands (stones
// and the empty regions they alone surround): 1 c's, -1 the opponent's,
// 0 neutral.
func OwnershipLine(b *board.Board, c board.Color, own []float64) string {
	size := b.Size()
	if len(own) != b.NumPoints() {
		own = make([]float64, b.NumPoints())
		owner := board.EmptyRegionsOf(b).Owner
		for p := range own {
			o := owner[p]
			if s := b.At(board.Point(p)); s != board.Empty {
				o = s
			}
			switch o {
			case board.Black:
				own[p] = 1
			case board.White:
				own[p] = -1
			}
		}
	}
	vals := make([]string, 0, b.NumPoints())
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			v := own[board.PointAt(x, y, size)]
			if c == board.White {
				v = -v
			}
			vals = append(vals, strconv.FormatFloat(v, 'f', 3, 64))
		}
	}
	return "ownership " + strings.Join(vals, " ")
}

// MoveValueLabel is GoGui's "Move values" label of a local move: its gain
// in points (miai counting: what the move is worth, a gote move's swing
// being twice it) as a short decimal, exact for halves and quarters
// ("3.5", "0.25"), to two places otherwise, followed by its kind (Type):
// g gote, s sente, r reverse sente.
func (m RegionMove) MoveValueLabel() string {
	f, _ := m.Gain.Big().Float64()
	text := strconv.FormatFloat(f, 'f', 2, 64)
	if d := m.Gain.Denom().Int64(); d == 1 || d == 2 || d == 4 {
		text = strconv.FormatFloat(f, 'f', -1, 64)
	}
	return text + map[string]string{"gote": "g", "sente": "s", "reverse sente": "r"}[m.Type]
}
