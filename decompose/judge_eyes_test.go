package decompose

import (
	"context"
	"testing"
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
