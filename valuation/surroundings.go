package valuation

import "github.com/cgtgo/cgtgo/board"

// Surroundings is the settled rest of the board around a region marked by
// the user (SQ or --region): with it the region is a local game on the
// whole board, as issue 25 states the local game of a published endgame
// problem. Moves are made only on the marked points; every stone outside
// is settled (alive, or dead when declared so); the count is the whole
// board's, so that empty points outside the region that border it belong
// to whoever surrounds them once the region is settled, and to nobody when
// both colours do. The rules of the count are those of
// testdata/problems/README.md ("The count"):
//
//   - Outside, the settled territory of a colour C is a connected set of
//     open outside points (empty, or holding a stone declared dead)
//     bordered by live outside stones of C only.
//   - A region chain is safe when it touches a live outside stone of its
//     colour or its colour's settled territory; a chain that is not safe
//     and touches the opponent's settled territory is dead: it lies inside
//     the opponent's settled area and nobody plays outside the region to
//     save it.
//   - For a colour C, a connected set A of region points holding no C
//     stone, with at least one empty point, whose neighbours outside A are
//     all safe C stones or points of C's settled territory and which is
//     too small for life (every point of A touches a safe C stone or C's
//     settled territory except at most two, which touch each other),
//     is C's settled area: the opponent's stones in it are dead (Japanese
//     counting: removed at the end without C filling a point to capture
//     them), and nobody moves there (the sound pruning of the package
//     comment).
//   - An area is a connected set of open points (empty, or holding a dead
//     stone) of the whole board; it belongs to the only colour of live
//     stone that borders it, to nobody when both colours or none do. Under
//     territory scoring each of its points counts one and each dead stone
//     of the opponent one more (the prisoner); an unfilled ko point counts
//     for nobody (Moews 1.2.3). Under area scoring each point counts one
//     and so do the live stones on the region.
//
// Only what play in the region can change is counted: the region's points
// and the outside areas next to it (the rest is a constant).
//
// A Surroundings is not safe for concurrent use; the search takes its own
// copy (forSearch).
type Surroundings struct {
	n        int
	region   []board.Point
	inRegion []bool
	dead     []bool
	// areaOf is 1 + the index of the outside area of an open outside
	// point next to the region, 0 elsewhere.
	areaOf []int32
	areas  []outsideArea
	area   bool // area scoring

	// scratch
	chainOf []int32 // region point -> 1 + chain index in chains, 0 empty
	chains  []regionChain
	mark    []uint32
	gen     uint32
	open    []bool // region point holds a dead stone or is empty
	settled []bool // region point lies in a settled area
	queue   []board.Point
	seen    []bool
}

// outsideArea is a connected set of open points outside the region that
// touches it.
type outsideArea struct {
	size                 int
	deadBlack, deadWhite int
	// black and white: the area is bordered by a live outside stone of
	// that colour; owner is its settled owner (Empty: none).
	black, white bool
	owner        board.Color
	// single is the area's point when it has exactly one.
	single board.Point
	// gates are the region points next to the area.
	gates []board.Point
}

// regionChain is a chain of stones on region points in the current
// position.
type regionChain struct {
	color      board.Color
	safe, dead bool
}

// NewSurroundings prepares the count of the outside of region on b; dead
// lists outside stones declared dead (MA markup), others are alive. It
// returns nil when no open outside point touches the region (a fenced
// region: the plain local game of the package comment).
func NewSurroundings(b *board.Board, region, dead []board.Point) *Surroundings {
	n := b.NumPoints()
	s := &Surroundings{n: n, inRegion: make([]bool, n), dead: make([]bool, n), areaOf: make([]int32, n)}
	for _, p := range region {
		if p >= 0 && int(p) < n && !s.inRegion[p] {
			s.inRegion[p] = true
			s.region = append(s.region, p)
		}
	}
	for _, p := range dead {
		if p >= 0 && int(p) < n && !s.inRegion[p] && b.At(p) != board.Empty {
			s.dead[p] = true
		}
	}
	for _, p := range s.region {
		for _, q := range b.Neighbours(p) {
			if s.inRegion[q] || !s.openOutside(b, q) || s.areaOf[q] != 0 {
				continue
			}
			s.areas = append(s.areas, s.outsideAreaFrom(b, q, int32(len(s.areas)+1)))
		}
	}
	if len(s.areas) == 0 {
		return nil
	}
	return s
}

// outsideAreaFrom floods the open outside points connected to q, labels
// them id and returns the area.
func (s *Surroundings) outsideAreaFrom(b *board.Board, q board.Point, id int32) outsideArea {
	a := outsideArea{single: q}
	comp := []board.Point{q}
	s.areaOf[q] = id
	gate := map[board.Point]bool{}
	for i := 0; i < len(comp); i++ {
		p := comp[i]
		switch b.At(p) {
		case board.Black:
			a.deadBlack++
		case board.White:
			a.deadWhite++
		}
		for _, n := range b.Neighbours(p) {
			switch {
			case s.inRegion[n]:
				if !gate[n] {
					gate[n] = true
					a.gates = append(a.gates, n)
				}
			case s.openOutside(b, n):
				if s.areaOf[n] == 0 {
					s.areaOf[n] = id
					comp = append(comp, n)
				}
			case b.At(n) == board.Black:
				a.black = true
			case b.At(n) == board.White:
				a.white = true
			}
		}
	}
	a.size = len(comp)
	switch {
	case a.black && !a.white:
		a.owner = board.Black
	case a.white && !a.black:
		a.owner = board.White
	}
	return a
}

// openOutside reports whether the outside point p is empty or holds a dead
// stone.
func (s *Surroundings) openOutside(b Stones, p board.Point) bool {
	return b.At(p) == board.Empty || s.dead[p]
}

// liveOutside reports whether p is a live outside stone of colour c.
func (s *Surroundings) liveOutside(b Stones, p board.Point, c board.Color) bool {
	return !s.inRegion[p] && b.At(p) == c && !s.dead[p]
}

// forSearch returns a copy of s with its own scratch space, so that
// searches sharing one Options can run at once (nil stays nil).
func (s *Surroundings) forSearch(scoring Scoring) *Surroundings {
	if s == nil {
		return nil
	}
	cp := *s
	cp.area = scoring == Area
	cp.chainOf = make([]int32, s.n)
	cp.mark = make([]uint32, s.n)
	cp.open = make([]bool, s.n)
	cp.settled = make([]bool, s.n)
	cp.seen = make([]bool, len(s.areas))
	cp.chains, cp.queue, cp.gen = nil, nil, 0
	return &cp
}

func (s *Surroundings) next() uint32 {
	s.gen++
	if s.gen == 0 {
		clear(s.mark)
		s.gen = 1
	}
	return s.gen
}
