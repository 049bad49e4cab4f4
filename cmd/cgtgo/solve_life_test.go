package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestSolveLifeJudged (issue 24): with --life judged, solve takes the
// verdicts of the life-and-death judgement as marks and says so. In
// naive-unsafe-boundary.sgf the black row on the fifth line is alive (it
// may connect to the fortress above at any time) but no proof says so, and
// the white stone at E6 is dead: counted by hand, Black gets the eight
// empty points of the sixth line and the dead stone twice (its point and
// the prisoner), 8 + 2 = 10, and the five one-point eyes of each side
// cancel: B+10 whoever moves, and nobody has a move that gains. With
// proofs only the region cannot be valued within the small node budget and
// solve refuses.
func TestSolveLifeJudged(t *testing.T) {
	const file = "../../testdata/sgf/decompose/naive-unsafe-boundary.sgf"
	args := []string{"solve", "--assume-safe", "0", "--nodes", "3000", file}
	var out, errb bytes.Buffer
	if code := run(append([]string{"solve", "--life", "proved"}, args[1:]...), &out, &errb); code != exitFailure || !strings.Contains(errb.String(), "not exact") {
		t.Errorf("proofs only: exit %d, stderr %q, want a refusal saying the position is not exact", code, errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := run(append([]string{"solve", "--life", "judged"}, args[1:]...), &out, &errb); code != exitOK {
		t.Fatalf("judged: exit %d: %s", code, errb.String())
	}
	for _, want := range []string{
		"Assumed: the life and death of the judgement (not all proved)",
		"1 dead; the result is exact under that assumption",
		// The black row is alive by the judgement's eye rule (a rule of
		// thumb); the dead stone E6 was read.
		"Of these, 1 alive and 0 dead rest on rules of thumb, not on a reading",
		"Optimal result: B+10 with Black to move (B+10 if White were to move)",
		"Result at the end of the line: B+10",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"solve", "--life", "maybe", file}, &out, &errb); code != exitUsage || !strings.Contains(errb.String(), "want proved or judged") {
		t.Errorf("bad --life: exit %d, stderr %q", code, errb.String())
	}
}

// TestMarksStill: along solve's line a mark is kept only while the stone it
// was put on is still there (a captured dead stone leaves no mark on an
// empty point, nor on a stone of the other colour played there later).
func TestMarksStill(t *testing.T) {
	start, err := board.New(5, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	pt := func(v string) board.Point { return vertices(t, 5, []string{v})[0] }
	// A white stone at A1 in atari, a black one at C3 far from it.
	if err := start.SetupStones([]board.Point{pt("B1"), pt("C3")}, []board.Point{pt("A1")}, nil); err != nil {
		t.Fatal(err)
	}
	b := start.Copy()
	if err := b.Play(board.Black, pt("A2")); err != nil { // captures A1
		t.Fatal(err)
	}
	got := marksStill(start, b, []board.Point{pt("A1"), pt("C3")})
	if len(got) != 1 || got[0] != pt("C3") {
		t.Errorf("after the capture: marks %v, want only C3", got)
	}
	if err := b.Play(board.White, pt("E5")); err != nil {
		t.Fatal(err)
	}
	if err := b.Play(board.Black, pt("A1")); err != nil { // a black stone where the white one was
		t.Fatal(err)
	}
	if got := marksStill(start, b, []board.Point{pt("A1")}); len(got) != 0 {
		t.Errorf("a stone of the other colour on the marked point keeps the mark: %v", got)
	}
}

// TestSolveStatesAssumptions: solve says what the decomposition assumed
// rather than proved. In endgame-9x9-corridors.sgf each side's stones form
// one block (D9's and H9's) whose life rests on its big territory (18
// points on the left, 25 on the right, as the file's comment says): no two
// proved eyes, so both blocks are safe only by --assume-safe, and the two
// territories (at A9 and J9) only by that. corridor-edge.sgf's walls are
// pass-alive (one-point eyes): nothing is assumed and no such line appears.
func TestSolveStatesAssumptions(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"solve", "../../testdata/sgf/endgame-9x9-corridors.sgf"}, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	want := "Assumed, not proved: 2 blocks safe by --assume-safe; 2 regions whose kind rests on unproved safety or dead stones (territory at A9, territory at J9); the result is exact under these assumptions\n"
	if !strings.Contains(out.String(), want) {
		t.Errorf("output lacks %q:\n%s", want, out.String())
	}
	out.Reset()
	if code := run([]string{"solve", "../../testdata/sgf/decompose/corridor-edge.sgf"}, &out, &errb); code != exitOK || strings.Contains(out.String(), "Assumed") {
		t.Errorf("exit %d, a pass-alive position says it assumed something:\n%s", code, out.String())
	}
}

// TestDeadApart: along solve's line a move may join stones marked dead at
// the start to a block marked safe (KK-KKTw-2013-6 at move 269 with
// --life judged: the twelfth move of the line did, and the decomposition
// refused "block at R19 is marked both dead and safe"); the joined stones
// live with the block, so their dead mark goes. A dead stone still apart
// keeps its mark, and so does one beside a pass-alive block it is not part of.
func TestDeadApart(t *testing.T) {
	pt := func(v string) board.Point { return vertices(t, 7, []string{v})[0] }
	cases := []struct {
		name         string
		black, white []string
		move         string // Black's move of the line, "" for none
		safe, dead   []string
		want         []string
	}{
		{name: "apart", black: []string{"C3", "E3"}, white: []string{"G7"}, safe: []string{"C3"}, dead: []string{"E3"}, want: []string{"E3"}},
		{name: "joined by the line", black: []string{"C3", "E3"}, white: []string{"G7"}, move: "D3", safe: []string{"C3"}, dead: []string{"E3"}},
		// A black block with two one-point eyes in the corner (A1, C1) is
		// pass-alive; the lone black stone at F6 is apart from it.
		{name: "pass-alive block", black: []string{"A2", "B2", "B1", "C2", "D2", "D1", "F6"}, white: []string{"G7"}, dead: []string{"B1", "F6"}, want: []string{"F6"}},
	}
	for _, tc := range cases {
		b, err := board.New(7, board.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		if err := b.SetupStones(vertices(t, 7, tc.black), vertices(t, 7, tc.white), nil); err != nil {
			t.Fatal(err)
		}
		if tc.move != "" {
			if err := b.Play(board.Black, pt(tc.move)); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, p := range deadApart(b, vertices(t, 7, tc.safe), vertices(t, 7, tc.dead)) {
			got = append(got, p.Vertex(7))
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: dead marks kept %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCapturedSafe: an optimal line that captures a stone marked safe
// contradicts the mark its result rests on (pro19/KK-KKTw-2013-6 at move
// 269 with --life judged: the line kills stones the judgement took as
// alive). On 5x5 the white stone at A1 has one liberty (B1 is Black's,
// A2 empty); Black A2 captures it. A line elsewhere captures nothing.
func TestCapturedSafe(t *testing.T) {
	pt := func(v string) board.Point { return vertices(t, 5, []string{v})[0] }
	start, err := board.New(5, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if err := start.SetupStones([]board.Point{pt("B1"), pt("D4")}, []board.Point{pt("A1"), pt("E5")}, nil); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		safe []string
		line []board.Move
		want string // the captured safe stone, "" for none
	}{
		{name: "captured", safe: []string{"E5", "A1"}, line: []board.Move{{Color: board.Black, Point: pt("C3")}, {Color: board.White, Point: pt("C4")}, {Color: board.Black, Point: pt("A2")}}, want: "A1"},
		{name: "untouched", safe: []string{"A1"}, line: []board.Move{{Color: board.Black, Point: pt("C3")}, {Color: board.White, Point: board.Pass}}},
		{name: "no marks", line: []board.Move{{Color: board.Black, Point: pt("A2")}}},
	}
	for _, tc := range cases {
		p, ok := capturedSafe(start, vertices(t, 5, tc.safe), tc.line)
		got := ""
		if ok {
			got = p.Vertex(5)
		}
		if got != tc.want {
			t.Errorf("%s: captured %q, want %q", tc.name, got, tc.want)
		}
	}
	if start.At(pt("A1")) != board.White {
		t.Error("capturedSafe changed the start position")
	}
}

// vertices parses GTP vertices on a board of the given size.
func vertices(t *testing.T, size int, vs []string) []board.Point {
	t.Helper()
	var out []board.Point
	for _, v := range vs {
		p, err := board.ParseVertex(v, size)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}
