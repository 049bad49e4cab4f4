package gtp

import (
	"context"
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine/api"
)

// now is the time on the engine's clock (the wall clock without an
// engine).
func (e *Server) now() time.Time {
	if e.engine == nil {
		return time.Now()
	}
	return e.engine.Clock().Now()
}

func cmdTimeSettings(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 3, 3); err != nil {
		return "", err
	}
	main, err := api.ParseSeconds(cmd.Args[0])
	if err != nil {
		return "", err
	}
	byo, err := api.ParseSeconds(cmd.Args[1])
	if err != nil {
		return "", err
	}
	stones, err := api.ParseCount(cmd.Args[2])
	if err != nil {
		return "", err
	}
	return "", e.time.Settings(main, byo, stones)
}

func cmdTimeLeft(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 3, 3); err != nil {
		return "", err
	}
	c, err := board.ParseColor(cmd.Args[0])
	if err != nil {
		return "", fmt.Errorf("%w: invalid color", errSyntax)
	}
	left, err := api.ParseSeconds(cmd.Args[1])
	if err != nil {
		return "", err
	}
	stones, err := api.ParseCount(cmd.Args[2])
	if err != nil {
		return "", err
	}
	return "", e.time.Left(c, left, stones, e.now())
}

// cmdKGSTimeSettings is kgs-time_settings none | absolute MAIN | canadian
// MAIN BYO STONES | byoyomi MAIN PERIOD PERIODS (api.TimeControl.SetSystem).
// Japanese byo-yomi is kept as Canadian periods of one stone (the engine
// uses one period per move).
func cmdKGSTimeSettings(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	return "", e.time.SetSystem(cmd.Args)
}
