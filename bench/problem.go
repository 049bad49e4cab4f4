package bench

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
)

// Problem is one endgame problem: a position, the local region marked by
// the root node's SQ points (everything outside is settled: its stones are
// safe and its empty points are never played), and the value of the
// region's biggest move as counted by hand, given as the swing in points
// under territory scoring — twice the temperature of the region's game
// (Economist's View, seeds/001 section 2; ONAG ch. 9 for temperature).
type Problem struct {
	// File is the problem's path relative to the problem set's folder, with
	// forward slashes.
	File string
	// Category is the first folder of File ("gote", "ko", ...), or "" for
	// a file at the top of the set.
	Category string
	Board    *board.Board
	Rules    board.Rules
	Region   []board.Point
	// Expected is the hand-counted swing of the biggest move.
	Expected cgt.Rational
	// Counting is the rest of the root comment: the count written out.
	Counting string
}

// LoadProblem reads the problem in file root/rel (see Problem for the
// format: SQ marks the region, the root comment C starts with the value).
func LoadProblem(root, rel string) (*Problem, error) {
	path := filepath.Join(root, rel)
	trees, err := sgf.ParseFile(path)
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", rel, err)
	}
	if len(trees) == 0 {
		return nil, fmt.Errorf("problem %s: no game tree", rel)
	}
	r := trees[0]
	p := &Problem{File: filepath.ToSlash(rel), Category: categoryOf(rel)}
	rules, _ := board.RulesOf(r)
	p.Rules = rules
	if p.Board, err = board.FromSGF(r, 0, rules); err != nil {
		return nil, fmt.Errorf("problem %s: %w", rel, err)
	}
	size := p.Board.Size()
	sq, err := r.Points("SQ", size)
	if err != nil {
		return nil, fmt.Errorf("problem %s: SQ: %w", rel, err)
	}
	if len(sq) == 0 {
		return nil, fmt.Errorf("problem %s: the root node marks no region (SQ)", rel)
	}
	for _, q := range sq {
		p.Region = append(p.Region, board.PointAt(q.X, q.Y, size))
	}
	p.Expected, p.Counting, err = parseProblemComment(sgf.Comment(r))
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", rel, err)
	}
	return p, nil
}

// parseProblemComment splits a root comment into the value on its first
// line and the counting that follows.
func parseProblemComment(c string) (cgt.Rational, string, error) {
	c = strings.TrimSpace(c)
	if c == "" {
		return cgt.Rational{}, "", errors.New("the root comment (C) holds no value")
	}
	first, rest, _ := strings.Cut(c, "\n")
	v, err := cgt.ParseRational(strings.TrimSpace(first))
	if err != nil {
		return cgt.Rational{}, "", fmt.Errorf("value %q on the comment's first line: %w", first, err)
	}
	return v, strings.TrimSpace(rest), nil
}

// categoryOf returns the first folder of a slash or OS path, or "".
func categoryOf(rel string) string {
	dir, _, ok := strings.Cut(filepath.ToSlash(rel), "/")
	if !ok {
		return ""
	}
	return dir
}
