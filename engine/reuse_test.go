package engine

import (
	"context"
	"slices"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// The analysis is reused between moves (issue 27): after a move in one
// region, every region the move did not touch keeps the valuation the
// engine made before (the same object, from the region cache), and only
// the changed region is searched again.
func TestRegionsReusedBetweenMoves(t *testing.T) {
	roots, err := sgf.ParseFile("../testdata/sgf/endgame-9x9-corridors.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], board.AllMoves, board.Rules{Ko: board.KoSimple})
	if err != nil {
		t.Fatal(err)
	}
	g := api.Game{Board: b, Settings: api.DefaultSettings()}
	g.Settings.Safety.AssumeSafeLiberties = api.DefaultAssumeSafeLiberties
	e := New(Options{})
	ctx := context.Background()
	before, err := e.analyzeGame(ctx, g, board.Black, 0)
	if err != nil {
		t.Fatal(err)
	}
	if before.Best.Pass {
		t.Fatal("no move to play")
	}
	moved := before.Best.Move.Point
	after := b.Copy()
	if err := after.Play(board.Black, moved); err != nil {
		t.Fatal(err)
	}
	g.Board = after
	next, err := e.analyzeGame(ctx, g, board.White, 0)
	if err != nil {
		t.Fatal(err)
	}
	reused, searched := 0, 0
	for _, r := range next.Regions {
		if r.Region.Kind == decompose.Territory {
			continue
		}
		var old *decompose.Region
		for i := range before.Regions {
			if slices.Equal(before.Regions[i].Region.Points, r.Region.Points) {
				old = &before.Regions[i].Region
				if before.Regions[i].Analysis == r.Analysis {
					reused++
				} else if !slices.Contains(r.Region.Points, moved) {
					t.Errorf("region at %s untouched by %s was valued again", r.Region.Points[0].Vertex(9), moved.Vertex(9))
				}
			}
		}
		if old == nil {
			searched++
		}
	}
	if reused == 0 {
		t.Errorf("no region reused (%d new)", searched)
	}
	t.Logf("after %s: %d regions reused, %d new", moved.Vertex(9), reused, searched)
}
