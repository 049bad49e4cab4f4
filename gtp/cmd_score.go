package gtp

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// finalCount scores the game with board.Score, the Referee's dead stones
// removed as prisoners, and returns Black's margin with the exact komi.
func (e *Engine) finalCount(ctx context.Context) (board.Result, cgt.Rational, error) {
	dead, err := e.referee.DeadStones(ctx, e.position())
	if err != nil {
		return board.Result{}, cgt.Rational{}, fmt.Errorf("dead stones: %w", err)
	}
	r, err := board.Score(e.b, dead, e.settings.Scoring, 0)
	if err != nil {
		return board.Result{}, cgt.Rational{}, err
	}
	return r, Margin(r, e.komi), nil
}

func cmdFinalScore(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	_, margin, err := e.finalCount(ctx)
	if err != nil {
		e.log.Warn().Err(err).Msg("final_score")
		return "", errors.New("cannot score")
	}
	return ScoreString(margin), nil
}

func cmdFinalStatusList(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	status := strings.ToLower(cmd.Args[0])
	if status != "alive" && status != "dead" && status != "seki" {
		return "", fmt.Errorf("%w: status must be alive, dead or seki", errSyntax)
	}
	dead, err := e.referee.DeadStones(ctx, e.position())
	if err != nil {
		return "", fmt.Errorf("dead stones: %w", err)
	}
	isDead := map[board.Point]bool{}
	for _, p := range dead {
		isDead[p] = true
	}
	b := e.b.Copy()
	seen := map[board.Point]bool{}
	var lines []string
	for p := 0; p < b.NumPoints(); p++ {
		pt := board.Point(p)
		if b.At(pt) == board.Empty || seen[pt] {
			continue
		}
		stones, _ := b.Chain(pt)
		for _, s := range stones {
			seen[s] = true
		}
		// The placeholder Referee knows no seki: blocks are alive or dead.
		want := status == "alive" && !isDead[pt] || status == "dead" && isDead[pt]
		if want {
			sort.Slice(stones, func(i, j int) bool { return stones[i] < stones[j] })
			lines = append(lines, vertices(stones, b.Size()))
		}
	}
	return strings.Join(lines, "\n"), nil
}
