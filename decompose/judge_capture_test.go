package decompose

import (
	"context"
	"math/rand"
	"testing"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/testenv"
	"github.com/cgtgo/cgtgo/internal/wholeboard"
)

// TestCapturedWhoeverFirst: blocks of few liberties read by hand (top row
// first), each captured or not even when its owner moves first.
//   - ladder: White C3 (9x9) has one liberty, D3. Extending there gives
//     two (D4, E3); Black ataris from the side that keeps it at two (E3,
//     then D5, F4, E6, ...) and the ladder runs to the top right edge,
//     where it ends: no White stone on the way, no Black ladder stone left
//     in atari. Passing lets Black take C3 at once: dead.
//   - ladder broken: the same with White E5-E6 on the ladder's path: the
//     ladder joins them and gets five liberties and more: not dead.
//   - net (7x7): White C4 (liberties C5, D4) in the net of Black B4-B5,
//     C3-D3 and the geta D5. White C5 leaves C6 and D4: Black C6, and
//     White D4 has only E4, where Black takes. White D4 leaves C5 and E4:
//     Black E4, and White C5 has only C6. Passing lets Black atari at C5
//     or D4. No Black block is ever in atari: dead.
//   - escape by capture: the ladder of the first case with Black C4 in
//     atari (White B4, C5 around it): White D4 takes C4, then C3 joins
//     B4-C5 through C4: not dead.
//   - escape by ko: White B4 (5x5) has one liberty, B5, where White
//     extends into atari (Black A5 takes both, not a ko); White's only
//     other move is A3, taking Black B3 in a ko (White A3 alone with the
//     liberty B3): an escape by ko, so not called dead.
//   - two eyes: White's block around A6 and C6 (6x6) has two liberties,
//     both one-point eyes; Black can play neither: not dead (Benson's
//     proof makes it alive in Judge).
//   - second line (7x7): White F2 under Black's wall E3-G3 and E2 has
//     liberties F1 and G2. White G2 leaves F1 and G1: Black F1 (E1, G1
//     its liberties) and White G1 would be suicide, so Black takes at G1.
//     White F1 leaves E1, G1, G2: Black G2 (joined to the wall), White E1
//     leaves D1 and G1, Black D1, and White's last liberty G1 is suicide
//     for White. Passing: Black G2, White F1 (E1, G1), Black G1, White E1
//     with D1 only: Black takes. Dead.
func TestCapturedWhoeverFirst(t *testing.T) {
	for _, c := range []struct {
		name   string
		rows   []string
		vertex string
		dead   bool
	}{
		{"ladder", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . X . . . . . .",
			". X O . . . . . .",
			". . X X . . . . .",
			". . . . . . . . .",
		}, "C3", true},
		{"ladder broken", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . O . . . .",
			". . . . O . . . .",
			". . X . . . . . .",
			". X O . . . . . .",
			". . X X . . . . .",
			". . . . . . . . .",
		}, "C3", false},
		{"net", []string{
			". . . . . . .",
			". . . . . . .",
			". X . X . . .",
			". X O . . . .",
			". . X X . . .",
			". . . . . . .",
			". . . . . . .",
		}, "C4", true},
		{"escape by capture", []string{
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . . . . . . . .",
			". . O . . . . . .",
			". O X . . . . . .",
			". X O . . . . . .",
			". . X X . . . . .",
			". . . . . . . . .",
		}, "C3", false},
		{"escape by ko", []string{
			". . X . .",
			"X O X . .",
			". X O . .",
			"X O . . .",
			". . . . .",
		}, "B4", false},
		{"two eyes", []string{
			". O . O X .",
			"O O O O X .",
			"X X X X X .",
			". . . . . .",
			". . . . . .",
			". . . . . .",
		}, "B6", false},
		{"second line", []string{
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . X X X",
			". . . . X O .",
			". . . . . . .",
		}, "F2", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := diagram(t, c.rows...)
			n := b.Size()
			pos := newPosition(b)
			p := vertexList(t, n, c.vertex)[0]
			id := pos.blockOf[p]
			if got := pos.capturedWhoeverFirst(context.Background(), id, make([]bool, len(pos.blocks))); got != c.dead {
				t.Errorf("capturedWhoeverFirst(%s) = %v, want %v\n%s", c.vertex, got, c.dead, b)
			}
			before := b.String()
			life, err := Judge(context.Background(), b, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != before {
				t.Fatalf("Judge changed the board:\n%s", b)
			}
			v, _ := life.At(p)
			if c.dead && (v.Status != StatusDead || v.Reason != ReasonJudged) {
				t.Errorf("Judge %s: %v, want dead (judged)", c.vertex, v)
			}
			if v.Proved() && v.Status != StatusAlive {
				t.Errorf("Judge %s: %v called a proof", c.vertex, v)
			}
		})
	}
}

// TestCapturedBlocksFallToWholeBoardSearch checks the capture reading
// against the whole-board search of proof_sound_test.go: on random late
// positions of 5x5 and 6x6 boards (at most 8 empty points, simple ko), every block that
// capturedWhoeverFirst calls captured is captured by the whole-board
// search with its owner moving first (and answering anywhere, or
// passing). Blocks whose search runs over its budget are not counted.
func TestCapturedBlocksFallToWholeBoardSearch(t *testing.T) {
	want := 300
	if testenv.Reduced() {
		want = 60
	}
	r := rand.New(rand.NewSource(2331))
	checked, overBudget := 0, 0
	for tries := 0; checked < want && tries < 200*want; tries++ {
		b, ok := wholeboard.LatePosition(r, 5+r.Intn(2), 8, board.Rules{Ko: board.KoSimple})
		if !ok {
			continue
		}
		pos := newPosition(b)
		noneSafe := make([]bool, len(pos.blocks))
		for id, bl := range pos.blocks {
			if !pos.capturedWhoeverFirst(context.Background(), id, noneSafe) {
				continue
			}
			s := &captureSearch{target: bl.stones, owner: bl.color, tt: map[captureKey]bool{},
				onPath: map[uint64]bool{}, budget: 20000}
			lb := b.Copy()
			lb.SetToMove(bl.color)
			captured := s.attackerWins(lb, bl.color, 0)
			if s.overflow {
				overBudget++
				continue
			}
			if !captured {
				t.Fatalf("block at %s called captured survives a whole-board search (%s to move first)\n%s",
					bl.stones[0].Vertex(b.Size()), bl.color.Name(), b)
			}
			checked++
		}
	}
	if checked < want {
		t.Fatalf("only %d captured blocks checked (%d over budget), want %d", checked, overBudget, want)
	}
	t.Logf("%d captured blocks fall to the whole-board search; %d over budget not counted", checked, overBudget)
}
