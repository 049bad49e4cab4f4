package engine

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// Ownership from the analysis (issue 27): on the hand-counted 2-point gote
// of internal/wholeboard, whose fortresses are pass-alive (Benson), every
// stone of a fortress and every eye reads exactly its owner (+1 Black, -1
// White), and every value lies in [-1, 1]; on a late 19x19 board that
// does not decompose, one value per point in [-1, 1], the living walls
// their owner's.
func TestOwnership(t *testing.T) {
	pos := wholeboard.TwoPointGote()
	g := api.Game{Board: pos.Board, Settings: api.DefaultSettings()}
	g.Settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
	e := New(Options{})
	a, err := e.Analyze(context.Background(), g, api.AnalysisRequest{Color: board.Black, Ownership: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Ownership) != pos.Board.NumPoints() {
		t.Fatalf("%d ownership values", len(a.Ownership))
	}
	for p, v := range a.Ownership {
		pt := board.Point(p)
		switch {
		case v < -1 || v > 1:
			t.Errorf("%s: ownership %v out of [-1, 1]", pt.Vertex(6), v)
		case pos.Safe[pt] && pos.Board.At(pt) == board.Black && v != 1, pos.Safe[pt] && pos.Board.At(pt) == board.White && v != -1:
			t.Errorf("fortress stone %s: ownership %v", pt.Vertex(6), v)
		case pos.Eyes[pt] && v != 1 && v != -1:
			t.Errorf("eye %s: ownership %v, want its owner's", pt.Vertex(6), v)
		}
	}

	roots, err := sgf.ParseFile("../testdata/sgf/endgame-19x19-corridors.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], board.AllMoves, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	g.Board = b
	a, err = e.Analyze(context.Background(), g, api.AnalysisRequest{Color: b.ToMove(), Ownership: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Ownership) != b.NumPoints() {
		t.Fatalf("19x19: %d ownership values", len(a.Ownership))
	}
	for p, v := range a.Ownership {
		if v < -1 || v > 1 {
			t.Errorf("19x19 %s: ownership %v out of [-1, 1]", board.Point(p).Vertex(19), v)
		}
	}
}
