package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/report"
)

// runShow prints the position of an SGF record: the board, whose move it
// is, the prisoners, the komi and the rules, after all moves of the main
// line or after --move N of them.
func runShow(e *env, args []string) int {
	fs := newFlagSet("show", "cgtgo show FILE.sgf [--move N]",
		"Print the board of the first game in an SGF file after N moves of its main line\n"+
			"(default: all of them), with the player to move, the prisoners, the komi and\n"+
			"the rules (from RU, else inferred from the komi: 6.5/5.5 Japanese, 7.5 Chinese).",
		"cgtgo show testdata/sgf/ko-9x9.sgf --move 1", e)
	var move moveFlag
	fs.Var(&move, "move", "show the position after `N` moves (0: before the first move; default: the end)")
	files, code, done := parseInterleaved(fs, args)
	if done {
		return code
	}
	if len(files) != 1 {
		fmt.Fprintf(e.stderr, "cgtgo show: want exactly one SGF file, got %d (see cgtgo show --help)\n", len(files))
		return exitUsage
	}
	e.log.Debug().Str("file", files[0]).Str("move", move.raw).Msg("show")
	out, err := showFile(files[0], move)
	if err != nil {
		fmt.Fprintf(e.stderr, "cgtgo show: %s\n", oneLine(err.Error()))
		return exitFailure
	}
	fmt.Fprint(e.stdout, out)
	return exitOK
}

// moveFlag is the value of --move as given (checked by showFile, so that a
// bad move number is a one-line failure, not a usage error).
type moveFlag struct {
	raw string
	set bool
}

// String returns the value given, or "" when none was.
func (m *moveFlag) String() string {
	if m == nil {
		return ""
	}
	return m.raw
}

// Set records the value.
func (m *moveFlag) Set(s string) error {
	m.raw, m.set = s, true
	return nil
}

// parseInterleaved parses flags that may come before or after the
// positional arguments ("show FILE --move 3" as well as "show --move 3
// FILE"), returning the positional arguments.
func parseInterleaved(fs *flag.FlagSet, args []string) (positional []string, code int, done bool) {
	for {
		if code, done := parseFlags(fs, args); done {
			return nil, code, true
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, exitOK, false
		}
		if len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" {
			return append(positional, rest...), exitOK, false
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// showFile renders the position of path after the number of moves in
// move (all of them when --move was not given).
func showFile(path string, move moveFlag) (string, error) {
	moves := 0
	if move.set {
		n, err := strconv.Atoi(strings.TrimSpace(move.raw))
		if err != nil || n < 0 {
			return "", fmt.Errorf("--move %q: want a move number, 0 or more", move.raw)
		}
		moves = n
	}
	roots, err := sgf.ParseFile(path)
	if err != nil {
		return "", err
	}
	if len(roots) == 0 {
		return "", fmt.Errorf("%s: no game in the file", path)
	}
	root := roots[0]
	total := board.CountMoves(root)
	if !move.set {
		moves = total
	}
	if moves > total {
		return "", fmt.Errorf("%s: --move %d: the record has only %s", path, moves, report.Plural(total, "move"))
	}
	rules, scoring := board.RulesOf(root)
	b, err := board.FromSGF(root, moves, rules)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	komi, hasKomi, komiErr := sgf.KomiHalfPoints(root)
	var sb strings.Builder
	game := ""
	if len(roots) > 1 {
		game = fmt.Sprintf(", game 1 of %d", len(roots))
	}
	fmt.Fprintf(&sb, "%s: %dx%d%s, after move %d of %d\n", path, b.Size(), b.Size(), game, moves, total)
	sb.WriteString(b.String())
	if m, ok := b.LastMove(); ok {
		fmt.Fprintf(&sb, "Last move: %s %s\n", m.Color.Name(), m.Point.Vertex(b.Size()))
	} else {
		sb.WriteString("Last move: none\n")
	}
	if ko := b.KoPoint(); ko != board.NoPoint {
		fmt.Fprintf(&sb, "Ko: %s may not retake at %s\n", b.ToMove().Name(), ko.Vertex(b.Size()))
	}
	switch {
	case komiErr != nil:
		fmt.Fprintf(&sb, "Komi: unreadable (%s)\n", oneLine(komiErr.Error()))
	case hasKomi:
		fmt.Fprintf(&sb, "Komi: %s\n", board.KomiString(komi))
	default:
		sb.WriteString("Komi: none given (0)\n")
	}
	source := "no RU and no komi 6.5/5.5/7.5: Japanese by default"
	if ru, ok := sgf.Rules(root); ok {
		source = "RU[" + ru + "]"
	} else if hasKomi && (komi == 11 || komi == 13 || komi == 15) {
		source = "inferred from the komi"
	}
	suicide := "suicide not allowed"
	if rules.Suicide {
		suicide = "suicide allowed"
	}
	fmt.Fprintf(&sb, "Rules: ko-ban %s, %s, %s scoring (%s)\n", rules.Ko, suicide, scoring, source)
	return sb.String(), nil
}

// oneLine folds a message onto one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
