package decompose

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// SafeBlock is a block of stones treated as safe: it is never captured, so
// it separates the regions it borders into independent local games.
type SafeBlock struct {
	// ID is the index of the block in Decomposition.Safe.
	ID int
	// Color is the owner of the stones.
	Color board.Color
	// Stones are the points of the block, sorted.
	Stones []board.Point
	// Reason says why the block is safe.
	Reason Reason
}

// Region is one independent local game: a maximal connected set of points
// not occupied by safe stones (empty points, dead stones to be captured,
// and unsafe stones still fighting). Every stone bordering a region is
// safe, so regions interact only through the whole-board sum (Moews
// ch. 1: the game is the sum of the local games).
type Region struct {
	// ID is the index of the region in Decomposition.Regions.
	ID int
	// Kind classifies the local game.
	Kind Kind
	// Owner is the colour that surrounds a Territory, Corridor or
	// HyperRoom; Empty for the other kinds.
	Owner board.Color
	// Assumed is true when the kind rests on an assumption (assumed-safe
	// or user-marked boundary, assumed-dead stones) rather than a proof.
	Assumed bool
	// Points are all points of the region, sorted.
	Points []board.Point
	// Empty is the number of empty points.
	Empty int
	// Stones are the region's stones that are neither safe nor dead:
	// unsafe stones whose fate the local game decides.
	Stones []board.Point
	// Dead are the region's stones known (or declared, or assumed) dead:
	// they are captured at the end of the game.
	Dead []board.Point
	// Black and White are the IDs (indices in Decomposition.Safe) of the
	// safe blocks of each colour bordering the region.
	Black, White []int
	// Edge reports whether the region touches the edge of the board.
	Edge bool
	// Forcing reports that a bordering block is safe only by the local
	// search (ReasonSearch): it survives because its owner answers
	// attacks, so an attacker's move here may be a threat that must be
	// answered (a forcing exchange, or a ko threat) rather than a plain
	// local move.
	Forcing bool
	// TerritoryValue is, for a Territory, its value in points under
	// territory scoring (empty points plus two per dead opponent stone:
	// the point and the prisoner), positive for Black.
	TerritoryValue int
	// AreaValue is, for a Territory, its value in points under area
	// scoring (every point of the region), positive for Black.
	AreaValue int
}

// Decomposition is a Go position split into safe blocks and independent
// regions. Every point of the board is either a stone of exactly one safe
// block or a point of exactly one region.
type Decomposition struct {
	// Size is the side of the board.
	Size int
	// Safe are the safe blocks.
	Safe []SafeBlock
	// Regions are the independent local games.
	Regions []Region
	// Dead are all stones taken as dead (user marks, proven, assumed),
	// sorted: the dead-stone input for board scoring.
	Dead []board.Point

	cells    []board.Color
	regionOf []int // region index per point, -1 on safe stones
	safeOf   []int // safe block index per point, -1 elsewhere
}

// RegionAt returns the index of the region containing p, or -1 when p is a
// safe stone or off the board.
func (d *Decomposition) RegionAt(p board.Point) int {
	if p < 0 || int(p) >= len(d.regionOf) {
		return -1
	}
	return d.regionOf[p]
}

// SafeAt returns the index of the safe block containing p, or -1.
func (d *Decomposition) SafeAt(p board.Point) int {
	if p < 0 || int(p) >= len(d.safeOf) {
		return -1
	}
	return d.safeOf[p]
}

// Complete reports whether the whole board decomposes: no region is
// TooBig, so every region is settled or small enough to search.
func (d *Decomposition) Complete() bool {
	for _, r := range d.Regions {
		if r.Kind == TooBig {
			return false
		}
	}
	return true
}

// Decompose splits the position b into safe blocks and independent regions
// and classifies each region. Safe blocks come, in this order, from the
// user's marks (opt.Safe), Benson's algorithm, the bounded local search
// (search.go; it stops at opt.NodeBudget or when ctx is done, keeping
// what it proved) and, if opt.AssumeSafeLiberties > 0, the AssumeSafe rule.
// b is not changed. Bad options (points off the board or on empty points,
// a block both dead and safe) give an error.
func Decompose(ctx context.Context, b *board.Board, opt Options) (*Decomposition, error) {
	if b == nil {
		return nil, fmt.Errorf("decompose: nil board")
	}
	opt, err := opt.withDefaults(b)
	if err != nil {
		return nil, err
	}
	pos := newPosition(b)
	safe, reason, dead, err := pos.safety(ctx, opt)
	if err != nil {
		return nil, err
	}
	assume := opt.AssumeSafeLiberties > 0 || len(opt.Safe) > 0 || len(opt.Dead) > 0
	return pos.build(ctx, opt, safe, reason, dead, assume), nil
}

// safety runs the safety steps shared by Decompose and Judge: the user's
// marks, Benson's algorithm, the bounded local search and, if
// opt.AssumeSafeLiberties > 0, the AssumeSafe rule. It returns, per block,
// whether it is safe and why, and whether the user marked it dead.
func (pos *position) safety(ctx context.Context, opt Options) (safe []bool, reason []Reason, dead []bool, err error) {
	nb := len(pos.blocks)
	safe = make([]bool, nb)
	reason = make([]Reason, nb)
	dead = make([]bool, nb)
	for _, p := range opt.Dead {
		dead[pos.blockOf[p]] = true
	}
	for _, p := range opt.Safe {
		id := pos.blockOf[p]
		if dead[id] {
			return nil, nil, nil, fmt.Errorf("decompose: block at %s is marked both dead and safe", p.Vertex(pos.size))
		}
		safe[id], reason[id] = true, ReasonMarked
	}
	for _, c := range []board.Color{board.Black, board.White} {
		alive, _ := pos.benson(c, nil)
		for id, ok := range alive {
			if ok && !safe[id] {
				if dead[id] {
					return nil, nil, nil, fmt.Errorf("decompose: block at %s is marked dead but is pass-alive (Benson)",
						pos.blocks[id].stones[0].Vertex(pos.size))
				}
				safe[id], reason[id] = true, ReasonBenson
			}
		}
	}
	if opt.NodeBudget > 0 {
		s := newSafetySearch(ctx, pos, opt.NodeBudget)
		for _, id := range s.prove(safe, dead) {
			safe[id], reason[id] = true, ReasonSearch
		}
	}
	if opt.AssumeSafeLiberties > 0 {
		for id, ok := range pos.assumeSafe(opt.AssumeSafeLiberties, safe, dead) {
			if ok {
				safe[id], reason[id] = true, ReasonAssumed
			}
		}
	}
	return safe, reason, dead, nil
}

// BoundaryStones returns the safe stones adjacent to region id, black and
// white, sorted by point index (row by row from the top): the stones a
// local search of the region must treat as walls (all of them are safe, so
// they are never captured). An unknown id gives nil, nil.
func (d *Decomposition) BoundaryStones(id int) (black, white []board.Point) {
	if id < 0 || id >= len(d.Regions) {
		return nil, nil
	}
	seen := map[board.Point]bool{}
	for _, p := range d.Regions[id].Points {
		x, y := p.XY(d.Size)
		for _, dxy := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
			qx, qy := x+dxy[0], y+dxy[1]
			if !board.InBounds(qx, qy, d.Size) {
				continue
			}
			q := board.PointAt(qx, qy, d.Size)
			if d.safeOf[q] < 0 || seen[q] {
				continue
			}
			seen[q] = true
			if d.cells[q] == board.Black {
				black = append(black, q)
			} else {
				white = append(white, q)
			}
		}
	}
	return sortPoints(black), sortPoints(white)
}
