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
