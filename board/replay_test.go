package board

import (
	"slices"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board/sgf"
)

func parseSGF(t *testing.T, s string) *sgf.Node {
	t.Helper()
	roots, err := sgf.Parse([]byte(s))
	if err != nil {
		t.Fatalf("sgf.Parse: %v", err)
	}
	return roots[0]
}

// replayGame is a 5x5 record: setup in the root (black C3, white C4 and
// D3), then B D4, W B3, a black pass, W E5, a setup node that empties C3
// and gives White the move, W C3, B C1 and a white pass ("tt"). The
// expected diagrams are worked out by hand move by move.
const replayGame = `(;GM[1]FF[4]SZ[5]KM[0.5]AB[cc]AW[cb][dc]
;B[db];W[bc];B[];W[ea]
;AE[cc]PL[W]
;W[cc];B[ce];W[tt])`

func TestFromSGF(t *testing.T) {
	root := parseSGF(t, replayGame)
	cases := []struct {
		moves  int
		want   []string
		toMove Color
	}{
		{0, []string{".....", "..O..", "..XO.", ".....", "....."}, Black},
		{1, []string{".....", "..OX.", "..XO.", ".....", "....."}, White},
		{2, []string{".....", "..OX.", ".OXO.", ".....", "....."}, Black},
		{3, []string{".....", "..OX.", ".OXO.", ".....", "....."}, White},
		// The AE/PL node after move 4 belongs to the position after move 4.
		{4, []string{"....O", "..OX.", ".O.O.", ".....", "....."}, White},
		{5, []string{"....O", "..OX.", ".OOO.", ".....", "....."}, Black},
		{6, []string{"....O", "..OX.", ".OOO.", ".....", "..X.."}, White},
		{7, []string{"....O", "..OX.", ".OOO.", ".....", "..X.."}, Black},
		{AllMoves, []string{"....O", "..OX.", ".OOO.", ".....", "..X.."}, Black},
		{100, []string{"....O", "..OX.", ".OOO.", ".....", "..X.."}, Black},
	}
	for _, tc := range cases {
		b, err := FromSGF(root, tc.moves, Rules{})
		if err != nil {
			t.Fatalf("moves %d: %v", tc.moves, err)
		}
		if got := diagram(b); !slices.Equal(got, tc.want) {
			t.Errorf("after %d moves:\n%s\nwant\n%s", tc.moves, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
		if b.ToMove() != tc.toMove {
			t.Errorf("after %d moves: %s to move, want %s", tc.moves, b.ToMove().Name(), tc.toMove.Name())
		}
		if tc.moves >= 0 && tc.moves <= 7 && len(b.Moves()) != tc.moves {
			t.Errorf("after %d moves: %d moves in the history", tc.moves, len(b.Moves()))
		}
	}
	if n := CountMoves(root); n != 7 {
		t.Errorf("CountMoves = %d, want 7", n)
	}
	// BeforeMove(n) is FromSGF(n-1): the position GTP loadsgf wants.
	for n := 1; n <= 8; n++ {
		a, err := BeforeMove(root, n, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := FromSGF(root, n-1, Rules{})
		if a.Hash() != b.Hash() || a.ToMove() != b.ToMove() {
			t.Errorf("BeforeMove(%d) differs from FromSGF(%d)", n, n-1)
		}
	}
	// A malformed move after the stopping point does not matter.
	bad := parseSGF(t, "(;SZ[5];B[aa];W[zz])")
	if _, err := FromSGF(bad, 1, Rules{}); err != nil {
		t.Errorf("stopping before a bad move: %v", err)
	}
	if _, err := FromSGF(bad, 2, Rules{}); err == nil {
		t.Error("bad move replayed without error")
	}
	if _, err := BeforeMove(root, 0, Rules{}); err == nil {
		t.Error("BeforeMove(0) accepted")
	}
}

func TestFromSGFCapturesAndTurn(t *testing.T) {
	cases := []struct {
		name   string
		sgf    string
		want   []string
		toMove Color
		capB   int
		capW   int
	}{
		{"capture counts as prisoner", "(;SZ[5];B[ba];W[aa];B[ab])",
			[]string{".X...", "X....", ".....", ".....", "....."}, White, 1, 0},
		{"handicap: white moves first", "(;SZ[9]HA[2]AB[cg][gc])",
			[]string{".........", ".........", "......X.."}, White, 0, 0},
		{"handicap with PL keeps PL", "(;SZ[9]HA[2]AB[cg][gc]PL[B])",
			[]string{".........", ".........", "......X.."}, Black, 0, 0},
		{"PL in the root", "(;SZ[5]PL[W])",
			[]string{".....", "....."}, White, 0, 0},
		{"two black moves in a row", "(;SZ[5];B[aa];B[bb])",
			[]string{"X....", ".X..."}, White, 0, 0},
		{"variations are ignored", "(;SZ[5](;B[aa])(;B[ee]))",
			[]string{"X....", "....."}, White, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, err := FromSGF(parseSGF(t, tc.sgf), AllMoves, Rules{})
			if err != nil {
				t.Fatal(err)
			}
			got := diagram(b)
			for i, row := range tc.want {
				if row != got[i] {
					t.Errorf("row %d = %s, want %s", i, got[i], row)
				}
			}
			if b.ToMove() != tc.toMove || b.Captures(Black) != tc.capB || b.Captures(White) != tc.capW {
				t.Errorf("to move %s, captures %d/%d; want %s, %d/%d", b.ToMove().Name(), b.Captures(Black), b.Captures(White), tc.toMove.Name(), tc.capB, tc.capW)
			}
		})
	}
}

func TestFromSGFErrors(t *testing.T) {
	cases := []struct {
		name    string
		sgf     string
		rules   Rules
		wantMsg string // a substring the error must contain
	}{
		{"occupied point names the move", "(;SZ[5];B[cc];W[dd];B[dd])", Rules{}, "move 3 (B D2)"},
		{"ko recapture", "(;SZ[5]AB[ba][ab][cb][bc]AW[ca][db][cc];W[bb];B[cb])", Rules{}, "move 2 (B C4): ko"},
		{"suicide", "(;SZ[5]AB[ba][ab];W[aa])", Rules{}, "move 1 (W A5): suicide"},
		{"superko", "(;SZ[5]AB[ba][ab];W[aa])", Rules{Ko: KoSuperko, Suicide: true}, "superko"},
		{"move off the board", "(;SZ[5];B[aa];W[fz])", Rules{}, "move 2"},
		{"black and white in one node", "(;SZ[5];B[aa]W[bb])", Rules{}, "move 1"},
		{"rectangular board", "(;SZ[9:5])", Rules{}, "rectangular"},
		{"board too big", "(;SZ[52])", Rules{}, "52"},
		{"setup off the board", "(;SZ[5]AB[zz])", Rules{}, "AB"},
		{"point both black and white", "(;SZ[5]AB[aa]AW[aa])", Rules{}, "A5"},
		{"bad PL", "(;SZ[5]PL[X])", Rules{}, "PL"},
		{"bad HA", "(;SZ[5]HA[two])", Rules{}, "HA"},
		{"not a game of Go", "(;GM[2]SZ[8])", Rules{}, "GM[2]"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FromSGF(parseSGF(t, tc.sgf), AllMoves, tc.rules)
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), tc.wantMsg) {
				t.Errorf("error %q does not mention %q", err, tc.wantMsg)
			}
		})
	}
	if _, err := FromSGF(nil, 0, Rules{}); err == nil {
		t.Error("nil root accepted")
	}
}

