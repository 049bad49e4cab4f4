package estimate

import "github.com/cgtgo/cgtgo/board"

// eval counts the position as Eval's rules say (see the package comment)
// and returns Black's score minus White's in half points (komi not
// included): a block in atari counts half dead, whoever is to move, as
// the mean of its capture and its escape, so that a threat on it does not
// make every move elsewhere look better or worse for the side to move. It
// leaves each stone's fate in pos.dead (a block in atari counted alive)
// and each colour's distance in pos.dist.
func (pos *position) eval() int {
	pos.findBlocks()
	for i := range pos.blocks {
		bl := &pos.blocks[i]
		bl.atari = bl.libs <= 1
		switch {
		case bl.judgedOnly && bl.dead && bl.grown && bl.libs >= max(bl.startLibs+1, 3):
			// A block the playouts gave up that its owner's moves led
			// out to open space: it escapes.
			bl.dead = false
		case bl.judgedOnly && bl.alive && bl.weak && bl.libs <= 2 && bl.libs < bl.startLibs:
			// A weak block the opponent's moves shut in: it dies.
			bl.dead = true
		case !bl.alive && !bl.dead:
			bl.dead = !bl.anchored
		}
	}
	for p := 0; p < pos.n; p++ {
		pos.dead[p] = false
		if id := pos.blockOf[p]; id >= 0 {
			pos.dead[p] = pos.blocks[id].dead
		}
	}
	pos.distances(board.Black)
	pos.distances(board.White)
	score := 0
	area := pos.scoring == board.Area
	for p := 0; p < pos.n; p++ {
		c := pos.b.At(board.Point(p))
		if c != board.Empty && !pos.dead[p] {
			score += pos.stoneCount(board.Point(p))
			continue
		}
		score += 2 * sign(pos.ownerOf(board.Point(p)))
		if c != board.Empty && !area {
			score -= 2 * sign(c) // the dead stone is the opponent's prisoner
		}
	}
	if !area {
		score += 2 * (pos.b.Captures(board.Black) - pos.b.Captures(board.White))
	}
	return score
}

// stoneCount is the count of the living stone at p in half points: under
// area scoring the stone itself; for a block in atari, half of that and
// half of its capture (the opponent's point and, under territory scoring,
// its prisoner).
func (pos *position) stoneCount(p board.Point) int {
	c := pos.b.At(p)
	alive, captured := 0, -2*sign(c)
	if pos.scoring == board.Area {
		alive = 2 * sign(c)
	} else {
		captured *= 2
	}
	if pos.blocks[pos.blockOf[p]].atari {
		return (alive + captured) / 2
	}
	return alive
}

// ownerOf is the colour strictly closer to p (an empty point or a dead
// stone) after eval, or Empty.
func (pos *position) ownerOf(p board.Point) board.Color {
	db, dw := pos.dist[0][p], pos.dist[1][p]
	switch {
	case db < dw:
		return board.Black
	case dw < db:
		return board.White
	}
	return board.Empty
}

// sign is +1 for Black, -1 for White, 0 for Empty.
func sign(c board.Color) int {
	switch c {
	case board.Black:
		return 1
	case board.White:
		return -1
	}
	return 0
}

// findBlocks labels the blocks of the board with their liberties and
// their link to the start position's living and dead stones.
func (pos *position) findBlocks() {
	b := pos.b
	pos.blocks = pos.blocks[:0]
	for p := range pos.blockOf {
		pos.blockOf[p] = -1
	}
	for p := 0; p < pos.n; p++ {
		c := b.At(board.Point(p))
		if c == board.Empty || pos.blockOf[p] >= 0 {
			continue
		}
		id := int32(len(pos.blocks))
		bl := blockInfo{color: c, judgedOnly: true}
		libGen := pos.nextGen()
		q := append(pos.queue[:0], board.Point(p))
		pos.blockOf[p] = id
		for i := 0; i < len(q); i++ {
			s := q[i]
			st := pos.statusAt(s)
			switch st {
			case Alive:
				bl.alive = true
			case Dead:
				bl.dead = true
			default:
				bl.grown = true
				if !bl.anchored && pos.linked(s, c) {
					bl.anchored = true
				}
			}
			if st != New {
				bl.judgedOnly = bl.judgedOnly && pos.judged[s]
				bl.weak = bl.weak || pos.weak[s]
				bl.startLibs = max(bl.startLibs, pos.startLibs[s])
			}
			for _, t := range pos.adj[s] {
				if t == board.NoPoint {
					break
				}
				switch b.At(t) {
				case c:
					if pos.blockOf[t] < 0 {
						pos.blockOf[t] = id
						q = append(q, t)
					}
				case board.Empty:
					if pos.mark[t] != libGen {
						pos.mark[t] = libGen
						bl.libs++
					}
				}
			}
		}
		pos.queue = q[:0]
		if bl.alive {
			bl.dead = false // a living start stone carries the block
		}
		if !bl.alive && !bl.dead {
			bl.judgedOnly = false
		}
		pos.blocks = append(pos.blocks, bl)
	}
}

// linked reports whether the new stone s of colour c is diagonally next to
// a living start stone of c with the diagonal not cut (one of the two
// points between is not an opponent stone), or one point away from one in
// a line with the point between empty.
func (pos *position) linked(s board.Point, c board.Color) bool {
	x, y := s.XY(pos.size)
	opp := c.Opponent()
	at := func(x, y int) (board.Point, bool) {
		if !board.InBounds(x, y, pos.size) {
			return board.NoPoint, false
		}
		return board.PointAt(x, y, pos.size), true
	}
	livingFriend := func(p board.Point) bool { return pos.b.At(p) == c && pos.statusAt(p) == Alive }
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		q, ok := at(x+d[0], y+d[1])
		if !ok || !livingFriend(q) {
			continue
		}
		a, _ := at(x+d[0], y)
		bb, _ := at(x, y+d[1])
		if pos.b.At(a) != opp || pos.b.At(bb) != opp {
			return true
		}
	}
	for _, d := range [4][2]int{{0, -2}, {-2, 0}, {2, 0}, {0, 2}} {
		q, ok := at(x+d[0], y+d[1])
		if !ok || !livingFriend(q) {
			continue
		}
		mid, _ := at(x+d[0]/2, y+d[1]/2)
		if pos.b.At(mid) == board.Empty {
			return true
		}
	}
	return false
}

// distances fills pos.dist for c: 0 on c's living stones, then the
// 4-neighbour distance over empty points and dead stones.
func (pos *position) distances(c board.Color) {
	d := pos.dist[colorIndex(c)]
	q := pos.queue[:0]
	for p := 0; p < pos.n; p++ {
		d[p] = noDist
		if pos.b.At(board.Point(p)) == c && !pos.dead[p] {
			d[p] = 0
			q = append(q, board.Point(p))
		}
	}
	for i := 0; i < len(q); i++ {
		s := q[i]
		next := d[s] + 1
		if next >= noDist {
			continue
		}
		for _, t := range pos.adj[s] {
			if t == board.NoPoint {
				break
			}
			if d[t] <= next {
				continue
			}
			if pos.b.At(t) != board.Empty && !pos.dead[t] {
				continue
			}
			d[t] = next
			q = append(q, t)
		}
	}
	pos.queue = q[:0]
}
