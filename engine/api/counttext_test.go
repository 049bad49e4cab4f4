package api

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// The texts and lists of a 7x7 board split by two walls with a dame
// column between them, counted by hand (as in TestCountAsItStands).
func TestCountTextAndTerritory(t *testing.T) {
	row := "..X.O.."
	b, err := board.FromDiagram(board.Rules{}, row, row, row, row, row, row, row)
	if err != nil {
		t.Fatal(err)
	}
	b.SetCaptures(board.Black, 3)
	want := "B+2.5 (count as it stands: every stone alive, territory scoring, komi 0.5; not an endgame analysis)\n" +
		"black: 14 territory + 3 prisoners\nwhite: 14 territory + 0 prisoners\ndame 7, seki eyes 0"
	if got := CountText(b, board.Territory, cgt.RationalFromFrac(1, 2)); got != want {
		t.Errorf("territory text:\n%s\nwant:\n%s", got, want)
	}
	want = "W+7 (count as it stands: every stone alive, area scoring, komi 7; not an endgame analysis)\n" +
		"black: 14 territory + 7 stones\nwhite: 14 territory + 7 stones\ndame 7, seki eyes 0"
	if got := CountText(b, board.Area, cgt.RationalFromInt(7)); got != want {
		t.Errorf("area text:\n%s\nwant:\n%s", got, want)
	}
	terr := TerritoryAsItStands(b)
	for c, cols := range map[board.Color]string{board.Black: "A-B", board.White: "F-G"} {
		if len(terr[c]) != 14 {
			t.Errorf("%v territory %d points, want 14 (columns %s)", c, len(terr[c]), cols)
		}
	}
	if got := board.VertexList(terr[board.Black][:3], 7); got != "A7 B7 A6" {
		t.Errorf("black territory starts %s, want A7 B7 A6 (point order, top row first)", got)
	}
	if terr[board.Empty] != nil {
		t.Errorf("dame listed as territory: %v", terr[board.Empty])
	}
}

// Chains by status: a count marking one stone of a chain dead marks the
// whole chain; the rest is alive.
func TestCountChains(t *testing.T) {
	b, err := board.FromDiagram(board.Rules{},
		".....",
		".XX..",
		".....",
		"...O.",
		"O....")
	if err != nil {
		t.Fatal(err)
	}
	at := func(v string) board.Point { p, _ := board.ParseVertex(v, 5); return p }
	c := &Count{Dead: []board.Point{at("C4")}, Seki: []board.Point{at("A1")}}
	for status, want := range map[string][]string{
		"dead":  {"B4 C4"},
		"seki":  {"A1"},
		"alive": {"D2"},
	} {
		chains := c.Chains(b, status)
		var got []string
		for _, ch := range chains {
			got = append(got, board.VertexList(ch, 5))
		}
		if len(got) != len(want) || (len(got) > 0 && got[0] != want[0]) {
			t.Errorf("%s chains %q, want %q", status, got, want)
		}
	}
}
