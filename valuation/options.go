package valuation

import (
	"errors"

	"github.com/cgtgo/cgtgo/board"
)

// Scoring selects how a finished region is counted (board.Territory or
// board.Area).
type Scoring = board.Scoring

// The counting methods, as in package board.
const (
	Territory = board.Territory
	Area      = board.Area
)

// Options set the rules and the budget of a local search.
type Options struct {
	Scoring Scoring
	// Ko is the ko-ban used to value kos: J (simple ko) or N (superko).
	Ko board.KoRule
	// MaxNodes bounds the number of distinct local positions searched (a
	// position of a region or part of more than 32 points counts once per
	// 32 points, so that it bounds the work); 0 means DefaultMaxNodes. An
	// estimate after a search over the budget gets a quarter of it more.
	MaxNodes int
	// ExtraCount, when set, is added to the static count of every local
	// position: the hook for a region marked on a whole board whose
	// neighbouring empty points outside count for whoever surrounds them
	// once the region is settled. It is given the colour of each point
	// (region points as they are in the searched position, Empty for other
	// points) and must depend on nothing else. With a hook the region is
	// searched whole (no local decomposition).
	ExtraCount func(at func(board.Point) board.Color) int
	// Surroundings, when set, counts a region marked by the user as a
	// local game on the whole board (issue 25; see Surroundings): it gives
	// the static count and the moves of every local position in place of
	// the region's own analysis. With it the region is searched whole.
	Surroundings *Surroundings

	// limits, when set (tests only), replaces the internal limits of the
	// ko valuation, so that every stage's budget can be made to run out.
	limits *searchLimits
}

// searchLimits are the internal limits of a region search besides its
// node budget.
type searchLimits struct {
	// unrolledStates bounds the positions-with-history of one unrolled
	// cyclic component; cycles the cyclic components of one search;
	// lifeNodes the positions of one life search at a line end (llife.go).
	unrolledStates, cycles, lifeNodes int
}

// DefaultMaxNodes is the node budget when Options.MaxNodes is 0.
const DefaultMaxNodes = 50_000

// Errors of a local search.
var (
	// ErrKo means the local game repeats a position: the region holds a ko.
	ErrKo = errors.New("the region holds a ko (a position repeats)")
	// ErrBudget means the node budget ran out before the value was exact.
	ErrBudget = errors.New("node budget exhausted")
)
