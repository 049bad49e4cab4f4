package board

import (
	"math/rand/v2"
	"testing"
)

// TestRandomPlayouts plays random legal games with random undos and checks
// after every step that the Zobrist hash equals a from-scratch
// recomputation, that no block is left without liberties, that the legal
// move list agrees with Play, and that Undo restores the exact earlier
// state (stones, player to move, ko point, prisoners, hash, superko history).
func TestRandomPlayouts(t *testing.T) {
	steps := 3000
	if testing.Short() {
		steps = 500
	}
	cases := []struct {
		size  int
		rules Rules
	}{
		{5, Rules{Ko: KoSimple}},
		{5, Rules{Ko: KoSuperko}},
		{5, Rules{Ko: KoSuperko, Suicide: true}},
		{7, Rules{Ko: KoSimple, Suicide: true}},
		{9, Rules{Ko: KoSuperko}},
		{9, Rules{Ko: KoSimple}},
	}
	for ci, tc := range cases {
		rng := rand.New(rand.NewPCG(uint64(ci), 42))
		b, err := New(tc.size, tc.rules)
		if err != nil {
			t.Fatal(err)
		}
		var stack []snapshot
		var oracles []naiveOracle // oracle state before each move on the stack
		oracle := newNaiveOracle(tc.size, tc.rules)
		captures, undos, compared, kos := 0, 0, 0, 0
		for step := 0; step < steps; step++ {
			if len(stack) > 0 && rng.IntN(6) == 0 {
				if err := b.Undo(); err != nil {
					t.Fatalf("size %d step %d: undo: %v", tc.size, step, err)
				}
				want := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if d := sameSnapshot(want, snap(b)); d != "" {
					t.Fatalf("size %d step %d: undo: %s", tc.size, step, d)
				}
				*oracle = oracles[len(oracles)-1]
				oracles = oracles[:len(oracles)-1]
				undos++
				continue
			}
			c := b.ToMove()
			if rng.IntN(10) == 0 {
				c = c.Opponent() // out of turn, as GTP allows
			}
			legal := b.LegalMoves(c)
			before := snap(b)
			if tc.size <= 7 {
				// Compare with the first-principles oracle.
				for pt := range b.cells {
					want := oracle.legal(b.cells, b.ToMove(), c, Point(pt))
					if got := contains(legal, Point(pt)); got != want {
						t.Fatalf("size %d step %d: %s %s: LegalMoves says %v, the naive oracle %v\n%s", tc.size, step, c, Point(pt).Vertex(b.size), got, want, b)
					}
				}
				compared++
			}
			p := Pass
			if len(legal) > 0 && rng.IntN(20) != 0 {
				p = legal[rng.IntN(len(legal))]
			}
			// A random point not in the legal list must be refused.
			q := Point(rng.IntN(b.NumPoints()))
			if !contains(legal, q) {
				if err := b.Play(c, q); err == nil {
					t.Fatalf("size %d step %d: %s %s played but not in LegalMoves", tc.size, step, c, q.Vertex(b.size))
				}
				if d := sameSnapshot(before, snap(b)); d != "" {
					t.Fatalf("size %d step %d: refused move changed the board: %s", tc.size, step, d)
				}
			}
			prev := b.Captures(Black) + b.Captures(White)
			if err := b.Play(c, p); err != nil {
				t.Fatalf("size %d step %d: legal move %s %s refused: %v", tc.size, step, c, p.Vertex(b.size), err)
			}
			if b.Captures(Black)+b.Captures(White) > prev {
				captures++
			}
			if b.KoPoint() != NoPoint {
				kos++
			}
			stack = append(stack, before)
			saved := *oracle
			saved.history = append([]string(nil), oracle.history...)
			oracles = append(oracles, saved)
			oracle.record(before.cells, c, p, b.cells)
			if h := recomputeHash(b); h != b.Hash() {
				t.Fatalf("size %d step %d: hash %x, recomputed %x", tc.size, step, b.Hash(), h)
			}
			for pt := range b.cells {
				if b.cells[pt] != Empty && b.Liberties(Point(pt)) == 0 {
					t.Fatalf("size %d step %d: block at %s has no liberty", tc.size, step, Point(pt).Vertex(b.size))
				}
			}
			if len(stack) > 200 { // keep games finite: unwind a long one
				for len(stack) > 0 {
					if err := b.Undo(); err != nil {
						t.Fatal(err)
					}
					want := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					if d := sameSnapshot(want, snap(b)); d != "" {
						t.Fatalf("size %d step %d: unwinding: %s", tc.size, step, d)
					}
					*oracle = oracles[len(oracles)-1]
					oracles = oracles[:len(oracles)-1]
				}
			}
		}
		if captures == 0 || undos == 0 || kos == 0 {
			t.Errorf("size %d: the play-out exercised %d captures, %d ko captures and %d undos", tc.size, captures, kos, undos)
		}
		t.Logf("size %d %+v: %d steps, %d capturing moves (%d ko captures), %d undos, %d legal-move lists checked against the naive oracle", tc.size, tc.rules, steps, captures, kos, undos, compared)
	}
}

func contains(ps []Point, p Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
