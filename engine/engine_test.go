package engine

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestEnginePlaysTheGote uses the hand-counted 2-point gote of
// internal/wholeboard ({2 | 0} under territory scoring).
func TestEnginePlaysTheGote(t *testing.T) {
	b := wholeboard.TwoPointGote().Board
	c4, _ := board.ParseVertex("C4", 6)
	p := New(Options{})
	for _, c := range []board.Color{board.Black, board.White} {
		pos := api.Game{Board: b, Komi: cgt.Rational{}, Settings: api.Settings{Scoring: board.Territory}}
		mv, err := genMove(context.Background(), p, pos, c)
		if err != nil || mv != c4 {
			t.Errorf("%s genmove = %s, %v; want C4", c.Name(), mv.Vertex(6), err)
		}
		a, err := p.Analyze(context.Background(), pos, api.AnalysisRequest{Color: c, Candidates: true})
		var cands []api.Candidate
		if err == nil {
			cands = a.Candidates
		}
		if err != nil || len(cands) == 0 {
			t.Fatalf("%s analyze: %v, %d candidates", c.Name(), err, len(cands))
		}
		// After Black C4 the region is worth 2; after White C4, 0 (White leads by 0).
		want := map[board.Color]int64{board.Black: 2, board.White: 0}[c]
		if cands[0].Move != c4 || !cands[0].ScoreLead.Equal(cgt.RationalFromInt(want)) || cands[0].Visits < 10 {
			t.Errorf("%s best candidate %s lead %s visits %d; want C4 lead %d", c.Name(), cands[0].Move.Vertex(6), cands[0].ScoreLead, cands[0].Visits, want)
		}
	}
	// After the gote is taken nothing gains: pass.
	b2 := b.Copy()
	if err := b2.Play(board.Black, c4); err != nil {
		t.Fatal(err)
	}
	g2 := api.Game{Board: b2, Settings: api.Settings{Scoring: board.Territory}}
	mv, err := genMove(context.Background(), p, g2, board.White)
	if err != nil || mv != board.Pass {
		t.Errorf("genmove after the gote = %s, %v; want pass", mv.Vertex(6), err)
	}
	count, err := p.Count(context.Background(), g2)
	if err != nil || len(count.Dead) != 0 {
		t.Errorf("dead stones %v, %v; want none", count, err)
	}
}
