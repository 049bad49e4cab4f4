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
}

// judgeDead is the mean playout ownership, from the block's own side,
// below which a block the decomposition leaves open is judged dead:
// the opponent owns its points in clearly more playouts than its owner.
const judgeDead = -0.2

// Judge decides the fate of every stone of b: the decomposition's safe
// blocks are alive (proved, or assumed), its dead stones dead (assumed);
// every other block is judged by random playouts (playoutOwnership, n
// playouts): dead when the mean ownership of its stones, from its own
// side, is below judgeDead, alive otherwise.
func Judge(ctx context.Context, b *board.Board, d *decompose.Decomposition, n int) *Life {
	np := b.NumPoints()
	l := &Life{Status: make([]Status, np), How: make([]How, np)}
	for p := range l.How {
		l.How[p] = Judged
	}
	for _, s := range d.Safe {
		how := Assumed
		if s.Reason == decompose.ReasonBenson || s.Reason == decompose.ReasonSearch {
			how = Proved
		}
		for _, p := range s.Stones {
			l.Status[p], l.How[p] = Alive, how
		}
	}
	for _, p := range d.Dead {
		l.Status[p], l.How[p] = Dead, Assumed
	}
	l.Ownership, l.Playouts = playoutOwnership(ctx, b, n)
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
		st := Alive
		if l.Playouts > 0 && mean < judgeDead {
			st = Dead
		}
		for _, s := range stones {
			l.Status[s] = st
		}
	}
	return l
}
