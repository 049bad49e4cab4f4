package estimate

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
)

// How says what a stone's status rests on.
type How int8

const (
	// Proved: a proof of safety (Benson's algorithm or the safety search
	// of package decompose); never wrong.
	Proved How = iota
	// Assumed: the decomposition's assumption (decompose.Options
	// AssumeSafeLiberties, or stones the user marked).
	Assumed
	// Judged: the playouts' verdict (see Judge); an estimate.
	Judged
)

// String returns "proved", "assumed" or "judged".
func (h How) String() string {
	switch h {
	case Proved:
		return "proved"
	case Assumed:
		return "assumed"
	}
	return "judged"
}

// Life is the life-and-death verdict on every stone of a position.
type Life struct {
	// Status and How give, per point, the fate of the stone on it and what
	// it rests on (New and Judged for an empty point).
	Status []Status
	How    []How
	// Ownership is the playouts' mean owner of each point, +1 Black, -1
	// White; Playouts is their number.
	Ownership []float64
	Playouts  int
	// Weak lists one stone of each block that is neither proved safe nor
	// clearly alive or dead in the playouts (mean ownership from its side
	// between judgeDead and judgeWeak): its fate may hang on the next
	// moves. Judged lists one stone of each block judged dead by the
	// playouts: its owner may still save it by moving first.
	Weak, JudgedDead []board.Point
	// Doubtful lists one stone of each block the decomposition assumes
	// safe or dead whose playouts say otherwise (mean ownership from its
	// side below 0 for a safe one, above 0 for a dead one).
	Doubtful []board.Point
}

// judgeDead is the mean playout ownership, from the block's own side, at
// and below which a block the decomposition leaves open is judged dead:
// the opponent owns its points in most playouts. judgeWeak is the mean
// below which a block judged alive is weak: its life may depend on the
// next moves (see Life.Weak).
const (
	judgeDead = -0.6
	judgeWeak = 0.5
)

// Judge decides the fate of every stone of b: the blocks the
// decomposition proves safe are alive; every other block is judged by
// random playouts (PlayoutOwnership, n playouts): dead when the mean
// ownership of its stones, from its own side, is judgeDead or below (never
// a block the decomposition assumes safe), alive otherwise, and weak below
// judgeWeak. The decomposition's assumptions (safe blocks, dead stones)
// are checked this way, not taken on trust: Doubtful lists those the
// playouts contradict. Without playouts (ctx ended at once) the
// assumptions stand.
func Judge(ctx context.Context, b *board.Board, d *decompose.Decomposition, n int) *Life {
	np := b.NumPoints()
	l := &Life{Status: make([]Status, np), How: make([]How, np)}
	for p := range l.How {
		l.How[p] = Judged
	}
	assumed, assumedDead := make([]bool, np), make([]bool, np)
	for _, s := range d.Safe {
		if s.Reason != decompose.ReasonBenson && s.Reason != decompose.ReasonSearch {
			for _, p := range s.Stones {
				assumed[p] = true
			}
			continue
		}
		for _, p := range s.Stones {
			l.Status[p], l.How[p] = Alive, Proved
		}
	}
	for _, p := range d.Dead {
		assumedDead[p] = true
	}
	l.Ownership, l.Playouts = PlayoutOwnership(ctx, b, n)
	seen := make([]bool, np)
	for p := 0; p < np; p++ {
		pt := board.Point(p)
		c := b.At(pt)
		if c == board.Empty || seen[p] || l.Status[p] != New {
			continue
		}
		stones, _ := b.Chain(pt)
		mean := 0.0
		for _, s := range stones {
			seen[s] = true
			mean += l.Ownership[s]
		}
		mean = mean / float64(len(stones)) * float64(sign(c))
		if l.Playouts > 0 && ((assumed[p] && mean < 0) || (assumedDead[p] && mean > 0)) {
			l.Doubtful = append(l.Doubtful, pt)
		}
		st, how := Alive, Judged
		switch {
		case l.Playouts == 0:
			if assumedDead[p] {
				st = Dead
			}
			if assumed[p] || assumedDead[p] {
				how = Assumed
			}
		case mean <= judgeDead && !assumed[p]:
			st = Dead
			l.JudgedDead = append(l.JudgedDead, pt)
		case mean < judgeWeak:
			l.Weak = append(l.Weak, pt)
		case assumed[p]:
			how = Assumed
		}
		for _, s := range stones {
			l.Status[s], l.How[s] = st, how
		}
	}
	return l
}
