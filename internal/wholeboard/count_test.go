package wholeboard

import (
	"strings"
	"testing"
)

// diagram builds the Position of a diagram (FromDiagram).
func diagram(t *testing.T, rows []string) *Position {
	t.Helper()
	pos, ok := FromDiagram(rows)
	if !ok {
		t.Fatalf("not a position:\n%s", strings.Join(rows, "\n"))
	}
	return pos
}

// TestCountDeadStones: the counting rule of Count on finished positions,
// counted by hand under territory scoring (a dead stone counts twice: its
// point and the prisoner).
func TestCountDeadStones(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		want int
	}{{
		// The black group C4 and D3-E3-E4-F4 is cut off from the fortress
		// but pass-alive (Benson: D4 and E5 are vital to it, White can
		// play neither), so the white stone F5 is dead: Black has B7 D7
		// F7, C5 B4 D4 E5 and F5 twice (9), White B1 D1 F1 (3).
		name: "pass-alive group encloses a dead stone",
		rows: []string{
			"X . X . X . X",
			"X X X X X X X",
			"X X . X . O X",
			"X . X . X X O",
			"X X O X X O O",
			"O O O O O O O",
			"O . O . O . O",
		},
		want: 6,
	}, {
		// The black group E4-F4-G4-G3 lives only by answering White G5
		// with F5: not pass-alive (one vital region, E5-F5-G5), so Count
		// leaves E5 standing and F5 G5 are dame (Japanese rules would
		// count E5 dead: B+4). Black has B7 D7 F7 and A4, White B1 D1 F1
		// and D3.
		name: "group alive by answering: its enclosed stone stands",
		rows: []string{
			"X . X . X . X",
			"X X X X X X X",
			"X X X X O . .",
			". X O O X X X",
			"X X O . O O X",
			"O O O O O O O",
			"O . O . O . O",
		},
		want: 0,
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := diagram(t, c.rows)
			if got := pos.Count(false); got != c.want {
				t.Errorf("Count = %d, want %d\n%s", got, c.want, pos.Board)
			}
		})
	}
}
