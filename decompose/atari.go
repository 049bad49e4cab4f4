package decompose

// lostInAtari reports whether block id is in atari and lost whoever moves
// first, by the shortest reading there is (the tactical death of a stone
// left in atari at the end of a game):
//
//   - no opponent block next to it is in atari (its owner could capture to
//     escape) and its liberty is not the point of a simple ko;
//   - its owner, extending at the liberty, captures nothing and keeps at
//     most one liberty (or may not play there at all: suicide);
//   - the opponent, capturing it at the liberty, keeps two or more
//     liberties (a capturing stone left in atari is a ko or a snapback,
//     which this reading does not settle).
//
// It reads on the local board (simple ko, no suicide) and leaves it as it
// was found; it is false for a block with more than one liberty.
func (pos *position) lostInAtari(id int) bool {
	bl := pos.blocks[id]
	if len(bl.libs) != 1 {
		return false
	}
	lib := bl.libs[0]
	if pos.b.KoPoint() == lib {
		return false
	}
	c := bl.color
	o := c.Opponent()
	for _, s := range bl.stones {
		for _, x := range pos.adj[s] {
			if nb := pos.blockOf[x]; nb >= 0 && pos.blocks[nb].color == o && len(pos.blocks[nb].libs) == 1 {
				return false
			}
		}
	}
	lb := pos.localBoard()
	if lb == nil {
		return false
	}
	before := lb.Captures(c)
	if lb.TryPlay(c, lib) {
		escapes := lb.Captures(c) != before || lb.Liberties(lib) >= 2
		_ = lb.Undo()
		if escapes {
			return false
		}
	}
	if !lb.TryPlay(o, lib) {
		return false
	}
	safeCapture := lb.Liberties(lib) >= 2
	_ = lb.Undo()
	return safeCapture
}
