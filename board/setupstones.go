package board

import "fmt"

// PlaceHandicap puts handicap stones on b as setup stones (not moves: they
// cannot be undone as moves) and gives White the move, as GTP's
// fixed_handicap, place_free_handicap and set_free_handicap do.
func (b *Board) PlaceHandicap(pts []Point) error {
	if err := b.Setup(pts, Black); err != nil {
		return fmt.Errorf("handicap: %w", err)
	}
	b.SetToMove(White)
	return nil
}

// SetupBoth places black setup stones, then white ones (GoGui's
// gogui-setup), all or nothing: when the white ones cannot be placed the
// black ones are taken back.
func (b *Board) SetupBoth(black, white []Point) error {
	if err := b.Setup(black, Black); err != nil {
		return err
	}
	if err := b.Setup(white, White); err != nil {
		_ = b.Undo()
		return err
	}
	return nil
}

// ParseVertices reads GTP vertices naming distinct points of a board of
// side size (a pass, a repeated point or a vertex that cannot be read is
// an error), as in set_free_handicap's list.
func ParseVertices(vs []string, size int) ([]Point, error) {
	seen := map[Point]bool{}
	var pts []Point
	for _, v := range vs {
		p, err := ParseVertex(v, size)
		if err != nil || p == Pass || seen[p] {
			return nil, fmt.Errorf("bad vertex %q in a list of distinct points", v)
		}
		seen[p] = true
		pts = append(pts, p)
	}
	return pts, nil
}
