package sgf

import (
	"reflect"
	"strings"
	"testing"
)

// rootOf parses a one-tree collection and returns its root.
func rootOf(t *testing.T, src string) *Node {
	t.Helper()
	return mustParse(t, src)[0]
}

// TestBoardSize checks SZ: default 19, square sizes 2..25, rectangles and
// out-of-range sizes refused.
func TestBoardSize(t *testing.T) {
	tests := []struct {
		src     string
		want    int
		wantErr string
	}{
		{"(;GM[1])", 19, ""},
		{"(;SZ[9])", 9, ""},
		{"(;SZ[ 13 ])", 13, ""},
		{"(;SZ[2])", 2, ""},
		{"(;SZ[25])", 25, ""},
		{"(;SZ[19:19])", 19, ""},
		{"(;SZ[19:13])", 0, "rectangular boards are not supported"},
		{"(;SZ[1])", 0, "between 2 and 25"},
		{"(;SZ[26])", 0, "between 2 and 25"},
		{"(;SZ[52])", 0, "between 2 and 25"},
		{"(;SZ[99999999999999999999])", 0, "not a board size"},
		{"(;SZ[nine])", 0, "not a board size"},
		{"(;SZ[])", 0, "not a board size"},
		{"(;SZ[-9])", 0, "not a board size"},
		{"(;SZ[9:x])", 0, "not a board size"},
	}
	for _, tc := range tests {
		got, err := BoardSize(rootOf(t, tc.src))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("BoardSize(%s) error = %v, want %q", tc.src, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("BoardSize(%s) = %d %v, want %d", tc.src, got, err, tc.want)
		}
	}
}

// TestKomi checks exact komi in half points.
func TestKomi(t *testing.T) {
	tests := []struct {
		src     string
		want    int
		ok      bool
		wantErr string
	}{
		{"(;KM[6.5])", 13, true, ""},
		{"(;KM[7])", 14, true, ""},
		{"(;KM[7.5])", 15, true, ""},
		{"(;KM[5.50])", 11, true, ""},
		{"(;KM[0])", 0, true, ""},
		{"(;KM[-0.5])", -1, true, ""},
		{"(;KM[+3.])", 6, true, ""},
		{"(;KM[.5])", 1, true, ""},
		{"(;KM[ 6.5 ])", 13, true, ""},
		{"(;GM[1])", 0, false, ""},
		{"(;KM[])", 0, false, ""},
		{"(;KM[0.75])", 0, false, "komi must be a multiple of 1/2"},
		{"(;KM[6.25])", 0, false, "komi must be a multiple of 1/2"},
		{"(;KM[six])", 0, false, "not a decimal number"},
		{"(;KM[6,5])", 0, false, "not a decimal number"},
		{"(;KM[.])", 0, false, "not a decimal number"},
		{"(;KM[1e3])", 0, false, "not a decimal number"},
		{"(;KM[12345678901234567890])", 0, false, "not a decimal number"},
	}
	for _, tc := range tests {
		got, ok, err := KomiHalfPoints(rootOf(t, tc.src))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("KomiHalfPoints(%s) error = %v, want %q", tc.src, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want || ok != tc.ok {
			t.Errorf("KomiHalfPoints(%s) = %d %v %v, want %d %v", tc.src, got, ok, err, tc.want, tc.ok)
		}
	}
	if s, ok := Komi(rootOf(t, "(;KM[ 6.5 ])")); s != "6.5" || !ok {
		t.Errorf("Komi = %q %v, want 6.5", s, ok)
	}
}

// TestResult checks RE decoding.
func TestResult(t *testing.T) {
	tests := []struct {
		v       string
		want    Result
		wantErr string
	}{
		{"B+3.5", Result{Winner: Black, HalfPoints: 7, HasMargin: true}, ""},
		{"W+0.5", Result{Winner: White, HalfPoints: 1, HasMargin: true}, ""},
		{"W+12", Result{Winner: White, HalfPoints: 24, HasMargin: true}, ""},
		{"B+R", Result{Winner: Black, Reason: "Resign"}, ""},
		{"W+Resign", Result{Winner: White, Reason: "Resign"}, ""},
		{"B+resign", Result{Winner: Black, Reason: "Resign"}, ""},
		{"W+T", Result{Winner: White, Reason: "Time"}, ""},
		{"B+Forfeit", Result{Winner: Black, Reason: "Forfeit"}, ""},
		{"B+", Result{Winner: Black}, ""},
		{"0", Result{Draw: true}, ""},
		{"Draw", Result{Draw: true}, ""},
		{"Void", Result{Void: true}, ""},
		{"?", Result{Unknown: true}, ""},
		{"B+0.25", Result{}, "multiple of 1/2"},
		{"B+-3", Result{}, "bad margin"},
		{"X+3", Result{}, "not a result"},
		{"black wins", Result{}, "not a result"},
	}
	for _, tc := range tests {
		got, err := ParseResult(tc.v)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseResult(%q) error = %v, want %q", tc.v, err, tc.wantErr)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseResult(%q) = %+v %v, want %+v", tc.v, got, err, tc.want)
		}
	}
	if r, ok, err := GameResult(rootOf(t, "(;RE[W+1.5])")); err != nil || !ok || r.HalfPoints != 3 {
		t.Errorf("GameResult = %+v %v %v", r, ok, err)
	}
	if _, ok, err := GameResult(rootOf(t, "(;GM[1])")); ok || err != nil {
		t.Errorf("GameResult without RE = %v %v", ok, err)
	}
}

