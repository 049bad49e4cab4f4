package gtp

import (
	"context"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Budget bounds the work of one move choice or analysis: a wall-clock
// deadline (also carried by the context) and a search-node limit. A zero
// field means no limit of that kind.
type Budget struct {
	// Deadline is when the answer is due (zero: none).
	Deadline time.Time
	// Nodes is the largest number of search nodes to visit (0: no limit).
	Nodes int64
}

// Position is what a Player or Analyzer is asked about: a copy of the
// engine's board (the callee may play and undo on it), the komi and the
// rule settings in force.
type Position struct {
	// Board is an independent copy of the game, history included.
	Board *board.Board
	// Komi is the exact komi given to White.
	Komi cgt.Rational
	// Scoring is the counting method (territory or area).
	Scoring board.Scoring
	// Safety holds the user's assumptions about which stones are safe.
	Safety Safety
	// Settled, when not nil, marks by point index the regions a position
	// analysis found to be settled territory of either colour
	// (decompose.Territory, proven or assumed). A move there fills one's
	// own territory or throws a dead stone into the opponent's, so
	// players may leave these points alone; DefaultPlayer does, unless
	// the move captures or saves a block. Nil means not known.
	Settled []bool
}

// Player chooses moves: the strategy plugged into genmove, reg_genmove and
// kgs-genmove_cleanup. GenMove returns a legal point for c or board.Pass;
// it must return before the budget's deadline and stop early, returning
// its best move so far, when ctx is cancelled (GoGui's "# interrupt").
type Player interface {
	GenMove(ctx context.Context, pos Position, c board.Color, budget Budget) (board.Point, error)
}

// Candidate is one candidate move of an analysis, in the terms of the
// Sabaki analysis protocol ("info move ... visits ... winrate ...
// scoreLead ... pv ...").
type Candidate struct {
	// Move is the candidate (never board.Pass in output; see Analyzer).
	Move board.Point
	// Visits is the weight of the candidate; Sabaki labels only
	// candidates with at least 10.
	Visits int
	// Winrate is the estimated chance of winning for the analysed colour,
	// in [0,1]. It is a display value, not a game value.
	Winrate float64
	// ScoreLead is the expected final margin for the analysed colour
	// (positive: it leads), exact.
	ScoreLead cgt.Rational
	// PV is the expected continuation starting with Move.
	PV []board.Point
}

// Analyzer produces candidate moves for the analysis commands
// (kata-analyze, lz-analyze and their genmove forms). Analyze returns the
// candidates best first; it stops early when ctx is cancelled and returns
// what it has.
type Analyzer interface {
	Analyze(ctx context.Context, pos Position, c board.Color, budget Budget) ([]Candidate, error)
}
