package gtp

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// count asks the engine for the count of the game as a finished one.
func (e *Server) count(ctx context.Context) (*api.Count, error) {
	if e.engine == nil {
		return nil, errNoEngine
	}
	return e.engine.Count(ctx, e.game())
}

func cmdFinalScore(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := e.count(ctx)
	if err != nil {
		e.log.Warn().Err(err).Msg("final_score")
		return "", errors.New("cannot score")
	}
	return api.ScoreString(c.Margin), nil
}

func cmdFinalStatusList(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	status := strings.ToLower(cmd.Args[0])
	if status != "alive" && status != "dead" && status != "seki" {
		return "", fmt.Errorf("%w: status must be alive, dead or seki", errSyntax)
	}
	c, err := e.count(ctx)
	if err != nil {
		return "", fmt.Errorf("dead stones: %w", err)
	}
	var lines []string
	for _, stones := range c.Chains(e.b, status) {
		lines = append(lines, board.VertexList(stones, e.b.Size()))
	}
	return strings.Join(lines, "\n"), nil
}
