package problemgen

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/testenv"
)

// TestTextbookValues checks the oracle and the layouts on positions whose
// values textbooks give: the first-line hane-connect is 1 point in sente
// (swing 2; Sensei's Library, "Hane on the first line"), a corridor of 2
// and 3 points has temperature 1/2 and 3/4 (Moews ch. 5; Berlekamp and
// Wolfe, swings 1 and 1 1/2), and the basic ko of the last point without
// ko threats has temperature 1/3 (Moews 1.2.3, swing 2/3).
func TestTextbookValues(t *testing.T) {
	corridor := func(n int) shape {
		for _, s := range shapes() {
			if s.Family == "corridor" && len(s.Cells) == n+2 {
				return s
			}
		}
		t.Fatalf("no corridor of %d", n)
		return shape{}
	}
	cases := []struct {
		name  string
		s     shape
		swing string
		kind  string
	}{
		{"hane-connect", shape{HB: 1, HW: 1, Stones: []stone{{0, 0, board.Black}}, Cells: window(1, 1, -2, 3)}, "2", "black sente"},
		{"hane-connect white", shape{HB: 1, HW: 1, Stones: []stone{{1, 0, board.White}}, Cells: window(1, 1, -2, 3)}, "2", "white sente"},
		{"corridor 2", corridor(2), "1", "gote"},
		{"corridor 3", corridor(3), "3/2", "gote"},
		{"basic ko", shape{HB: 1, HW: 1, Stones: []stone{{-1, 0, board.Black}, {0, 0, board.White}, {2, 0, board.White}}, Cells: window(1, 1, -2, 3)}, "2/3", "gote"},
	}
	for _, c := range cases {
		for _, l := range []layout{{Size: 9, X: 4}, {Size: 13, X: 5, Sym: 3, Swap: true}} {
			cand, err := evaluate(context.Background(), c.s, nil, l)
			if err != nil {
				t.Errorf("%s on %dx%d: %v", c.name, l.Size, l.Size, err)
				continue
			}
			kind := c.kind
			if l.Swap {
				kind = swapKind(kind)
			}
			if cand.V.Swing.RatString() != c.swing || cand.V.Kind != kind {
				t.Errorf("%s on %dx%d: %s %s, want %s %s", c.name, l.Size, l.Size, cand.V.Swing.RatString(), cand.V.Kind, c.swing, kind)
			}
		}
	}
}

// TestPlaceDeterministic writes one problem twice and compares the bytes.
func TestPlaceDeterministic(t *testing.T) {
	s := shape{Family: "open", Name: "test", HB: 1, HW: 1, Stones: []stone{{0, 0, board.Black}}, Cells: window(1, 1, -2, 3)}
	c, err := evaluate(context.Background(), s, nil, layout{Size: 9, X: 4})
	if err != nil {
		t.Fatal(err)
	}
	var out [2][]byte
	for i := range out {
		p, err := place(context.Background(), placement{category: "sente", index: 4, c: c})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = p.SGF
	}
	if !bytes.Equal(out[0], out[1]) {
		t.Errorf("two runs differ")
	}
}

// TestGeneratedSetUpToDate regenerates the whole problem set and compares
// it with testdata/problems byte for byte (long form only: it judges
// about 1,600 shapes, several minutes; run it with CGTGO_LONG=1).
func TestGeneratedSetUpToDate(t *testing.T) {
	if !testenv.Long() {
		t.Skip("regenerating the problem set takes minutes: run with " + testenv.LongEnv + "=1")
	}
	probs, err := Generate(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		got, err := os.ReadFile(filepath.Join("../../testdata/problems", filepath.FromSlash(p.Path)))
		if err != nil {
			t.Errorf("%s: %v", p.Path, err)
			continue
		}
		if !bytes.Equal(bytes.TrimSpace(got), bytes.TrimSpace(p.SGF)) {
			t.Errorf("%s differs from the generator's output: run go run ./internal/problemgen/cmd/genproblems", p.Path)
		}
	}
}

// TestApproachKoFound: the verdict finds the one-step approach ko of a
// principal line, and only there. Below White's wall a black stone (1,0)
// is in atari with a white stone beyond it at (2,0): White's capture at
// (0,0) leaves a white stone with two liberties, (-1,0) and (1,0), so
// Black must first fill (-1,0) (the approach move) before taking back at
// (1,0), which White could then retake (a ko). In the basic ko the
// capturing stone has one liberty (a direct ko), and after the first-line
// hane-connect nothing is captured: neither is an approach ko.
func TestApproachKoFound(t *testing.T) {
	cases := []struct {
		name     string
		s        shape
		approach bool
		side     board.Color
		fill     [2]int
		take     [2]int
	}{
		{"approach ko", shape{HB: 1, HW: 1, Stones: []stone{{1, 0, board.Black}, {2, 0, board.White}}, Cells: window(1, 1, -2, 3)}, true, board.Black, [2]int{-1, 0}, [2]int{1, 0}},
		{"basic ko", shape{HB: 1, HW: 1, Stones: []stone{{-1, 0, board.Black}, {0, 0, board.White}, {2, 0, board.White}}, Cells: window(1, 1, -2, 3)}, false, 0, [2]int{}, [2]int{}},
		{"hane-connect", shape{HB: 1, HW: 1, Stones: []stone{{0, 0, board.Black}}, Cells: window(1, 1, -2, 3)}, false, 0, [2]int{}, [2]int{}},
	}
	for _, c := range cases {
		l := layout{Size: 9, X: 4}
		cand, err := evaluate(context.Background(), c.s, nil, l)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		a := cand.V.Approach
		if (a != nil) != c.approach {
			t.Fatalf("%s: approach ko %+v, want one: %v", c.name, a, c.approach)
		}
		if a == nil {
			continue
		}
		fill, _ := l.point(c.fill[0], c.fill[1])
		take, _ := l.point(c.take[0], c.take[1])
		if a.Side != c.side || a.Approach != fill || a.Take != take || len(a.After) == 0 || a.After[0] != (board.Move{Color: c.side, Point: fill}) {
			t.Errorf("%s: side %v approach %s take %s after %v, want %v %s %s", c.name, a.Side, a.Approach.Vertex(9), a.Take.Vertex(9), a.After, c.side, fill.Vertex(9), take.Vertex(9))
		}
	}
}
