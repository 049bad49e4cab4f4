package strategy

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestReviewTwoPointMistake: a Black pass while the 2-point gote is open is
// a 2-point mistake (White then connects); taking it loses nothing.
func TestReviewTwoPointMistake(t *testing.T) {
	b := wholeboard.TwoPointGote().Board
	c4, _ := board.ParseVertex("C4", 6)
	for _, tc := range []struct {
		name     string
		moves    []board.Move
		wantLoss []int64 // per move
		final    int64   // fortress eyes 3 - 3, plus the region
	}{
		{"pass is a 2-point mistake", []board.Move{{Color: board.Black, Point: board.Pass}, {Color: board.White, Point: c4},
			{Color: board.Black, Point: board.Pass}, {Color: board.White, Point: board.Pass}}, []int64{2, 0, 0, 0}, 0},
		{"taking the gote loses nothing", []board.Move{{Color: board.Black, Point: c4}, {Color: board.White, Point: board.Pass},
			{Color: board.Black, Point: board.Pass}}, []int64{0, 0, 0}, 2},
	} {
		gr, err := Review(context.Background(), b, tc.moves, Options{Scoring: board.Territory})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if gr.FirstDecomposed != 1 {
			t.Errorf("%s: first decomposed move %d, want 1", tc.name, gr.FirstDecomposed)
		}
		for i, mr := range gr.Moves {
			if !mr.Decomposed || !mr.Exact {
				t.Errorf("%s: move %d decomposed %v exact %v", tc.name, i+1, mr.Decomposed, mr.Exact)
			}
			if !mr.Loss.Equal(cgt.RationalFromInt(tc.wantLoss[i])) {
				t.Errorf("%s: move %d (%s) lost %s, want %d", tc.name, i+1, mr.Move.Point.Vertex(6), mr.Loss, tc.wantLoss[i])
			}
		}
		if !gr.Final.Equal(cgt.RationalFromInt(tc.final)) {
			t.Errorf("%s: final result %s, want %d", tc.name, gr.Final, tc.final)
		}
		if len(gr.Moves) > 0 && gr.Moves[0].Move.Point == board.Pass && !gr.Moves[0].Sacrifice {
			t.Errorf("%s: the pass should be a sacrifice (forecast moves against Black)", tc.name)
		}
	}
}
