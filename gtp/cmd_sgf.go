package gtp

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/internal/atomicfile"
)

// errCannotLoad is the failure of loadsgf (GTP v2 §6.3.5).
var errCannotLoad = errors.New("cannot load file")

// cmdLoadSGF is loadsgf FILE [N | VERTEX]: the first game of FILE
// replayed with board.BeforeMove up to
// the position before move N (the whole main line without N), or, as GNU
// Go does, before the first move at VERTEX. The board size and komi (KM)
// are taken from the file; the rules stay those of the engine. The reply
// is the colour to move ("black" or "white"), as GNU Go answers. A
// relative FILE is taken from Options.Dir (default: the working folder).
func cmdLoadSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 1, 2); err != nil {
		return "", err
	}
	roots, err := sgf.ParseFile(e.path(cmd.Args[0]))
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	if len(roots) == 0 {
		return "", fmt.Errorf("%w: no game in %s", errCannotLoad, cmd.Args[0])
	}
	root := roots[0]
	var b *board.Board
	if len(cmd.Args) == 1 {
		b, err = board.FromSGF(root, board.AllMoves, e.settings.Rules)
	} else {
		var n int
		n, err = moveNumber(root, cmd.Args[1])
		if err == nil {
			b, err = board.BeforeMove(root, n, e.settings.Rules)
		}
	}
	if err != nil {
		return "", fmt.Errorf("%w: %v", errCannotLoad, err)
	}
	komi := e.komi
	if km, ok := root.Get("KM"); ok {
		k, err := ParseKomi(km)
		if err != nil {
			return "", fmt.Errorf("%w: %v", errCannotLoad, err)
		}
		komi = k
	}
	e.b, e.komi = b, komi
	e.started()
	return e.b.ToMove().Name(), nil
}

// path resolves a file argument against the engine's folder (Options.Dir).
func (e *Server) path(name string) string {
	if e.dir == "" || filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(e.dir, name)
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

// GameRecord returns the game as an SGF tree: the root (FF, GM, SZ, KM,
// RU) followed by one node per move when the game has no setup stones;
// otherwise the current position as setup stones (AB, AW) with the player
// to move (PL), since the order of setups and moves is not kept.
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
	moves := b.Moves()
	if len(moves) == b.MoveCount() {
		parent := root
		for _, m := range moves {
			n := &sgf.Node{}
			v := ""
			if m.Point != board.Pass {
				x, y := m.Point.XY(size)
				v = sgf.EncodePoint(sgf.Point{X: x, Y: y})
			}
			n.Set(m.Color.String(), v)
			parent.AddChild(n)
			parent = n
		}
		return root
	}
	var stones [3][]sgf.Point
	for p := 0; p < b.NumPoints(); p++ {
		if c := b.At(board.Point(p)); c != board.Empty {
			x, y := board.Point(p).XY(size)
			stones[c] = append(stones[c], sgf.Point{X: x, Y: y})
		}
	}
	if len(stones[board.Black]) > 0 {
		root.Set("AB", sgf.CompressPoints(stones[board.Black])...)
	}
	if len(stones[board.White]) > 0 {
		root.Set("AW", sgf.CompressPoints(stones[board.White])...)
	}
	root.Set("PL", b.ToMove().String())
	return root
}

// cmdPrintSGF is printsgf [FILE]: the game record (see GameRecord), as
// the result or written to FILE. The file is written atomically and
// replaces an existing one: the client (GoGui's "save") chose the name.
func cmdPrintSGF(e *Server, _ context.Context, cmd Command, _ *stream) (string, error) {
	if err := wantArgs(cmd, 0, 1); err != nil {
		return "", err
	}
	text := sgf.Format([]*sgf.Node{GameRecord(e.b, FormatDecimal(e.komi), e.settings.Scoring, e.settings.Rules)})
	if len(cmd.Args) == 1 {
		if err := atomicfile.Write(e.path(cmd.Args[0]), []byte(text), 0o644, true); err != nil {
			return "", fmt.Errorf("cannot write file: %v", err)
		}
		return "", nil
	}
	return text, nil
}
