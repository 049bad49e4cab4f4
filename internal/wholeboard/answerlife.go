package wholeboard

import "github.com/cgtgo/cgtgo/board"

// Life by answering attacks, for the count under territory scoring. A
// group cut off from its fortress that is not pass-alive may still live
// because its owner answers every attack: the rules of Japan call it
// alive, and the opponent stones it encloses dead without their capture.
// answerLife decides it by a search of its own (sharing only package
// board with the engine), by the convention the engine's count follows
// too (valuation's llife.go): with the attacker moving first or passing,
// and the defender answering or passing (not right after an attacker
// pass), can the defender always reach, within answerLifeDepth plies, a
// position where every block of the group is pass-alive (Benson,
// passalive.go) without losing a stone? The zone: the areas touching the
// group (connected points holding no defender stone, not passing through
// safe stones) and the liberties of the defender blocks touching them;
// the attacker plays anywhere in the zone, the defender inside the areas
// and never takes a ko (a capture of one stone by a stone left alone in
// atari). A capture of a defender stone ends the line: not alive. No
// proof within the depth is "not alive" (the group's owner must then
// capture to count); the node limit running out leaves it unknown.

// Limits of answerLife.
const (
	answerLifeDepth = 10     // plies (the engine's lifeDepth)
	answerLifeNodes = 20_000 // positions per judgement
)

// lifeAnswer is the outcome of answerLife.
type lifeAnswer int8

const (
	lifeUnknown  lifeAnswer = iota // the limits ran out
	lifeAlive                      // alive by answering attacks
	lifeNotAlive                   // the attacker prevents it (or captures)
)

// answerLife decides whether the blocks of colour c holding the stones
// group live by answering attacks on b (which it leaves unchanged).
// Fortress eyes (eyes) are never played.
func answerLife(b *board.Board, eyes map[board.Point]bool, safe func(board.Point) bool, c board.Color, group []board.Point) lifeAnswer {
	s := &lifeSolver{b: positionOnly(b), c: c, group: group, tt: map[lifeKey]lifeAnswer{}}
	s.zone(eyes, safe)
	return s.attack(answerLifeDepth, false)
}

// zone lists the attacker's and the defender's points.
func (s *lifeSolver) zone(eyes map[board.Point]bool, safe func(board.Point) bool) {
	b := s.b
	n := b.NumPoints()
	inArea := make([]bool, n)
	var area []board.Point
	for _, g := range s.group {
		for _, q := range b.Neighbours(g) {
			if b.At(q) != s.c && !inArea[q] && !(b.At(q) != board.Empty && safe(q)) {
				inArea[q] = true
				area = append(area, q)
			}
		}
	}
	for i := 0; i < len(area); i++ {
		for _, q := range b.Neighbours(area[i]) {
			if b.At(q) != s.c && !inArea[q] && !(b.At(q) != board.Empty && safe(q)) {
				inArea[q] = true
				area = append(area, q)
			}
		}
	}
	inZone := append([]bool(nil), inArea...)
	for _, p := range area {
		if eyes[p] {
			continue
		}
		s.defendAt = append(s.defendAt, p)
		s.attackAt = append(s.attackAt, p)
	}
	for _, p := range area {
		for _, q := range b.Neighbours(p) {
			if b.At(q) != s.c {
				continue
			}
			_, libs := b.Chain(q)
			for _, l := range libs {
				if !inZone[l] && !eyes[l] {
					inZone[l] = true
					s.attackAt = append(s.attackAt, l)
				}
			}
		}
	}
}

// lifeKey is a state of the life search.
type lifeKey struct {
	hash     uint64
	ko       board.Point
	depth    int
	attacker bool // the attacker is to move
	passed   bool // the last move was a pass
}

type lifeSolver struct {
	b     *board.Board
	c     board.Color
	group []board.Point
	tt    map[lifeKey]lifeAnswer // decided states only
	nodes int
	// attackAt and defend are the points each side may play.
	attackAt, defendAt []board.Point
}

// alive reports whether the group stands whole and pass-alive.
func (s *lifeSolver) alive() bool {
	pa := passAlive(s.b, s.c)
	for _, p := range s.group {
		if !pa[p] {
			return false
		}
	}
	return true
}

