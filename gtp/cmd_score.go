package gtp

import (
	"context"
	"errors"
	"fmt"
	"sort"
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
	statusOf := map[board.Point]string{}
	for _, p := range c.Dead {
		statusOf[p] = "dead"
	}
	for _, p := range c.Seki {
		statusOf[p] = "seki"
	}
	b := e.b
	seen := map[board.Point]bool{}
	var lines []string
	for p := 0; p < b.NumPoints(); p++ {
		pt := board.Point(p)
		if b.At(pt) == board.Empty || seen[pt] {
			continue
		}
		stones, _ := b.Chain(pt)
		st := "alive"
		for _, s := range stones {
			seen[s] = true
			if statusOf[s] != "" {
				st = statusOf[s]
			}
		}
		if st == status {
			sort.Slice(stones, func(i, j int) bool { return stones[i] < stones[j] })
			lines = append(lines, board.VertexList(stones, b.Size()))
		}
	}
	return strings.Join(lines, "\n"), nil
}
