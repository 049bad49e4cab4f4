package decompose

import (
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// rowsOf splits a diagram row into cells, ignoring spaces.
func rowsOf(rows []string) [][]byte {
	out := make([][]byte, len(rows))
	for i, r := range rows {
		out[i] = []byte(strings.ReplaceAll(r, " ", ""))
	}
	return out
}

// diagram builds a board from rows (top row first) of X (black), O (white)
// and . (empty), spaces ignored. The board is square: as many rows as
// columns.
func diagram(t testing.TB, rows ...string) *board.Board {
	t.Helper()
	cells := rowsOf(rows)
	n := len(cells)
	b, err := board.New(n, board.Rules{})
	if err != nil {
		t.Fatalf("diagram: %v", err)
	}
	var black, white []board.Point
	for y, row := range cells {
		if len(row) != n {
			t.Fatalf("diagram row %d has %d cells, want %d", y, len(row), n)
		}
		for x, c := range row {
			p := board.PointAt(x, y, n)
			switch c {
			case 'X':
				black = append(black, p)
			case 'O':
				white = append(white, p)
			case '.':
			default:
				t.Fatalf("diagram: bad cell %q", c)
			}
		}
	}
	if err := b.SetupStones(black, white, nil); err != nil {
		t.Fatalf("diagram: %v", err)
	}
	return b
}

// vertexList parses GTP vertices.
func vertexList(t testing.TB, size int, vs ...string) []board.Point {
	t.Helper()
	var out []board.Point
	for _, v := range vs {
		p, err := board.ParseVertex(v, size)
		if err != nil {
			t.Fatalf("vertex %q: %v", v, err)
		}
		out = append(out, p)
	}
	return out
}

// setOf returns the points as a set of vertices.
func setOf(pts []board.Point, size int) map[string]bool {
	m := map[string]bool{}
	for _, p := range pts {
		m[p.Vertex(size)] = true
	}
	return m
}
