package gtp

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// genMove asks the engine for a move and checks it: an error or an
// illegal answer gives a pass instead (logged as an error), so that the
// server never answers an illegal move.
func (e *Server) genMove(ctx context.Context, req api.MoveRequest) (api.MoveReply, error) {
	if e.engine == nil {
		return api.MoveReply{}, errNoEngine
	}
	r, err := e.engine.GenMove(ctx, e.game(), req)
	if err == nil && (r.Move == board.Pass || e.b.IsLegal(req.Color, r.Move)) {
		return r, nil
	}
	e.log.Error().Err(err).Str("move", r.Move.Vertex(e.b.Size())).Msg("the engine gave no legal move; passing")
	r.Move = board.Pass
	return r, nil
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

// genmoveCommand is genmove (and, with cleanup, kgs-genmove_cleanup: no
// pass while the engine sees dead opponent stones, see api.MoveRequest):
// the engine's move, played and charged to its clock
// (api.TimeControl.Played).
func genmoveCommand(cleanup bool) func(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	return func(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
		return playGenmove(e, ctx, cmd, cleanup)
	}
}

func playGenmove(e *Server, ctx context.Context, cmd Command, cleanup bool) (string, error) {
	c, err := genmoveColor(cmd)
	if err != nil {
		return "", err
	}
	start := e.now()
	r, err := e.genMove(ctx, api.MoveRequest{Color: c, Cleanup: cleanup})
	if err != nil {
		return "", err
	}
	if err := e.b.Play(c, r.Move); err != nil {
		return "", fmt.Errorf("genmove: playing %s: %w", r.Move.Vertex(e.b.Size()), err)
	}
	// The clock counts the move: its thinking time, a byo-yomi stone.
	end := e.now()
	e.time.Played(c, end.Sub(start), end)
	return r.Move.Vertex(e.b.Size()), nil
}

func cmdRegGenmove(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	c, err := genmoveColor(cmd)
	if err != nil {
		return "", err
	}
	r, err := e.genMove(ctx, api.MoveRequest{Color: c})
	if err != nil {
		return "", err
	}
	return r.Move.Vertex(e.b.Size()), nil
}

// cmdRestrictedGenmove is restricted_genmove COLOR VERTEX...: the
// engine's move chosen among the vertices given (or pass when none is
// worth playing), not played, as GNU Go answers regression suites.
func cmdRestrictedGenmove(e *Server, ctx context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) == 0 {
		return "", fmt.Errorf("%w: restricted_genmove takes a color and vertices", errSyntax)
	}
	c, err := board.ParseColor(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: invalid color", errSyntax)
	}
	if len(cmd.Args) == 1 {
		return "", errors.New("no allowed vertex")
	}
	var allowed []board.Point
	for _, v := range cmd.Args[1:] {
		p, err := board.ParseVertex(v, e.b.Size())
		if err != nil || p == board.Pass {
			return "", fmt.Errorf("%w: invalid coordinate %q", errSyntax, v)
		}
		allowed = append(allowed, p)
	}
	r, err := e.genMove(ctx, api.MoveRequest{Color: c, Allowed: allowed})
	if err != nil {
		return "", err
	}
	if r.Move != board.Pass && !slices.Contains(allowed, r.Move) {
		e.log.Error().Str("move", r.Move.Vertex(e.b.Size())).Msg("restricted_genmove: the engine chose a vertex not allowed; passing")
		r.Move = board.Pass
	}
	return r.Move.Vertex(e.b.Size()), nil
}
