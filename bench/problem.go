package bench

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// Problem is one endgame problem as published: a whole board, the local
// area marked with SQ on the node of the question (usually the root; any
// one node of the file), and the answer on the first line of that node's
// comment. The answer is the swing of the biggest local move in territory
// counting (deiri counting: twice the move's miai value, that is twice the
// temperature of the region; Economist's View section 2, ONAG ch. 9),
// optionally followed by the kind of move asked about (see Answer). The
// marked region is a local game on the whole board (issue 25): moves only
// on its points, the outside settled, and the empty outside points that
// border it counted for whoever surrounds them (valuation.Surroundings).
type Problem struct {
	// File is the problem's path relative to the problem set's folder, with
	// forward slashes.
	File string
	// Category is the first folder of File ("gote", "ko", ...), or "" for
	// a file at the top of the set.
	Category string
	// Node names the node that marks the region ("the root node", ...).
	Node  string
	Board *board.Board
	Rules board.Rules
	// ToMove is the player the question is put to: PL of the node, else
	// Black.
	ToMove board.Color
	Region []board.Point
	// Dead are the outside stones the node marks dead (MA).
	Dead []board.Point
	// Answer is the published answer.
	Answer Answer
	// Counting is the rest of the comment: the count written out.
	Counting string
}

// LoadProblem reads the problem in file root/rel (see Problem). Its errors
// name the file and, once it is found, the node of the mark.
func LoadProblem(root, rel string) (*Problem, error) {
	path := filepath.Join(root, rel)
	name := filepath.ToSlash(rel)
	trees, err := sgf.ParseFile(path)
	if err != nil {
		return nil, fmt.Errorf("problem %s: %w", name, err)
	}
	if len(trees) == 0 {
		return nil, fmt.Errorf("problem %s: no game tree", name)
	}
	r := trees[0]
	marked := valuation.MarkedNodes(r)
	switch len(marked) {
	case 0:
		return nil, fmt.Errorf("problem %s: no node marks a region (SQ)", name)
	case 1:
	default:
		var names []string
		for _, m := range marked {
			names = append(names, m.Name)
		}
		return nil, fmt.Errorf("problem %s: %d nodes mark a region with SQ (%s): a problem marks one", name, len(marked), strings.Join(names, ", "))
	}
	m := marked[0]
	p := &Problem{File: name, Category: categoryOf(rel), Node: m.Name}
	fail := func(err error) (*Problem, error) {
		return nil, fmt.Errorf("problem %s: %s: %w", name, m.Name, err)
	}
	rules, _ := board.RulesOf(r)
	p.Rules = rules
	if p.Board, _, err = board.AtNode(m.Node, rules); err != nil {
		return fail(err)
	}
	if p.Region, err = valuation.MarkedRegion(m.Node, p.Board); err != nil {
		return fail(err)
	}
	if p.Dead, err = deadMarks(m.Node, p.Board, p.Region); err != nil {
		return fail(err)
	}
	p.ToMove = board.Black
	if c, ok, err := sgf.PlayerToMove(m.Node); err != nil {
		return fail(err)
	} else if ok && c == sgf.White {
		p.ToMove = board.White
	}
	if p.Answer, p.Counting, err = parseProblemComment(sgf.Comment(m.Node)); err != nil {
		return fail(err)
	}
	return p, nil
}

// deadMarks returns the stones outside the region that the node marks dead
// with MA.
func deadMarks(n *sgf.Node, b *board.Board, region []board.Point) ([]board.Point, error) {
	ma, err := n.Points("MA", b.Size())
	if err != nil {
		return nil, fmt.Errorf("MA: %w", err)
	}
	in := map[board.Point]bool{}
	for _, p := range region {
		in[p] = true
	}
	var out []board.Point
	for _, q := range ma {
		p := board.PointAt(q.X, q.Y, b.Size())
		if !in[p] && b.At(p) != board.Empty {
			out = append(out, p)
		}
	}
	return out, nil
}

// Answer is a published answer: the swing of the biggest move and,
// optionally, its kind.
type Answer struct {
	// Swing is the swing in points (deiri counting).
	Swing cgt.Rational
	// Kind is "" (not given), "gote", "sente" (the move of the player to
	// move is sente), "reverse sente" (it prevents the opponent's sente)
	// or "double sente".
	Kind string
	// BlackFirst and WhiteFirst, when given (lines "Black first: +3"
	// and "White first: -1 1/2" after the first), are the expected local
	// results: how the count of the marked points and the territories
	// next to them changes from the position as it stands, with Black or
	// White playing first and both playing well (the stops).
	BlackFirst, WhiteFirst *cgt.Rational
}

