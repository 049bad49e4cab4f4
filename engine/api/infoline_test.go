package api

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Sabaki's info lines written out by hand for two candidates on 9x9
// (E5 with a two-move pv, then C3 whose pv stops at a pass) and a pass
// candidate that is left out.
func TestInfoLine(t *testing.T) {
	at := func(v string) board.Point { p, _ := board.ParseVertex(v, 9); return p }
	cands := []Candidate{
		{Move: at("E5"), Visits: 1000, Winrate: 0.75, ScoreLead: cgt.RationalFromFrac(7, 2), PV: []board.Point{at("E5"), at("D4")}},
		{Move: board.Pass, Visits: 500, Winrate: 0.5},
		{Move: at("C3"), Visits: 10, Winrate: 1e-12, ScoreLead: cgt.RationalFromInt(-2), PV: []board.Point{at("C3"), board.Pass, at("D4")}},
	}
	cases := []struct {
		kata bool
		want string
	}{
		{true, "info move E5 visits 1000 winrate 0.75 scoreLead 3.5 order 0 pv E5 D4 " +
			"info move C3 visits 10 winrate 1.0e-12 scoreLead -2.0 order 1 pv C3"},
		{false, "info move E5 visits 1000 winrate 7500 order 0 pv E5 D4 " +
			"info move C3 visits 10 winrate 0 order 1 pv C3"},
	}
	for _, tc := range cases {
		if got := InfoLine(cands, 9, tc.kata); got != tc.want {
			t.Errorf("kata %v:\n got %s\nwant %s", tc.kata, got, tc.want)
		}
	}
}

// threePlaces is a KataGo ownership value: three decimal places.
var threePlaces = regexp.MustCompile(`^-?[01]\.[0-9]{3}$`)

// Ownership from the analysed colour's side, top row first: the
// engine's values, or the count as it stands when it gave none (a 3x3
// board with a black stone at A3 and a white one at C1: the rest is dame).
func TestOwnershipLine(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{}, "X..", "...", "..O")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := OwnershipLine(b, board.Black, nil), "ownership 1.000 0.000 0.000 0.000 0.000 0.000 0.000 0.000 -1.000"; got != want {
		t.Errorf("as it stands, for Black:\n got %s\nwant %s", got, want)
	}
	// For White the values change sign (a zero may print as "-0.000",
	// which reads as 0).
	own := []float64{0.5, 0, 0, 0, 0, 0, 0, 0, -0.25}
	got := strings.Fields(OwnershipLine(b, board.White, own))
	want := []float64{-0.5, 0, 0, 0, 0, 0, 0, 0, 0.25}
	if len(got) != 10 || got[0] != "ownership" {
		t.Fatalf("engine's, for White: %q", got)
	}
	for i, w := range want {
		if v, err := strconv.ParseFloat(got[i+1], 64); err != nil || v != w || !threePlaces.MatchString(got[i+1]) {
			t.Errorf("engine's, for White: value %d is %q, want %.3f", i, got[i+1], w)
		}
	}
}
