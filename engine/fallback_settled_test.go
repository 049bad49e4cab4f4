package engine

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/engine/api"
)

// sekiAfter returns testdata/sgf/seki-9x9.sgf after Black's moves at the
// given vertices (White passing in between is not needed: the position is
// set up, then Black's stones are played one by one), White to move.
func sekiAfter(t *testing.T, black ...string) api.Game {
	t.Helper()
	roots, err := sgf.ParseFile("../testdata/sgf/seki-9x9.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.FromSGF(roots[0], -1, board.Rules{Ko: board.KoSimple})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range black {
		p, err := board.ParseVertex(v, 9)
		if err != nil {
			t.Fatal(err)
		}
		if err := b.Play(board.Black, p); err != nil {
			t.Fatalf("B %s: %v", v, err)
		}
	}
	b.SetToMove(board.White)
	return api.Game{
		Board:    b,
		Komi:     cgt.RationalFromFrac(13, 2),
		Settings: api.Settings{Scoring: board.Territory, Safety: api.Safety{AssumeSafeLiberties: api.DefaultAssumeSafeLiberties}},
	}
}

// In `cgtgo match` against GNU Go on seki-9x9 as White, cgtgo passed after
// Black E9 (its wall F9-F8 taken as safe) and, after Black cut at G8,
// played D8 inside Black's territory: it lost by 53.5 points instead of
// 0.5. White must defend the wall at once, and never play in the
// opponent's settled territory when a region is too big to value.
func TestEngineDefendsShortWall(t *testing.T) {
	e := New(Options{})
	ctx := context.Background()
	f9, _ := board.ParseVertex("F9", 9)

	pos := sekiAfter(t, "E9")
	mv, err := genMove(ctx, e, pos, board.White)
	if err != nil || mv == board.Pass {
		t.Fatalf("after B E9: genmove W = %s, %v; want a defence of F9-F8", mv.Vertex(9), err)
	}
	b := pos.Board.Copy()
	if err := b.Play(board.White, mv); err != nil {
		t.Fatal(err)
	}
	if decompose.ShortOfLiberties(b, f9) || b.Liberties(f9) < 2 {
		t.Errorf("after B E9 W %s: F9-F8 still short of liberties (%d)", mv.Vertex(9), b.Liberties(f9))
	}

	pos = sekiAfter(t, "E9", "G8")
	mv, err = genMove(ctx, e, pos, board.White)
	if err != nil {
		t.Fatal(err)
	}
	d, err := decompose.Decompose(ctx, pos.Board, decompose.Options{AssumeSafeLiberties: api.DefaultAssumeSafeLiberties})
	if err != nil {
		t.Fatal(err)
	}
	if d.Complete() {
		t.Fatalf("after B G8 the board decomposes completely: the fallback is not tested")
	}
	if mv != board.Pass {
		if r := d.Regions[d.RegionAt(mv)]; r.Kind == decompose.Territory {
			t.Errorf("after B G8: genmove W = %s, inside %s's territory", mv.Vertex(9), r.Owner.Name())
		}
	}
}

// The simple player leaves alone the points simplePlayer.settled marks,
// and saves a block short of liberties before it counts points.
func TestSimplePlayerSettledAndShort(t *testing.T) {
	pos := sekiAfter(t, "E9", "G8")
	ctx := context.Background()
	settled := make([]bool, pos.Board.NumPoints())
	for p := range settled {
		x, _ := board.Point(p).XY(9)
		settled[p] = x <= 4 // columns A-E: Black's area
	}
	mv := simpleFor(pos, settled).move(ctx, board.White)
	if mv != board.Pass {
		if x, _ := mv.XY(9); x <= 4 {
			t.Errorf("genmove W = %s, inside the settled columns", mv.Vertex(9))
		}
	}

	pos = sekiAfter(t, "E9")
	mv = simpleFor(pos, make([]bool, pos.Board.NumPoints())).move(ctx, board.White)
	f9, _ := board.ParseVertex("F9", 9)
	b := pos.Board.Copy()
	if mv == board.Pass || b.Play(board.White, mv) != nil || decompose.ShortOfLiberties(b, f9) {
		t.Errorf("genmove W = %s: does not save F9-F8", mv.Vertex(9))
	}
}

// genMove is e's genmove for c in g.
func genMove(ctx context.Context, e *Engine, g api.Game, c board.Color) (board.Point, error) {
	r, err := e.GenMove(ctx, g, api.MoveRequest{Color: c})
	return r.Move, err
}
