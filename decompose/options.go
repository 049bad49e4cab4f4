package decompose

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// DefaultMaxRegionSize is the number of empty points above which a region
// is classified TooBig when Options.MaxRegionSize is 0. Twelve empty points
// keep an exhaustive local search (package valuation) within seconds.
const DefaultMaxRegionSize = 12

// DefaultNodeBudget is the node budget of the local safety search when
// Options.NodeBudget is 0.
const DefaultNodeBudget = 20000

// Options tune Decompose. The zero value asks for proofs only: Benson's
// unconditional life plus the bounded local search; nothing is assumed.
type Options struct {
	// MaxRegionSize is the largest number of empty points of a region that
	// is still considered small enough to search; bigger regions (other
	// than territory and dame) are TooBig. 0 means DefaultMaxRegionSize.
	MaxRegionSize int
	// AssumeSafeLiberties is the threshold k of the AssumeSafe rule
	// (assume.go): when k > 0, a block with at least k liberties that
	// touches two eyes is assumed safe, and every region bordered only by
	// safe stones of one colour is taken as that colour's territory.
	// 0 turns assumptions off.
	AssumeSafeLiberties int
	// Dead lists stones the user declares dead (SGF MA marks, or the dead
	// stones agreed for scoring). A point names its whole block.
	Dead []board.Point
	// Safe lists stones the user declares safe (SGF TR marks). A point
	// names its whole block.
	Safe []board.Point
	// NodeBudget bounds the number of positions the local safety search
	// may visit over the whole decomposition. 0 means DefaultNodeBudget;
	// a negative value turns the search off.
	NodeBudget int
	// noRoomy leaves the blocks no step of the judgement settled
	// unsettled even when roomy (tests compare the judgement without the
	// rule).
	noRoomy bool
}

// withDefaults checks opt against the board and fills in defaults.
func (opt Options) withDefaults(b *board.Board) (Options, error) {
	if opt.MaxRegionSize < 0 {
		return opt, fmt.Errorf("decompose: MaxRegionSize %d is negative", opt.MaxRegionSize)
	}
	if opt.MaxRegionSize == 0 {
		opt.MaxRegionSize = DefaultMaxRegionSize
	}
	if opt.AssumeSafeLiberties < 0 {
		return opt, fmt.Errorf("decompose: AssumeSafeLiberties %d is negative", opt.AssumeSafeLiberties)
	}
	if opt.NodeBudget == 0 {
		opt.NodeBudget = DefaultNodeBudget
	}
	n := b.NumPoints()
	check := func(name string, pts []board.Point) error {
		for _, p := range pts {
			if p < 0 || int(p) >= n {
				return fmt.Errorf("decompose: %s point %d is off the %dx%d board", name, p, b.Size(), b.Size())
			}
			if b.At(p) == board.Empty {
				return fmt.Errorf("decompose: %s point %s is empty (marks must be on stones)", name, p.Vertex(b.Size()))
			}
		}
		return nil
	}
	if err := check("dead", opt.Dead); err != nil {
		return opt, err
	}
	if err := check("safe", opt.Safe); err != nil {
		return opt, err
	}
	return opt, nil
}
