package decompose

import (
	"context"
	"testing"
)

// judgeCase is a position read by hand and the verdict some of its blocks
// must get from Judge: dead, or (notAlive) anything but alive or seki.
type judgeCase struct {
	name     string
	rows     []string
	vertices []string
	notAlive bool // dead or unsettled; else dead
}

// judgeCases: each position is read by hand in its comment.
var judgeCases = []judgeCase{
	// A corner of pro19/HakataKamachi-01-8 moved to 9x9. White's stones
	// B4, A3 and C3-C2-B2-C1 surround B3, but Black holds A4 and C4 on its
	// diagonals: B3 is a false eye. Black B5 puts B4 in atari and White
	// must fill B3; the eye space A2, B1 around the Black stone A1 then
	// makes one eye, so Black moving first kills (B5, then A2 or B1 once
	// White connects), and White moving first gets at best a ko. A rule
	// that counted B3 and A1-A2-B1 as two eyes would call the group alive.
	{"false eye held diagonals", []string{
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". X X X . . . . .",
		"X . X X . . . . .",
		"X O X X . . . . .",
		"O . O X . . . . .",
		". O O X . . . . .",
		"X . O X . . . . .",
	}, []string{"B4", "A3", "C3"}, true},
	// The eye at E5 of Black's group (E6, D5, F5 and E4 around it) has
	// White F4 on one diagonal and two empty diagonals, D6 and F6, each
	// next to living White stones (the shape of pro19/Mlily-03-30 at H15).
	// White D6 leaves E6 to connect at F6 into a block whose last liberty
	// is E5, and White E5 takes it; Black D6 first is met by White F6, and
	// White E5 takes F5 in a ko. The corner eye A1 is Black's only sure
	// eye, so the group is not alive: a rule that counted only the
	// diagonals White already holds would give it two eyes.
	{"false eye open diagonals", []string{
		"O . O . O . O . O",
		"O O O O O O O O O",
		"O O O O O O O O O",
		"O O O . X . O O O",
		"O O O X . X O O O",
		"O O X X X O O O O",
		"O O X O O O O O O",
		"X X X O O O O O O",
		". X O O O O O O O",
	}, []string{"E6", "D5", "F5", "E4"}, true},
	// The final position of pro9/Minigo-890826. White's stones in the
	// upper right (G9-G8, J8, H7 and J6, in atari) cannot live even moving
	// first: White H8 joins four of them, but Black J7 takes J6 and, after
	// White J9 takes H9, connects at J6, leaving White the one eye H9 and
	// the outside liberties F8 and F9, which Black fills. White J7 instead
	// lets Black H8 put two blocks in atari: White J9 takes two stones and
	// has a two-point eye, one eye. White J9 first is answered by Black J7,
	// taking J6, J8 and J9. Where the race reading runs out of budget it
	// must not fall back to a rule that lets a stone in atari hold because
	// stones of both colours stand at the end.
	{"race unread is no seki", []string{
		". X X . . . O X .",
		"X . X X X . O . O",
		"O X X O . X X O .",
		"O O X O . X . X O",
		"O . O O X . X X X",
		". O O X X X X X X",
		"O X X O X O X O X",
		". X O O O O O O O",
		". O . O . O . O .",
	}, []string{"J6", "J8", "H7", "G9"}, false},
}

// TestJudgeCases checks the verdicts of judgeCases.
func TestJudgeCases(t *testing.T) {
	for _, c := range judgeCases {
		t.Run(c.name, func(t *testing.T) {
			b := diagram(t, c.rows...)
			life, err := Judge(context.Background(), b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range c.vertices {
				vd, ok := life.At(vertexList(t, 9, v)[0])
				switch {
				case !ok:
					t.Errorf("%s: no stone", v)
				case c.notAlive && (vd.Status == StatusAlive || vd.Status == StatusSeki):
					t.Errorf("%s: %v, want dead or unsettled\n%s", v, vd, b)
				case !c.notAlive && vd.Status != StatusDead:
					t.Errorf("%s: %v, want dead\n%s", v, vd, b)
				}
			}
		})
	}
}
