package board

import "fmt"

// Play plays a move for colour c at p (or Pass) under the board's rules and
// makes the opponent the player to move. Playing out of turn is allowed (as
// GTP and SGF setups need); the simple-ko ban applies only to the player it
// was made for. An illegal move leaves the board unchanged and returns an
// error wrapping ErrOccupied, ErrOffBoard, ErrSuicide, ErrKo or ErrSuperko.
func (b *Board) Play(c Color, p Point) error {
	switch err := b.play(c, p); err {
	case nil, ErrBadColor:
		return err
	case ErrOffBoard:
		return fmt.Errorf("%d: %w", p, ErrOffBoard)
	default:
		return &moveError{p: p, size: b.size, err: err}
	}
}

// TryPlay is Play for searches that only ask whether the move was legal
// (it was played) or not (the board is unchanged): it makes no error value.
func (b *Board) TryPlay(c Color, p Point) bool { return b.play(c, p) == nil }

// play is Play returning the bare sentinel error.
func (b *Board) play(c Color, p Point) error {
	if c != Black && c != White {
		return ErrBadColor
	}
	rec := undoRecord{
		move:     Move{Color: c, Point: p},
		koPoint:  b.koPoint,
		toMove:   b.toMove,
		captures: b.captures,
		hash:     b.hash,
		blogAt:   len(b.blog),
		capAt:    int32(len(b.capStack)),
	}
	if p == Pass {
		b.history = append(b.history, rec)
		b.koPoint = NoPoint
		b.toMove = c.Opponent()
		if b.seen != nil {
			b.seen[b.hash]++
		}
		return nil
	}
	if p < 0 || int(p) >= len(b.cells) {
		return ErrOffBoard
	}
	if b.cells[p] != Empty {
		return ErrOccupied
	}
	if p == b.koPoint && c == b.toMove {
		return ErrKo
	}
	opp := c.Opponent()
	b.cells[p] = c
	b.hash ^= zobristKey(p, c)
	b.addStone(p)
	// The stones captured go on capStack (no allocation per capture);
	// the record keeps their range.
	captured := b.capStack[len(b.capStack):]
	for _, q := range b.adj[p] {
		if q == NoPoint {
			break
		}
		if b.cells[q] == opp && !b.blockHasLiberty(q) {
			captured = b.removeChain(q, captured)
		}
	}
	suicide := false
	if len(captured) == 0 && !b.blockHasLiberty(p) {
		if !b.rules.Suicide {
			b.cells[p] = Empty
			b.hash ^= zobristKey(p, c)
			b.rollbackBlocks(rec.blogAt)
			return ErrSuicide
		}
		suicide = true
		captured = b.removeChain(p, captured)
	}
	if n := len(captured); n > 0 {
		at := len(b.capStack)
		if at+n <= cap(b.capStack) && &b.capStack[:at+n][at] == &captured[0] {
			b.capStack = b.capStack[:at+n]
		} else { // removeChain outgrew capStack's room
			b.capStack = append(b.capStack, captured...)
		}
		captured = b.capStack[at:]
	}
	b.freeStones(captured)
	if b.rules.Ko == KoSuperko && b.seen[b.hash] > 0 {
		b.restore(rec, captured, suicide)
		b.capStack = b.capStack[:rec.capAt]
		return ErrSuperko
	}
	if suicide {
		b.captures[opp] += len(captured)
	} else {
		b.captures[c] += len(captured)
	}
	b.koPoint = NoPoint
	if !suicide && len(captured) == 1 {
		// Simple ko: the capturing stone is alone with one liberty, the
		// point just emptied; the opponent may not retake there at once.
		if b.loneWithOneLiberty(p, captured[0]) {
			b.koPoint = captured[0]
		}
	}
	rec.capN = int32(len(captured))
	rec.suicide = suicide
	b.history = append(b.history, rec)
	b.toMove = opp
	if b.seen != nil {
		b.seen[b.hash]++
	}
	return nil
}

// loneWithOneLiberty reports whether the stone at p has no neighbour of its
// colour and lib as its only liberty (the shape of a simple ko's capturing
// stone), reading only the neighbours of p.
func (b *Board) loneWithOneLiberty(p, lib Point) bool {
	c := b.cells[p]
	for _, q := range b.adj[p] {
		if q == NoPoint {
			break
		}
		switch b.cells[q] {
		case c:
			return false
		case Empty:
			if q != lib {
				return false
			}
		}
	}
	return true
}

