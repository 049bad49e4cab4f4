package gtp

import (
	"context"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// valuesEngine is quickEngine with an analysis of two regions whose moves
// carry values and kinds, for the Move values view.
type valuesEngine struct{ quickEngine }

func (valuesEngine) Analyze(_ context.Context, g api.Game, req api.AnalysisRequest) (*api.Analysis, error) {
	v := func(s string) board.Point { p, _ := board.ParseVertex(s, g.Board.Size()); return p }
	a := &api.Analysis{Color: req.Color, Decomposed: true, Best: v("C4"), Reason: "test", RegionOf: make([]int, g.Board.NumPoints())}
	a.Regions = []api.Region{
		{Letter: 'a', Moves: []api.RegionMove{
			{Color: board.Black, Point: v("C4"), Gain: cgt.RationalFromInt(1), Type: "gote", Best: true},
			{Color: board.White, Point: v("C4"), Gain: cgt.RationalFromInt(1), Type: "gote"}}},
		{Letter: 'b', Moves: []api.RegionMove{
			{Color: board.Black, Point: v("E5"), Gain: cgt.RationalFromFrac(3, 2), Type: "sente"},
			{Color: board.Black, Point: v("F5"), Gain: cgt.RationalFromFrac(1, 3), Type: "reverse sente"},
			{Color: board.White, Point: v("E5"), Gain: cgt.RationalFromFrac(1, 4), Type: "reverse sente"}}},
	}
	return a, nil
}

// GoGui's Move values view labels every move of the player to move with
// its value in points and its kind (g gote, s sente, r reverse sente),
// marks the recommended move and explains the notation in the status bar.
func TestMoveValuesLabels(t *testing.T) {
	rs := parseReplies(t, runSession(t, "boardsize 9\ncgtgo-move_values\nplay b a1\ncgtgo-move_values\n", Options{Engine: valuesEngine{}}))
	black := strings.Join(rs[1].lines, "\n")
	for _, want := range []string{"LABEL C4 1g E5 1.5s F5 0.33r", "COLOR green C4", "MARK C4", "TEXT black's moves, value in points (g gote, s sente, r reverse sente)"} {
		if !strings.Contains(black, want) {
			t.Errorf("Black's move values lack %q:\n%s", want, black)
		}
	}
	if white := strings.Join(rs[3].lines, "\n"); !strings.Contains(white, "LABEL C4 1g E5 0.25r") {
		t.Errorf("White's move values:\n%s", white)
	}
}

// With cgtgo's engine, the hand-counted 2-point gote of
// internal/wholeboard ({2|0} at C4: a move gains 1 point, gote) reads
// "C4 1g".
func TestMoveValuesGote(t *testing.T) {
	pos := wholeboard.TwoPointGote()
	settings := api.DefaultSettings()
	settings.Safety.AssumeSafeLiberties = 2
	out := runSession(t, setupCommands(pos.Board)+"cgtgo-move_values\n", Options{Engine: engine.New(engine.Options{}), Settings: &settings})
	if !strings.Contains(out, "LABEL C4 1g") {
		t.Errorf("move values of {2|0}:\n%s", out)
	}
}
