package strategy

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
)

// Boards for seeds/003 (class I1: basic endgame kos, dame and ko threats).
//
// The 25x25 board has three bands: Black's on top, White's in the middle,
// Black's at the bottom, each a single block with two one-point eyes. The
// two boundaries between them carry the features, one column each (kos,
// dame) or two (threats), with a plain column between features:
//
//	Black holds the ko      White holds the ko    dame
//	  X X X                   X X X                 X X X
//	  X . X   (P)             X O X   (K')          X . X
//	  O X O   (K)             O . O   (P')          O O O
//	  O O O                   O O O
//
// A ko threat is a stone of one colour with two liberties, each touching
// safe stones of both colours (a miai of connections: the threat takes one,
// the answer connects at the other, and if the answer is not played the
// stone is captured without ko). The shape needs stones of the threatened
// colour on two adjacent sides of it, so it sits on a step of the boundary,
// which rises or falls by two rows. Black's threat, on a rising step:
//
//	X X X X
//	X X W c2 O      W: the White stone, c1 and c2 its liberties
//	X X c1 O O
//	O O O O O
//
// Under territory scoring the cell is miny-2 (Black's threat exchange
// changes no count; White's connecting first gains only the tempo), under
// area scoring it is its static count with a reversible threat. Either way
// the threat and its answer change nothing, as seeds/003's rule model
// assumes.

// seedFeature is one feature of a seeds/003 board.
type seedFeature int8

const (
	featKoBlack     seedFeature = iota // a ko Black holds (Black may connect)
	featKoWhite                        // a ko White holds
	featDame                           // a dame
	featThreatBlack                    // a ko threat for Black
	featThreatWhite                    // a ko threat for White
)

// seedBoardSize is the side of a seeds/003 board.
const seedBoardSize = 25

// seedBoard lays out the class I1 position p on a board. It fails when the
// features do not fit.
func seedBoard(p BasicKoPosition, rules board.Rules) (*board.Board, error) {
	var feats []seedFeature
	add := func(f seedFeature, n int) {
		for range n {
			feats = append(feats, f)
		}
	}
	add(featKoBlack, p.KB)
	add(featKoWhite, p.KW)
	add(featDame, p.D)
	add(featThreatBlack, p.TB)
	add(featThreatWhite, p.TW)
	// Deal the features to the two boundaries, balancing their widths.
	var sides [2][]seedFeature
	var width [2]int
	for _, f := range feats {
		w := 2
		if f == featThreatBlack || f == featThreatWhite {
			w = 3
		}
		k := 0
		if width[1] < width[0] {
			k = 1
		}
		sides[k] = append(sides[k], f)
		width[k] += w
	}
	g := newSeedGrid()
	for k, fs := range sides {
		if err := g.boundary(fs, k == 1); err != nil {
			return nil, err
		}
	}
	return g.board(rules)
}

// seedGrid is a board being drawn: 'X', 'O' or '.'.
type seedGrid struct {
	cells [seedBoardSize][seedBoardSize]byte // [row][column]
	flip  bool                               // drawing the lower boundary, mirrored
}

// The boundary's row: Black holds rows <= h of a column and White the rows
// below (in the upper boundary's coordinates; the lower one is mirrored).
const (
	seedTopH = 8 // the boundary at rest
	seedLowH = 6 // the boundary after a rising threat
)

// newSeedGrid draws the three bands with their eyes and no boundary yet.
func newSeedGrid() *seedGrid {
	g := &seedGrid{}
	for r := range seedBoardSize {
		for c := range seedBoardSize {
			g.cells[r][c] = 'X'
			if r > seedTopH && r < seedBoardSize-1-seedTopH {
				g.cells[r][c] = 'O'
			}
		}
	}
	mid := seedBoardSize / 2
	for _, c := range []int{3, seedBoardSize - 4} {
		g.cells[1][c] = '.'
		g.cells[seedBoardSize-2][c] = '.'
		g.cells[mid][c] = '.'
	}
	return g
}

