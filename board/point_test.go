package board

import (
	"errors"
	"strings"
	"testing"
)

func TestParseVertex(t *testing.T) {
	cases := []struct {
		in      string
		size    int
		x, y    int // expected column and row from the top; x<0: error
		printed string
	}{
		{"A1", 19, 0, 18, "A1"},
		{"a1", 19, 0, 18, "A1"},
		{"T19", 19, 18, 0, "T19"},
		{"J10", 19, 8, 9, "J10"},  // I is skipped: J is the ninth column
		{"H9", 9, 7, 0, "H9"},     // H is the eighth column
		{" d4 ", 9, 3, 5, "D4"},   // surrounding space is tolerated
		{"Z25", 25, 24, 0, "Z25"}, // largest board
		{"I5", 19, -1, 0, ""},     // no column I
		{"A0", 19, -1, 0, ""},     // rows start at 1
		{"A20", 19, -1, 0, ""},    // off the board
		{"K1", 9, -1, 0, ""},      // column off a 9x9 board
		{"A+1", 19, -1, 0, ""},    // sign
		{"A-1", 19, -1, 0, ""},    // sign
		{"", 19, -1, 0, ""},       // empty
		{"A", 19, -1, 0, ""},      // no row
		{"AA1", 19, -1, 0, ""},    // two letters
		{"1A", 19, -1, 0, ""},     // reversed
		{"A1000", 19, -1, 0, ""},  // too long
		{"ü1", 19, -1, 0, ""},     // non-ASCII
	}
	for _, tc := range cases {
		p, err := ParseVertex(tc.in, tc.size)
		if tc.x < 0 {
			if err == nil {
				t.Errorf("ParseVertex(%q, %d) = %d, want an error", tc.in, tc.size, p)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseVertex(%q, %d): %v", tc.in, tc.size, err)
			continue
		}
		if x, y := p.XY(tc.size); x != tc.x || y != tc.y {
			t.Errorf("ParseVertex(%q) = (%d,%d), want (%d,%d)", tc.in, x, y, tc.x, tc.y)
		}
		if v := p.Vertex(tc.size); v != tc.printed {
			t.Errorf("Vertex = %q, want %q", v, tc.printed)
		}
	}
	if p, err := ParseVertex("PASS", 9); err != nil || p != Pass || p.Vertex(9) != "pass" {
		t.Errorf("pass: %v %v", p, err)
	}
	if v := NoPoint.Vertex(9); v != "?" {
		t.Errorf("NoPoint.Vertex = %q", v)
	}
}

// TestVertexRoundTrip checks every point of every size against Vertex and
// ParseVertex.
func TestVertexRoundTrip(t *testing.T) {
	for size := MinSize; size <= MaxSize; size++ {
		for i := 0; i < size*size; i++ {
			v := Point(i).Vertex(size)
			p, err := ParseVertex(v, size)
			if err != nil || p != Point(i) {
				t.Fatalf("size %d point %d: %q -> %d, %v", size, i, v, p, err)
			}
		}
	}
}

func TestParseColorAndKoRule(t *testing.T) {
	colors := map[string]Color{"b": Black, "B": Black, "black": Black, "BLACK": Black, "w": White, " White ": White}
	for in, want := range colors {
		if c, err := ParseColor(in); err != nil || c != want {
			t.Errorf("ParseColor(%q) = %v, %v", in, c, err)
		}
	}
	for _, bad := range []string{"", "x", "empty", "bw"} {
		if _, err := ParseColor(bad); err == nil {
			t.Errorf("ParseColor(%q) accepted", bad)
		}
	}
	kos := map[string]KoRule{"J": KoSimple, "simple": KoSimple, "n": KoSuperko, "superko": KoSuperko, "PSK": KoSuperko}
	for in, want := range kos {
		if k, err := ParseKoRule(in); err != nil || k != want {
			t.Errorf("ParseKoRule(%q) = %v, %v", in, k, err)
		}
	}
	if _, err := ParseKoRule("situational"); err == nil {
		t.Error("ParseKoRule accepted an unknown rule")
	}
	if Black.Opponent() != White || White.Opponent() != Black || Empty.Opponent() != Empty {
		t.Error("Opponent")
	}
}

func TestNewAndSetupErrors(t *testing.T) {
	for _, size := range []int{-1, 0, 1, MaxSize + 1, 52} {
		if _, err := New(size, Rules{}); err == nil {
			t.Errorf("New(%d) accepted", size)
		}
	}
	b, _ := New(5, Rules{})
	before := snap(b)
	bad := []struct {
		name string
		err  error
	}{
		{"off board", b.Setup([]Point{3, 25}, Black)},
		{"negative", b.Setup([]Point{-1}, White)},
		{"bad colour", b.Setup([]Point{3}, Color(7))},
		{"point in two lists", b.SetupStones([]Point{3}, []Point{3}, nil)},
		{"play bad colour", b.Play(Empty, 3)},
		{"play off board", b.Play(Black, 25)},
		{"play NoPoint", b.Play(Black, NoPoint)},
	}
	for _, tc := range bad {
		if tc.err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	if !errors.Is(b.Play(Black, 99), ErrOffBoard) {
		t.Error("off-board play does not wrap ErrOffBoard")
	}
	if d := sameSnapshot(before, snap(b)); d != "" {
		t.Errorf("refused changes altered the board: %s", d)
	}
	if !errors.Is(b.Undo(), ErrNoHistory) {
		t.Error("Undo on a fresh board")
	}
}

func TestSetupUndo(t *testing.T) {
	b := fromDiagram(t, Rules{Ko: KoSuperko}, ".XO..", "X.XO.", ".XO..", ".....", ".....")
	if err := b.Play(White, vtx(t, b, "B4")); err != nil {
		t.Fatal(err)
	}
	before := snap(b)
	// Setup clears the ko point and replaces a stone by the other colour.
	if err := b.SetupStones([]Point{vtx(t, b, "E1")}, []Point{vtx(t, b, "B5")}, []Point{vtx(t, b, "C5")}); err != nil {
		t.Fatal(err)
	}
	want := []string{".O...", "XO.O.", ".XO..", ".....", "....X"}
	if got := diagram(b); strings.Join(got, "/") != strings.Join(want, "/") {
		t.Errorf("after setup %v, want %v", got, want)
	}
	if b.KoPoint() != NoPoint || recomputeHash(b) != b.Hash() {
		t.Errorf("ko point %d or hash wrong after setup", b.KoPoint())
	}
	if _, ok := b.LastMove(); ok {
		t.Error("LastMove after a setup reports a move")
	}
	if err := b.Undo(); err != nil {
		t.Fatal(err)
	}
	if d := sameSnapshot(before, snap(b)); d != "" {
		t.Errorf("undo of setup: %s", d)
	}
	if m, ok := b.LastMove(); !ok || m.Point != vtx(t, b, "B4") || m.Color != White {
		t.Errorf("LastMove = %v %v", m, ok)
	}
}

func TestCopyIsIndependent(t *testing.T) {
	b := fromDiagram(t, Rules{Ko: KoSuperko}, tripleKo...)
	c := b.Copy()
	for _, m := range tripleKoCycle[:5] {
		col, p := parseMove(t, c, m)
		if err := c.Play(col, p); err != nil {
			t.Fatal(err)
		}
	}
	if recomputeHash(b) != b.Hash() || b.MoveCount() != 1 || b.Captures(Black) != 0 {
		t.Error("playing on the copy changed the original")
	}
	// The original has not seen the copy's positions: the closing capture
	// sequence is still open on it.
	for _, m := range tripleKoCycle[:5] {
		col, p := parseMove(t, b, m)
		if err := b.Play(col, p); err != nil {
			t.Fatal(err)
		}
	}
}

func TestStringDiagram(t *testing.T) {
	b := fromDiagram(t, Rules{}, ".XO..", "X.XO.", ".XO..", ".....", ".....")
	if err := b.Play(White, vtx(t, b, "B4")); err != nil {
		t.Fatal(err)
	}
	want := "" +
		"    A B C D E\n" +
		"  5 . X O . . 5\n" +
		"  4 X O . O . 4\n" +
		"  3 . X O . . 3\n" +
		"  2 . . . . . 2\n" +
		"  1 . . . . . 1\n" +
		"    A B C D E\n" +
		"Black (X) captured 0, White (O) captured 1; black to move\n"
	if got := b.String(); got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}
	// Star points of a 9x9 board: C3, G3, E5, C7, G7; column J follows H.
	nine, _ := New(9, Rules{})
	s := nine.String()
	if !strings.Contains(s, "    A B C D E F G H J\n") || !strings.Contains(s, "  7 . . + . . . + . . 7\n") || !strings.Contains(s, "  5 . . . . + . . . . 5\n") {
		t.Errorf("9x9 diagram:\n%s", s)
	}
}
