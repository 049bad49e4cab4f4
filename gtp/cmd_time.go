package gtp

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cgtgo/cgtgo/board"
)

// parseSeconds reads a non-negative number of seconds (an int, or a
// decimal as some controllers send) no larger than a year.
func parseSeconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 366*24*3600 || f != f {
		return 0, fmt.Errorf("%w: bad time %q", errSyntax, s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// parseCount reads a non-negative int (stones, periods).
func parseCount(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: bad count %q", errSyntax, s)
	}
	return n, nil
}

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
	main, err := parseSeconds(cmd.Args[0])
	if err != nil {
		return "", err
	}
	byo, err := parseSeconds(cmd.Args[1])
	if err != nil {
		return "", err
	}
	stones, err := parseCount(cmd.Args[2])
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
	left, err := parseSeconds(cmd.Args[1])
	if err != nil {
		return "", err
	}
	stones, err := parseCount(cmd.Args[2])
	if err != nil {
		return "", err
	}
	return "", e.time.Left(c, left, stones, e.now())
}

// cmdKGSTimeSettings is kgs-time_settings none | absolute MAIN | canadian
// MAIN BYO STONES | byoyomi MAIN PERIOD PERIODS. Japanese byo-yomi is kept
// as Canadian periods of one stone (the engine uses one period per move).
func cmdKGSTimeSettings(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if len(cmd.Args) == 0 {
		return "", fmt.Errorf("%w: kgs-time_settings needs a system", errSyntax)
	}
	system := strings.ToLower(cmd.Args[0])
	n, known := map[string]int{"none": 0, "absolute": 1, "canadian": 3, "byoyomi": 3}[system]
	if !known {
		return "", fmt.Errorf("%w: unknown time system %q", errSyntax, cmd.Args[0])
	}
	if len(cmd.Args) != n+1 {
		return "", fmt.Errorf("%w: %s takes %d numbers", errSyntax, system, n)
	}
	var v [2]time.Duration
	for i := 0; i < n && i < 2; i++ {
		d, err := parseSeconds(cmd.Args[i+1])
		if err != nil {
			return "", err
		}
		v[i] = d
	}
	switch system {
	case "none":
		return "", e.time.Settings(0, time.Second, 0)
	case "absolute":
		return "", e.time.Settings(v[0], 0, 0)
	case "canadian":
		stones, err := parseCount(cmd.Args[3])
		if err != nil {
			return "", err
		}
		return "", e.time.Settings(v[0], v[1], stones)
	}
	return "", e.time.Settings(v[0], v[1], 1) // byoyomi
}
