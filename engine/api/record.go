package api

import (
	"fmt"
	"strconv"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// FromRecord returns the game of an SGF record (the root of its first
// game) as GTP's loadsgf loads it, with g the game in force: the record
// replayed with board.FromSGF up to the position before move at (a move
// number, 1 or more), or, as GNU Go reads it, before the first move at
// the vertex at ("": the whole main line). The record gives the board
// size (SZ), the setup stones, the player to move and the komi (KM, g's
// komi when absent); a rule set named in RU (board.RulesFromRU) becomes
// the scoring and move rules: the record says what its game was played
// under. Without RU, the rules chosen by name in the session stay
// (g.Settings.ScoringChosen, MoveRulesChosen: the controller's explicit
// choice stands when the record is silent), and what was not chosen is
// told by a komi board.RulesFromKomi knows (7.5 area, 6.5 territory);
// otherwise g's rules stay. unknownRU is the RU value that was not
// understood ("" when there was none or it was known). The other
// settings and the time control are g's.
func FromRecord(root *sgf.Node, at string, g Game) (loaded Game, unknownRU string, err error) {
	loaded = g
	knownRU := false
	if ru, ok := sgf.Rules(root); ok {
		if r, s, known := board.RulesFromRU(ru); known {
			loaded.Settings.Scoring, loaded.Settings.Rules = s, r
			knownRU = true
		} else {
			unknownRU = ru
		}
	}
	if km, ok := root.Get("KM"); ok {
		if loaded.Komi, err = ParseKomi(km); err != nil {
			return g, unknownRU, err
		}
		// Without RU the komi tells the rules not chosen by name (7.5:
		// area, Chinese; 6.5: territory, Japanese), as for the records of
		// ../shared/data.
		if k, ok, kerr := sgf.KomiHalfPoints(root); !knownRU && kerr == nil && ok {
			if r, s, known := board.RulesFromKomi(k); known {
				if !g.Settings.ScoringChosen {
					loaded.Settings.Scoring = s
				}
				if !g.Settings.MoveRulesChosen {
					loaded.Settings.Rules = r
				}
			}
		}
	}
	moves := board.AllMoves
	if at != "" {
		n, err := moveNumber(root, at)
		if err != nil {
			return g, unknownRU, err
		}
		moves = n - 1 // the position before move n
	}
	if loaded.Board, err = board.FromSGF(root, moves, loaded.Settings.Rules); err != nil {
		return g, unknownRU, err
	}
	return loaded, unknownRU, nil
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
	return board.FirstMoveAt(root, p)
}
