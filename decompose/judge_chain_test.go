package decompose

import (
	"context"
	"testing"
)

// raceThroughAtari is the 9x9 position of TestJudgeRaceThroughAtariStone
// (the final position of pro9/Go_Seigen-1968-08-00), also a case of
// TestJudgeShortWall.
var raceThroughAtari = []string{
	"O . O O X X X . X",
	"O O . O X . X X X",
	"O X O O O X X X O",
	"X X X . X O O O O",
	"X O X X X O . . O",
	". O X X X X O O .",
	"O O O O X O . . O",
	". O X X X O O O .",
	"O X X X O O . . .",
}

// TestJudgeRaceThroughAtariStone: the final position of
// ../shared/data/pro9/Go_Seigen-1968-08-00.sgf (B+4), written out and read
// by hand. Black's group B7 ... B1 (20 stones) has two liberties, D6 and
// A4. Inside it White's B5-B4-A3-B3-C3-D3-B2 (7 stones) has two, A4 and
// A2, and White's A1 one, A2. Black first: A2 takes A1, leaving the seven
// stones one liberty (A4) and Black's group a new one (A1); White cannot
// fill A4 (no liberty, no capture) and Black takes the seven stones next.
// So Black's group lives moving first: never dead, and the seven White
// stones are never alive. Before the fix, A1 was a wall in atari whose
// liberty A2 lay outside Black's area, then taken in, but the seven stones
// were still a wall (their liberty A2 was not yet in the area when they
// were looked at), and the reading called Black dead.
func TestJudgeRaceThroughAtariStone(t *testing.T) {
	b := diagram(t, raceThroughAtari...)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vertex string
		not    Status
	}{{"B7", StatusDead}, {"B5", StatusAlive}, {"A1", StatusAlive}} {
		p := vertexList(t, 9, c.vertex)[0]
		v, ok := life.At(p)
		if !ok || v.Status == c.not {
			t.Errorf("%s: %v, must not be %v\n%s", c.vertex, v, c.not, b)
		}
	}
}
