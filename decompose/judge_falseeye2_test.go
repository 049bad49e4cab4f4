package decompose

import (
	"context"
	"testing"
)

// TestJudgeEyeOpenDiagonals: the eye at E5 of Black's group (E6, D5, F5 and
// E4 around it) has White F4 on one diagonal and two empty diagonals, D6
// and F6, each next to living White stones (the shape of pro19/Mlily-03-30
// at H15). Read by hand: White D6 leaves E6 to connect at F6 into a block
// whose last liberty is E5, and White E5 takes it; Black D6 first is met by
// White F6, and White E5 takes F5 in a ko. The corner eye A1 is Black's
// only sure eye, so the group is not alive: a rule that counted only the
// diagonals White already holds would give it two eyes.
func TestJudgeEyeOpenDiagonals(t *testing.T) {
	b := diagram(t,
		"O . O . O . O . O",
		"O O O O O O O O O",
		"O O O O O O O O O",
		"O O O . X . O O O",
		"O O O X . X O O O",
		"O O X X X O O O O",
		"O O X O O O O O O",
		"X X X O O O O O O",
		". X O O O O O O O",
	)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"E6", "D5", "F5", "E4"} {
		p := vertexList(t, 9, v)[0]
		if vd, ok := life.At(p); !ok || vd.Status == StatusAlive {
			t.Errorf("%s: %v, want dead or unsettled (E5 is a false eye)\n%s", v, vd, b)
		}
	}
}