// String writes the answer as published: "6 1/2", "4 sente".
func (a Answer) String() string {
	s := a.Swing.MixedString()
	if a.Kind != "" {
		s += " " + a.Kind
	}
	return s + resultText(a.BlackFirst, a.WhiteFirst)
}

// resultText writes expected local results: "; Black first +3, White
// first -1" ("" when none is given).
func resultText(b, w *cgt.Rational) string {
	s := ""
	for _, r := range []struct {
		name string
		v    *cgt.Rational
	}{{"Black first", b}, {"White first", w}} {
		if r.v != nil {
			sign := ""
			if r.v.Sign() > 0 {
				sign = "+"
			}
			s += fmt.Sprintf("; %s %s%s", r.name, sign, r.v.MixedString())
		}
	}
	return s
}

// answerKinds are the kinds an answer may name, longest first.
var answerKinds = []string{"reverse sente", "double sente", "gote", "sente"}

// vulgarFractions are the fraction characters published answers use.
var vulgarFractions = strings.NewReplacer("½", " 1/2", "⅓", " 1/3", "⅔", " 2/3", "¼", " 1/4", "¾", " 3/4")

// ParseAnswer reads the first line of a problem comment: a number written
// as an integer ("8"), a fraction ("2/3"), a mixed number ("6 1/2",
// "3 5/9", "6½") or a decimal ("6.5"), optionally followed by "points"
// and by the kind of move: "gote", "sente", "reverse sente" or "double
// sente" ("4 points sente", "4 sente").
func ParseAnswer(line string) (Answer, error) {
	s := strings.ToLower(strings.TrimSpace(vulgarFractions.Replace(line)))
	fields := strings.Fields(s)
	if len(fields) == 0 {
		return Answer{}, errors.New("empty answer")
	}
	num := fields[0]
	rest := fields[1:]
	if len(rest) > 0 && strings.Contains(rest[0], "/") && !strings.Contains(num, "/") {
		num += " " + rest[0]
		rest = rest[1:]
	}
	v, err := cgt.ParseRational(num)
	if err != nil || v.Sign() < 0 {
		return Answer{}, fmt.Errorf("answer %q: want a number of points such as 8, 6 1/2 or 2/3, optionally followed by gote, sente or reverse sente", strings.TrimSpace(line))
	}
	if len(rest) > 0 && (rest[0] == "points" || rest[0] == "point") {
		rest = rest[1:]
	}
	a := Answer{Swing: v}
	if tail := strings.Join(rest, " "); tail != "" {
		for _, k := range answerKinds {
			if tail == k {
				a.Kind = k
			}
		}
		if a.Kind == "" {
			return Answer{}, fmt.Errorf("answer %q: %q is not a kind of move (want gote, sente, reverse sente or double sente)", strings.TrimSpace(line), tail)
		}
	}
	return a, nil
}

// parseProblemComment splits a comment into the answer on its first line
// and the counting that follows.
func parseProblemComment(c string) (Answer, string, error) {
	c = strings.TrimSpace(c)
	if c == "" {
		return Answer{}, "", errors.New("the comment (C) holds no answer")
	}
	first, rest, _ := strings.Cut(c, "\n")
	a, err := ParseAnswer(first)
	if err != nil {
		return Answer{}, "", fmt.Errorf("first line of the comment: %w", err)
	}
	// Result lines directly after the answer, up to the first blank line.
	lines := strings.Split(rest, "\n")
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" {
			rest = strings.Join(lines[i:], "\n")
			break
		}
		for _, r := range []struct {
			prefix string
			to     **cgt.Rational
		}{{"black first:", &a.BlackFirst}, {"white first:", &a.WhiteFirst}} {
			if v, ok := strings.CutPrefix(strings.ToLower(line), r.prefix); ok {
				x, err := cgt.ParseRational(strings.TrimPrefix(strings.TrimSpace(v), "+"))
				if err != nil {
					return Answer{}, "", fmt.Errorf("comment line %q: want a change of the count such as +3 or -1 1/2", line)
				}
				*r.to = &x
			}
		}
	}
	return a, strings.TrimSpace(rest), nil
}

// categoryOf returns the first folder of a slash or OS path, or "".
func categoryOf(rel string) string {
	dir, _, ok := strings.Cut(filepath.ToSlash(rel), "/")
	if !ok {
		return ""
	}
	return dir
}
