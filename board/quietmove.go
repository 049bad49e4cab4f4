package board

// MoveOutlook is what PeekMove tells of a move without playing it.
type MoveOutlook uint8

const (
	// MoveUnsure: Play must decide (a pass, a capture, a suicide the
	// rules allow, any legal move under positional superko).
	MoveUnsure MoveOutlook = iota
	// MoveIllegal: Play would refuse the move (occupied or off-board point,
	// simple-ko ban, suicide the rules forbid, bad colour).
	MoveIllegal
	// MoveQuiet: the move is legal and captures nothing.
	MoveQuiet
)

// PeekMove tells, from the blocks next to p and without playing, whether
// c playing at p now is illegal, legal and capturing nothing (then h is the
// hash of the stones after it, Hash after Play), or neither for sure:
// searches skip illegal moves and read their transposition tables before
// playing. The board is unchanged.
func (b *Board) PeekMove(c Color, p Point) (o MoveOutlook, h uint64) {
	if p == Pass && (c == Black || c == White) {
		return MoveUnsure, 0
	}
	if c != Black && c != White || p < 0 || int(p) >= len(b.cells) || b.cells[p] != Empty {
		return MoveIllegal, 0
	}
	if p == b.koPoint && c == b.toMove {
		return MoveIllegal, 0
	}
	n := len(b.cells)
	// The distinct blocks next to p, their colours and how many of their
	// pseudo-liberties p is.
	var heads, touch [4]int32
	var cols [4]Color
	k := 0
	liberty := false
	for _, q := range b.adj[p] {
		if q == NoPoint {
			break
		}
		cell := b.cells[q]
		if cell == Empty {
			liberty = true
			continue
		}
		hd := b.blk[blkHead*n+int(q)]
		i := 0
		for i < k && heads[i] != hd {
			i++
		}
		if i == k {
			heads[k], touch[k], cols[k] = hd, 0, cell
			k++
		}
		touch[i]++
	}
	for i := 0; i < k; i++ {
		pl := b.blk[blkPlibs*n+int(heads[i])]
		switch {
		case cols[i] != c && pl == touch[i]:
			return MoveUnsure, 0 // a capture
		case cols[i] == c && pl > touch[i]:
			liberty = true // the block keeps a liberty away from p
		}
	}
	switch {
	case !liberty && !b.rules.Suicide:
		return MoveIllegal, 0
	case !liberty || b.rules.Ko == KoSuperko:
		return MoveUnsure, 0
	}
	return MoveQuiet, b.hash ^ zobristKey(p, c)
}
