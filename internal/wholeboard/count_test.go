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
		// with F5 (or F5 with G5): not pass-alive (one vital region,
		// E5-F5-G5), but alive by answering attacks (answerlife.go), so,
		// as the rules of Japan count it, E5 is dead: Black has B7 D7 F7,
		// A4, F5 G5 and E5 twice (8), White B1 D1 F1 and D3 (4).
		name: "group alive by answering: its enclosed stone is dead",
		rows: []string{
			"X . X . X . X",
			"X X X X X X X",
			"X X X X O . .",
			". X O O X X X",
			"X X O . O O X",
			"O O O O O O O",
			"O . O . O . O",
		},
		want: 4,
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
