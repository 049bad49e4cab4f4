package board

import "fmt"

// Score counts the position of b as a finished game (Moews 1.2.3, "Scoring
// points") under scoring s with White's komi komiHalf (in half points),
// taking every block that contains a point of dead as dead: dead stones are
// removed as prisoners of the other side, their points become empty, and
// every other stone is alive. b is not changed.
//
// Counting: the empty points are split into regions (maximal connected sets
// of empty points). A region bordered by stones of one colour only counts
// for that colour; a region bordered by both colours, or by none, is dame.
//
// Unfilled kos (territory scoring only; Moews 1.2.3, Figure 1.7): an
// empty point surrounded by one colour that is the single liberty of a
// neighbouring block, as the point of an unfilled ko is, counts for nobody
// under Japanese counting (Unfilled: the owner has to fill it, or loses the
// block) and for the surrounding colour under Chinese counting. The other
// points of its region count as usual.
//
// Seki (territory scoring only; area scoring counts the eyes of seki groups
// as the Chinese rules do) is found by reading, not by a counting rule.
// Blocks of one colour form a group when they border the same one-colour
// region or share an empty neighbouring point; the one-colour regions a
// group borders are its eye regions. A group is in seki when it has a
// shared liberty (an empty point next to one of its stones and to an
// opponent stone), and at none of its shared liberties can either side
// play without putting the block it makes there in atari with nothing
// captured (self-atari: the opponent captures it next move), and it has
// fewer than two eye regions: neither side can approach, so the
// liberties stay empty and the groups stay on the board without two eyes
// (scoreseki.go). The eye regions of a group in seki count for nobody
// (SekiEyes). Unfilled dame next to groups with a large eye or two eyes,
// where a stone has room, are not seki.
//
// Errors: a dead point off the board or empty.
func Score(b *Board, dead []Point, s Scoring, komiHalf int) (Result, error) {
	n := len(b.cells)
	cells := append([]Color(nil), b.cells...)
	r := Result{Scoring: s, KomiHalf: komiHalf}
	r.Black.Prisoners = b.captures[Black]
	r.White.Prisoners = b.captures[White]
	for _, p := range dead {
		if p < 0 || int(p) >= n {
			return Result{}, fmt.Errorf("score: dead stone %d: %w", p, ErrOffBoard)
		}
		if b.cells[p] == Empty {
			return Result{}, fmt.Errorf("score: dead stone at %s: the point is empty", p.Vertex(b.size))
		}
		if cells[p] == Empty { // block already removed
			continue
		}
		stones, _ := b.Chain(p)
		c := cells[p]
		for _, q := range stones {
			cells[q] = Empty
		}
		if c == Black {
			r.White.Prisoners += len(stones)
		} else {
			r.Black.Prisoners += len(stones)
		}
	}
	sc := newScoreMap(b, cells)
	inSeki := sc.sekiGroups()
	atariLibs := sc.atariLiberties()
	for i, reg := range sc.regions {
		switch {
		case reg.borders == 1<<Black || reg.borders == 1<<White:
			c := Black
			if reg.borders == 1<<White {
				c = White
			}
			if s == Territory && inSeki[sc.find(sc.regionOwner[i])] {
				r.SekiEyes += reg.size
				continue
			}
			size := reg.size
			if s == Territory {
				size -= atariLibs[i]
				r.Unfilled += atariLibs[i]
			}
			if c == Black {
				r.Black.Territory += size
			} else {
				r.White.Territory += size
			}
		default:
			r.Dame += reg.size
		}
	}
	for _, c := range cells {
		switch c {
		case Black:
			r.Black.Stones++
		case White:
			r.White.Stones++
		}
	}
	for _, cnt := range []*Count{&r.Black, &r.White} {
		if s == Area {
			cnt.Total = cnt.Stones + cnt.Territory
		} else {
			cnt.Total = cnt.Territory + cnt.Prisoners
		}
	}
	return r, nil
}
