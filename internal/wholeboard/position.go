package wholeboard

import (
	"math/rand"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// Position is a test position: Black's fortress on the top two rows and
// White's on the bottom two, each with single-point eyes on its edge row
// (alive whatever happens), and stones between them.
type Position struct {
	Board *board.Board
	// Eyes are the fortresses' eye points; nobody plays there.
	Eyes map[board.Point]bool
	// Safe are the stones connected to a fortress.
	Safe map[board.Point]bool
	// Anchors hold one stone of each fortress (Black's first).
	Anchors []board.Point
}

// Random makes a random position of side 5 to 7 whose middle rows hold
// random stones, with the given chance in percent of a point holding a stone
// of each colour. It returns false when the draw is not a legal position.
func Random(rng *rand.Rand, minSize, maxSize, stonePercent int) (*Position, bool) {
	n := minSize + rng.Intn(maxSize-minSize+1)
	var black, white []board.Point
	for y := 2; y < n-2; y++ {
		for x := 0; x < n; x++ {
			black, white = drawStone(rng, board.PointAt(x, y, n), stonePercent, black, white)
		}
	}
	return Build(n, black, white)
}

// drawStone puts a Black stone on p with the given chance in percent, else
// a White one with the same chance, else nothing.
func drawStone(rng *rand.Rand, p board.Point, stonePercent int, black, white []board.Point) ([]board.Point, []board.Point) {
	switch r := rng.Intn(100); {
	case r < stonePercent:
		black = append(black, p)
	case r < 2*stonePercent:
		white = append(white, p)
	}
	return black, white
}

// Build makes the position of side n with the fortresses and the given
// stones between them. It returns false when a block has no liberty.
func Build(n int, black, white []board.Point) (*Position, bool) {
	b, err := board.New(n, board.Rules{Ko: board.KoSuperko})
	if err != nil {
		return nil, false
	}
	pos := &Position{Board: b, Eyes: map[board.Point]bool{}, Safe: map[board.Point]bool{}}
	var fb, fw []board.Point
	for x := 0; x < n; x++ {
		fb = append(fb, board.PointAt(x, 1, n))
		fw = append(fw, board.PointAt(x, n-2, n))
		if x%2 == 0 {
			fb = append(fb, board.PointAt(x, 0, n))
			fw = append(fw, board.PointAt(x, n-1, n))
		} else {
			pos.Eyes[board.PointAt(x, 0, n)] = true
			pos.Eyes[board.PointAt(x, n-1, n)] = true
		}
	}
	if b.SetupStones(append(fb, black...), append(fw, white...), nil) != nil {
		return nil, false
	}
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if b.At(p) != board.Empty && b.Liberties(p) == 0 {
			return nil, false
		}
	}
	pos.Anchors = []board.Point{board.PointAt(0, 1, n), board.PointAt(0, n-2, n)}
	for _, s := range pos.safeStones() {
		pos.Safe[s] = true
	}
	return pos, true
}

// safeStones returns the stones connected to a fortress now.
func (pos *Position) safeStones() []board.Point {
	var out []board.Point
	for _, a := range pos.Anchors {
		stones, _ := pos.Board.Chain(a)
		out = append(out, stones...)
	}
	return out
}

// Regions returns the connected sets of points that are not safe stones:
// the fortresses' eyes and the contested regions between the walls.
func (pos *Position) Regions() [][]board.Point {
	b := pos.Board
	seen := map[board.Point]bool{}
	var out [][]board.Point
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		if pos.Safe[p] || seen[p] {
			continue
		}
		reg := []board.Point{p}
		seen[p] = true
		for i := 0; i < len(reg); i++ {
			for _, q := range b.Neighbours(reg[i]) {
				if !pos.Safe[q] && !seen[q] {
					seen[q] = true
					reg = append(reg, q)
				}
			}
		}
		out = append(out, reg)
	}
	return out
}

// Contested returns the regions other than single eye points, and the
// number of empty points in them.
func (pos *Position) Contested() (regions [][]board.Point, empty int) {
	for _, r := range pos.Regions() {
		if len(r) == 1 && pos.Eyes[r[0]] {
			continue
		}
		regions = append(regions, r)
		for _, p := range r {
			if pos.Board.At(p) == board.Empty {
				empty++
			}
		}
	}
	return regions, empty
}

// SafeStoneCount is the number of safe Black stones minus safe White stones
// (a settled number under area scoring).
func (pos *Position) SafeStoneCount() int {
	n := 0
	for p := range pos.Safe {
		if pos.Board.At(p) == board.Black {
			n++
		} else {
			n--
		}
	}
	return n
}

// FromDiagram builds the position of a square diagram, one string a row
// from the top, X for Black, O for White, anything else empty (spaces
// between points are ignored). The two top and two bottom rows are the
// fortresses Build lays out, whatever the diagram shows there. It returns
// false when the diagram is not square or a block has no liberty.
func FromDiagram(rows []string) (*Position, bool) {
	n := len(rows)
	var black, white []board.Point
	for y, r := range rows {
		r = strings.ReplaceAll(r, " ", "")
		if len(r) != n {
			return nil, false
		}
		if y < 2 || y >= n-2 {
			continue
		}
		for x, c := range r {
			switch c {
			case 'X':
				black = append(black, board.PointAt(x, y, n))
			case 'O':
				white = append(white, board.PointAt(x, y, n))
			}
		}
	}
	return Build(n, black, white)
}
