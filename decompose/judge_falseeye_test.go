package decompose

import (
	"context"
	"testing"
)

// TestJudgeFalseEyeNotAlive: a corner shape from a professional game
// (pro19/HakataKamachi-01-8, moved to 9x9), read by hand. White's stones
// B4, A3 and C3-C2-B2-C1 surround B3, but Black holds A4 and C4 on its
// diagonals: B3 is a false eye. Black B5 puts B4 in atari and White must
// fill B3 to save it; White's other eye space (A2, B1 around the Black
// stone A1) then makes one eye, so Black moving first kills (B5, then
// A2 or B1 once White connects), and White moving first gets at best a
// ko (A2, B1 and a fight at B3). The group is not alive: a rule that
// counted B3 and A1-A2-B1 as two eyes would call it so.
func TestJudgeFalseEyeNotAlive(t *testing.T) {
	b := diagram(t,
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". X X X . . . . .",
		"X . X X . . . . .",
		"X O X X . . . . .",
		"O . O X . . . . .",
		". O O X . . . . .",
		"X . O X . . . . .",
	)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"B4", "A3", "C3"} {
		p := vertexList(t, 9, v)[0]
		vd, ok := life.At(p)
		if !ok || vd.Status == StatusAlive || vd.Status == StatusSeki {
			t.Errorf("%s: %v, want dead or unsettled (B3 is a false eye)\n%s", v, vd, b)
		}
	}
}
