package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// Count implements api.Engine: the count of g as a finished game
// (final_score, final_status_list). The dead stones are those the region
// decomposition takes as dead under the game's safety assumption
// (deadStones); every other stone is alive, and board.Score counts the
// rest, its seki convention included.
func (e *Engine) Count(ctx context.Context, g api.Game) (*api.Count, error) {
	dead, err := e.dead(ctx, g)
	if err != nil {
		return nil, fmt.Errorf("dead stones: %w", err)
	}
	r, err := board.Score(g.Board, dead, g.Settings.Scoring, 0)
	if err != nil {
		return nil, err
	}
	return &api.Count{Dead: dead, Result: r, Margin: api.Margin(r, g.Komi)}, nil
}

// deadStones are the stones the decomposition takes as dead.
func (e *Engine) deadStones(ctx context.Context, g api.Game) ([]board.Point, error) {
	d, err := decompose.Decompose(ctx, g.Board, decompose.Options{AssumeSafeLiberties: g.Settings.Safety.AssumeSafeLiberties})
	if err != nil {
		return nil, err
	}
	return d.Dead, nil
}
