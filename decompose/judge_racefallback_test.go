package decompose

import (
	"context"
	"testing"
)

// TestJudgeRaceUnknownNoSeki: the final position of pro9/Minigo-890826, read
// by hand. White's stones in the upper right (G9-G8, J8, H7 and J6, which
// is in atari) cannot live even moving first: White H8 joins four of them,
// but Black J7 takes J6 and, after White J9 takes H9, connects at J6;
// White is left with the one eye H9 and the outside liberties F8 and F9,
// which Black fills. White J7 instead lets Black H8 take the atari back:
// White J9 takes two stones and has a two-point eye, one eye. White J9
// first is answered by Black J7, taking J6, J8 and J9. Where the race
// reading runs out of budget it must not fall back to a rule that lets a
// stone in atari hold because stones of both colours stand at the end.
func TestJudgeRaceUnknownNoSeki(t *testing.T) {
	b := diagram(t,
		". X X . . . O X .",
		"X . X X X . O . O",
		"O X X O . X X O .",
		"O O X O . X . X O",
		"O . O O X . X X X",
		". O O X X X X X X",
		"O X X O X O X O X",
		". X O O O O O O O",
		". O . O . O . O .",
	)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"J6", "J8", "H7", "G9"} {
		p := vertexList(t, 9, v)[0]
		if vd, ok := life.At(p); !ok || vd.Status != StatusDead {
			t.Errorf("%s: %v, want dead\n%s", v, vd, b)
		}
	}
}
