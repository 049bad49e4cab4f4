package engine

import (
	"context"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// surelyOwnEye is an independent, stricter eye test: every neighbour is
// one's own stone and no diagonal is the opponent's. Filling such a point
// is never useful, and the simple player must never do it.
func surelyOwnEye(b *board.Board, p board.Point, c board.Color) bool {
	size := b.Size()
	x, y := p.XY(size)
	for _, d := range [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		if board.InBounds(x+d[0], y+d[1], size) && b.At(board.PointAt(x+d[0], y+d[1], size)) != c {
			return false
		}
	}
	for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if board.InBounds(x+d[0], y+d[1], size) && b.At(board.PointAt(x+d[0], y+d[1], size)) == c.Opponent() {
			return false
		}
	}
	return true
}

// Self-play games of the simple player from random openings: every move
// is legal, never fills a sure eye of its own, never leaves its block with
// one liberty unless it captured, and every game ends with two passes.
func TestSimplePlayerSelfPlay(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 5
	}
	r := rand.New(rand.NewSource(7))
	for g := 0; g < games; g++ {
		size := 5 + r.Intn(5)
		b, _ := board.New(size, board.Rules{Ko: board.KoSuperko})
		// A random opening of legal moves.
		for i := r.Intn(size * 2); i > 0; i-- {
			c := b.ToMove()
			moves := b.LegalMoves(c)
			if len(moves) == 0 {
				break
			}
			_ = b.Play(c, moves[r.Intn(len(moves))])
		}
		passes, n := 0, 0
		for passes < 2 {
			if n++; n > 4*size*size {
				t.Fatalf("game %d (%dx%d) did not end in %d moves\n%s", g, size, size, n, b)
			}
			c := b.ToMove()
			sp := simplePlayer{board: b.Copy(), komi: cgt.RationalFromFrac(13, 2), scoring: board.Territory}
			p := sp.move(context.Background(), c)
			if p == board.Pass {
				passes++
				_ = b.Play(c, p)
				continue
			}
			passes = 0
			if surelyOwnEye(b, p, c) {
				t.Fatalf("game %d: %s fills its own eye at %s\n%s", g, c.Name(), p.Vertex(size), b)
			}
			before := b.Captures(c)
			if err := b.Play(c, p); err != nil {
				t.Fatalf("game %d: illegal move %s %s: %v\n%s", g, c.Name(), p.Vertex(size), err, b)
			}
			if b.Liberties(p) < 2 && b.Captures(c) == before {
				t.Fatalf("game %d: %s put itself in atari at %s\n%s", g, c.Name(), p.Vertex(size), b)
			}
		}
	}
}

// Preferences on small positions built by hand: a capture first, then
// saving a block in atari, and a pass in a finished position.
func TestSimplePlayerPreferences(t *testing.T) {
	cases := []struct {
		name  string
		rows  []string
		c     board.Color
		want  string
		score board.Scoring
	}{
		{"captures the stone in atari", []string{
			".....",
			".XO..",
			"XO...",
			".X...",
			".....",
		}, board.Black, "C3", board.Territory},
		{"saves its stone in atari", []string{
			".....",
			".....",
			".OXO.",
			"..O..",
			".....",
		}, board.Black, "C4", board.Territory},
		{"passes when the board is settled", []string{
			".X.O.",
			".X.O.",
			".X.O.",
			".X.O.",
			".XO.O",
		}, board.Black, "pass", board.Territory},
		{"fills a dame under area scoring (the one next to most White stones)", []string{
			".X.O.",
			".X.O.",
			".X.O.",
			".X.O.",
			".XO.O",
		}, board.Black, "C2", board.Area},
	}
	for _, tc := range cases {
		b := diagram(t, tc.rows...)
		p := simplePlayer{board: b, komi: cgt.RationalFromInt(0), scoring: tc.score}.move(context.Background(), tc.c)
		if got := p.Vertex(b.Size()); got != tc.want {
			t.Errorf("%s: played %s, want %s\n%s", tc.name, got, tc.want, b)
		}
	}
}

// diagram builds a position from rows (top row first): X black, O white,
// '.' empty.
func diagram(t *testing.T, rows ...string) *board.Board {
	t.Helper()
	b, err := board.FromDiagram(board.Rules{}, rows...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
