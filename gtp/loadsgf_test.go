package gtp

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// loadsgf takes the size, setup stones, handicap turn, komi and rules from
// the record; undo takes back loaded moves but never setup stones, as GNU
// Go does (checked against GNU Go 3.8: after "loadsgf FILE 4" three undos
// succeed and the fourth answers "cannot undo").
func TestLoadSGFRecordProperties(t *testing.T) {
	dir, _ := filepath.Abs("testdata")
	cases := []struct {
		name, in string
		replies  []string
	}{
		{"RU Chinese and KM 0 replace the rules and komi in force",
			"komi 6.5\nkgs-rules japanese\nloadsgf chinese-km0.sgf\ncgtgo-rules\ngogui-title\n",
			[]string{"", "", "black", "scoring area|koban N|suicide false", "cgtgo 9x9 komi 0 area scoring ko N"}},
		{"no KM and no RU keep the komi and rules in force",
			"komi 3\nkgs-rules chinese\nloadsgf nokomi.sgf\ngogui-title\n",
			[]string{"", "", "white", "cgtgo 9x9 komi 3 area scoring ko N"}},
		{"RU Japanese after Chinese rules",
			"kgs-rules chinese\nloadsgf capture-5x5.sgf\ncgtgo-rules\n",
			[]string{"", "black", "scoring territory|koban J|suicide false"}},
		{"handicap stones: White to move, and they cannot be undone",
			"loadsgf handicap-9x9.sgf 1\nundo\nloadsgf handicap-9x9.sgf\nundo\nundo\nundo\n",
			[]string{"white", "!cannot undo", "white", "", "", "!cannot undo"}},
		{"undo after loading a game of moves takes them back one by one",
			"loadsgf moves.sgf 4\nundo\nundo\nundo\nundo\n",
			[]string{"white", "", "", "", "!cannot undo"}},
		{"undo right after loading a position of setup stones only",
			"loadsgf capture-5x5.sgf 1\nundo\n",
			[]string{"black", "!cannot undo"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rs := parseReplies(t, runSession(t, tc.in, Options{Dir: dir}))
			if len(rs) != len(tc.replies) {
				t.Fatalf("%d replies, want %d: %v", len(rs), len(tc.replies), rs)
			}
			for i, want := range tc.replies {
				ok := !strings.HasPrefix(want, "!")
				got := strings.Join(rs[i].lines, "|")
				if rs[i].ok != ok || got != strings.TrimPrefix(want, "!") {
					t.Errorf("reply %d: ok=%v %q, want ok=%v %q", i, rs[i].ok, got, ok, strings.TrimPrefix(want, "!"))
				}
			}
		})
	}
}

