package board

// Chain returns the stones of the block (maximal orthogonally connected set
// of stones of one colour) containing p, and its liberties (distinct empty
// neighbours). For an empty p it returns nil, nil.
func (b *Board) Chain(p Point) (stones, liberties []Point) {
	c := b.cells[p]
	if c == Empty {
		return nil, nil
	}
	gen := b.nextMark()
	stones = []Point{p}
	b.mark[p] = gen
	for i := 0; i < len(stones); i++ {
		for _, q := range b.adj[stones[i]] {
			if q == NoPoint {
				break
			}
			if b.mark[q] == gen {
				continue
			}
			switch b.cells[q] {
			case c:
				b.mark[q] = gen
				stones = append(stones, q)
			case Empty:
				b.mark[q] = gen
				liberties = append(liberties, q)
			}
		}
	}
	return stones, liberties
}

// Liberties returns the number of liberties of the block at p (0 for an
// empty point).
func (b *Board) Liberties(p Point) int {
	c := b.cells[p]
	if c == Empty {
		return 0
	}
	// Chain's walk, counting instead of collecting (searches call it at
	// every move they read).
	gen := b.nextMark()
	b.stack = append(b.stack[:0], p)
	b.mark[p] = gen
	n := 0
	for len(b.stack) > 0 {
		s := b.stack[len(b.stack)-1]
		b.stack = b.stack[:len(b.stack)-1]
		for _, q := range b.adj[s] {
			if q == NoPoint {
				break
			}
			if b.mark[q] == gen {
				continue
			}
			switch b.cells[q] {
			case c:
				b.mark[q] = gen
				b.stack = append(b.stack, q)
			case Empty:
				b.mark[q] = gen
				n++
			}
		}
	}
	return n
}

// removeChain takes the block at p off the board, appends its points to
// removed and returns it.
func (b *Board) removeChain(p Point, removed []Point) []Point {
	c := b.cells[p]
	start := len(removed)
	removed = append(removed, p)
	b.cells[p] = Empty
	b.hash ^= zobristKey(p, c)
	for i := start; i < len(removed); i++ {
		for _, q := range b.adj[removed[i]] {
			if q == NoPoint {
				break
			}
			if b.cells[q] == c {
				b.cells[q] = Empty
				b.hash ^= zobristKey(q, c)
				removed = append(removed, q)
			}
		}
	}
	return removed
}
