package strategy

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// MoveReview judges one move of a played game.
type MoveReview struct {
	// Number is the move number (1 for the first move).
	Number int
	Move   board.Move
	// Decomposed says the position before the move split completely into
	// regions the analyzer can value (decompose.Decomposition.Complete).
	// The other fields are set only when it is true.
	Decomposed bool
	// Best is the recommended move in the position before the move.
	Best Choice
	// BestResult is the score (Black minus White, komi included) the mover
	// could reach with best play; PlayedResult the score after the move
	// with best play from there.
	BestResult, PlayedResult cgt.Rational
	// Loss is what the move lost against the best move, in points, from
	// the mover's side: 0 for an optimal move, never negative when Exact.
	Loss cgt.Rational
	// Exact says Loss comes from exact values on both sides of the move;
	// otherwise it is the change of the means (an estimate). A move that
	// seems to gain on the optimum (the decomposition's safety assumptions
	// changed with it) is never marked exact.
	Exact bool
	// Temperature is the ambient temperature before the move: the hottest
	// region's, never rising during the game (Economist's View 4.2).
	Temperature cgt.Rational
	// Forecast is the economist's forecast before the move (Economist's
	// View 4.2): mean + t/2 with Black to move, mean - t/2 with White.
	Forecast cgt.Rational
	// Sacrifice marks a move that revised the forecast against the mover.
	Sacrifice bool
}

// GameReview is the review of a played game from the first position that
// decomposes.
type GameReview struct {
	// FirstDecomposed is the number of the first move played from a
	// position that decomposes, or 0 if none does.
	FirstDecomposed int
	Moves           []MoveReview
	// LostBlack and LostWhite add up the losses of each side's moves from
	// FirstDecomposed on.
	LostBlack, LostWhite cgt.Rational
	// Final is the predicted result after the last move, with the player
	// to move then.
	Final cgt.Rational
}

// Review replays moves from the position start and judges every move played
// from a position that decomposes (see MoveReview). start is not changed.
func Review(ctx context.Context, start *board.Board, moves []board.Move, opt Options) (*GameReview, error) {
	if opt.Cache == nil {
		opt.Cache = NewRegionCache(0)
	}
	if opt.Game == nil {
		// The thermographic strategies' memory runs through the game.
		opt.Game = NewGameState()
	}
	b := start.Copy()
	gr := &GameReview{}
	var before *PositionAnalysis // analysis of the current position, mover to move
	ambient, hasAmbient := cgt.Rational{}, false
	for i, m := range moves {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if opt.Progress != nil {
			opt.Progress(i, len(moves))
		}
		mr := MoveReview{Number: i + 1, Move: m}
		b.SetToMove(m.Color)
		if before == nil || before.Board.ToMove() != m.Color {
			var err error
			if before, err = AnalyzePosition(ctx, b, opt); err != nil {
				return nil, fmt.Errorf("move %d: %w", i+1, err)
			}
		}
		mr.Decomposed = before.Decomposition.Complete()
		if err := b.Play(m.Color, m.Point); err != nil {
			return nil, fmt.Errorf("move %d (%s %s): %w", i+1, m.Color, m.Point.Vertex(b.Size()), err)
		}
		after, err := AnalyzePosition(ctx, b, opt)
		if err != nil {
			return nil, fmt.Errorf("after move %d: %w", i+1, err)
		}
		if mr.Decomposed {
			if gr.FirstDecomposed == 0 {
				gr.FirstDecomposed = i + 1
			}
			t := before.hottest()
			if !hasAmbient || t.Cmp(ambient) < 0 {
				ambient, hasAmbient = t, true
			}
			mr.Temperature = ambient
			mr.Forecast = forecast(before, m.Color, ambient)
			mr.judge(before, after)
			next := forecast(after, m.Color.Opponent(), ambient)
			gained := next.Sub(mr.Forecast)
			if m.Color == board.White {
				gained = gained.Neg()
			}
			mr.Sacrifice = gained.Sign() < 0
			if m.Color == board.Black {
				gr.LostBlack = gr.LostBlack.Add(mr.Loss)
			} else {
				gr.LostWhite = gr.LostWhite.Add(mr.Loss)
			}
		}
		gr.Moves = append(gr.Moves, mr)
		before = after
		gr.Final = after.BlackFirst
		if after.Board.ToMove() == board.White {
			gr.Final = after.WhiteFirst
		}
	}
	return gr, nil
}

// judge sets the best and played results and the loss of a move from the
// analyses before and after it.
func (mr *MoveReview) judge(before, after *PositionAnalysis) {
	mr.Best = before.Best
	c := mr.Move.Color
	mr.Exact = before.Exact && after.Exact
	if c == board.Black {
		mr.BestResult, mr.PlayedResult = before.BlackFirst, after.WhiteFirst
		mr.Loss = mr.BestResult.Sub(mr.PlayedResult)
	} else {
		mr.BestResult, mr.PlayedResult = before.WhiteFirst, after.BlackFirst
		mr.Loss = mr.PlayedResult.Sub(mr.BestResult)
	}
	if mr.Exact && mr.Loss.Sign() < 0 {
		// A move cannot gain on the optimum: the values before and after
		// rest on different safety assumptions (a move broke one), so the
		// comparison is not exact.
		mr.Exact = false
	}
	if !mr.Exact {
		// Means: the move's effect on the mean, against the best move's.
		mb, ma := before.mean(), after.mean()
		gain := ma.Sub(mb)
		if c == board.White {
			gain = gain.Neg()
		}
		mr.Loss = before.hottest().Sub(gain)
		if mr.Loss.Sign() < 0 {
			mr.Loss = cgt.Rational{}
		}
	}
}

// mean is the sum of the regions' means plus the settled part, minus komi.
func (pa *PositionAnalysis) mean() cgt.Rational {
	m := pa.Settled.Sub(pa.komi())
	for _, c := range pa.Components {
		m = m.Add(c.Value.Mean())
	}
	return m
}

// hottest is the largest region temperature, 0 when none is positive.
func (pa *PositionAnalysis) hottest() cgt.Rational {
	t := cgt.Rational{}
	for _, c := range pa.Components {
		if tc := c.Value.Temperature(); tc.Cmp(t) > 0 {
			t = tc
		}
	}
	return t
}

// forecast is the economist's forecast (Economist's View 4.2) with c to
// move at ambient temperature t: mean + t/2 for Black, mean - t/2 for White.
func forecast(pa *PositionAnalysis, c board.Color, t cgt.Rational) cgt.Rational {
	if c == board.Black {
		return pa.mean().Add(t.Half())
	}
	return pa.mean().Sub(t.Half())
}
