package wholeboard

import "github.com/cgtgo/cgtgo/board"

// ApproachKo looks for a one-step approach ko for s on b, played on the
// points of region: an opponent's single stone at c with exactly two
// liberties, take and approach, both in the region, such that after s
// fills approach (an outside liberty, the approach move) s's play at take
// captures c and the opponent can take back at once (a ko). It returns
// the two points, or ok false.
func ApproachKo(b *board.Board, region []board.Point, s board.Color) (approach, take board.Point, ok bool) {
	in := map[board.Point]bool{}
	for _, p := range region {
		in[p] = true
	}
	for _, c := range region {
		if b.At(c) != s.Opponent() {
			continue
		}
		stones, libs := b.Chain(c)
		if len(stones) != 1 || len(libs) != 2 || !in[libs[0]] || !in[libs[1]] {
			continue
		}
		for i := range 2 {
			a, k := libs[i], libs[1-i]
			if isKoAfterApproach(b, s, a, k, c) {
				return a, k, true
			}
		}
	}
	return 0, 0, false
}

// isKoAfterApproach plays s at a, then s at k (the opponent passing), and
// reports whether k captured exactly the stone at c and the opponent could
// take back at c at once, capturing exactly the stone at k.
func isKoAfterApproach(b *board.Board, s board.Color, a, k, c board.Point) bool {
	cp := b.Copy()
	cp.SetRules(board.Rules{Ko: board.KoSimple, Suicide: b.Rules().Suicide})
	before := cp.Captures(s)
	if cp.Play(s, a) != nil || cp.Captures(s) != before {
		return false
	}
	if cp.Play(s, k) != nil || cp.Captures(s) != before+1 || cp.At(c) != board.Empty {
		return false
	}
	o := s.Opponent()
	got := cp.Captures(o)
	cp.ClearKoBan()
	if cp.Play(o, c) != nil || cp.Captures(o) != got+1 || cp.At(k) != board.Empty {
		return false
	}
	return true
}
