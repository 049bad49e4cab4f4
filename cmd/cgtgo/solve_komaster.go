package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/strategy"
	"github.com/cgtgo/cgtgo/valuation"
)

// Solving with kos (issue 24). When kos remain whose values depend on who
// has the ko threats, every region is still valued exactly for each
// komaster (valuation.ValueKomaster: KoBlack when Black wins every ko,
// KoWhite when White does), and the sum of those values gives two exact
// optimal results, each under its komaster assumption (Moews ch. 3: the
// real result, whatever the threats, lies between them). The line is
// played with Black as komaster when Black is to move at the start and
// White otherwise: the player to move is assumed to win the kos; it stops
// where a ko retake is banned on the real board (the komaster needs a ko
// threat there).

// komasterSums returns the sums of the position's region values with Black
// as komaster and with White, and whether every region is valued exactly
// for each komaster (false when a region is an estimate).
func komasterSums(ctx context.Context, pa *strategy.PositionAnalysis) (black, white cgt.Game, ok bool, err error) {
	black = cgt.MustNumber(pa.Settled)
	white = black
	for _, r := range pa.Regions {
		a := r.Analysis
		var gb, gw cgt.Game
		switch a.Kind {
		case valuation.ValueCanonical:
			gb, gw = a.Value, a.Value
		case valuation.ValueKomaster:
			gb, gw = a.KoBlack, a.KoWhite
		default:
			return cgt.Game{}, cgt.Game{}, false, nil
		}
		if black, err = cgt.AddContext(ctx, black, gb); err != nil {
			return cgt.Game{}, cgt.Game{}, false, err
		}
		if white, err = cgt.AddContext(ctx, white, gw); err != nil {
			return cgt.Game{}, cgt.Game{}, false, err
		}
	}
	return black, white, true, nil
}

// komasterComponents returns the regions of pa as summands for exact play
// when master is komaster: a ko region is worth its value for that
// komaster, its moves their options for that komaster. Moves of colour c
// at a point of banned are left out (ko retakes the other player may not
// make).
func komasterComponents(pa *strategy.PositionAnalysis, master, c board.Color, banned map[board.Point]bool) []strategy.Component {
	comps := make([]strategy.Component, 0, len(pa.Regions))
	for _, r := range pa.Regions {
		a := r.Analysis
		comp := strategy.Component{Value: a.Value}
		if a.Kind == valuation.ValueKomaster {
			comp.Value = a.KoBlack
			if master == board.White {
				comp.Value = a.KoWhite
			}
		}
		for _, m := range a.Moves {
			if m.Color == c && banned[m.Point] {
				continue
			}
			opt := m.Option
			if a.Kind == valuation.ValueKomaster && master == board.White {
				opt = m.OptionKoWhite
			}
			comp.Moves = append(comp.Moves, strategy.Move{Color: m.Color, Point: m.Point, Option: opt})
		}
		comps = append(comps, comp)
	}
	return comps
}

// stops returns the optimal results of g (komi taken off) with the player
// to move first and with the other.
func stops(g cgt.Game, toMove board.Color, komi cgt.Rational) (first, other cgt.Rational) {
	l, r := g.LeftStop().Sub(komi), g.RightStop().Sub(komi)
	if toMove == board.White {
		return r, l
	}
	return l, r
}

// komasterMove chooses the move of the player to move on b by exact play
// on the sums with master as komaster, and plays it. A ko retake the
// ko-ban forbids is left out for the komaster's opponent (he may not
// retake, by assumption) and ends the line for the komaster (who would
// play a ko threat first): the move's point is then board.NoPoint.
func komasterMove(ctx context.Context, b *board.Board, pa *strategy.PositionAnalysis, master board.Color) (board.Move, strategy.Choice, error) {
	mover := b.ToMove()
	banned := map[board.Point]bool{}
	for {
		ch, err := strategy.ExactChoice(ctx, komasterComponents(pa, master, mover, banned), cgt.MustNumber(pa.Settled), mover)
		if err != nil {
			return board.Move{}, ch, err
		}
		m := board.Move{Color: mover, Point: board.Pass}
		if !ch.Pass {
			m.Point = ch.Move.Point
		}
		err = b.Play(m.Color, m.Point)
		switch {
		case err == nil:
			return m, ch, nil
		case !errors.Is(err, board.ErrKo) && !errors.Is(err, board.ErrSuperko):
			return m, ch, fmt.Errorf("playing %s %s: %w", m.Color.Name(), m.Point.Vertex(b.Size()), err)
		case mover == master:
			return board.Move{Color: mover, Point: board.NoPoint}, ch, nil
		}
		banned[m.Point] = true
	}
}

// solveWithKos plays the line of a position whose kos matter, from the
// analysis pa of its start. sol has the position and the player to move.
func solveWithKos(ctx context.Context, path string, b *board.Board, pa *strategy.PositionAnalysis, opt strategy.Options, sol *solution, maxMoves int, progress func(moves int)) error {
	komi := cgt.RationalFromFrac(int64(pa.KomiHalf), 2)
	black, white, ok, err := komasterSums(ctx, pa)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s: %w", path, requireExact(pa, 0))
	}
	sol.Komaster = true
	sol.Master = sol.ToMove
	sol.Result, sol.Other = stops(black, sol.ToMove, komi)
	sol.WhiteResult, sol.WhiteOther = stops(white, sol.ToMove, komi)
	passes := 0
	for len(sol.Line) < maxMoves {
		if progress != nil {
			progress(len(sol.Line))
		}
		mover := b.ToMove()
		m, ch, err := komasterMove(ctx, b, pa, sol.Master)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if m.Point == board.NoPoint {
			sol.Stopped = fmt.Sprintf("%s's best move retakes a ko that the ko-ban forbids now: %s (komaster) needs a ko threat there",
				capital(mover.Name()), capital(mover.Name()))
			break
		}
		if sol.extend(m, ch.Pass, &passes) {
			break
		}
		if pa, err = analyzeOnLine(ctx, sol.pos, b, opt); err != nil {
			return err
		}
		if black, white, ok, err = komasterSums(ctx, pa); err != nil {
			return err
		} else if !ok {
			return fmt.Errorf("%s: %w", path, requireExact(pa, len(sol.Line)))
		}
	}
	sum := black
	if sol.Master == board.White {
		sum = white
	}
	sol.Final, _ = stops(sum, b.ToMove(), komi)
	return nil
}
