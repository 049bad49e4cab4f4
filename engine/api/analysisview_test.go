package api

import (
	"reflect"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The GoGui views of an analysis written by hand: three regions (the
// first settled, the others in play, one of them cold) and a safe stone.
func TestAnalysisViews(t *testing.T) {
	a := &Analysis{
		Regions: []Region{
			{Letter: 'a', Settled: true},
			{Letter: 'b', Temperature: cgt.RationalFromFrac(3, 2)},
			{Letter: 'c', Temperature: cgt.RationalFromInt(-1)},
		},
		RegionOf: []int{0, 1, 2, -1},
		PV:       []board.Move{{Color: board.Black, Point: board.Point(1)}, {Color: board.White, Point: board.Point(2)}},
	}
	if got, want := a.RegionColors(), []string{"gray", "red", "blue"}; !reflect.DeepEqual(got, want) {
		t.Errorf("colours %q, want %q", got, want)
	}
	for p, want := range []string{"", "3/2", "", ""} {
		if got := a.TemperatureText(board.Point(p)); got != want {
			t.Errorf("temperature at %d: %q, want %q", p, got, want)
		}
	}
	if r, ok := a.RegionAt(1); !ok || r.Letter != 'b' {
		t.Errorf("region at 1: %c %v, want b", r.Letter, ok)
	}
	if _, ok := a.RegionAt(3); ok {
		t.Errorf("a safe stone has a region")
	}
	if got := a.PVMoves(2); got != nil {
		t.Errorf("incomplete analysis gives a variation %q", got)
	}
	a.Complete = true
	if got, want := a.PVMoves(2), []string{"b B2", "w A1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("variation %q, want %q", got, want)
	}
}

// The move values of GoGui's cgtgo-move_values written out by hand: one
// region with a gote move of Black, a sente move of Black worth a third
// of a point, a White move (not listed for Black), a pass (never
// labelled) and the best move text.
func TestMoveLabelsAndBestText(t *testing.T) {
	a := &Analysis{
		Regions: []Region{{Moves: []RegionMove{
			{Color: board.Black, Point: board.Point(0), Gain: cgt.RationalFromFrac(7, 2), Type: "gote"},
			{Color: board.Black, Point: board.Point(4), Gain: cgt.RationalFromFrac(1, 3), Type: "sente"},
			{Color: board.White, Point: board.Point(1), Gain: cgt.RationalFromInt(2), Type: "reverse sente"},
			{Color: board.Black, Point: board.Pass, Gain: cgt.RationalFromInt(0)},
		}}},
		Best: board.Point(0), Reason: "hottest region", BlackFirst: cgt.RationalFromFrac(5, 2), WhiteFirst: cgt.RationalFromInt(-1),
	}
	if got, want := a.MoveLabels(board.Black, 3), []string{"A3 3.5g", "B2 0.33s"}; !reflect.DeepEqual(got, want) {
		t.Errorf("black labels %q, want %q", got, want)
	}
	if got, want := a.MoveLabels(board.White, 3), []string{"B3 2r"}; !reflect.DeepEqual(got, want) {
		t.Errorf("white labels %q, want %q", got, want)
	}
	if got, want := a.BestText(3), "best A3 (hottest region); Black first B+2.5, White first W+1 (estimate)"; got != want {
		t.Errorf("best text %q, want %q", got, want)
	}
	a.Exact = true
	if got, want := a.BestText(3), "best A3 (hottest region); Black first B+2.5, White first W+1 (exact)"; got != want {
		t.Errorf("exact best text %q, want %q", got, want)
	}
}
