package decompose

import (
	"context"
	"math/rand"
	"path/filepath"
	"testing"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// lateEndgame19 returns the final position of the first professional 19x19
// record (a late endgame: records stop before the dame are filled), or,
// when the shared data folder is absent, a position after 260 random legal
// moves (same seed every run).
func lateEndgame19(b *testing.B) *board.Board {
	files, _ := filepath.Glob(filepath.Join(proDataDir, "pro19", "*.sgf"))
	if len(files) > 0 {
		roots, err := sgf.ParseFile(files[0])
		if err == nil {
			rules, _ := board.RulesOf(roots[0])
			if bd, err := board.FromSGF(roots[0], board.AllMoves, rules); err == nil {
				return bd
			}
		}
	}
	bd, _ := board.New(19, board.Rules{})
	r := rand.New(rand.NewSource(19))
	for i := 0; i < 260; i++ {
		c := bd.ToMove()
		moves := bd.LegalMoves(c)
		if len(moves) == 0 {
			_ = bd.Play(c, board.Pass)
			continue
		}
		_ = bd.Play(c, moves[r.Intn(len(moves))])
	}
	return bd
}

// BenchmarkDecompose19 decomposes a 19x19 late-endgame position, with
// proofs only and with AssumeSafe k=2, reporting microseconds per
// decomposition; the baseline is Benson's algorithm alone for both colours
// on the same position (compare the ratios, not the absolute times).
func BenchmarkDecompose19(b *testing.B) {
	bd := lateEndgame19(b)
	for _, bc := range []struct {
		name string
		opt  Options
	}{{"baseline-benson", Options{}}, {"proofs", Options{}}, {"assume2", Options{AssumeSafeLiberties: 2}}} {
		b.Run(bc.name, func(b *testing.B) {
			start := time.Now()
			for i := 0; i < b.N; i++ {
				if bc.name == "baseline-benson" {
					_, _ = Benson(bd, board.Black)
					_, _ = Benson(bd, board.White)
					continue
				}
				if _, err := Decompose(context.Background(), bd, bc.opt); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/float64(b.N), "µs/op")
		})
	}
}
