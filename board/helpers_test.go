package board

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// fromDiagram builds a board from rows drawn top to bottom: X black, O
// white, '.' or '+' empty; spaces are ignored. Black is to move.
func fromDiagram(t testing.TB, rules Rules, rows ...string) *Board {
	t.Helper()
	b, err := FromDiagram(rules, rows...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// diagram draws the stones of b in fromDiagram's form (no spaces).
func diagram(b *Board) []string {
	rows := make([]string, b.size)
	for y := 0; y < b.size; y++ {
		var sb strings.Builder
		for x := 0; x < b.size; x++ {
			switch b.At(PointAt(x, y, b.size)) {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		rows[y] = sb.String()
	}
	return rows
}

// vtx parses a GTP vertex or fails the test.
func vtx(t testing.TB, b *Board, s string) Point {
	t.Helper()
	p, err := ParseVertex(s, b.Size())
	if err != nil {
		t.Fatalf("vertex %q: %v", s, err)
	}
	return p
}

// snapshot is everything observable about a board, for undo checks.
type snapshot struct {
	cells    []Color
	toMove   Color
	koPoint  Point
	captures [3]int
	hash     uint64
	history  int
	seen     map[uint64]int
}

func snap(b *Board) snapshot {
	return snapshot{
		cells:    slices.Clone(b.cells),
		toMove:   b.toMove,
		koPoint:  b.koPoint,
		captures: b.captures,
		hash:     b.hash,
		history:  len(b.history),
		seen:     maps.Clone(b.seen),
	}
}

// sameSnapshot reports the first difference between two snapshots, or "".
func sameSnapshot(a, b snapshot) string {
	switch {
	case !slices.Equal(a.cells, b.cells):
		return "stones differ"
	case a.toMove != b.toMove:
		return "player to move differs"
	case a.koPoint != b.koPoint:
		return "ko point differs"
	case a.captures != b.captures:
		return "captures differ"
	case a.hash != b.hash:
		return "hash differs"
	case a.history != b.history:
		return "history length differs"
	case !maps.Equal(a.seen, b.seen):
		return "superko history differs"
	}
	return ""
}

// recomputeHash computes the Zobrist hash of b's stones from scratch.
func recomputeHash(b *Board) uint64 {
	var h uint64
	for p, c := range b.cells {
		if c != Empty {
			h ^= zobristKey(Point(p), c)
		}
	}
	return h
}
