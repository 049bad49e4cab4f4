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
	// MaxNodes bounds the number of distinct local positions searched; 0
	// means DefaultMaxNodes.
	MaxNodes int
	// Surroundings, when set, counts the settled outside of a region
	// marked by the user (issue 25; see NewSurroundings): the region is a
	// local game on the whole board.
	Surroundings *Surroundings
}

// DefaultMaxNodes is the node budget when Options.MaxNodes is 0.
const DefaultMaxNodes = 200_000

// Errors of a local search.
var (
	// ErrKo means the local game repeats a position: the region holds a ko.
	ErrKo = errors.New("the region holds a ko (a position repeats)")
	// ErrBudget means the node budget ran out before the value was exact.
	ErrBudget = errors.New("node budget exhausted")
)
