package engine

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/strategy"
)

// Count implements api.Engine: the count of g as a finished game
// (final_score, final_status_list, kgs-genmove_cleanup). It is
// strategy.CountPosition, the one count of the project: the life and death
// of every block (decompose.Judge), the dead blocks removed as prisoners,
// seki counted as the rules say, and what remains to be played (dame,
// teire, last kos) valued with the player to move. Result is board.Score
// of the position with those dead stones removed and those seki: the
// breakdown as it stands, before the dame are played.
func (e *Engine) Count(ctx context.Context, g api.Game) (*api.Count, error) {
	c, err := strategy.CountPosition(ctx, g.Board, strategy.CountOptions{Scoring: g.Settings.Scoring, Komi: g.Komi})
	if err != nil {
		return nil, fmt.Errorf("count: %w", err)
	}
	dead := c.Dead()
	r, err := board.Score(g.Board, dead, g.Settings.Scoring, 0)
	if err != nil {
		return nil, err
	}
	return &api.Count{Dead: dead, Seki: c.Life.Stones(decompose.StatusSeki), Result: r, Margin: c.Margin}, nil
}

// deadStones are the stones the count judges dead (kgs-genmove_cleanup
// captures them).
func (e *Engine) deadStones(ctx context.Context, g api.Game) ([]board.Point, error) {
	life, err := decompose.Judge(ctx, g.Board, decompose.Options{})
	if err != nil {
		return nil, err
	}
	return life.Stones(decompose.StatusDead), nil
}
