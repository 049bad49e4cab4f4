package decompose

import (
	"context"
	"testing"
)

// judgeCase is a position read by hand and the verdict some of its blocks
// must get from Judge.
type judgeCase struct {
	name     string
	rows     []string
	vertices []string
	want     caseWant
}

// caseWant is the verdict a judgeCase asks.
type caseWant int

const (
	wantDead     caseWant = iota
	wantNotAlive          // dead or unsettled: neither alive nor seki
	wantAlive
)

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
	}, []string{"B4", "A3", "C3"}, wantNotAlive},
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
	}, []string{"E6", "D5", "F5", "E4"}, wantNotAlive},
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
	}, []string{"J6", "J8", "H7", "G9"}, wantDead},
	// The top right of pro19/FKisei-01-8 at its end, moved to the bottom
	// edge of 9x9. White's group has the empty points C2, C1, D1, F1 and
	// E2 inside, and Black's lone stone E1 in the middle of them, with the
	// three liberties D1, E2 and F1. White lives: White D1 leaves the eye
	// C1-C2 and puts E1 short of liberties that Black cannot add (Black F1
	// or E2 is a self-atari), so White takes it and has a second eye; Black
	// D1 first is answered by White E2, and Black's D1-E1 is taken before
	// it can reach C1 and C2. Black cannot fill White's liberties from
	// outside. GNU Go 3.8's final_status_list calls White alive and E1
	// dead. A rule that took a three-liberty stone inside the eye space
	// for a stone that can never be captured left White no room for two
	// eyes, and the group was in seki.
	{"stone in the eye space with three liberties", []string{
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		"X X X X X X X X .",
		"X X X O X O X X .",
		"X O O O O O O X X",
		"X O . O . O O O X",
		"X O . . X . O O O",
	}, []string{"B1", "D2", "G1"}, wantAlive},
	// The left side of pro19/Ing-10-J05 at its end (RE B+8.5), moved to
	// 9x9: White's B7 group (B7-B6-C6-D6-C5) with A5, B4 and A8 inside
	// Black's wall. B4 is in atari: Black B5 takes it at once (White may
	// not retake the ko at once), so it is in no seki; without B5 as an
	// eye White has at most A7, after taking Black's stone there. GNU Go
	// 3.8's final_status_list dead lists all four White blocks, seki none.
	// A race reading that let a block in atari hold in seki called B4
	// seki.
	{"block in atari is no seki", []string{
		". X X X X . . . .",
		"O X X X X . . . .",
		"X O . . X . . . .",
		". O O O X . . . .",
		"O . O X X . . . .",
		"X O X X X . . . .",
		"X X X X . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	}, []string{"B4", "A5", "B7", "A8"}, wantDead},
	// The top of pro19/Kisei-30-B26 at its end (RE B+3.5), columns H-Q
	// moved to 9x9, Black's outside made solid. White's C8 group (12
	// stones, liberties C9, D8, B7, B6) and D9-F9 surround Black's five
	// stones D7-E7-F7-E8-F8, in atari at D8. White first: D8 takes them,
	// and the space they leave is a bulky five (E7-F7-E8-F8 and D7) whose
	// vital point E7 Black takes: one eye, and Black fills C9, B7 and B6
	// from outside. GNU Go 3.8's final_status_list dead lists both White
	// blocks. The capture empties five points more to read; a reading two
	// plies deeper for each attacker stone of the area finds it, where the
	// plain one ran out of depth and left White unsettled.
	{"capture leaves a bulky five", []string{
		"X X . O O O X X .",
		"X X O . X X O X X",
		"X . O X X X O X X",
		"X . O O O O O O X",
		"X X O X X X O X X",
		"X X X X X X X X X",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	}, []string{"C8", "D9"}, wantDead},
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
				case c.want == wantNotAlive && (vd.Status == StatusAlive || vd.Status == StatusSeki):
					t.Errorf("%s: %v, want dead or unsettled\n%s", v, vd, b)
				case c.want == wantDead && vd.Status != StatusDead:
					t.Errorf("%s: %v, want dead\n%s", v, vd, b)
				case c.want == wantAlive && vd.Status != StatusAlive:
					t.Errorf("%s: %v, want alive\n%s", v, vd, b)
				}
			}
		})
	}
}