// TestRootHelpers checks HA, RU, PL and C.
func TestRootHelpers(t *testing.T) {
	r := rootOf(t, "(;HA[4]RU[ Japanese ]PL[W]C[hello])")
	if n, ok, err := Handicap(r); n != 4 || !ok || err != nil {
		t.Errorf("Handicap = %d %v %v", n, ok, err)
	}
	if s, ok := Rules(r); s != "Japanese" || !ok {
		t.Errorf("Rules = %q %v", s, ok)
	}
	if c, ok, err := PlayerToMove(r); c != White || !ok || err != nil {
		t.Errorf("PlayerToMove = %v %v %v", c, ok, err)
	}
	if c := Comment(r); c != "hello" {
		t.Errorf("Comment = %q", c)
	}
	bad := rootOf(t, "(;HA[-1]PL[X])")
	if _, _, err := Handicap(bad); err == nil {
		t.Errorf("Handicap(-1) accepted")
	}
	if _, _, err := PlayerToMove(bad); err == nil {
		t.Errorf("PL[X] accepted")
	}
	empty := rootOf(t, "(;GM[1])")
	if _, ok, _ := Handicap(empty); ok {
		t.Errorf("Handicap without HA reports ok")
	}
	if _, ok := Rules(empty); ok {
		t.Errorf("Rules without RU reports ok")
	}
	if Black.Opponent() != White || White.Opponent() != Black || Black.String() != "B" || Color(0).String() != "?" {
		t.Errorf("Color helpers wrong")
	}
}

// TestNodeHelpers checks Move, Points and Labels.
func TestNodeHelpers(t *testing.T) {
	r := rootOf(t, "(;AB[aa:bb]TR[cc]LB[dd:A][ee:two words\\: x];B[ef];W[];B[tt];B[aa]W[bb];W[zz])")
	if pts, err := r.Points("AB", 19); err != nil || !reflect.DeepEqual(pts, []Point{{0, 0}, {1, 0}, {0, 1}, {1, 1}}) {
		t.Errorf("AB = %v %v", pts, err)
	}
	if pts, err := r.Points("SQ", 19); err != nil || pts != nil {
		t.Errorf("missing SQ = %v %v", pts, err)
	}
	if _, err := r.Points("AB", 1); err == nil {
		t.Errorf("AB on a 1x1 board accepted")
	}
	labels, err := Labels(r, 19)
	want := []Label{{Point{3, 3}, "A"}, {Point{4, 4}, "two words: x"}}
	if err != nil || !reflect.DeepEqual(labels, want) {
		t.Errorf("Labels = %v %v, want %v", labels, err, want)
	}
	n := &Node{}
	SetLabels(n, want)
	if got, _ := Labels(n, 19); !reflect.DeepEqual(got, want) {
		t.Errorf("SetLabels/Labels = %v", got)
	}
	if out := Format([]*Node{n}); out != `(;LB[dd:A][ee:two words\: x])`+"\n" {
		t.Errorf("labels written as %q", out)
	}
	SetLabels(n, nil)
	if n.Has("LB") {
		t.Errorf("SetLabels(nil) kept LB")
	}
	line := r.MainLine()
	moves := []struct {
		m       Move
		ok      bool
		wantErr string
	}{
		{Move{}, false, ""},
		{Move{Color: Black, Point: Point{4, 5}}, true, ""},
		{Move{Color: White, Pass: true}, true, ""},
		{Move{Color: Black, Pass: true}, true, ""},
		{Move{}, false, "both B"},
		{Move{}, false, "off the 19x19 board"},
	}
	for i, tc := range moves {
		m, ok, err := line[i].Move(19)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("node %d: error = %v, want %q", i, err, tc.wantErr)
			}
			continue
		}
		if err != nil || ok != tc.ok || m != tc.m {
			t.Errorf("node %d: Move = %+v %v %v, want %+v %v", i, m, ok, err, tc.m, tc.ok)
		}
	}
	if _, err := Labels(rootOf(t, "(;LB[dd])"), 19); err == nil {
		t.Errorf("LB without ':' accepted")
	}
}
