package gtp

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// errCannotLoad is the failure of loadsgf (GTP v2 §6.3.5).
var errCannotLoad = errors.New("cannot load file")

// cmdLoadSGF is loadsgf FILE [N | VERTEX]: the first game of FILE
// replayed with board.BeforeMove up to the position before move N (the
// whole main line without N), or, as GNU Go does, before the first move at
// VERTEX. The record gives the board size (SZ), the setup stones (AB, AW,
// AE, in any node), the player to move (PL; White after handicap stones,
// HA) and the komi (KM, the server's komi when absent); a rule set named
// in RU (board.RulesFromRU) becomes the rules in force, otherwise the
// rules stay those of the server. The moves loaded can be undone, the
// setup stones cannot (undo then answers "cannot undo", as GNU Go does).
// The reply is the colour to move ("black" or "white"), as GNU Go
// answers. A relative FILE is taken from Options.Dir (default: the
// working folder); with Options.FilesDir, FILE must lie inside that
// folder (Server.path). Only a regular file is read (a named pipe or a
// folder is refused at once, see sgf.ParseFile).
func cmdLoadSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 2); err != nil {
		return "", err
	}
	path, err := e.path(cmd.Args[0], false)
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
	root := roots[0]
	scoring, rules := e.settings.Scoring, e.settings.Rules
	if ru, ok := sgf.Rules(root); ok {
		if r, s, known := board.RulesFromRU(ru); known {
			scoring, rules = s, r
		} else {
			e.log.Warn().Str("RU", ru).Msg("loadsgf: unknown rules in the record; the rules in force are kept")
		}
	}
	komi := e.komi
	if km, ok := root.Get("KM"); ok {
		if komi, err = ParseKomi(km); err != nil {
			return "", fmt.Errorf("%w: %v", errCannotLoad, err)
		}
	}
	moves := board.AllMoves
	if len(cmd.Args) == 2 {
		n, err := moveNumber(root, cmd.Args[1])
		if err != nil {
			return "", fmt.Errorf("%w: %v", errCannotLoad, err)
		}
		moves = n - 1 // the position before move n
	}
	b, err := board.FromSGF(root, moves, rules)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	e.b, e.komi = b, komi
	e.applyRules(scoring, rules)
	e.started()
	return e.b.ToMove().Name(), nil
}

// moveNumber reads the second argument of loadsgf: a move number (1 or
// more) or a vertex, meaning the first move played there on the main line
// (beyond the end when it is never played).
func moveNumber(root *sgf.Node, arg string) (int, error) {
	if n, err := strconv.Atoi(arg); err == nil {
		if n < 1 {
			return 0, fmt.Errorf("move number %d: must be 1 or more", n)
		}
		return n, nil
	}
	size, err := sgf.BoardSize(root)
	if err != nil {
		return 0, err
	}
	p, err := board.ParseVertex(arg, size)
	if err != nil || p == board.Pass {
		return 0, fmt.Errorf("bad move number or vertex %q", arg)
	}
	x, y := p.XY(size)
	n := 0
	for _, node := range root.MainLine() {
		m, ok, err := node.Move(size)
		if err != nil {
			return 0, err
		}
		if !ok {
			continue
		}
		n++
		if !m.Pass && m.Point == (sgf.Point{X: x, Y: y}) {
			return n, nil
		}
	}
	return n + 1, nil
}

// GameRecord returns the whole game as an SGF tree: the root (FF, GM, SZ,
// KM, RU), then the board's history in order (board.History): each setup
// change as a node of AB, AW and AE (the first one in the root when the
// game starts with it) with the player to move after it (PL), each move as
// a B or W node. Loading the record back replays the same moves, so the
// stones, the prisoners and the superko history come back as they were; a
// last node with PL records the player to move when it is not the one
// the replay gives.
func GameRecord(b *board.Board, komi string, s board.Scoring, r board.Rules) *sgf.Node {
	root := &sgf.Node{}
	size := b.Size()
	root.Set("FF", "4")
	root.Set("GM", "1")
	root.Set("CA", "UTF-8")
	root.Set("AP", "cgtgo")
	root.Set("SZ", strconv.Itoa(size))
	root.Set("KM", komi)
	root.Set("RU", board.RulesName(s, r))
	events := b.History()
	parent, last := root, root
	toMove := board.Black // what a replay of the record gives
	for i, ev := range events {
		n := &sgf.Node{}
		if i == 0 && ev.Setup {
			n = root
		}
		if ev.Setup {
			setupProperties(n, ev.Placed, size)
			after := b.ToMove()
			if i+1 < len(events) {
				after = events[i+1].ToMove
			}
			n.Set("PL", after.String())
			toMove = after
		} else {
			v := ""
			if p := ev.Move.Point; p != board.Pass {
				x, y := p.XY(size)
				v = sgf.EncodePoint(sgf.Point{X: x, Y: y})
			}
			n.Set(ev.Move.Color.String(), v)
			toMove = ev.Move.Color.Opponent()
		}
		if n != root {
			parent.AddChild(n)
			parent = n
		}
		last = n
	}
	if b.ToMove() != toMove {
		n := &sgf.Node{}
		n.Set("PL", b.ToMove().String())
		last.AddChild(n)
	}
	return root
}

// setupProperties writes a setup change as AB, AW and AE on n.
func setupProperties(n *sgf.Node, placed []board.Placement, size int) {
	var stones [3][]sgf.Point
	for _, pl := range placed {
		x, y := pl.Point.XY(size)
		stones[pl.Color] = append(stones[pl.Color], sgf.Point{X: x, Y: y})
	}
	for _, prop := range []struct {
		id string
		c  board.Color
	}{{"AB", board.Black}, {"AW", board.White}, {"AE", board.Empty}} {
		if len(stones[prop.c]) > 0 {
			n.Set(prop.id, sgf.CompressPoints(stones[prop.c])...)
		}
	}
}

// cmdPrintSGF is printsgf [FILE]: the game record (see GameRecord), as
// the result or written to FILE. The file is written atomically and
// replaces an existing SGF record (the client, GoGui's "save", chose the
// name), never a file that is not one; with Options.FilesDir, FILE must
// lie inside that folder (Server.path).
func cmdPrintSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	text := sgf.Format([]*sgf.Node{GameRecord(e.b, FormatDecimal(e.komi), e.settings.Scoring, e.settings.Rules)})
	if len(cmd.Args) == 1 {
		path, err := e.path(cmd.Args[0], true)
		if err == nil {
			err = checkReplaceable(path)
		}
		if err == nil {
			err = atomicfile.Write(path, []byte(text), 0o644, true)
		}
		if err != nil {
			return "", fmt.Errorf("cannot write file: %v", err)
		}
		return "", nil
	}
	return text, nil
}
