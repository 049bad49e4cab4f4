package estimate

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/decompose"
)

// The playout board agrees with package board (simple ko, no suicide) on
// the legality of every point and on the stones after every move, over
// random games on 9x9 and 7x7 boards.
func TestPlayoutBoardMatchesBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 30; game++ {
		size := 7 + 2*(game%2)
		b, _ := board.New(size, board.Rules{Ko: board.KoSimple})
		pb := newPlayoutBoard(b)
		c := board.Black
		for move := 0; move < 150; move++ {
			var legal []board.Point
			for p := board.Point(0); int(p) < b.NumPoints(); p++ {
				x, y := p.XY(size)
				want := b.IsLegal(c, p)
				got := b.At(p) == board.Empty && pb.legal(pb.at(x, y), int8(c))
				if got != want {
					t.Fatalf("game %d move %d: %v at %s legal %v, board says %v\n%s", game, move, c, p.Vertex(size), got, want, b)
				}
				if want {
					legal = append(legal, p)
				}
			}
			if len(legal) == 0 {
				break
			}
			p := legal[rng.IntN(len(legal))]
			_ = b.Play(c, p)
			x, y := p.XY(size)
			pb.play(pb.at(x, y), int8(c))
			for q := board.Point(0); int(q) < b.NumPoints(); q++ {
				qx, qy := q.XY(size)
				if int8(b.At(q)) != pb.cells[pb.at(qx, qy)] {
					t.Fatalf("game %d move %d: stones differ at %s\n%s", game, move, q.Vertex(size), b)
				}
			}
			c = c.Opponent()
		}
	}
}

// diagram builds a board, failing the test on a bad diagram.
func diagram(t *testing.T, rows ...string) *board.Board {
	t.Helper()
	b, err := board.FromDiagram(board.Rules{Ko: board.KoSimple}, rows...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Eval on a position counted by hand: Black's wall on column C and
// White's on column E, both alive, with column D between them neutral
// (equally near both), column A-B Black's (10 points) and F-G... the
// right side White's.
func TestEvalCountsByHand(t *testing.T) {
	b := diagram(t,
		"..X.O..",
		"..X.O..",
		"..X.O..",
		"..X.O..",
		"..X.O..",
		"..X.O..",
		"..X.O..")
	status := make([]Status, b.NumPoints())
	for p := range status {
		if b.At(board.Point(p)) != board.Empty {
			status[p] = Alive
		}
	}
	for _, tc := range []struct {
		scoring board.Scoring
		want    int // half points
	}{
		// Territory: Black 14 points (columns A-B), White 14 (F-G), D neutral.
		{board.Territory, 0},
		// Area: the same, each side's 7 stones as well: still even.
		{board.Area, 0},
	} {
		pos, err := newPosition(b, tc.scoring, status)
		if err != nil {
			t.Fatal(err)
		}
		if got := pos.eval(); got != tc.want {
			t.Errorf("%v: eval %d half points, want %d", tc.scoring, got, tc.want)
		}
		// A Black stone on D4 (linked to C4): D4 is Black's, and D3, D5
		// stay neutral (one from D4 and from E3/E5), so Black gains the
		// stone (area) and nothing more under territory scoring.
		if err := pos.b.Play(board.Black, board.PointAt(3, 3, 7)); err != nil {
			t.Fatal(err)
		}
		want := 0
		if tc.scoring == board.Area {
			want = 2
		}
		if got := pos.eval(); got != want {
			t.Errorf("%v after B D4: eval %d half points, want %d", tc.scoring, got, want)
		}
	}
}

// A lone stone inside the opponent's territory (Black's fortress with
// its eyes on the top edge and its wall on the fifth row) is judged dead
// by the playouts, and the fortress alive.
func TestJudgeLoneStoneDead(t *testing.T) {
	b := diagram(t,
		"X.X.X.X.X",
		"XXXXXXXXX",
		".........",
		"....O....",
		"XXXXXXXXX",
		"OOOOOOOOO",
		".........",
		"OOOOOOOOO",
		".O.O.O.O.")
	b.SetToMove(board.Black)
	d, err := decompose.Decompose(context.Background(), b, decompose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	l := Judge(context.Background(), b, d, 256)
	e6 := board.PointAt(4, 3, 9)
	if l.Status[e6] != Dead || l.How[e6] != Judged {
		t.Errorf("lone white stone E6: %v (%v), want dead (judged); ownership %.2f", l.Status[e6], l.How[e6], l.Ownership[e6])
	}
	if w := board.PointAt(0, 1, 9); l.Status[w] != Alive || l.How[w] != Proved {
		t.Errorf("Black's fortress: %v (%v), want alive (proved)", l.Status[w], l.How[w])
	}
}

// The estimate finds the gap in a wall: Black's wall on the fifth row
// has a hole at E5 facing White's wall; Black closing it keeps E5 and the
// points behind it, White entering takes E5 and makes Black block at E6.
// The hottest area holds both colours' moves at E5, and it is hot.
func TestAnalyzeFindsGap(t *testing.T) {
	b := diagram(t,
		"X.X.X.X.X",
		"XXXXXXXXX",
		".........",
		".........",
		"XXXX.XXXX",
		"OOOOOOOOO",
		".........",
		"OOOOOOOOO",
		".O.O.O.O.")
	b.SetToMove(board.Black)
	d, err := decompose.Decompose(context.Background(), b, decompose.Options{})
	if err != nil {
		t.Fatal(err)
	}
	in := make([]bool, b.NumPoints())
	for p := range in {
		in[p] = b.At(board.Point(p)) == board.Empty
	}
	est, err := Analyze(context.Background(), b, d, Options{Scoring: board.Territory, InPlay: in})
	if err != nil {
		t.Fatal(err)
	}
	if len(est.Areas) == 0 {
		t.Fatal("no area")
	}
	hot := est.Areas[0].Component
	e5 := board.PointAt(4, 4, 9)
	var black, white bool
	for _, m := range hot.Moves {
		black = black || (m.Color == board.Black && m.Point == e5)
		white = white || (m.Color == board.White && m.Point == e5)
	}
	if !black || !white || hot.Value.Temperature().Sign() <= 0 {
		t.Errorf("hottest area %s (temperature %s): Black E5 %v, White E5 %v", hot.Value, hot.Value.Temperature(), black, white)
	}
}
