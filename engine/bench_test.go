package engine

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// BenchmarkDefaultGenMove19 measures the simple player on an empty
// 19x19 board; BenchmarkPlayUndo19 is the baseline in the same process
// (one legal-move test), so the ratio is the player's cost in move tests.
func BenchmarkDefaultGenMove19(b *testing.B) {
	bd, _ := board.New(19, board.Rules{})
	sp := simplePlayer{board: bd, komi: cgt.RationalFromFrac(13, 2)}
	for i := 0; i < b.N; i++ {
		sp.move(context.Background(), board.Black)
	}
}

func BenchmarkPlayUndo19(b *testing.B) {
	bd, _ := board.New(19, board.Rules{})
	p := board.PointAt(3, 3, 19)
	for i := 0; i < b.N; i++ {
		if !bd.IsLegal(board.Black, p) {
			b.Fatal("illegal")
		}
	}
}
