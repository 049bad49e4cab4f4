package strategy

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestKoOracleSuperkoLifeCount: a position of the 300-position ko oracle
// (shard 0/3, 2026-11-28) where the whole-board search under positional
// superko found 8 while every Black first move leads to at most 7: the
// count's search of life by answering attacks copied the board with its
// history, so under superko the positions of the line banned answers and
// the cached life of one final position depended on the line reaching it.
// Hand count, Black first, territory scoring: Black A5 takes B4 B5 C5
// (3 prisoners); Black's points B7 D7 F7 G5 and B4 B5 C5 (7), White's B1
// D1 F1 (3), E5 dame: 7 + 3 - 3 = 7. The engine's prediction is the same.
func TestKoOracleSuperkoLifeCount(t *testing.T) {
	rows := []string{
		"X . X . X . X",
		"X X X X X X X",
		". O O X . X .",
		"X O X X O X X",
		"O X X X O X X",
		"O O O O O O O",
		"O . O . O . O",
	}
	const handCount = 7
	pos := oracleDiagram(t, rows, board.KoSuperko)
	s := wholeboard.NewSolver(pos, false, 400_000)
	s.NoTable = true
	if got, done := s.Solve(board.Black); !done || got != handCount {
		t.Errorf("whole-board search: %d (done %v), want the hand count %d", got, done, handCount)
	}
	if r := checkKoOracle(t, pos, board.Territory, board.Black); r.check != koOracleAgree {
		t.Errorf("ko oracle check %d, want agreement", r.check)
	}
}
