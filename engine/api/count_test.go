package api

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
	owner := board.EmptyRegionsOf(b).Owner
	for v, want := range map[string]board.Color{"A5": board.Black, "G1": board.White, "D4": board.Empty, "C1": board.Empty, "E7": board.Empty} {
		p, _ := board.ParseVertex(v, 7)
		if owner[p] != want {
			t.Errorf("owner of %s = %v, want %v", v, owner[p], want)
		}
	}
}
