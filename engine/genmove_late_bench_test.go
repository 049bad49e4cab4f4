package engine

import (
	"context"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// BenchmarkGenmoveLate19 (issue 27) measures the work of one genmove of
// cgtgo's engine on late 19x19 positions: every tenth professional record
// of ../shared/data/pro19 (skipped, naming the folder, when absent) 60, 45
// and 30 moves before its end, one genmove each for the player to move,
// with a 5 s allotment that none of them reaches (so the node budgets, not
// the clock, bound the work). It reports the time per genmove; run it
// under /usr/bin/time for the processor time, and compare builds back to
// back on the same machine.
func BenchmarkGenmoveLate19(b *testing.B) {
	files := testenv.SharedFiles(b, "data/pro19", "*.sgf")
	var tenth []string
	for i, f := range files {
		if i%10 == 0 {
			tenth = append(tenth, f)
		}
	}
	games := lateGames(b, tenth, []int{60, 45, 30}, 5*time.Second)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e := New(Options{}) // a fresh cache: no position is known in advance
		for _, g := range games {
			r, err := e.GenMove(context.Background(), g, api.MoveRequest{Color: g.Board.ToMove()})
			if err != nil || (r.Move != board.Pass && !g.Board.IsLegal(g.Board.ToMove(), r.Move)) {
				b.Fatalf("genmove %v, %v", r.Move, err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(games)), "ms/genmove")
	b.ReportMetric(float64(len(games)), "positions")
}

// lateGames returns the positions of the records back moves before their
// end (each of backs), with the records' rules and scoring, komi 6.5,
// cgtgo's default safety assumption and the allotment allot per move.
func lateGames(b *testing.B, files []string, backs []int, allot time.Duration) []api.Game {
	b.Helper()
	var games []api.Game
	for _, f := range files {
		roots, err := sgf.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		rules, scoring := board.RulesOf(roots[0])
		for _, back := range backs {
			bd, err := board.FromSGF(roots[0], max(board.CountMoves(roots[0])-back, 0), rules)
			if err != nil {
				b.Fatal(err)
			}
			s := api.DefaultSettings()
			s.Scoring, s.Rules = scoring, rules
			s.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
			s.MaxMoveTime = allot
			games = append(games, api.Game{Board: bd, Komi: cgt.RationalFromFrac(13, 2), Settings: s})
		}
	}
	return games
}
