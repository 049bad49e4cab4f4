package problemgen

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// verdict is what the oracle (wholeboard.RegionGame, the restricted
// whole-board search) says about a candidate region.
type verdict struct {
	game *wholeboard.RegionGame
	// Ko: the local game has a cycle. KoInPlay: the position is a ko, or
	// a principal line (either side first) takes one.
	Ko, KoInPlay bool
	// Approach is the first approach ko met on a principal line (either
	// side first, Black komaster), root included; nil when there is none.
	Approach *approachKo
	// Swing is twice the temperature (equal under both komasters).
	Swing *big.Rat
	// Mean is the mean of the local count (both komasters agree).
	Mean *big.Rat
	// Kind is the thermograph's type ("gote", "black sente", ...).
	Kind string
	// Left and Right are the stops (results with Black / White first).
	Left, Right *big.Rat
	// Count is the local count of the position as it stands.
	Count int
	// Thermo is the Black-komaster thermograph (the only one without ko).
	Thermo wholeboard.Thermograph
}

// errNoSingleValue: the two komaster thermographs disagree (the value
// depends on ko threats), so a problem has no single answer.
var errNoSingleValue = errors.New("komaster thermographs disagree")

// judge runs the oracle on region of b within limit positions.
func judge(ctx context.Context, b *board.Board, region []board.Point, limit int) (*verdict, error) {
	g, err := wholeboard.NewRegionGame(ctx, b, region, nil, limit)
	if err != nil {
		return nil, err
	}
	if !g.SimpleKos() {
		return nil, errors.New("a cycle longer than a simple ko (double ko or more): no single komaster value")
	}
	v := &verdict{game: g, Ko: g.HasKo(), Count: g.Count()}
	var temps, means [2]*big.Rat
	for i, k := range []wholeboard.Komaster{wholeboard.BlackKomaster, wholeboard.WhiteKomaster} {
		th, err := g.Thermograph(k)
		if err != nil {
			return nil, err
		}
		if i == 0 {
			v.Thermo = th
			if v.Kind, err = th.MoveType(); err != nil {
				return nil, err
			}
			v.Left, v.Right = th.Stops()
		}
		if temps[i], err = th.Temperature(); err != nil {
			return nil, err
		}
		if means[i], err = th.Mean(); err != nil {
			return nil, err
		}
		if !v.Ko {
			break
		}
	}
	if v.Ko && (temps[0].Cmp(temps[1]) != 0 || means[0].Cmp(means[1]) != 0) {
		return nil, fmt.Errorf("%w: temperatures %s / %s, means %s / %s", errNoSingleValue,
			temps[0].RatString(), temps[1].RatString(), means[0].RatString(), means[1].RatString())
	}
	v.Swing = new(big.Rat).Add(temps[0], temps[0])
	v.Mean = means[0]
	v.KoInPlay = g.RootOnCycle()
	for _, first := range []board.Color{board.Black, board.White} {
		_, _, ko, err := g.Line(wholeboard.BlackKomaster, first, 16)
		if err != nil {
			return nil, err
		}
		v.KoInPlay = v.KoInPlay || ko
	}
	if v.Ko {
		if v.Approach, err = findApproachKo(b, region, g); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// approachKo is a one-step approach ko (Sensei's Library, "Approach
// ko"): the last move of Before, a principal line, captured one stone of
// Side with a stone that is left with two liberties, Approach and Take,
// both marked. Side cannot take back at once: it must first fill
// Approach (the approach move, which captures nothing), and only then
// can it capture at Take, after which the opponent could take back at
// once (a ko). The line goes on with Side's approach move.
type approachKo struct {
	Before         []board.Move
	After          []board.Move // the rest of the line, from the approach move
	Side           board.Color
	Approach, Take board.Point
}

// findApproachKo replays the principal lines (Black first, then White
// first; Black komaster) and returns the first approach ko met on them
// (see approachKo, wholeboard.ApproachKo), or nil.
func findApproachKo(b *board.Board, region []board.Point, g *wholeboard.RegionGame) (*approachKo, error) {
	for _, first := range []board.Color{board.Black, board.White} {
		moves, _, _, err := g.Line(wholeboard.BlackKomaster, first, 16)
		if err != nil {
			return nil, err
		}
		cp := b.Copy()
		cp.SetRules(board.Rules{Ko: board.KoSimple, Suicide: b.Rules().Suicide})
		for i, m := range moves {
			before := cp.Captures(m.Color)
			cp.ClearKoBan() // the oracle's lines may retake a ko (komaster)
			if err := cp.Play(m.Color, m.Point); err != nil {
				return nil, fmt.Errorf("replaying the principal line: %w", err)
			}
			if cp.Captures(m.Color) != before+1 || i+1 >= len(moves) {
				continue
			}
			side := m.Color.Opponent()
			a, t, ok := wholeboard.ApproachKo(cp, region, side)
			if ok && moves[i+1] == (board.Move{Color: side, Point: a}) {
				if _, libs := cp.Chain(m.Point); len(libs) == 2 {
					return &approachKo{Before: moves[:i+1], After: moves[i+1:], Side: side, Approach: a, Take: t}, nil
				}
			}
		}
	}
	return nil, nil
}
