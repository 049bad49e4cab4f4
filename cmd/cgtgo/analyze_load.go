package main

import (
	"errors"
	"flag"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/report"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// positionFlags are the flags analyze and solve share: which position of
// the record and under which rules.
type positionFlags struct {
	move       moveFlag
	rules      string
	koban      string
	toMove     string
	komi       string
	assumeSafe int
	// nodes is the node budget of each region's local search (0: the
	// default of package valuation).
	nodes int
	// strategy chooses the recommended move (--strategy).
	strategy strategyFlag
	// markedNode: without --move, take the position of the node that marks
	// a region with SQ (the question of a published problem), when the
	// file has one (analyze).
	markedNode bool
	// life is solve's --life (solve_life.go).
	life lifeFlag
}

// strategyFlag is --strategy: a strategy.Strategy read by name.
type strategyFlag struct{ s strategy.Strategy }

// String returns the strategy's name.
func (f *strategyFlag) String() string { return f.s.String() }

// Set reads a strategy's name; an unknown one is an error naming the valid
// ones.
func (f *strategyFlag) Set(v string) error {
	s, err := strategy.ParseStrategy(v)
	if err != nil {
		return err
	}
	f.s = s
	return nil
}

// register adds the flags to fs.
func (pf *positionFlags) register(fs *flag.FlagSet) {
	pf.registerRules(fs)
	fs.Var(&pf.move, "move", "analyse the position after `N` moves of the main line (default: the end)")
	fs.StringVar(&pf.toMove, "to-move", "", "player to move, `b` or w (default: from the record)")
}

// defaultAssumeSafe is the default of --assume-safe for analyze, solve and
// review: blocks with at least 2 liberties and two eyes are assumed safe
// (decompose/assume.go).
const defaultAssumeSafe = 2

// registerRules adds the flags of the rules, komi and budgets (without
// --move and --to-move, which a whole-game review does not take).
func (pf *positionFlags) registerRules(fs *flag.FlagSet) {
	fs.StringVar(&pf.rules, "rules", "", "`japanese` (territory scoring, ko-ban J) or chinese (area scoring, ko-ban N); default: from RU or the komi")
	fs.StringVar(&pf.koban, "koban", "", "ko-ban `J` (simple ko) or N (positional superko); default: from the rules")
	fs.StringVar(&pf.komi, "komi", "", "komi in points, e.g. `6.5` (default: KM of the record, else 0)")
	fs.IntVar(&pf.nodes, "nodes", 0, "node budget of each region's local search, `N` positions (0: 50000); smaller is faster and less exact")
	fs.IntVar(&pf.assumeSafe, "assume-safe", defaultAssumeSafe, "assume blocks with at least `K` liberties and two eyes safe (0: proofs only)")
	fs.Var(&pf.strategy, "strategy", "how the recommended move is chosen: `exact`, sentestrat, thermostrat, hotstrat or coins (the predictions are exact whatever the strategy)")
}

// position is a loaded position with everything the analysis needs.
type position struct {
	file     string
	root     *sgf.Node
	node     *sgf.Node // the node of the position (root when no move)
	moves    int       // moves played before the position
	total    int       // moves in the main line
	board    *board.Board
	scoring  board.Scoring
	komiHalf int
	safe     []board.Point // TR marks on the node
	dead     []board.Point // MA marks on the node
	square   []board.Point // SQ marks on the node (a region to analyse)
	// nodeName names the node of the position when it was chosen for its
	// SQ mark ("the root node"), "" otherwise.
	nodeName string
}

// loadPosition reads the SGF file and sets up the position asked for.
func loadPosition(path string, pf positionFlags) (*position, error) {
	roots, err := sgf.ParseFile(path)
	if err != nil {
		return nil, err
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("%s: no game in the file", path)
	}
	root := roots[0]
	size, err := sgf.BoardSize(root)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	total := board.CountMoves(root)
	moves := total
	if pf.move.set {
		n, err := strconv.Atoi(strings.TrimSpace(pf.move.raw))
		if err != nil || n < 0 {
			return nil, fmt.Errorf("--move %q: want a move number, 0 or more", pf.move.raw)
		}
		if n > total {
			return nil, fmt.Errorf("%s: --move %d: the record has only %s", path, n, report.Plural(total, "move"))
		}
		moves = n
	}
	rules, scoring := board.RulesOf(root)
	switch strings.ToLower(pf.rules) {
	case "":
	case "japanese", "japan", "territory":
		rules.Ko, scoring = board.KoSimple, board.Territory
	case "chinese", "china", "area":
		rules.Ko, scoring = board.KoSuperko, board.Area
	default:
		return nil, usageError{fmt.Errorf("--rules %q: want japanese or chinese", pf.rules)}
	}
	if pf.koban != "" {
		k, err := board.ParseKoRule(pf.koban)
		if err != nil {
			return nil, usageError{fmt.Errorf("--koban: %w", err)}
		}
		rules.Ko = k
	}
	var marked *valuation.MarkedNode
	if pf.markedNode && !pf.move.set {
		if marked, err = markedNode(path, root); err != nil {
			return nil, err
		}
	}
	var b *board.Board
	if marked != nil {
		b, moves, err = board.AtNode(marked.Node, rules)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", path, marked.Name, err)
		}
	} else if b, err = board.FromSGF(root, moves, rules); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	switch strings.ToLower(pf.toMove) {
	case "":
	case "b", "black":
		b.SetToMove(board.Black)
	case "w", "white":
		b.SetToMove(board.White)
	default:
		return nil, usageError{fmt.Errorf("--to-move %q: want b or w", pf.toMove)}
	}
	komi := 0
	if pf.komi != "" {
		komi, err = parseKomi(pf.komi)
		if err != nil {
			return nil, usageError{err}
		}
	} else if k, ok, kerr := sgf.KomiHalfPoints(root); kerr != nil {
		return nil, fmt.Errorf("%s: %w", path, kerr)
	} else if ok {
		komi = k
	}
	p := &position{file: path, root: root, moves: moves, total: total, board: b, scoring: scoring, komiHalf: komi}
	p.node = nodeAfter(root, moves, size)
	if marked != nil {
		p.node, p.nodeName = marked.Node, marked.Name
	}
	if p.safe, p.dead, err = decompose.Marks(p.node, size); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if p.node.Has("SQ") {
		if p.square, err = valuation.MarkedRegion(p.node, b); err != nil {
			return nil, usageError{fmt.Errorf("%s: %s: %w", path, valuation.NodeName(p.node), err)}
		}
	}
	return p, nil
}

