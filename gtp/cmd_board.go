package gtp

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// errIllegal is the failure of a move the rules forbid (GTP v2 §6.3.3).
var errIllegal = errors.New("illegal move")

// newBoard replaces the game by an empty board of side size.
func (e *Server) newBoard(size int) error {
	b, err := board.New(size, e.settings.Rules)
	if err != nil {
		return err
	}
	e.b = b
	return nil
}

func cmdBoardsize(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	n, err := strconv.Atoi(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: boardsize is not an integer", errSyntax)
	}
	if e.newBoard(n) != nil {
		return "", errors.New("unacceptable size")
	}
	return "", nil
}

func cmdClearBoard(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := e.newBoard(e.b.Size()); err != nil {
		return "", err
	}
	e.started()
	return "", nil
}

func cmdKomi(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	k, err := api.ParseKomi(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: %v", errSyntax, err)
	}
	e.komi = k
	return "", nil
}

// parseMove reads the "color vertex" arguments of play and similar
// commands.
func (e *Server) parseMove(cs, vs string) (board.Color, board.Point, error) {
	c, err := board.ParseColor(cs)
	if err != nil {
		return board.Empty, board.NoPoint, fmt.Errorf("%w: invalid color", errSyntax)
	}
	p, err := board.ParseVertex(vs, e.b.Size())
	if err != nil {
		return board.Empty, board.NoPoint, fmt.Errorf("%w: invalid vertex", errSyntax)
	}
	return c, p, nil
}

func cmdPlay(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 2, 2); err != nil {
		return "", err
	}
	c, p, err := e.parseMove(cmd.Args[0], cmd.Args[1])
	if err != nil {
		return "", err
	}
	if err := e.b.Play(c, p); err != nil {
		e.log.Debug().Err(err).Msg("play refused")
		return "", errIllegal
	}
	return "", nil
}

// cmdUndo is undo: it takes back the last move. Setup stones (loadsgf's
// AB and AW, handicap, gogui-setup) are not moves: with no move to take
// back it answers "cannot undo", as GNU Go does.
func cmdUndo(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 0); err != nil {
		return "", err
	}
	if _, ok := e.b.LastMove(); !ok || e.b.Undo() != nil {
		return "", errors.New("cannot undo")
	}
	return "", nil
}

// handicap places n stones chosen by place (fixed_handicap: GTP's table;
// place_free_handicap: the engine's choice) on the empty board.
func handicap(e *Server, cmd Command, place func(size, n int) ([]board.Point, error)) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	n, err := strconv.Atoi(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: number of stones", errSyntax)
	}
	if !e.b.IsEmpty() {
		return "", errors.New("board not empty")
	}
	pts, err := place(e.b.Size(), n)
	if err != nil {
		return "", err
	}
	if err := e.b.PlaceHandicap(pts); err != nil {
		return "", err
	}
	return board.VertexList(pts, e.b.Size()), nil
}

func cmdFixedHandicap(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	return handicap(e, cmd, board.FixedHandicap)
}

func cmdPlaceFreeHandicap(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if e.engine == nil {
		return "", errNoEngine
	}
	return handicap(e, cmd, e.engine.FreeHandicap)
}

func cmdSetFreeHandicap(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) < 2 || len(cmd.Args) >= e.b.NumPoints() {
		return "", errors.New("invalid number of stones")
	}
	if !e.b.IsEmpty() {
		return "", errors.New("board not empty")
	}
	pts, err := board.ParseVertices(cmd.Args, e.b.Size())
	if err != nil {
		return "", errors.New("bad vertex list")
	}
	return "", e.b.PlaceHandicap(pts)
}

// cmdSetup is gogui-setup: "b A1 w C3 ..." places setup stones, only on an
// empty board.
func cmdSetup(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args)%2 != 0 {
		return "", fmt.Errorf("%w: want color vertex pairs", errSyntax)
	}
	if !e.b.IsEmpty() {
		return "", errors.New("board not empty")
	}
	var black, white []board.Point
	seen := map[board.Point]bool{}
	for i := 0; i < len(cmd.Args); i += 2 {
		c, p, err := e.parseMove(cmd.Args[i], cmd.Args[i+1])
		if err != nil {
			return "", err
		}
		if p == board.Pass || seen[p] {
			return "", fmt.Errorf("%w: bad setup vertex %s", errSyntax, cmd.Args[i+1])
		}
		seen[p] = true
		if c == board.Black {
			black = append(black, p)
		} else {
			white = append(white, p)
		}
	}
	return "", e.b.SetupBoth(black, white)
}

// cmdSetupPlayer is gogui-setup_player: sets the player to move.
func cmdSetupPlayer(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	c, err := board.ParseColor(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: invalid color", errSyntax)
	}
	e.b.SetToMove(c)
	return "", nil
}

// cmdPlaySequence is gogui-play_sequence: plays "b c3 w g7 ..." all or
// nothing.
func cmdPlaySequence(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args)%2 != 0 {
		return "", fmt.Errorf("%w: want color vertex pairs", errSyntax)
	}
	played := 0
	for i := 0; i < len(cmd.Args); i += 2 {
		c, p, err := e.parseMove(cmd.Args[i], cmd.Args[i+1])
		if err == nil {
			if err = e.b.Play(c, p); err != nil {
				err = fmt.Errorf("%w: %s %s", errIllegal, cmd.Args[i], cmd.Args[i+1])
			}
		}
		if err != nil {
			for ; played > 0; played-- {
				_ = e.b.Undo()
			}
			return "", err
		}
		played++
	}
	return "", nil
}
