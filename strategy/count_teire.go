package strategy

import "github.com/cgtgo/cgtgo/board"

// forcedTeire returns the teire each side must add as the dame of the
// cluster are filled: the points of a player's own territory where he must
// repair a block that the opponent's fill of one dame leaves in atari.
// Under territory scoring each costs its player a point, which the static
// count of the cluster (the position as it stands, read by static) does
// not see.
//
// Each dame is filled alone, from the cluster's position (teirePoints): a
// player answers a fill by filling another dame himself when his block
// keeps a liberty there, so only a block left with its last liberty in its
// own territory forces a teire. Both sides are charged in full: a dame
// whose fill forces a teire on whoever does not fill it first charges one
// to each side and counts nothing; a shortage of one side charges that
// side. Clusters holding an unsettled block are charged like the others:
// leaving them out gave two fewer counts equal to RE on
// ../shared/data/pro19 (110 instead of 112), pro9 unchanged. Charging the
// blocks already in atari in the cluster's position too gave 110 there.
func (s *countSearch) forcedTeire() (black, white int) {
	return len(s.teirePoints(board.Black)), len(s.teirePoints(board.White))
}

// teirePoints returns the points of c's territory where c must repair a
// block when the opponent fills one dame of the cluster (see forcedTeire).
// A fill counts only where it is legal, captures nothing and leaves the
// filling block at least two liberties (a fill in atari would be captured,
// not answered).
func (s *countSearch) teirePoints(c board.Color) []board.Point {
	b := s.b
	o := c.Opponent()
	var out []board.Point
	for _, d := range s.points {
		if b.At(d) != board.Empty || s.own[d] != board.Empty {
			continue
		}
		taken := b.Captures(o)
		if !b.TryPlay(o, d) {
			continue
		}
		if b.Captures(o) == taken && b.Liberties(d) >= 2 {
			out = s.ataris(c, d, out)
		}
		_ = b.Undo()
	}
	return out
}

// ataris appends to out the last liberty of every block of c next to d in
// atari whose last liberty is c's territory, once each.
func (s *countSearch) ataris(c board.Color, d board.Point, out []board.Point) []board.Point {
	b := s.b
	for _, x := range b.Neighbours(d) {
		if b.At(x) != c || b.Liberties(x) != 1 {
			continue
		}
		_, libs := b.Chain(x)
		l := libs[0]
		if s.own[l] != c || containsPoint(out, l) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// containsPoint reports whether p is in pts.
func containsPoint(pts []board.Point, p board.Point) bool {
	for _, q := range pts {
		if q == p {
			return true
		}
	}
	return false
}