// markedNode returns the one node of the file that marks a region with
// SQ, nil when none does, and an error naming them when several do.
func markedNode(path string, root *sgf.Node) (*valuation.MarkedNode, error) {
	marked := valuation.MarkedNodes(root)
	switch len(marked) {
	case 0:
		return nil, nil
	case 1:
		return &marked[0], nil
	}
	var names []string
	for _, m := range marked {
		names = append(names, m.Name)
	}
	return nil, usageError{fmt.Errorf("%s: %d nodes mark a region with SQ (%s): pick the position with --move N", path, len(marked), strings.Join(names, ", "))}
}

// nodeAfter returns the main-line node holding move number moves (the root
// for 0): the node whose markup describes the position after those moves.
func nodeAfter(root *sgf.Node, moves, size int) *sgf.Node {
	if moves == 0 {
		return root
	}
	count := 0
	for _, n := range root.MainLine() {
		if _, ok, err := n.Move(size); err == nil && ok {
			count++
			if count == moves {
				return n
			}
		}
	}
	return root
}

// parseKomi reads a komi in points ("6.5", "-3", "7") as half points.
func parseKomi(s string) (int, error) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok {
		return 0, fmt.Errorf("--komi %q: want a number such as 6.5", s)
	}
	r.Mul(r, big.NewRat(2, 1))
	if !r.IsInt() || !r.Num().IsInt64() || r.Num().Int64() > 2000 || r.Num().Int64() < -2000 {
		return 0, fmt.Errorf("--komi %q: want a whole or half number of points", s)
	}
	return int(r.Num().Int64()), nil
}

// usageError marks an error in the command line (exit code 2).
type usageError struct{ err error }

func (u usageError) Error() string { return u.err.Error() }
func (u usageError) Unwrap() error { return u.err }

// exitFor returns the exit code for err: exitUsage for a bad command line,
// exitFailure otherwise.
func exitFor(err error) int {
	var u usageError
	if errors.As(err, &u) {
		return exitUsage
	}
	return exitFailure
}

// parseRegion reads --region: comma-separated GTP vertices.
func parseRegion(s string, size int) ([]board.Point, error) {
	var pts []board.Point
	seen := map[board.Point]bool{}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, err := board.ParseVertex(f, size)
		if err != nil || p == board.Pass {
			return nil, usageError{fmt.Errorf("--region: %q is not a point of a %dx%d board", f, size, size)}
		}
		if !seen[p] {
			seen[p] = true
			pts = append(pts, p)
		}
	}
	if len(pts) == 0 {
		return nil, usageError{errors.New("--region: no points given")}
	}
	return pts, nil
}