// captured reports whether a stone of the group is gone.
func (s *lifeSolver) captured() bool {
	for _, p := range s.group {
		if s.b.At(p) != s.c {
			return true
		}
	}
	return false
}

// attack: attacker to move. passed: the defender just passed.
func (s *lifeSolver) attack(depth int, passed bool) lifeAnswer {
	if s.captured() {
		return lifeNotAlive
	}
	if s.alive() {
		return lifeAlive
	}
	key := lifeKey{hash: s.b.Hash(), ko: s.b.KoPoint(), depth: depth, attacker: true, passed: passed}
	if v, ok := s.tt[key]; ok {
		return v
	}
	if depth <= 0 {
		return lifeNotAlive
	}
	if s.nodes >= answerLifeNodes {
		return lifeUnknown
	}
	s.nodes++
	a := s.c.Opponent()
	out := lifeAlive
	try := func(p board.Point) bool {
		taken := s.b.Captures(a)
		if s.b.Play(a, p) != nil {
			return true
		}
		v := lifeNotAlive // a defender stone captured
		if s.b.Captures(a) == taken {
			v = s.defend(depth-1, p == board.Pass)
		}
		_ = s.b.Undo()
		switch v {
		case lifeNotAlive:
			out = lifeNotAlive
			return false
		case lifeUnknown:
			out = lifeUnknown
		}
		return true
	}
	if try(board.Pass) {
		for _, p := range s.attackAt {
			if s.b.At(p) == board.Empty && !try(p) {
				break
			}
		}
	}
	if out != lifeUnknown {
		s.tt[key] = out
	}
	return out
}

// defend: defender to move. passed: the attacker just passed (the
// defender may then not pass: both passing ends the game unproved).
func (s *lifeSolver) defend(depth int, passed bool) lifeAnswer {
	if s.captured() {
		return lifeNotAlive
	}
	key := lifeKey{hash: s.b.Hash(), ko: s.b.KoPoint(), depth: depth, passed: passed}
	if v, ok := s.tt[key]; ok {
		return v
	}
	if depth <= 0 {
		return lifeNotAlive
	}
	if s.nodes >= answerLifeNodes {
		return lifeUnknown
	}
	s.nodes++
	out := lifeNotAlive
	try := func(p board.Point) bool {
		taken := s.b.Captures(s.c)
		if s.b.Play(s.c, p) != nil {
			return true
		}
		if p != board.Pass && s.b.Captures(s.c) == taken+1 {
			if stones, libs := s.b.Chain(p); len(stones) == 1 && len(libs) == 1 {
				_ = s.b.Undo() // the defender never takes a ko
				return true
			}
		}
		v := s.attack(depth-1, p == board.Pass)
		_ = s.b.Undo()
		switch v {
		case lifeAlive:
			out = lifeAlive
			return false
		case lifeUnknown:
			out = lifeUnknown
		}
		return true
	}
	done := false
	for _, p := range s.defendAt {
		if done {
			break
		}
		if s.b.At(p) == board.Empty {
			done = !try(p)
		}
	}
	if !done && !passed {
		try(board.Pass)
	}
	if out != lifeUnknown {
		s.tt[key] = out
	}
	return out
}

// positionOnly is a copy of b's stones and player to move without its
// history: life by answering attacks is a property of the position, and
// under positional superko the positions of the line that reached b would
// otherwise ban answers, so that the count of one final position (cached by
// its hash in counter.lives) would depend on the line that reached it.
func positionOnly(b *board.Board) *board.Board {
	nb, err := board.New(b.Size(), b.Rules())
	if err != nil {
		return b.Copy()
	}
	var black, white []board.Point
	for p := board.Point(0); int(p) < b.NumPoints(); p++ {
		switch b.At(p) {
		case board.Black:
			black = append(black, p)
		case board.White:
			white = append(white, p)
		}
	}
	if nb.SetupBoth(black, white) != nil {
		return b.Copy()
	}
	nb.SetToMove(b.ToMove())
	return nb
}
