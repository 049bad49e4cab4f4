package gtp

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// DefaultAnalyzer is the placeholder analysis used until the valuation
// and strategy packages are plugged in. It reports what is honestly known
// without an endgame analysis: the DefaultPlayer's best candidates (at most
// MaxCandidates, default 5), each with the count of the position as it
// stands after the move (CountAsItStands) as its scoreLead, a winrate of
// 0.5 meaning "unknown" (it makes no estimate of the chance of winning;
// Sabaki needs winrates that are not all 0), a principal variation of the
// move alone, and visits that
// only encode the rank (10 for the last candidate, 10 more for each rank
// above, so that Sabaki labels them all). It is not an endgame analysis.
type DefaultAnalyzer struct {
	// MaxCandidates bounds the candidates reported (0: 5).
	MaxCandidates int
}

// Analyze returns the candidates described at DefaultAnalyzer.
func (a DefaultAnalyzer) Analyze(ctx context.Context, pos Position, c board.Color, _ Budget) ([]Candidate, error) {
	max := a.MaxCandidates
	if max <= 0 {
		max = 5
	}
	ranked := rankMoves(ctx, pos, c)
	if len(ranked) > max {
		ranked = ranked[:max]
	}
	out := make([]Candidate, 0, len(ranked))
	for i, m := range ranked {
		lead := cgt.RationalFromFrac(int64(m.margin), 2)
		out = append(out, Candidate{
			Move:      m.p,
			Visits:    10 * (len(ranked) - i),
			Winrate:   0.5,
			ScoreLead: lead,
			PV:        []board.Point{m.p},
		})
	}
	return out, nil
}

// Referee decides which stones are dead at the end of a game, for
// final_score and final_status_list.
type Referee interface {
	DeadStones(ctx context.Context, pos Position) ([]board.Point, error)
}

// AllAlive is the placeholder Referee used until the decomposition's
// safety analysis is plugged in: it takes every stone on the board as
// alive (as Tromp-Taylor counting does), which is right once the players
// have captured the dead stones.
type AllAlive struct{}

// DeadStones returns no stones.
func (AllAlive) DeadStones(context.Context, Position) ([]board.Point, error) { return nil, nil }