// restore puts the stones back as they were before a move that turned out
// illegal (or for Undo): it removes the played stone and returns the
// captured ones.
func (b *Board) restore(rec undoRecord, captured []Point, suicide bool) {
	c := rec.move.Color
	p := rec.move.Point
	if !suicide {
		b.cells[p] = Empty
	}
	back := c.Opponent()
	if suicide {
		back = c
	}
	for _, q := range captured {
		if q == p && suicide {
			continue
		}
		b.cells[q] = back
	}
	if suicide {
		b.cells[p] = Empty
	}
	b.hash = rec.hash
	b.koPoint = rec.koPoint
	b.toMove = rec.toMove
	b.captures = rec.captures
	b.rollbackBlocks(rec.blogAt)
}

// Undo takes back the last move or setup change.
func (b *Board) Undo() error {
	n := len(b.history)
	if n == 0 {
		return ErrNoHistory
	}
	rec := b.history[n-1]
	b.history = b.history[:n-1]
	if b.seen != nil {
		if k := b.seen[b.hash] - 1; k > 0 {
			b.seen[b.hash] = k
		} else {
			delete(b.seen, b.hash)
		}
	}
	if rec.setup != nil {
		for i := len(rec.setup) - 1; i >= 0; i-- {
			b.cells[rec.setup[i].p] = rec.setup[i].prev
		}
		b.rollbackBlocks(rec.blogAt)
		b.hash = rec.hash
		b.koPoint = rec.koPoint
		b.toMove = rec.toMove
		b.captures = rec.captures
		return nil
	}
	if rec.move.Point == Pass {
		b.koPoint = rec.koPoint
		b.toMove = rec.toMove
		b.captures = rec.captures
		return nil
	}
	b.restore(rec, b.capStack[rec.capAt:rec.capAt+rec.capN], rec.suicide)
	b.capStack = b.capStack[:rec.capAt]
	return nil
}

// IsLegal reports whether c may play at p now.
func (b *Board) IsLegal(c Color, p Point) bool {
	if p == Pass {
		return c == Black || c == White
	}
	if p < 0 || int(p) >= len(b.cells) || b.cells[p] != Empty {
		return false
	}
	if err := b.Play(c, p); err != nil {
		return false
	}
	_ = b.Undo()
	return true
}

// LegalMoves returns every legal point move for c (Pass not included).
func (b *Board) LegalMoves(c Color) []Point {
	var ms []Point
	for p := range b.cells {
		if b.cells[p] == Empty && b.IsLegal(c, Point(p)) {
			ms = append(ms, Point(p))
		}
	}
	return ms
}

// Setup places stones of colour c (Black, White, or Empty to clear points)
// as one undoable change (SGF AB, AW, AE; GTP gogui-setup). It is
// SetupStones with one list.
func (b *Board) Setup(points []Point, c Color) error {
	switch c {
	case Black:
		return b.SetupStones(points, nil, nil)
	case White:
		return b.SetupStones(nil, points, nil)
	case Empty:
		return b.SetupStones(nil, nil, points)
	}
	return fmt.Errorf("setup: %w", ErrBadColor)
}

// SetupStones places black stones, white stones and empties points in one
// undoable change, as an SGF node with AB, AW and AE does: only the final
// arrangement enters the superko history. Setup stones capture nothing (a
// block left without liberties stays on the board); the simple-ko point is
// cleared. A point off the board, or a point in two of the lists, is an
// error and changes nothing.
func (b *Board) SetupStones(black, white, empty []Point) error {
	want := map[Point]Color{}
	for _, l := range []struct {
		pts []Point
		c   Color
	}{{black, Black}, {white, White}, {empty, Empty}} {
		for _, p := range l.pts {
			if p < 0 || int(p) >= len(b.cells) {
				return fmt.Errorf("setup point %d: %w", p, ErrOffBoard)
			}
			if prev, ok := want[p]; ok && prev != l.c {
				return fmt.Errorf("setup point %s is both %s and %s", p.Vertex(b.size), prev.Name(), l.c.Name())
			}
			want[p] = l.c
		}
	}
	rec := undoRecord{koPoint: b.koPoint, toMove: b.toMove, captures: b.captures, hash: b.hash, setup: []setupChange{}, blogAt: len(b.blog)}
	for _, pts := range [][]Point{black, white, empty} {
		for _, p := range pts {
			c := want[p]
			if b.cells[p] == c {
				continue
			}
			rec.setup = append(rec.setup, setupChange{p: p, prev: b.cells[p], now: c})
			if old := b.cells[p]; old != Empty {
				b.hash ^= zobristKey(p, old)
			}
			b.cells[p] = c
			if c != Empty {
				b.hash ^= zobristKey(p, c)
			}
		}
	}
	if len(rec.setup) > 0 {
		b.rebuildBlocks(rec.setup)
	}
	b.koPoint = NoPoint
	b.history = append(b.history, rec)
	if b.seen != nil {
		b.seen[b.hash]++
	}
	return nil
}
