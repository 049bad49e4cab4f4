package strategy

import (
	"slices"

	"github.com/cgtgo/cgtgo/board"
)

// reach walks the positions of the current search exactly as value does
// (the same moves in the same order, the same repetition cuts, the same
// positions stored, the same node count and budget) without valuing them:
// value's order of moves never depends on the values it finds, so reach
// fails with errCountBudget exactly when value would, and leaves nodes,
// cuts and repeated as value would at that point. run calls it before
// value: most of the count's time used to be full searches that ran out of
// budget, and reach costs a fraction of value per position (no game is
// built). After a nil error value finds the same positions and finishes.
func (s *countSearch) reach() error {
	h := s.key()
	if _, ok := s.seen[h]; ok {
		return nil
	}
	s.nodes++
	if s.nodes > s.budget {
		return errCountBudget
	}
	if s.nodes&255 == 0 {
		if err := s.ctx.Err(); err != nil {
			return err
		}
	}
	dead := s.nextMark()
	s.markRelevant(dead)
	s.collectMoves(dead)
	movesAt, pathAt := len(s.moveStack), len(s.path)
	s.moveStack = append(s.moveStack, s.moves...)
	moves := s.moveStack[movesAt:]
	cutsBefore := s.cuts
	s.path = append(s.path, h)
	defer func() { s.moveStack, s.path = s.moveStack[:movesAt], s.path[:pathAt] }()
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range moves {
			if err := s.reachOption(c, p); err != nil {
				return err
			}
		}
	}
	if s.cuts == cutsBefore || s.cacheCuts {
		s.seen[h] = struct{}{}
	}
	return nil
}

// reachOption is option for reach: it plays c at p, walks on from the
// position unless the move is outside the model or repeats the current
// line, and undoes the move.
func (s *countSearch) reachOption(c board.Color, p board.Point) error {
	// An illegal move needs no play, nor does a quiet move (no capture,
	// so no ko ban after it) to a position stored: its key is the hash of
	// the stones after it. capturedSettled reads the same neighbours
	// before a quiet move as after.
	switch o, k := s.b.PeekMove(c, p); o {
	case board.MoveIllegal:
		return nil
	case board.MoveQuiet:
		if _, stored := s.seen[k]; stored && !s.capturedSettled(p) {
			return nil
		}
	}
	if !s.b.TryPlay(c, p) {
		return nil
	}
	defer func() { _ = s.b.Undo() }()
	if s.capturedSettled(p) {
		return nil
	}
	// A position stored is finished, hence not on the current line: the
	// look-up answers before the scan of the line.
	k := s.key()
	if _, ok := s.seen[k]; ok {
		return nil
	}
	if slices.Contains(s.path, k) {
		s.repeated = true
		s.cuts++
		return nil
	}
	return s.reach()
}

// markRelevant is the part of staticBlocks that reach needs: it marks with
// dead the liberties of the blocks of the cluster with at most libLimit
// liberties (relevant), reading the blocks as staticBlocks does (within the
// cluster), without their verdicts or their share of the count.
func (s *countSearch) markRelevant(dead uint32) {
	b := s.b
	stack := s.stack[:0]
	for _, p := range s.points {
		c := b.At(p)
		if c == board.Empty || s.mark[p] == dead {
			continue
		}
		s.mark[p] = dead
		stack = append(stack[:0], p)
		libGen := s.nextMark()
		libs := s.libs[:0]
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, x := range b.Neighbours(q) {
				switch y := b.At(x); {
				case y == board.Empty:
					if s.libMark[x] != libGen {
						s.libMark[x] = libGen
						libs = append(libs, x)
					}
				case y == c && s.in[x] && s.mark[x] != dead:
					s.mark[x] = dead
					stack = append(stack, x)
				}
			}
		}
		s.markShortLiberties(libs, dead)
		s.libs = libs
	}
	s.stack = stack
}

// markShortLiberties marks with dead, in relevant, the liberties libs of a
// block when it has at most libLimit of them (the points worth a move:
// collectMoves).
func (s *countSearch) markShortLiberties(libs []board.Point, dead uint32) {
	if len(libs) <= s.libLimit {
		for _, l := range libs {
			s.relevant[l] = dead
		}
	}
}
