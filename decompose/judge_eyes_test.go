package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestJudgeEyeWithDeadInvader: textbook life, written out by hand. Black's
// corner group has two eyes: F4-G4, and H1-J1 holding the white stone J2,
// which cannot live there even moving first (it has one liberty, J1, and
// White at H1 would be a stone with no room). The eye H1-J1-J2 has as many
// empty points next to White as next to Black, so counting its points does
// not make it an eye: the dead stone inside must be read. Black is alive
// and J2 dead; the verdicts are judgements, never proofs of Benson.
func TestJudgeEyeWithDeadInvader(t *testing.T) {
	b := diagram(t,
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . O O O O O O",
		". . . O X X X X X",
		". . . O X . . X X",
		". . . O X X X X X",
		". . . O X X X X O",
		". . . O X X X . .",
	)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vertex string
		want   Status
	}{{"E5", StatusAlive}, {"J2", StatusDead}} {
		p := vertexList(t, 9, c.vertex)[0]
		v, ok := life.At(p)
		if !ok || v.Status != c.want {
			t.Errorf("%s: %v, want %v\n%s", c.vertex, v, c.want, b)
		}
		if v.Reason == ReasonBenson {
			t.Errorf("%s: reason %v; Benson cannot prove this group (one healthy region)", c.vertex, v.Reason)
		}
	}
}

// TestSelfAtariConnection: the shapes of the connection rule of
// unionConnected, from their textbook definitions. A White stone at B3 in
// the first diagram has one liberty (B2), captures nothing and is taken at
// once: the tiger's mouth connects Black's three stones. At C4 in the
// second it would have two liberties: a real cut. At B4 in the third it
// would be taken by Black at B3, where White retakes at once (a ko): not a
// connection.
func TestSelfAtariConnection(t *testing.T) {
	for _, c := range []struct {
		name   string
		rows   []string
		vertex string
		want   bool
	}{
		{"tiger's mouth", []string{
			". . . . .",
			". X . . .",
			"X . X . .",
			". . . . .",
			". . . . .",
		}, "B3", true},
		{"cut with two liberties", []string{
			". . . . .",
			". X . . .",
			". . X . .",
			". . . . .",
			". . . . .",
		}, "B3", false},
		{"ko", []string{
			". X . . .",
			"X . X . .",
			"O . O . .",
			". O . . .",
			". . . . .",
		}, "B4", false},
	} {
		b := diagram(t, c.rows...)
		pos := newPosition(b)
		p := vertexList(t, 5, c.vertex)[0]
		if got := pos.selfAtari(p, board.White); got != c.want {
			t.Errorf("%s: selfAtari(%s) = %v, want %v", c.name, c.vertex, got, c.want)
		}
	}
}
