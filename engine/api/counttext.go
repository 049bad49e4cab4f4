package api

import (
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// CountText describes the count of b as it stands (CountAsItStands) for
// a reader (GTP's cgtgo-count): the margin with what it assumes, then
// each colour's points (territory and stones under area scoring,
// territory and prisoners under territory scoring), then the dame and
// the seki eyes.
func CountText(b *board.Board, s board.Scoring, komi cgt.Rational) string {
	r, margin := CountAsItStands(b, s, komi)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (count as it stands: every stone alive, %s scoring, komi %s; not an endgame analysis)\n",
		ScoreString(margin), r.Scoring, FormatDecimal(komi))
	for _, side := range []struct {
		name string
		c    board.Count
	}{{"black", r.Black}, {"white", r.White}} {
		if r.Scoring == board.Area {
			fmt.Fprintf(&sb, "%s: %d territory + %d stones\n", side.name, side.c.Territory, side.c.Stones)
		} else {
			fmt.Fprintf(&sb, "%s: %d territory + %d prisoners\n", side.name, side.c.Territory, side.c.Prisoners)
		}
	}
	fmt.Fprintf(&sb, "dame %d, seki eyes %d", r.Dame, r.SekiEyes)
	return sb.String()
}

// TerritoryAsItStands returns the empty points of b that are territory
// in the count as it stands (CountAsItStands: an empty region touching
// one colour only is its territory), indexed by board.Color (Black and
// White; the Empty entry stays nil), in point order.
func TerritoryAsItStands(b *board.Board) [3][]board.Point {
	owner := board.EmptyRegionsOf(b).Owner
	var terr [3][]board.Point
	for p, o := range owner {
		if o != board.Empty && b.At(board.Point(p)) == board.Empty {
			terr[o] = append(terr[o], board.Point(p))
		}
	}
	return terr
}

// Chains returns the chains of b whose status in the count c is status:
// "dead" (a stone of the chain is in c.Dead), "seki" (in c.Seki) or
// "alive" (every other chain), as GTP's final_status_list lists them.
// Each chain's stones are in point order, the chains in the order of
// their first point.
func (c *Count) Chains(b *board.Board, status string) [][]board.Point {
	statusOf := map[board.Point]string{}
	for _, p := range c.Dead {
		statusOf[p] = "dead"
	}
	for _, p := range c.Seki {
		statusOf[p] = "seki"
	}
	seen := map[board.Point]bool{}
	var chains [][]board.Point
	for p := 0; p < b.NumPoints(); p++ {
		pt := board.Point(p)
		if b.At(pt) == board.Empty || seen[pt] {
			continue
		}
		stones, _ := b.Chain(pt)
		st := "alive"
		for _, s := range stones {
			seen[s] = true
			if statusOf[s] != "" {
				st = statusOf[s]
			}
		}
		if st == status {
			sort.Slice(stones, func(i, j int) bool { return stones[i] < stones[j] })
			chains = append(chains, stones)
		}
	}
	return chains
}