func TestRulesOf(t *testing.T) {
	cases := []struct {
		props   string
		rules   Rules
		scoring Scoring
	}{
		{"RU[Japanese]KM[7.5]", Rules{Ko: KoSimple}, Territory},
		{"RU[Korean]", Rules{Ko: KoSimple}, Territory},
		{"RU[Chinese]KM[6.5]", Rules{Ko: KoSuperko}, Area},
		{"RU[AGA]", Rules{Ko: KoSuperko}, Area},
		{"RU[NZ]", Rules{Ko: KoSuperko, Suicide: true}, Area},
		{"RU[New Zealand]", Rules{Ko: KoSuperko, Suicide: true}, Area},
		{"RU[Tromp-Taylor]", Rules{Ko: KoSuperko, Suicide: true}, Area},
		{"KM[6.5]", Rules{Ko: KoSimple}, Territory},
		{"KM[5.5]", Rules{Ko: KoSimple}, Territory},
		{"KM[7.5]", Rules{Ko: KoSuperko}, Area},
		{"RU[unknown]KM[7.5]", Rules{Ko: KoSuperko}, Area},
		{"", Rules{Ko: KoSimple}, Territory},
		{"KM[0.75]", Rules{Ko: KoSimple}, Territory},
	}
	for _, tc := range cases {
		r, s := RulesOf(parseSGF(t, "(;GM[1]"+tc.props+")"))
		if r != tc.rules || s != tc.scoring {
			t.Errorf("%s: %+v %v, want %+v %v", tc.props, r, s, tc.rules, tc.scoring)
		}
	}
}

// TestAtNode checks the position at a variation node against the same
// moves replayed on a main line.
func TestAtNode(t *testing.T) {
	roots, err := sgf.Parse([]byte("(;SZ[9]AB[aa];B[bb](;W[cc];B[dd])(;W[ee]AW[ff];B[gg]))"))
	if err != nil {
		t.Fatal(err)
	}
	root := roots[0]
	variation := root.Children[0].Children[1] // W[ee] AW[ff]
	b, moves, err := AtNode(variation, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if moves != 2 {
		t.Errorf("moves %d, want 2", moves)
	}
	want := map[string]Color{"A9": Black, "B8": Black, "E5": White, "F4": White, "C7": Empty, "G3": Empty}
	for v, c := range want {
		p, _ := ParseVertex(v, 9)
		if b.At(p) != c {
			t.Errorf("%s: %v, want %v", v, b.At(p), c)
		}
	}
	if _, _, err := AtNode(root.Children[0].Children[0].Children[0], Rules{}); err != nil {
		t.Errorf("main line: %v", err)
	}
}

// RulesName's names and descriptions read back as the same rules.
func TestRulesFromRURoundTrip(t *testing.T) {
	for _, s := range []Scoring{Territory, Area} {
		for _, k := range []KoRule{KoSimple, KoSuperko} {
			for _, suicide := range []bool{false, true} {
				r := Rules{Ko: k, Suicide: suicide}
				name := RulesName(s, r)
				gotR, gotS, ok := RulesFromRU(name)
				if !ok || gotR != r || gotS != s {
					t.Errorf("RulesFromRU(%q) = %+v %v %v, want %+v %v", name, gotR, gotS, ok, r, s)
				}
			}
		}
	}
	for _, bad := range []string{"", "unknown", "cgtgo area scoring, ko-ban X, suicide false", "cgtgo area scoring, ko-ban J, suicide maybe"} {
		if _, _, ok := RulesFromRU(bad); ok {
			t.Errorf("RulesFromRU(%q) accepted", bad)
		}
	}
}
