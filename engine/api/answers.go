package api

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// MoveRequest is what genmove and its variants ask for.
type MoveRequest struct {
	// Color is the player to move.
	Color board.Color
	// Cleanup asks for kgs-genmove_cleanup: instead of passing while
	// dead opponent stones remain on the board, capture them.
	Cleanup bool
	// Candidates asks for the candidate moves of the analysis behind the
	// move as well (kata-genmove_analyze).
	Candidates bool
	// Allowed, when not empty, restricts the move to these points
	// (restricted_genmove): the best of them, or a pass when none is
	// worth playing.
	Allowed []board.Point
}

// MoveReply is the engine's move and, on request, the candidates it
// weighed.
type MoveReply struct {
	Move       board.Point
	Candidates []Candidate
}

// AnalysisRequest is what an analysis command asks for.
type AnalysisRequest struct {
	// Color is the player the analysis is for.
	Color board.Color
	// Candidates asks for the candidate moves (kata-analyze, lz-analyze).
	Candidates bool
	// PV is the longest principal variation wanted (0: none), for the
	// analysis and for each candidate.
	PV int
	// MaxMoves bounds the candidates (0: no bound).
	MaxMoves int
	// Ownership asks for the ownership of every point (Analysis.Ownership).
	Ownership bool
}

// Candidate is one candidate move of an analysis, in the terms of the
// Sabaki analysis protocol ("info move ... visits ... winrate ...
// scoreLead ... pv ...").
type Candidate struct {
	// Move is the candidate (never board.Pass in output).
	Move board.Point
	// Visits is the weight of the candidate; Sabaki labels only
	// candidates with at least 10.
	Visits int
	// Winrate is the estimated chance of winning for the analysed colour,
	// in [0,1], derived from ScoreLead by one formula (engine.Winrate). It
	// is a display value, not a game value.
	Winrate float64
	// ScoreLead is the expected final margin for the analysed colour
	// (positive: it leads), exact.
	ScoreLead cgt.Rational
	// PV is the expected continuation starting with Move.
	PV []board.Point
	// Exact says ScoreLead is the exact result of best play after Move;
	// otherwise it is an estimate.
	Exact bool
}

// Count is the count of a finished game.
type Count struct {
	// Dead are the stones taken as dead (removed as prisoners).
	Dead []board.Point
	// Seki are the stones alive in seki.
	Seki []board.Point
	// Result is the count with the dead stones removed.
	Result board.Result
	// Margin is Black's total minus White's total minus komi, exact.
	Margin cgt.Rational
	// Estimate says why the count is an estimate made in a hurry (the
	// count stopped at its time limit), empty when the count finished.
	Estimate string
}

// Margin returns Black's total minus White's total minus komi.
func Margin(r board.Result, komi cgt.Rational) cgt.Rational {
	return cgt.RationalFromInt(int64(r.Black.Total - r.White.Total)).Sub(komi)
}

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
