package decompose

import (
	"context"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// eyelessRace is the 9x9 position of TestReadRaceEyeless and
// TestJudgeEyelessRace.
var eyelessRace = []string{
	"X X X X O . . . .",
	". O . X O . . . .",
	"X O X X O . . . .",
	". O X X O . . . .",
	"X X X . O . . . .",
	"O O O O . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
	". . . . . . . . .",
}

// TestReadRaceEyeless: the race reading of an eyeless group, read by
// hand. Black's group A9-D9, D8, C7-D7, C6-D6, A5-C5 (no eye) and the lone
// A7 surround White's B8-B7-B6 (no eye either), inside White's area
// (column E, row 4 and the empty board below and to the right). White's
// three stones have the liberties A8, C8 and A6, all shared with Black;
// Black's group has those and D5, A7 has A8 and A6:
//   - White D5 takes Black's outside liberty; then White C8 (or A8, A6)
//     puts White's own stones at two liberties or fewer beside Black's,
//     and Black captures them at the last shared point (after White A8,
//     Black A6 joins A7 and ataris White first; after White D5 and C8,
//     Black waits: White A8 or A6 is then self-atari);
//   - Black filling a shared liberty puts its own group within White's
//     reach (after Black A8 and White D5 both have C8 and A6, and the
//     first to fill one is taken).
//
// Neither side can approach: Black's stones hold in seki whoever moves
// first (lives in the seki reading), though no two eyes are possible for
// them (the reading used to call that dead at once).
func TestReadRaceEyeless(t *testing.T) {
	b := diagram(t, eyelessRace...)
	pos := newPosition(b)
	a9 := vertexList(t, 9, "A9")[0]
	for _, a := range pos.regionsOf(func(p board.Point) bool { return pos.cells[p] != board.White }) {
		if !containsPoint(a.points, a9) {
			continue
		}
		for _, first := range []board.Color{board.Black, board.White} {
			if got := pos.readRace(context.Background(), a, board.Black, first); got != lives {
				t.Errorf("%s first: Black %v, want lives (seki)\n%s", first.Name(), got, b)
			}
		}
		return
	}
	t.Fatalf("no region at A9\n%s", b)
}

// TestJudgeEyelessRace: the position of TestReadRaceEyeless judged whole.
// By the reading there (neither side can approach), Black's stones are not
// dead; no verdict is a proof. (White's B8-B7-B6 is in seki too, but the
// eye rule still calls it alive (assumed): its region around Black's
// stones counts as an eye when the shorter seki reading of deadInvaders
// finds no room for Black's two eyes. That is not checked here.)
func TestJudgeEyelessRace(t *testing.T) {
	b := diagram(t, eyelessRace...)
	life, err := Judge(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		vertex string
		not    Status
	}{{"A9", StatusDead}, {"A7", StatusDead}} {
		p := vertexList(t, 9, c.vertex)[0]
		v, ok := life.At(p)
		if !ok || v.Status == c.not {
			t.Errorf("%s: %v, must not be %v\n%s", c.vertex, v, c.not, b)
		}
		if v.Proved() {
			t.Errorf("%s: %v is a proof", c.vertex, v)
		}
	}
}
