package decompose

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// bothAlive is a 5x5 position where both walls are pass-alive (three
// one-point eyes each) and the middle row is dame.
var bothAlive = []string{".X.X.", "XXXXX", ".....", "OOOOO", ".O.O."}

func TestMap(t *testing.T) {
	b := diagram(t, bothAlive...)
	d, err := Decompose(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Regions are numbered in the order of their first point (top left,
	// row by row); the legend follows the definitions of Summary.
	want := `    A B C D E
  5 a X b X c 5
  4 X X X X X 4
  3 d d d d d 3
  2 O O O O O 2
  1 e O f O g 1
    A B C D E
a #0 territory black: 1 point, 1 empty, value +1 (territory scoring) +1 (area scoring)
b #1 territory black: 1 point, 1 empty, value +1 (territory scoring) +1 (area scoring)
c #2 territory black: 1 point, 1 empty, value +1 (territory scoring) +1 (area scoring)
d #3 dame: 5 points, 5 empty
e #4 territory white: 1 point, 1 empty, value -1 (territory scoring) -1 (area scoring)
f #5 territory white: 1 point, 1 empty, value -1 (territory scoring) -1 (area scoring)
g #6 territory white: 1 point, 1 empty, value -1 (territory scoring) -1 (area scoring)
`
	if got := d.Map(); got != want {
		t.Errorf("Map:\n%s\nwant:\n%s", got, want)
	}
}

func TestJSON(t *testing.T) {
	b := diagram(t, bothAlive...)
	d, err := Decompose(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Size     int  `json:"size"`
		Complete bool `json:"complete"`
		Safe     []struct {
			Color  string   `json:"color"`
			Stones []string `json:"stones"`
			Reason string   `json:"reason"`
		} `json:"safe"`
		Regions []struct {
			Kind          string   `json:"kind"`
			Owner         string   `json:"owner"`
			Points        []string `json:"points"`
			BoundaryBlack []int    `json:"boundary_black"`
			BoundaryWhite []int    `json:"boundary_white"`
			Edge          bool     `json:"edge"`
			Value         *int     `json:"territory_value"`
		} `json:"regions"`
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("%v in %s", err, data)
	}
	if got.Size != 5 || !got.Complete || len(got.Safe) != 2 || len(got.Regions) != 7 {
		t.Fatalf("unexpected JSON %s", data)
	}
	if got.Safe[0].Color != "black" || got.Safe[0].Reason != "benson" || len(got.Safe[0].Stones) != 7 {
		t.Errorf("safe[0] = %+v", got.Safe[0])
	}
	dame := got.Regions[3]
	if dame.Kind != "dame" || strings.Join(dame.Points, " ") != "A3 B3 C3 D3 E3" ||
		len(dame.BoundaryBlack) != 1 || len(dame.BoundaryWhite) != 1 || !dame.Edge || dame.Value != nil {
		t.Errorf("dame region = %+v", dame)
	}
	eye := got.Regions[0]
	if eye.Kind != "territory" || eye.Owner != "black" || eye.Value == nil || *eye.Value != 1 || eye.Points[0] != "A5" {
		t.Errorf("eye region = %+v", eye)
	}
}

func TestMarkSGF(t *testing.T) {
	b := diagram(t, bothAlive...)
	d, err := Decompose(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	orig := &sgf.Node{}
	orig.Set("PB", "Black Player")
	orig.Set("B", "aa")
	out := d.MarkSGF(orig)
	roots, err := sgf.Parse([]byte(sgf.Format([]*sgf.Node{out})))
	if err != nil {
		t.Fatal(err)
	}
	root := roots[0]
	if v, _ := root.Get("PB"); v != "Black Player" {
		t.Errorf("PB = %q", v)
	}
	if root.Has("B") {
		t.Error("the move of the original root was copied")
	}
	rb, err := board.FromSGF(root, board.AllMoves, board.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; p < b.NumPoints(); p++ {
		if rb.At(board.Point(p)) != b.At(board.Point(p)) {
			t.Fatalf("stones differ at %s", board.Point(p).Vertex(5))
		}
	}
	labels, err := sgf.Labels(root, 5)
	if err != nil {
		t.Fatal(err)
	}
	byPoint := map[string]string{}
	for _, l := range labels {
		byPoint[sgf.EncodePoint(l.Point)] = l.Text
	}
	// C3 is the dame region d; A5 the eye a; B5 a Benson-safe stone.
	for pt, want := range map[string]string{"cc": "d", "aa": "a", "ba": "b", "ae": "e"} {
		if byPoint[pt] != want {
			t.Errorf("label at %s = %q, want %q", pt, byPoint[pt], want)
		}
	}
	if len(labels) != 25 {
		t.Errorf("%d labels, want one per point (25)", len(labels))
	}
	if c, _ := root.Get("C"); !strings.Contains(c, "d #3 dame") {
		t.Errorf("comment lacks the legend: %q", c)
	}
}

func TestMarks(t *testing.T) {
	roots, err := sgf.Parse([]byte("(;SZ[5]AB[aa][ba]AW[ee]TR[aa]MA[ee:ee])"))
	if err != nil {
		t.Fatal(err)
	}
	safe, dead, err := Marks(roots[0], 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(safe) != 1 || safe[0].Vertex(5) != "A5" || len(dead) != 1 || dead[0].Vertex(5) != "E1" {
		t.Errorf("safe %v dead %v", safe, dead)
	}
	bad, _ := sgf.Parse([]byte("(;SZ[5]TR[zz])"))
	if _, _, err := Marks(bad[0], 5); err == nil {
		t.Error("TR off the board gave no error")
	}
	if s, d, err := Marks(nil, 5); err != nil || s != nil || d != nil {
		t.Error("Marks(nil) should be empty")
	}
}

func TestOptionErrors(t *testing.T) {
	b := diagram(t, bothAlive...)
	ctx := context.Background()
	cases := []struct {
		name string
		opt  Options
	}{
		{"negative max region", Options{MaxRegionSize: -1}},
		{"negative assume", Options{AssumeSafeLiberties: -2}},
		{"dead off board", Options{Dead: []board.Point{25}}},
		{"safe off board", Options{Safe: []board.Point{-3}}},
		{"dead on empty point", Options{Dead: vertexList(t, 5, "C3")}},
		{"dead and safe", Options{Dead: vertexList(t, 5, "A2"), Safe: vertexList(t, 5, "B2")}},
		{"dead but pass-alive", Options{Dead: vertexList(t, 5, "B5")}},
	}
	for _, tc := range cases {
		if _, err := Decompose(ctx, b, tc.opt); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	if _, err := Decompose(ctx, nil, Options{}); err == nil {
		t.Error("nil board: no error")
	}
}

// A cancelled context stops the search but still gives a valid
// decomposition (with fewer blocks proven by search).
func TestCancelledContext(t *testing.T) {
	pc := positions[0]
	for _, p := range positions {
		if p.name == "search-eye" {
			pc = p
		}
	}
	b := diagram(t, pc.rows...)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	d, err := Decompose(ctx, b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkPartition(t, b, d)
	for _, s := range d.Safe {
		if s.Reason == ReasonSearch {
			t.Errorf("block %v proven by search after cancellation", s.Stones[0].Vertex(9))
		}
	}
	// With the search off, the same holds.
	d, err = Decompose(context.Background(), b, Options{NodeBudget: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range d.Safe {
		if s.Reason == ReasonSearch {
			t.Error("search ran with NodeBudget < 0")
		}
	}
}

func TestBoundaryStones(t *testing.T) {
	b := diagram(t, bothAlive...)
	d, err := Decompose(context.Background(), b, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The dame row C3 region (#3) touches row 4 (black) and row 2 (white);
	// the eye A5 (#0) touches B5 and A4.
	cases := []struct {
		id           int
		black, white string
	}{
		{3, "A4 B4 C4 D4 E4", "A2 B2 C2 D2 E2"},
		{0, "B5 A4", ""},
		{6, "", "E2 D1"},
		{7, "", ""},
	}
	for _, tc := range cases {
		bl, wh := d.BoundaryStones(tc.id)
		if got := strings.Join(vertices(bl, 5), " "); got != tc.black {
			t.Errorf("region %d black boundary %q, want %q", tc.id, got, tc.black)
		}
		if got := strings.Join(vertices(wh, 5), " "); got != tc.white {
			t.Errorf("region %d white boundary %q, want %q", tc.id, got, tc.white)
		}
	}
}
