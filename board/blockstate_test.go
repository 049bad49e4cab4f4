package board

import (
	"math/rand/v2"
	"testing"
)

// checkBlocks compares the block state kept move by move with the blocks
// found by flood fill: every stone of a block has the block's head, the
// ring of the head holds the block's stones, and the head holds the size
// and the pseudo-liberties.
func checkBlocks(t *testing.T, b *Board, step int) {
	t.Helper()
	for p := range b.cells {
		if b.cells[p] == Empty {
			continue
		}
		stones, libs := b.Chain(Point(p))
		h := b.blkAt(blkHead, Point(p))
		for _, s := range stones {
			if b.blkAt(blkHead, s) != h {
				t.Fatalf("step %d: stones %d and %d of one block have heads %d and %d", step, p, s, h, b.blkAt(blkHead, s))
			}
		}
		n := 0
		for r := Point(h); ; {
			n++
			if b.blkAt(blkHead, r) != h || n > len(stones) {
				t.Fatalf("step %d: the ring of head %d leaves its block", step, h)
			}
			if r = Point(b.blkAt(blkNext, r)); r == Point(h) {
				break
			}
		}
		pl := 0
		for _, s := range stones {
			for _, q := range b.Neighbours(s) {
				if b.cells[q] == Empty {
					pl++
				}
			}
		}
		if n != len(stones) || int(b.blkAt(blkSize, Point(h))) != len(stones) || int(b.blkAt(blkPlibs, Point(h))) != pl {
			t.Fatalf("step %d: block at %d: ring %d, size %d, pseudo-liberties %d; want %d stones, %d pseudo-liberties",
				step, p, n, b.blkAt(blkSize, Point(h)), b.blkAt(blkPlibs, Point(h)), len(stones), pl)
		}
		if got := b.Liberties(Point(p)); got != len(libs) {
			t.Fatalf("step %d: Liberties(%d) = %d, Chain found %d", step, p, got, len(libs))
		}
		if b.blockHasLiberty(Point(p)) != (len(libs) > 0) {
			t.Fatalf("step %d: block at %d: blockHasLiberty %v with %d liberties", step, p, b.blockHasLiberty(Point(p)), len(libs))
		}
	}
}

// TestBlockStateRandom plays random moves, setups and undos, on the board
// and on copies, and checks the block state after every step.
func TestBlockStateRandom(t *testing.T) {
	steps := 4000
	if testing.Short() {
		steps = 800
	}
	for ci, rules := range []Rules{{Ko: KoSimple}, {Ko: KoSuperko, Suicide: true}} {
		rng := rand.New(rand.NewPCG(uint64(ci), 7))
		b, err := New(7, rules)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < steps; step++ {
			switch r := rng.IntN(20); {
			case r < 4 && b.MoveCount() > 0:
				if err := b.Undo(); err != nil {
					t.Fatal(err)
				}
			case r == 4:
				p := Point(rng.IntN(len(b.cells)))
				if err := b.Setup([]Point{p}, Color(rng.IntN(3))); err != nil {
					t.Fatal(err)
				}
			case r == 5:
				b = b.Copy()
			default:
				c := Color(1 + rng.IntN(2))
				_ = b.TryPlay(c, Point(rng.IntN(len(b.cells))))
			}
			checkBlocks(t, b, step)
		}
	}
}

// TestPeekMove checks PeekMove against Play on random positions: an
// illegal move is refused, a quiet one is legal, captures nothing and
// leaves the hash given, and under simple ko without suicide every move is
// told illegal or quiet unless it captures.
func TestPeekMove(t *testing.T) {
	for ci, rules := range []Rules{{Ko: KoSimple}, {Ko: KoSimple, Suicide: true}, {Ko: KoSuperko}} {
		rng := rand.New(rand.NewPCG(uint64(ci), 11))
		b, err := New(7, rules)
		if err != nil {
			t.Fatal(err)
		}
		var seen [3]int
		for step := 0; step < 2000; step++ {
			c := Color(1 + rng.IntN(2))
			for p := Point(-1); int(p) <= b.NumPoints(); p++ {
				o, h := b.PeekMove(c, p)
				seen[o]++
				before := b.Captures(c) + b.Captures(c.Opponent())
				legal := b.TryPlay(c, p)
				captured := legal && b.Captures(c)+b.Captures(c.Opponent()) != before
				switch {
				case o == MoveIllegal && legal,
					o == MoveQuiet && (!legal || captured || h != b.Hash()),
					o == MoveUnsure && rules == (Rules{Ko: KoSimple}) && p != Pass && (!legal || !captured):
					t.Fatalf("rules %v step %d: %v at %d: PeekMove %v, Play legal %v, captured %v", rules, step, c, p, o, legal, captured)
				}
				if legal {
					_ = b.Undo()
				}
			}
			if rng.IntN(5) == 0 && b.MoveCount() > 0 {
				_ = b.Undo()
			} else {
				_ = b.TryPlay(c, Point(rng.IntN(b.NumPoints())))
			}
		}
		if seen[MoveIllegal] == 0 || seen[MoveUnsure] == 0 || seen[MoveQuiet] == 0 && rules.Ko != KoSuperko {
			t.Fatalf("rules %v: outlooks met %v", rules, seen)
		}
	}
}

// TestPeekMoveBadInput: a colour that is not a player's, or a point off
// the board, is an illegal move (no panic), like TryPlay's false.
func TestPeekMoveBadInput(t *testing.T) {
	b, err := New(9, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		color Color
		p     Point
	}{{Empty, 0}, {Color(7), 0}, {Black, -2}, {White, Point(b.NumPoints())}, {Black, Point(1 << 20)}} {
		if o, _ := b.PeekMove(c.color, c.p); o != MoveIllegal {
			t.Errorf("PeekMove(%d, %d) = %v, want MoveIllegal", c.color, c.p, o)
		}
		if b.TryPlay(c.color, c.p) {
			t.Errorf("TryPlay(%d, %d) = true, want false", c.color, c.p)
		}
	}
}
