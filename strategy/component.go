package strategy

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Move is one local move of a component: who plays where, and the
// component's value afterwards (prisoners included).
type Move struct {
	Color  board.Color
	Point  board.Point
	Option cgt.Game
}

// Component is one summand of the game being played: a region of the board
// (or any combinatorial game) with its value and its moves. A component
// that is not from a board may leave Point as board.NoPoint and tell moves
// apart by their index.
type Component struct {
	Value cgt.Game
	Moves []Move
}

// Choice is a chosen move: the component it is played in and the move, or a
// pass.
type Choice struct {
	Pass      bool
	Component int
	Move      Move
	// Stop is the score the mover can count on after this choice with best
	// play by both sides, when the choice was made exactly (ExactChoice).
	Stop cgt.Rational
	// Exact says the choice came from the exact sum; false for the
	// thermographic strategies.
	Exact bool
	// Reason explains the choice in a few words, for logs and analysis
	// output.
	Reason string
}

// movesOf returns the moves of colour c in component comp.
func movesOf(comp Component, c board.Color) []Move {
	var ms []Move
	for _, m := range comp.Moves {
		if m.Color == c {
			ms = append(ms, m)
		}
	}
	return ms
}

// better reports whether score a is better than b for colour c.
func better(c board.Color, a, b cgt.Rational) bool {
	if c == board.Black {
		return a.Cmp(b) > 0
	}
	return a.Cmp(b) < 0
}

// stopAfter is the stop of position h with the opponent of c to move.
func stopAfter(h cgt.Game, c board.Color) cgt.Rational {
	if c == board.Black {
		return h.RightStop()
	}
	return h.LeftStop()
}
