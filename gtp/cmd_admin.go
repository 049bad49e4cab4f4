package gtp

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/engine/api"
)

// errSyntax is the failure of a command whose arguments cannot be read.
var errSyntax = api.ErrSyntax

// wantArgs checks the number of arguments of a command.
func wantArgs(cmd Command, min, max int) error {
	if n := len(cmd.Args); n < min || (max >= 0 && n > max) {
		return fmt.Errorf("%w: %s takes %s", errSyntax, cmd.Name, argCount(min, max))
	}
	return nil
}

func argCount(min, max int) string {
	switch {
	case min == max && min == 0:
		return "no arguments"
	case min == max && min == 1:
		return "1 argument"
	case min == max:
		return fmt.Sprintf("%d arguments", min)
	case max < 0:
		return fmt.Sprintf("at least %d arguments", min)
	}
	return fmt.Sprintf("%d to %d arguments", min, max)
}

func cmdKnownCommand(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 1); err != nil {
		return "", err
	}
	if _, ok := e.commands[cmd.Args[0]]; ok {
		return "true", nil
	}
	return "false", nil
}
