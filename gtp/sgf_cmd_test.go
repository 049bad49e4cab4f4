package gtp

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/engine"
)

// loadsgf FILE N gives the position before move N (moves.sgf: C3 E5 G7
// pass E3); a vertex gives the position before the first move there;
// printsgf writes a record that loads back to the same position.
func TestLoadAndPrintSGF(t *testing.T) {
	dir, _ := filepath.Abs("testdata")
	tmp := t.TempDir()
	cases := []struct {
		name    string
		in      string
		replies []string
		stones  map[string]board.Color // checked on the final position
	}{
		{"before move 3", "loadsgf moves.sgf 3\n", []string{"= black"},
			map[string]board.Color{"C3": board.Black, "E5": board.White, "G7": board.Empty}},
		{"whole game", "loadsgf moves.sgf\n", []string{"= white"},
			map[string]board.Color{"C3": board.Black, "E3": board.Black, "G7": board.Black}},
		{"before the first move at E3 (move 5)", "loadsgf moves.sgf E3\n", []string{"= black"},
			map[string]board.Color{"G7": board.Black, "E3": board.Empty}},
		{"komi from the file", "komi 3\nloadsgf moves.sgf 1\ngogui-title\n", []string{"= ", "= black", "= cgtgo 9x9 komi 7 territory scoring ko J"}, nil},
		{"errors", "loadsgf moves.sgf 0\nloadsgf moves.sgf x\nloadsgf\nloadsgf missing.sgf\n",
			[]string{"? cannot load file: move number 0: must be 1 or more", "? cannot load file: bad move number or vertex \"x\"",
				"? syntax error: loadsgf takes 1 to 2 arguments", "? cannot load file: sgf: open " + filepath.Join(dir, "missing.sgf") + ": no such file or directory"}, nil},
		{"printsgf round trip", "loadsgf endgame-a.sgf\nplay b f1\nprintsgf " + filepath.Join(tmp, "a.sgf") + "\nloadsgf " + filepath.Join(tmp, "a.sgf") + "\n",
			[]string{"= black", "= ", "= ", "= white"}, map[string]board.Color{"F1": board.Black, "C8": board.Black, "D9": board.White}},
		{"printsgf of a game of moves", "boardsize 5\nplay b c3\nplay w pass\nprintsgf\n",
			[]string{"= ", "= ", "= ", "= (;FF[4]GM[1]CA[UTF-8]AP[cgtgo]SZ[5]KM[6.5]RU[Japanese]\n;B[cc]\n;W[])"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := New(Options{Dir: dir})
			var out strings.Builder
			if err := e.Run(context.Background(), strings.NewReader(tc.in), &out); err != nil {
				t.Fatal(err)
			}
			got := strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n")
			if strings.Join(got, "|") != strings.Join(tc.replies, "|") {
				t.Fatalf("replies %q, want %q", got, tc.replies)
			}
			b := e.Board()
			for v, c := range tc.stones {
				p, _ := board.ParseVertex(v, b.Size())
				if b.At(p) != c {
					t.Errorf("%s is %v, want %v\n%s", v, b.At(p), c, b)
				}
			}
		})
	}
}

// The gogui-analyze_commands lines are "type/label/command" with a GoGui
// type, and their commands exist.
func TestAnalyzeCommands(t *testing.T) {
	out := runSession(t, "gogui-analyze_commands\n", Options{})
	rs := parseReplies(t, out)
	types := map[string]bool{}
	for _, ty := range strings.Fields("none string hstring pstring hpstring plist pspairs sboard cboard dboard bwboard eplist gfx param var varb varw varc varp varpo") {
		types[ty] = true
	}
	var check strings.Builder
	for _, l := range rs[0].lines {
		f := strings.Split(l, "/")
		if len(f) != 3 || !types[f[0]] || f[1] == "" {
			t.Errorf("bad analyze command line %q", l)
			continue
		}
		check.WriteString(strings.ReplaceAll(f[2], "%p", "E5") + "\n") // GoGui puts the point clicked for %p
	}
	real := Options{Engine: engine.New(engine.Options{})} // the region commands need a real analysis
	for i, r := range parseReplies(t, runSession(t, "boardsize 9\nplay b e5\n"+check.String(), real))[2:] {
		if !r.ok {
			t.Errorf("analyze command %d fails: %v", i, r)
		}
	}
}
