package engine

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// gamesOf are the positions of the files matching pattern under cgtgo
// gtp's settings.
func gamesOf(t testing.TB, pattern string) map[string]api.Game {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no positions in %s: %v", pattern, err)
	}
	games := map[string]api.Game{}
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rules, scoring := board.RulesOf(roots[0])
		b, err := board.FromSGF(roots[0], board.AllMoves, rules)
		if err != nil {
			t.Fatal(err)
		}
		s := api.DefaultSettings()
		s.Scoring, s.Rules = scoring, rules
		s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
		games[filepath.Base(f)] = api.Game{Board: b, Komi: cgt.RationalFromFrac(13, 2), Settings: s}
	}
	return games
}

// endAt is a context that ends with context.DeadlineExceeded at its n-th
// check of Err, and records then how many canonical games the process had
// made (cgt.GamesMade): the work done after the end shows as games made
// since.
type endAt struct {
	context.Context
	n, checks int
	madeAtEnd int
}

func (c *endAt) Err() error {
	c.checks++
	if c.checks == c.n {
		c.madeAtEnd = cgt.GamesMade()
	}
	if c.checks >= c.n {
		return context.DeadlineExceeded
	}
	return nil
}

// The analysis stops where its context ends: with a context that ends at
// its n-th check, an analysis cut short returns after at most a few more
// checks (the way out) and builds hardly any canonical
// game after the end (a few numbers of its bookkeeping; an uninterrupted
// sum of regions builds hundreds), at every n tried. The first positions
// are cut at fixed steps with a fresh engine (in the region searches); the
// last ones at tenths of a full analysis with the region values cached and
// the algebra's memos emptied (cgt.ResetCaches), so that the cuts fall in
// the exact play on the sum.
func TestAnalysisStopsAtItsStep(t *testing.T) {
	const slackChecks, slackGames = 8, 32
	check := func(t *testing.T, name string, e *Engine, g api.Game, n int) bool {
		sc := &endAt{Context: context.Background(), n: n}
		_, err := e.analyzeGame(sc, g, g.Board.ToMove(), 0)
		if sc.checks < n {
			return false // done before its context ended
		}
		// Cut in the region searches, the analysis fails with the
		// context's error; cut in the exact play on the sum, it answers
		// with Sentestrat (marked as not exact).
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("%s, n=%d: %v", name, n, err)
		}
		if sc.checks > n+slackChecks {
			t.Errorf("%s: the context ended at check %d and the analysis checked it %d times: it ran on", name, n, sc.checks)
		}
		if made := cgt.GamesMade() - sc.madeAtEnd; made > slackGames {
			t.Errorf("%s: the context ended at check %d and the analysis made %d games after", name, n, made)
		}
		return true
	}
	for name, g := range gamesOf(t, "../testdata/sgf/late19/*.sgf") {
		stopped := 0
		for _, n := range []int{1, 2, 5, 10, 30, 100, 300, 1000, 3000} {
			if check(t, name, New(Options{}), g, n) {
				stopped++
			}
		}
		if stopped == 0 {
			t.Errorf("%s: the analysis always finished: the position tests nothing", name)
		}
	}
	for name, g := range exactPositions(t, 2) {
		e := New(Options{})
		full := &endAt{Context: context.Background(), n: 1 << 60}
		if _, err := e.analyzeGame(full, g, g.Board.ToMove(), 0); err != nil {
			t.Fatal(err)
		}
		cgt.ResetCaches() // the sums are to be made again, the regions come from the cache
		warm := &endAt{Context: context.Background(), n: 1 << 60}
		if _, err := e.analyzeGame(warm, g, g.Board.ToMove(), 0); err != nil {
			t.Fatal(err)
		}
		stopped := 0
		for k := 1; k < 10; k++ {
			cgt.ResetCaches()
			if check(t, name, e, g, warm.checks*k/10) {
				stopped++
			}
		}
		if stopped == 0 {
			t.Errorf("%s: the analysis always finished: the position tests nothing", name)
		}
	}
}

// exactPositions returns the first n positions of 13x13 cells
// (wholeboard.RandomCells, seed 3) whose analysis is exact with at least
// eight hot regions: what exact play on a sum of regions needs.
func exactPositions(t *testing.T, n int) map[string]api.Game {
	t.Helper()
	rng := rand.New(rand.NewSource(3))
	out := map[string]api.Game{}
	for draw := 0; len(out) < n && draw < 100; draw++ {
		pos, ok := wholeboard.RandomCells(rng, 13, 2, 2, 20)
		if !ok {
			continue
		}
		pos.Board.SetRules(board.Rules{Ko: board.KoSimple})
		s := api.DefaultSettings()
		s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
		g := api.Game{Board: pos.Board, Settings: s}
		a, err := New(Options{}).analyzeGame(context.Background(), g, board.Black, 0)
		if err != nil || !a.Exact {
			continue
		}
		hot := 0
		for _, c := range a.Components {
			if !c.Value.IsNumber() {
				hot++
			}
		}
		if hot >= 8 {
			out[fmt.Sprintf("cells 13x13 seed 3 draw %d", draw)] = g
		}
	}
	if len(out) < n {
		t.Fatalf("only %d exact cell positions", len(out))
	}
	return out
}