// set draws v at row r of column c in the current boundary's coordinates.
func (g *seedGrid) set(c, r int, v byte) {
	if g.flip {
		r = seedBoardSize - 1 - r
	}
	g.cells[r][c] = v
}

// plain draws column c as a plain boundary at height h.
func (g *seedGrid) plain(c, h int) {
	for r := seedTopH - 4; r <= seedTopH+3; r++ {
		v := byte('X')
		if r > h {
			v = 'O'
		}
		g.set(c, r, v)
	}
}

// boundary draws the features fs along one boundary (the lower one when
// flip is set), left to right.
func (g *seedGrid) boundary(fs []seedFeature, flip bool) error {
	g.flip = flip
	defer func() { g.flip = false }()
	h, c := seedTopH, 0
	g.plain(c, h)
	c++
	for _, f := range fs {
		threat := f == featThreatBlack || f == featThreatWhite
		need := 2
		if threat {
			need = 3
		}
		if c+need > seedBoardSize {
			return fmt.Errorf("seed board: %d features do not fit on a boundary", len(fs))
		}
		switch f {
		case featKoBlack:
			g.plain(c, h)
			g.set(c, h, '.')
			g.set(c, h+1, 'X')
		case featKoWhite:
			g.plain(c, h)
			g.set(c, h, 'O')
			g.set(c, h+1, '.')
		case featDame:
			g.plain(c, h)
			g.set(c, h, '.')
		case featThreatBlack:
			if h == seedTopH { // rising: the White stone at (c, h-1)
				y := h - 1
				g.plain(c, y-1)
				g.set(c, y, 'O')
				g.set(c, y+1, '.')
				g.plain(c+1, y-1)
				g.set(c+1, y, '.')
				h = seedLowH
			} else { // falling: the White stone at (c+1, h+1)
				y := h + 1
				g.plain(c, y-1)
				g.set(c, y, '.')
				g.plain(c+1, y-1)
				g.set(c+1, y, 'O')
				g.set(c+1, y+1, '.')
				h = seedTopH
			}
			c++
		case featThreatWhite:
			if h == seedTopH { // rising: the Black stone at (c+1, h)
				y := h
				g.plain(c, y-1)
				g.set(c, y, '.')
				g.plain(c+1, y-2)
				g.set(c+1, y-1, '.')
				g.set(c+1, y, 'X')
				h = seedLowH
			} else { // falling: the Black stone at (c, h+2)
				y := h + 2
				g.plain(c, y-2)
				g.set(c, y-1, '.')
				g.set(c, y, 'X')
				g.plain(c+1, y-1)
				g.set(c+1, y, '.')
				h = seedTopH
			}
			c++
		}
		c++
		g.plain(c, h)
		c++
	}
	for ; c < seedBoardSize; c++ {
		g.plain(c, h)
	}
	return nil
}

// board makes the board of the grid.
func (g *seedGrid) board(rules board.Rules) (*board.Board, error) {
	b, err := board.New(seedBoardSize, rules)
	if err != nil {
		return nil, err
	}
	var black, white []board.Point
	for r := range seedBoardSize {
		for c := range seedBoardSize {
			switch g.cells[r][c] {
			case 'X':
				black = append(black, board.PointAt(c, r, seedBoardSize))
			case 'O':
				white = append(white, board.PointAt(c, r, seedBoardSize))
			}
		}
	}
	if err := b.SetupStones(black, white, nil); err != nil {
		return nil, fmt.Errorf("seed board: %w\n%s", err, g)
	}
	return b, nil
}

// String draws the grid.
func (g *seedGrid) String() string {
	var sb strings.Builder
	for r := range seedBoardSize {
		sb.Write(g.cells[r][:])
		sb.WriteByte('\n')
	}
	return sb.String()
}
