package gtp

import (
	"context"
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// budgetFor returns the budget and deadline of c's next move: the clock's
// allotment (see Clock.Allot) capped by Settings.MaxMoveTime, and the node
// budget.
func (e *Engine) budgetFor(c board.Color) Budget {
	now := time.Now()
	bud := Budget{Nodes: e.settings.Nodes}
	if t := e.clock.Allot(c, e.settings.MaxMoveTime, now); t > 0 {
		bud.Deadline = now.Add(t)
	}
	return bud
}

// chooseMove asks the Player for c's move within the clock's allotment and
// checks it: an error, a timeout or an illegal answer gives the
// DefaultPlayer's move instead (logged), so genmove never answers an
// illegal move.
func (e *Engine) chooseMove(ctx context.Context, c board.Color) board.Point {
	bud := e.budgetFor(c)
	if !bud.Deadline.IsZero() {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, bud.Deadline)
		defer cancel()
	}
	p, err := e.player.GenMove(ctx, e.position(), c, bud)
	if err == nil && (p == board.Pass || e.b.IsLegal(c, p)) {
		return p
	}
	e.log.Warn().Err(err).Str("move", p.Vertex(e.b.Size())).Msg("player gave no legal move; using the default player")
	p, _ = DefaultPlayer{}.GenMove(context.Background(), e.position(), c, bud)
	return p
}

// genmoveColor reads the colour argument of genmove and similar commands.
func genmoveColor(cmd Command) (board.Color, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return board.Empty, err
	}
	c, err := board.ParseColor(cmd.Args[0])
	if err != nil {
		return board.Empty, fmt.Errorf("%w: invalid color", errSyntax)
	}
	return c, nil
}

func cmdGenmove(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := genmoveColor(cmd)
	if err != nil {
		return "", err
	}
	p := e.chooseMove(ctx, c)
	if err := e.b.Play(c, p); err != nil {
		return "", fmt.Errorf("genmove: playing %s: %w", p.Vertex(e.b.Size()), err)
	}
	return p.Vertex(e.b.Size()), nil
}

func cmdRegGenmove(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := genmoveColor(cmd)
	if err != nil {
		return "", err
	}
	return e.chooseMove(ctx, c).Vertex(e.b.Size()), nil
}

// cmdGenmoveCleanup is kgs-genmove_cleanup: like genmove, but instead of
// passing while the Referee still sees dead opponent stones, it plays a
// legal move on a liberty of one of them that does not put its own block
// in atari.
func cmdGenmoveCleanup(e *Engine, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := genmoveColor(cmd)
	if err != nil {
		return "", err
	}
	p := e.chooseMove(ctx, c)
	if p == board.Pass {
		p = e.cleanupMove(ctx, c)
	}
	if err := e.b.Play(c, p); err != nil {
		return "", fmt.Errorf("genmove: playing %s: %w", p.Vertex(e.b.Size()), err)
	}
	return p.Vertex(e.b.Size()), nil
}

// cleanupMove finds a move removing dead opponent stones, or Pass.
func (e *Engine) cleanupMove(ctx context.Context, c board.Color) board.Point {
	dead, err := e.referee.DeadStones(ctx, e.position())
	if err != nil {
		return board.Pass
	}
	b := e.b.Copy()
	for _, d := range dead {
		if b.At(d) != c.Opponent() {
			continue
		}
		_, libs := b.Chain(d)
		for _, l := range libs {
			if b.Play(c, l) != nil {
				continue
			}
			safe := b.Liberties(l) >= 2 || b.At(d) == board.Empty
			_ = b.Undo()
			if safe {
				return l
			}
		}
	}
	return board.Pass
}
