package gtp

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// BenchmarkProtocolName measures the framing cost of one command and its
// reply (preprocessing, parsing, dispatch, reply, flush) over 1000
// pipelined "name" commands.
func BenchmarkProtocolName(b *testing.B) {
	in := strings.Repeat("name\n", 1000)
	for i := 0; i < b.N; i++ {
		e := New(Options{})
		if err := e.Run(context.Background(), strings.NewReader(in), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDefaultGenMove19 measures the placeholder player on an empty
// 19x19 board; BenchmarkPlayUndo19 is the baseline in the same process
// (one legal-move test), so the ratio is the player's cost in move tests.
func BenchmarkDefaultGenMove19(b *testing.B) {
	bd, _ := board.New(19, board.Rules{})
	pos := Position{Board: bd, Komi: cgt.RationalFromFrac(13, 2)}
	for i := 0; i < b.N; i++ {
		if _, err := (DefaultPlayer{}).GenMove(context.Background(), pos, board.Black, Budget{}); err != nil {
			b.Fatal(err)
		}
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
