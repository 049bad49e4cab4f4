package gtp

import (
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// Counts made by hand: a 7x7 board split by two walls with a dame column
// between them (each side's area is large, so board.Score's seki
// convention does not apply).
func TestCountAsItStands(t *testing.T) {
	row := "..X.O.."
	b, err := board.FromDiagram(board.Rules{}, row, row, row, row, row, row, row)
	if err != nil {
		t.Fatal(err)
	}
	// Black: territory A-B (14 points), stones 7. White: territory F-G
	// (14), stones 7. Column D touches both colours: dame (7 points).
	b.SetCaptures(board.Black, 3)
	r, m := CountAsItStands(b, board.Territory, cgt.RationalFromFrac(1, 2))
	if r.Black.Territory != 14 || r.White.Territory != 14 || r.Dame != 7 {
		t.Fatalf("count %+v", r)
	}
	if !m.Equal(cgt.RationalFromFrac(5, 2)) { // 14+3 - 14 - 1/2
		t.Errorf("territory margin %s, want 5/2", m)
	}
	if _, m := CountAsItStands(b, board.Area, cgt.RationalFromInt(7)); !m.Equal(cgt.RationalFromInt(-7)) { // 14+7 - (14+7) - 7
		t.Errorf("area margin %s, want -7", m)
	}
	owner := RegionOwners(b)
	for v, want := range map[string]board.Color{"A5": board.Black, "G1": board.White, "D4": board.Empty, "C1": board.Empty, "E7": board.Empty} {
		p, _ := board.ParseVertex(v, 7)
		if owner[p] != want {
			t.Errorf("owner of %s = %v, want %v", v, owner[p], want)
		}
	}
}

func TestScoreString(t *testing.T) {
	cases := []struct {
		r    cgt.Rational
		want string
	}{
		{cgt.RationalFromFrac(5, 2), "B+2.5"},
		{cgt.RationalFromInt(-31), "W+31"},
		{cgt.RationalFromInt(0), "0"},
		{cgt.RationalFromFrac(-1, 2), "W+0.5"},
		{cgt.RationalFromFrac(1, 3), "B+1/3"},
	}
	for _, c := range cases {
		if got := ScoreString(c.r); got != c.want {
			t.Errorf("ScoreString(%s) = %q, want %q", c.r, got, c.want)
		}
	}
}

func TestParseScore(t *testing.T) {
	cases := map[string]string{"B+2.5": "5/2", "W+31": "-31", "0": "0", "W+38.0": "-38", "b+1": "1"}
	for in, want := range cases {
		got, err := ParseScore(in)
		if err != nil || got.String() != want {
			t.Errorf("ParseScore(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "B+R", "X+1", "B2", "?"} {
		if _, err := ParseScore(bad); err == nil {
			t.Errorf("ParseScore(%q) should fail", bad)
		}
	}
}