// printsgf writes the whole game: a record loaded from setup stones and
// moves with captures, one more move, then printsgf; loading the file in a
// fresh server with other rules and komi gives the same stones, prisoners,
// player to move, rules, komi and count, and the moves can be undone back
// to the setup. The count, by hand (capture-5x5.sgf): Black's territory is
// the three empty points of the top row and White's the three of the
// bottom row; Black took 2 prisoners (move 4) and White 1 (move 9), so
// Black 5, White 4, komi 0.5: B+0.5. After White's extra pass it is
// unchanged; without the prisoners it would read W+0.5.
func TestPrintSGFRoundTrip(t *testing.T) {
	dir, _ := filepath.Abs("testdata")
	file := filepath.Join(t.TempDir(), "game.sgf")
	first := New(withEngine(Options{Dir: dir}))
	rs := parseReplies(t, runServer(t, first, "loadsgf capture-5x5.sgf\nplay w pass\nfinal_score\nprintsgf "+file+"\n"))
	if got := rs[2].lines[0]; !rs[2].ok || got != "B+0.5" {
		t.Fatalf("final_score %q, want B+0.5 (the hand count)", got)
	}
	second := New(withEngine(Options{Dir: dir}))
	in := "komi 7\nkgs-rules chinese\nloadsgf " + file + "\nfinal_score\ncgtgo-rules\n" + strings.Repeat("undo\n", 11)
	rs = parseReplies(t, runServer(t, second, in))
	if got := rs[3].lines[0]; !rs[3].ok || got != "B+0.5" {
		t.Errorf("final_score after reload %q, want B+0.5", got)
	}
	if got := strings.Join(rs[4].lines, "|"); got != "scoring territory|koban J|suicide false" {
		t.Errorf("rules after reload %q", got)
	}
	for i, r := range rs[5:] {
		if want := i < 10; r.ok != want {
			t.Errorf("undo %d: ok=%v, want %v (ten moves, then the setup)", i+1, r.ok, want)
		}
	}
	// Compare the positions before the undos.
	a := first.Board()
	b := reloaded(t, file, dir)
	for p := 0; p < a.NumPoints(); p++ {
		if a.At(board.Point(p)) != b.At(board.Point(p)) {
			t.Fatalf("stones differ at %s:\n%s\n%s", board.Point(p).Vertex(a.Size()), a, b)
		}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if a.Captures(c) != b.Captures(c) {
			t.Errorf("%v prisoners %d after reload, want %d", c, b.Captures(c), a.Captures(c))
		}
	}
	if a.ToMove() != b.ToMove() || a.Hash() != b.Hash() {
		t.Errorf("to move %v / %v, hash %x / %x", a.ToMove(), b.ToMove(), a.Hash(), b.Hash())
	}
}

// printsgf keeps a setup made after moves and the player to move set by
// gogui-setup_player.
func TestPrintSGFSetupAndPlayer(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.sgf")
	first := New(withEngine(Options{}))
	runServer(t, first, "boardsize 5\nclear_board\ngogui-setup b A1 w B2\nplay b C3\ngogui-setup_player b\nprintsgf "+file+"\n")
	a, b := first.Board(), reloaded(t, file, "")
	if a.Hash() != b.Hash() || a.ToMove() != b.ToMove() || b.ToMove() != board.Black {
		t.Errorf("reloaded %v to move, hash %x; want %v, %x\n%s", b.ToMove(), b.Hash(), a.ToMove(), a.Hash(), b)
	}
}

// reloaded loads file in a fresh server and returns its board.
func reloaded(t *testing.T, file, dir string) *board.Board {
	t.Helper()
	s := New(withEngine(Options{Dir: dir}))
	rs := parseReplies(t, runServer(t, s, "loadsgf "+file+"\n"))
	if !rs[0].ok {
		t.Fatalf("loadsgf %s: %v", file, rs[0])
	}
	return s.Board()
}

// restricted_genmove answers the engine's choice among the vertices given
// without playing it, and fails as GNU Go does on a bad colour, a bad
// vertex or no vertex.
func TestRestrictedGenmove(t *testing.T) {
	s := New(withEngine(Options{}))
	rs := parseReplies(t, runServer(t, s, "boardsize 5\nrestricted_genmove b C3 B2\nrestricted_genmove w E5\nrestricted_genmove b\n"+
		"restricted_genmove x A1\nrestricted_genmove b Z9\nrestricted_genmove b pass\n"))
	// quickEngine plays the first legal point in index order: C3 before B2.
	want := []string{"", "C3", "E5", "!no allowed vertex", "!syntax error: invalid color", "!syntax error: invalid coordinate \"Z9\"",
		"!syntax error: invalid coordinate \"pass\""}
	for i, w := range want {
		ok := !strings.HasPrefix(w, "!")
		if rs[i].ok != ok || rs[i].lines[0] != strings.TrimPrefix(w, "!") {
			t.Errorf("reply %d: ok=%v %q, want %q", i, rs[i].ok, rs[i].lines[0], w)
		}
	}
	if b := s.Board(); b.MoveCount() != 0 {
		t.Errorf("restricted_genmove played its move:\n%s", b)
	}
}
