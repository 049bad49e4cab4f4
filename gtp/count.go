package gtp

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// CountAsItStands counts b as it stands with board.Score: no stone is
// taken as dead, an empty region touching one colour only is that
// colour's territory (with board.Score's seki convention under territory
// scoring), and the margin is Black's total minus White's minus komi
// (exact, so that any komi a controller sends is honoured). It is exact
// for a finished game whose dead stones were removed, and only an
// estimate before that: it is not an endgame analysis.
func CountAsItStands(b *board.Board, s board.Scoring, komi cgt.Rational) (board.Result, cgt.Rational) {
	r, err := board.Score(b, nil, s, 0)
	if err != nil { // impossible without dead stones; keep the zero count
		return board.Result{Scoring: s}, komi.Neg()
	}
	return r, Margin(r, komi)
}

// Margin returns Black's total minus White's total minus komi.
func Margin(r board.Result, komi cgt.Rational) cgt.Rational {
	return cgt.RationalFromInt(int64(r.Black.Total - r.White.Total)).Sub(komi)
}

// RegionOwners returns, for every point, the colour whose territory it is
// when the board is counted as it stands: for an empty point, the only
// colour its empty region touches (board.Empty if it touches both or
// none); for a stone, board.Empty.
func RegionOwners(b *board.Board) []board.Color {
	return emptyRegions(b).owner
}

// regionInfo describes the empty regions of a position, point by point.
type regionInfo struct {
	owner []board.Color // as RegionOwners
	size  []int         // points of the point's empty region (0 for a stone)
	dame  []bool        // the region touches both colours at each of its points
}

// emptyRegions computes the regionInfo of b.
func emptyRegions(b *board.Board) regionInfo {
	n := b.NumPoints()
	owner := make([]board.Color, n)
	size := make([]int, n)
	dame := make([]bool, n)
	seen := make([]bool, n)
	var stack, region []board.Point
	for start := 0; start < n; start++ {
		if seen[start] || b.At(board.Point(start)) != board.Empty {
			continue
		}
		touches := [3]bool{}
		allBoth := true
		region = region[:0]
		stack = append(stack[:0], board.Point(start))
		seen[start] = true
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			region = append(region, p)
			here := [3]bool{}
			for _, q := range b.Neighbours(p) {
				switch col := b.At(q); col {
				case board.Empty:
					if !seen[q] {
						seen[q] = true
						stack = append(stack, q)
					}
				default:
					touches[col] = true
					here[col] = true
				}
			}
			allBoth = allBoth && here[board.Black] && here[board.White]
		}
		o := board.Empty
		if touches[board.Black] != touches[board.White] {
			o = board.Black
			if touches[board.White] {
				o = board.White
			}
		}
		for _, p := range region {
			owner[p] = o
			size[p] = len(region)
			dame[p] = allBoth
		}
	}
	return regionInfo{owner: owner, size: size, dame: dame}
}

// ScoreString writes a margin for Black in the form of final_score and
// SGF RE: "B+2.5", "W+31", "0" for a draw. Margins that are not multiples
// of 1/2 are written as fractions ("B+1/3").
func ScoreString(margin cgt.Rational) string {
	switch margin.Sign() {
	case 0:
		return "0"
	case 1:
		return "B+" + decimalString(margin)
	}
	return "W+" + decimalString(margin.Neg())
}

// decimalString prints a non-negative rational as a decimal when its
// denominator is 1 or 2 ("3", "2.5") and as a fraction otherwise.
func decimalString(r cgt.Rational) string {
	if r.IsInteger() {
		return r.String()
	}
	if r.Denom().Int64() == 2 {
		return r.Floor().String() + ".5"
	}
	return r.String()
}

// decimalSigned prints a rational such as a komi: "6.5", "-3", "0", or a
// fraction when it is not a multiple of 1/2.
func decimalSigned(r cgt.Rational) string {
	if r.Sign() < 0 {
		return "-" + decimalString(r.Neg())
	}
	return decimalString(r)
}
