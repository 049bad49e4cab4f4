package loopy

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// sidleGraph returns the value of phi^x(g) (x = sd.ban) with threats for
// sd.side, by sidling (see Sidle): the outer iteration over threat moves
// and the inner Gauss-Seidel iteration of the threat-free graph, for P+
// and for P-.
func (sd *sidler) sidleGraph(g *Graph) (cgt.Game, error) {
	var verts []sidleVertex
	var start int
	if sd.ban == BanN {
		var err error
		if verts, start, err = sd.nVertices(g); err != nil {
			return cgt.Game{}, err
		}
	} else {
		verts, start = sd.jVertices(g)
	}
	neg := sd.big.Neg()
	outerStart := neg // off-: infinitely many Left threats lose for Left
	if sd.side == RightThreats {
		outerStart = sd.big
	}
	var vals [2][]cgt.Game
	for n, innerStart := range []cgt.Game{sd.big, neg} { // P+, P-
		v, err := sd.sidleOuter(verts, outerStart, innerStart)
		if err != nil {
			return cgt.Game{}, err
		}
		vals[n] = v
	}
	if vals[0][start] != vals[1][start] {
		return cgt.Game{}, fmt.Errorf("%w (P+ and P- differ)", ErrNotEnder)
	}
	return vals[0][start], nil
}

// sidleOuter sidles over the threat moves: K starts at outerStart; each
// step sidles the threat-free graph (threat moves leading into K) from
// innerStart to its fixed point, which becomes the next K.
func (sd *sidler) sidleOuter(verts []sidleVertex, outerStart, innerStart cgt.Game) ([]cgt.Game, error) {
	k := make([]cgt.Game, len(verts))
	for i := range k {
		k[i] = outerStart
	}
	for sweep := 0; ; sweep++ {
		if sweep >= maxSidleSweeps {
			return nil, fmt.Errorf("%w (%d outer sweeps)", ErrNotConverged, maxSidleSweeps)
		}
		j, err := sd.sidleInner(verts, k, innerStart)
		if err != nil {
			return nil, err
		}
		same := true
		for i := range j {
			if j[i] != k[i] {
				same = false
				break
			}
		}
		if same {
			return j, nil
		}
		k = j
	}
}

func (sd *sidler) sidleInner(verts []sidleVertex, k []cgt.Game, start cgt.Game) ([]cgt.Game, error) {
	j := make([]cgt.Game, len(verts))
	for i := range j {
		j[i] = start
	}
	resolve := func(opts []sidleOpt) []cgt.Game {
		out := make([]cgt.Game, 0, len(opts))
		for _, o := range opts {
			switch o.kind {
			case optExit:
				out = append(out, o.g)
			case optState:
				out = append(out, j[o.to])
			case optThreat:
				out = append(out, k[o.to])
			}
		}
		return out
	}
	for sweep := 0; ; sweep++ {
		if sweep >= maxSidleSweeps {
			return nil, fmt.Errorf("%w (%d sweeps)", ErrNotConverged, maxSidleSweeps)
		}
		if err := sd.ctx.Err(); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNotConverged, err)
		}
		changed := false
		for i, v := range verts {
			sd.steps++
			if sd.steps > sd.budget {
				return nil, fmt.Errorf("%w (%d steps)", ErrNotConverged, sd.budget)
			}
			g := sd.newGame(resolve(v.left), resolve(v.right))
			if g != j[i] {
				j[i] = g
				changed = true
			}
		}
		if !changed {
			return j, nil
		}
	}
}
