package decompose

import (
	"sort"
	"strings"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// Cases counted by hand from the definition in benson.go: for each
// c-region, which blocks it is healthy for, then the iteration.
func TestBenson(t *testing.T) {
	cases := []struct {
		name  string
		rows  []string
		color board.Color
		alive []string // the top-left stone of each expected pass-alive block
	}{
		{
			// Regions {A5}, {C5}, {E5} are healthy for the one block
			// (each empty point is its liberty): three healthy regions.
			name: "two eyes on the edge", color: board.Black,
			rows:  []string{".X.X.", "XXXXX", ".....", ".....", "....."},
			alive: []string{"B5"},
		},
		{
			// False eye: C5 is healthy for block G (B5 B4 ...) and for
			// the lone D5, which has no other healthy region, so D5
			// leaves X, {C5} leaves R, and G is left with {A5} only.
			name: "false eye", color: board.Black,
			rows:  []string{".X.XO", "XXXOO", "OOOO.", ".....", "....."},
			alive: nil,
		},
		{
			// Same shape with D4 black: one block, two healthy eyes.
			name: "false eye repaired", color: board.Black,
			rows:  []string{".X.XO", "XXXXO", "OOOO.", ".....", "....."},
			alive: []string{"B5"},
		},
		{
			// A 3x3 eye is not healthy (its centre B5 is not a
			// liberty); with one small eye E6 the block has only one
			// healthy region: not pass-alive (a big eye shape that is
			// not vital).
			name: "big eye not vital", color: board.Black,
			rows: []string{
				"...X.X",
				"...XXX",
				"...X..",
				"XXXX..",
				"......",
				"......",
			},
			alive: nil,
		},
		{
			// Region {A5, B5} holds a white stone; its only empty point
			// A5 is a liberty of the block, so it is healthy.
			name: "eye holding an opponent stone", color: board.Black,
			rows:  []string{".OX.X", "XXXXX", "OOOOO", ".....", "....."},
			alive: []string{"C5"},
		},
		{
			// Three black columns around two gaps that open through
			// the white stones B3 and D3 into the white area: the black
			// regions are not small, none is healthy, nothing lives.
			name: "open gaps are not eyes", color: board.Black,
			rows: []string{
				"X.X.X",
				"X.X.X",
				"XOXOX",
				"OOOOO",
				".....",
			},
			alive: nil,
		},
		{
			// Closed: {B5,B4} and {D5,D4} are healthy for the one white
			// block.
			name: "two eyes closed", color: board.White,
			rows: []string{
				"O.O.O",
				"O.O.O",
				"OOOOO",
				".....",
				".....",
			},
			alive: []string{"A5"},
		},
		{
			// Seki-like shared liberties are never healthy for both
			// sides' needs: neither block is pass-alive.
			name: "no eyes", color: board.White,
			rows:  []string{".....", ".OOO.", ".OXO.", ".OOO.", "....."},
			alive: nil,
		},
		{
			// Both colours pass-alive on one board.
			name: "both alive: white", color: board.White,
			rows: []string{
				".X.X.",
				"XXXXX",
				".....",
				"OOOOO",
				".O.O.",
			},
			alive: []string{"A2"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := diagram(t, tc.rows...)
			res, err := Benson(b, tc.color)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, blk := range res.Alive {
				// Name a block by its top-left stone.
				got = append(got, blk[0].Vertex(b.Size()))
			}
			sort.Strings(got)
			want := append([]string(nil), tc.alive...)
			sort.Strings(want)
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("alive blocks = %v, want %v\n%s", got, want, b)
			}
		})
	}
	if _, err := Benson(diagram(t, "..", ".."), board.Empty); err == nil {
		t.Error("Benson(Empty) gave no error")
	}
}

// TestPassAlive: PassAlive marks the stones of every block Benson finds
// pass-alive, of either colour, and nothing else. Black's block on the top
// two lines has eyes A5, C5 and E5; White's block below has eyes B2 and D2.
func TestPassAlive(t *testing.T) {
	b := diagram(t, ".X.X.", "XXXXX", "OOOOO", "O.O.O", "OOOOO")
	got := PassAlive(b)
	want := map[string]bool{}
	for _, c := range []board.Color{board.Black, board.White} {
		res, err := Benson(b, c)
		if err != nil {
			t.Fatal(err)
		}
		for _, blk := range res.Alive {
			for _, p := range blk {
				want[p.Vertex(b.Size())] = true
			}
		}
	}
	if PassAlive(nil) != nil {
		t.Error("PassAlive(nil) is not nil")
	}
	if len(want) != 20 {
		t.Fatalf("Benson finds %d pass-alive stones, want both groups' 20", len(want))
	}
	for p := 0; p < b.NumPoints(); p++ {
		v := board.Point(p).Vertex(b.Size())
		if got[p] != want[v] {
			t.Errorf("%s: PassAlive %v, Benson %v", v, got[p], want[v])
		}
	}
}
