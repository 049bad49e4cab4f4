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

// cmdFinalScore is final_score: the engine's count ("B+3.5"), always the
// bare score of GTP v2 section 6.3.5, which GUIs and tournament managers
// parse. A count cut by its time limit (engine.Count) still answers its
// estimate as the bare score; the fact that it is an estimate goes to the
// log (stderr, warning level) and to cgtgo-final_score, which labels it.
func cmdFinalScore(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := e.count(ctx)
	if err != nil {
		e.log.Warn().Err(err).Msg("final_score")
		return "", errors.New("cannot score")
	}
	if c.Estimate != "" {
		e.log.Warn().Str("estimate", c.Estimate).Str("score", api.ScoreString(c.Margin)).Msg("final_score: the score of an estimate (cgtgo-final_score labels it)")
	}
	return api.ScoreString(c.Margin), nil
}

// cmdLabelledFinalScore is cgtgo-final_score: the count of final_score,
// labelled when it is an estimate made at the count's time limit, the way
// GNU Go's estimate_score does: "B+3.5 (estimate: the count stopped at its
// time limit of 10s)".
func cmdLabelledFinalScore(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := e.count(ctx)
	if err != nil {
		e.log.Warn().Err(err).Msg("cgtgo-final_score")
		return "", errors.New("cannot score")
	}
	if c.Estimate != "" {
		return api.ScoreString(c.Margin) + " (estimate: " + c.Estimate + ")", nil
	}
	return api.ScoreString(c.Margin), nil
}

// cmdFinalStatusList is final_status_list alive|dead|seki: the blocks of
// that status in the engine's count, one block a line. A count cut by its
// time limit gives the lists of its estimate (the log says so).

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
	if c.Estimate != "" {
		e.log.Warn().Str("estimate", c.Estimate).Msg("final_status_list: the lists of an estimate")
	}
	var lines []string
	for _, stones := range c.Chains(e.b, status) {
		lines = append(lines, board.VertexList(stones, e.b.Size()))
	}
	return strings.Join(lines, "\n"), nil
}
