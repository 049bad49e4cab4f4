package bench

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/strategy"
)

// proRecord is one record read for RunPro.
type proRecord struct {
	root    *sgf.Node
	rules   board.Rules
	scoring board.Scoring
	komi    cgt.Rational
	final   *board.Board
	actual  cgt.Rational
}

// readProRecord reads the record and fills the fields of g that come from
// it (moves, RE, scoring).
func readProRecord(path string, g *ProGame) (*proRecord, error) {
	trees, err := sgf.ParseFile(path)
	if err != nil {
		return nil, err
	}
	if len(trees) == 0 {
		return nil, errors.New("no game tree")
	}
	r := &proRecord{root: trees[0]}
	r.rules, r.scoring = board.RulesOf(r.root)
	g.Scoring = r.scoring.String()
	komi, _, err := sgf.KomiHalfPoints(r.root)
	if err != nil {
		return nil, fmt.Errorf("komi: %w", err)
	}
	r.komi = cgt.RationalFromFrac(int64(komi), 2)
	if res, ok, rerr := sgf.GameResult(r.root); rerr == nil && ok && res.HasMargin && (res.Winner == sgf.Black || res.Winner == sgf.White) {
		g.ByPoints = true
		r.actual = cgt.RationalFromFrac(int64(res.HalfPoints), 2)
		if res.Winner == sgf.White {
			r.actual = r.actual.Neg()
		}
		g.Actual = r.actual.MixedString()
	}
	if r.final, err = board.FromSGF(r.root, board.AllMoves, r.rules); err != nil {
		return nil, err
	}
	g.Moves = len(r.final.Moves())
	return r, nil
}

// analyseRecord does the work of RunPro on one file: the count, the
// baseline's count (with a budget of its own) and, if asked, the endgame
// analysis and the judgement backs moves before the end.
func analyseRecord(ctx context.Context, dir, rel string, per time.Duration, base *baseline, endgame bool, backs []int) (g ProGame) {
	start := time.Now()
	g.File = filepath.ToSlash(rel)
	defer func() { g.Millis = time.Since(start).Milliseconds() }()
	path := filepath.Join(dir, rel)
	rec, err := readProRecord(path, &g)
	if err != nil {
		g.Error = fmt.Sprintf("%s: %v", rel, err)
		return g
	}
	final := countRecord(ctx, &g, rec)
	var baseDead []board.Point
	if base != nil {
		bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), per)
		baseDead = base.count(bctx, &g, path, rec, len(backs) > 0)
		cancel()
	}
	if len(backs) > 0 && final != nil {
		lb, err := lifeBefore(ctx, rec, final, baseDead, backs)
		if err != nil && g.Error == "" {
			g.Error = fmt.Sprintf("%s: life before the end: %v", rel, err)
		}
		g.LifeBefore = lb
	}
	if endgame && ctx.Err() == nil {
		analyseEndgame(ctx, &g, rec)
	}
	return g
}

// countRecord fills the count of the final position and returns the
// judgement it rests on (nil when the count failed).
func countRecord(ctx context.Context, g *ProGame, rec *proRecord) *decompose.Life {
	start := time.Now()
	c, err := strategy.CountPosition(ctx, rec.final, strategy.CountOptions{Scoring: rec.scoring, Komi: rec.komi,
		Life: decompose.Options{}})
	g.CountMillis = time.Since(start).Milliseconds()
	if err != nil {
		if ctx.Err() != nil {
			g.Abandoned = true
		}
		g.Error = fmt.Sprintf("%s: count: %v", g.File, err)
		return nil
	}
	g.hasCount = true
	g.Count, g.CountExact = c.Margin.MixedString(), c.Exact
	g.Dead = len(c.Life.Stones(decompose.StatusDead))
	g.Seki = len(c.Life.Stones(decompose.StatusSeki))
	g.Unsettled = len(c.Life.Stones(decompose.StatusUnsettled))
	g.FinalScore, g.FinalAnalysis = g.Count, g.Count
	if g.ByPoints {
		g.diff, g.hasDiff = c.Margin.Sub(rec.actual), true
		g.CountDiff = g.diff.MixedString()
		g.FinalScoreAgrees = g.diff.Sign() == 0
		g.FinalAgrees = g.FinalScoreAgrees
	}
	return c.Life
}
