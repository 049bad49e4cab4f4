package gtp

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/safefile"
)

// errCannotLoad is the failure of loadsgf (GTP v2 §6.3.5).
var errCannotLoad = errors.New("cannot load file")

// cmdLoadSGF is loadsgf FILE [N | VERTEX]: the first game of FILE
// replayed (api.FromRecord) up to the position before move N (the
// whole main line without N), or, as GNU Go does, before the first move at
// VERTEX. The record gives the board size (SZ), the setup stones (AB, AW,
// AE, in any node), the player to move (PL; White after handicap stones,
// HA) and the komi (KM, the server's komi when absent); a rule set named
// in RU (board.RulesFromRU) becomes the rules in force, else the rules
// the komi implies (board.RulesFromKomi: 7.5 Chinese, 6.5 and 5.5
// Japanese), else the rules stay those of the server. The game's history
// is the record's, so superko counts its positions. The moves loaded can
// be undone, the setup stones cannot (undo then answers "cannot undo", as
// GNU Go does).
// The reply is the colour to move ("black" or "white"), as GNU Go
// answers. A relative FILE is taken from Options.Dir (default: the
// working folder); with Options.FilesDir, FILE must lie inside that
// folder (safefile.Resolve). Only a regular file is read (a named pipe or a
// folder is refused at once, see sgf.ParseFile).
func cmdLoadSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 2); err != nil {
		return "", err
	}
	path, err := safefile.Resolve(e.filesDir, e.dir, cmd.Args[0], false)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	roots, err := sgf.ParseFile(path)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	if len(roots) == 0 {
		return "", fmt.Errorf("%w: no game in %s", errCannotLoad, cmd.Args[0])
	}
	at := ""
	if len(cmd.Args) == 2 {
		at = cmd.Args[1]
	}
	g, unknownRU, err := api.FromRecord(roots[0], at, api.Game{Komi: e.komi, Settings: e.settings})
	if unknownRU != "" {
		e.log.Warn().Str("RU", unknownRU).Msg("loadsgf: unknown rules in the record; the rules in force are kept")
	}
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	e.b, e.komi, e.settings = g.Board, g.Komi, g.Settings
	e.started()
	return e.b.ToMove().Name(), nil
}

// cmdPrintSGF is printsgf [FILE]: the game record (see board.GameRecord), as
// the result or written to FILE. The file is written atomically and
// replaces an existing SGF record (the client, GoGui's "save", chose the
// name), never a file that is not one; with Options.FilesDir, FILE must
// lie inside that folder (safefile.Resolve).
func cmdPrintSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	text := sgf.Format([]*sgf.Node{board.GameRecord(e.b, api.FormatDecimal(e.komi), e.settings.Scoring, e.settings.Rules)})
	if len(cmd.Args) == 1 {
		path, err := safefile.Resolve(e.filesDir, e.dir, cmd.Args[0], true)
		if err == nil {
			err = sgf.Replace(path, text)
		}
		if err != nil {
			return "", fmt.Errorf("cannot write file: %v", err)
		}
		return "", nil
	}
	return text, nil
}
