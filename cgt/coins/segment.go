package coins

import (
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/cgt"
)

// Class is one of the four classes Moews puts small and big segments in
// (section 5.1.3).
type Class int8

const (
	// Alpha: small segments of atomic weight 0 in which Right has the LDTA.
	Alpha Class = iota + 1
	// Beta: Left's big segments, small segments in which Left has the LDTA,
	// small segments of atomic weight -1 or less, and *.
	Beta
	// Gamma: small segments of atomic weight 1 in which Right has the LDTA.
	Gamma
	// Delta: small segments of atomic weight 2 or more in which Right has
	// the LDTA, and Right's big segments.
	Delta
)

// String returns "alpha", "beta", "gamma" or "delta".
func (c Class) String() string {
	switch c {
	case Alpha:
		return "alpha"
	case Beta:
		return "beta"
	case Gamma:
		return "gamma"
	case Delta:
		return "delta"
	}
	return fmt.Sprintf("Class(%d)", int8(c))
}

// Segment is a group of terms of an infinitesimal position (section 5.1.3):
// a tiny (or small) segment is all the tiny (or small) terms of one monetary
// value, a big segment is a single big term, and * forms a segment of its
// own.
type Segment struct {
	// Kind is KindTiny, KindSmall, KindBig or KindStar.
	Kind Kind
	// Value is the monetary value of the segment's terms (0 on the strip).
	Value cgt.Game
	// Coins are the segment's coins, least desirable first.
	Coins []Coin
	// AtomicWeight is the sum of the terms' atomic weights.
	AtomicWeight int
	// LDT is the least desirable term of the segment; the player it belongs
	// to has the least desirable term advantage (LDTA) in the segment.
	LDT Coin
	// Class is the segment's class (small, big and star segments only).
	Class Class
	// rank is the rank of Value among the position's values.
	rank int
}

// LDTA returns the player who has the least desirable term advantage in the
// segment: the owner of its least desirable term (Left for a blue coin,
// Right for a red one); 0 for the * segment.
func (s Segment) LDTA() Player {
	if s.Kind == KindStar {
		return 0
	}
	if s.LDT.Color == Blue {
		return Left
	}
	return Right
}

// counts returns the numbers of red (+) and blue (-) terms in the segment.
func (s Segment) counts() (red, blue int) {
	for _, c := range s.Coins {
		if c.Color == Red {
			red++
		} else {
			blue++
		}
	}
	return red, blue
}

// classify returns the class of a segment whose LDT has color ldt and whose
// atomic weight is aw (section 5.1.3). A negated segment has color -ldt and
// weight -aw.
func classify(kind Kind, ldt Color, aw int) Class {
	switch kind {
	case KindStar:
		return Beta
	case KindBig:
		if ldt == Blue {
			return Beta
		}
		return Delta
	}
	switch {
	case ldt == Blue || aw <= -1:
		return Beta
	case aw == 0:
		return Alpha
	case aw == 1:
		return Gamma
	}
	return Delta
}

// negClass returns the class of the segment's negative.
func (s Segment) negClass() Class {
	return classify(s.Kind, s.LDT.Color.Opposite(), -s.AtomicWeight)
}

// segments splits an infinitesimal, normalized position into its tiny
// segments (by increasing monetary value, i.e. least desirable first) and its
// other segments (small, big and *, least desirable first), as section
// 5.1.3 prescribes. ranks gives the values' ranks.
func segments(p Position, ranks map[cgt.Game]int) (tiny, other []Segment) {
	byDesire := func(a, b Coin) int { return desire(a, ranks[a.Value], b, ranks[b.Value]) }
	sorted := slices.Clone(p)
	slices.SortStableFunc(sorted, byDesire)
	tinyAt := map[int]int{}  // rank -> index in tiny
	smallAt := map[int]int{} // rank -> index in other
	for _, c := range sorted {
		r := ranks[c.Value]
		w, _ := c.AtomicWeight()
		switch k := c.Kind(); k {
		case KindTiny:
			i, ok := tinyAt[r]
			if !ok {
				i = len(tiny)
				tinyAt[r] = i
				tiny = append(tiny, Segment{Kind: k, Value: c.Value, LDT: c, rank: r})
			}
			tiny[i].Coins = append(tiny[i].Coins, c)
		case KindSmall:
			i, ok := smallAt[r]
			if !ok {
				i = len(other)
				smallAt[r] = i
				other = append(other, Segment{Kind: k, Value: c.Value, LDT: c, rank: r})
			}
			other[i].Coins = append(other[i].Coins, c)
			other[i].AtomicWeight += w
		default:
			other = append(other, Segment{Kind: k, Value: c.Value, Coins: []Coin{c}, AtomicWeight: w, LDT: c, rank: r})
		}
	}
	// Tiny segments were met in increasing desirability, which below the
	// critical line is increasing value. Small segments were placed at the
	// position of their least desirable term, which is where the segment
	// sits in the order (its members differ only by column).
	for i := range other {
		s := &other[i]
		s.Class = classify(s.Kind, s.LDT.Color, s.AtomicWeight)
	}
	return tiny, other
}
