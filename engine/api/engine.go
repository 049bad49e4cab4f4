package api

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
)

// Engine is what a driver asks of cgtgo's engine. Every method that takes
// a context returns promptly once it ends (GoGui's interrupt, Sabaki's new
// input, a deadline) and starts no goroutine that outlives the call.
type Engine interface {
	// GenMove chooses a move for req.Color in g within the time its time
	// management allots (Game.Time, Settings.MaxMoveTime, measured on
	// Clock). The move is legal in g, or board.Pass; the engine never
	// resigns.
	GenMove(ctx context.Context, g Game, req MoveRequest) (MoveReply, error)
	// Analyze analyses g for req.Color: the regions of the position with
	// their values, the recommended move, and on request the candidate
	// moves and a principal variation. It runs until the analysis is done
	// or ctx ends; an analysis cut short says so (Analysis.Complete,
	// Exact). An analysis that reaches its time limit
	// (Settings.MaxMoveTime) fails with an error saying so.
	Analyze(ctx context.Context, g Game, req AnalysisRequest) (*Analysis, error)
	// Count counts g as a finished game: the dead stones, the stones in
	// seki and the score (final_score, final_status_list).
	Count(ctx context.Context, g Game) (*Count, error)
	// FreeHandicap chooses n handicap stones for an empty board of side
	// size (place_free_handicap).
	FreeHandicap(size, n int) ([]board.Point, error)
	// NewGame tells the engine that a new game starts, so that it can drop
	// what it kept of the last one (the region cache).
	NewGame()
	// Clock is the engine's time source: the driver stamps time reports
	// with it (TimeControl.Left).
	Clock() Clock
}
