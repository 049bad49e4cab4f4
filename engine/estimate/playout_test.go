package estimate

import (
	"math/rand/v2"
	"testing"

	"github.com/cgtgo/cgtgo/board"
)

// TestPlayoutBoardLiberties plays random games on the playout board and
// checks, after every move, its liberty arithmetic against a count of
// distinct empty neighbours done here by walking the cells: libs2 for
// every block, and, for both colours at every empty point, legal (not the
// ko point, and an empty neighbour, a friend with another liberty or a
// capture) and selfAtari (the block a stone there would join has fewer
// than two liberties, with at most one empty neighbour of its own and a
// friend beside it, and no capture).
func TestPlayoutBoardLiberties(t *testing.T) {
	for _, size := range []int{5, 9, 13} {
		b, err := board.New(size, board.Rules{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(size), 7))
		for game := 0; game < 20; game++ {
			pb := newPlayoutBoard(b)
			c := int8(1)
			for move := 0; move < size*size*3; move++ {
				checkLiberties(t, pb)
				var legal []int32
				for _, p := range pb.empty {
					if pb.legal(p, c) && !pb.eyeLike(p, c) {
						legal = append(legal, p)
					}
				}
				if len(legal) == 0 {
					break
				}
				pb.play(legal[rng.IntN(len(legal))], c)
				c = 3 - c
			}
		}
	}
}

// libertiesOf returns the distinct empty neighbours of the stones whose
// head is h, and of the extra stone at p when p >= 0, leaving out p.
func libertiesOf(pb *playoutBoard, heads []int32, p int32) map[int32]bool {
	libs := map[int32]bool{}
	add := func(s int32) {
		for _, d := range pb.dirs {
			if q := s + d; pb.cells[q] == pEmpty && q != p {
				libs[q] = true
			}
		}
	}
	for s := range pb.cells {
		if v := pb.cells[s]; (v == 1 || v == 2) && containsHead(heads, pb.head[s]) {
			add(int32(s))
		}
	}
	if p >= 0 {
		add(p)
	}
	return libs
}

func containsHead(heads []int32, h int32) bool {
	for _, x := range heads {
		if x == h {
			return true
		}
	}
	return false
}

func checkLiberties(t *testing.T, pb *playoutBoard) {
	t.Helper()
	for s := range pb.cells {
		if v := pb.cells[s]; (v != 1 && v != 2) || pb.head[s] != int32(s) {
			continue
		}
		libs := libertiesOf(pb, []int32{int32(s)}, -1)
		n, lib := pb.libs2(int32(s))
		want := min(len(libs), 2)
		if n != want || n == 1 && !libs[lib] {
			t.Fatalf("block at %d: libs2 %d (%d), want %d of %v", s, n, lib, want, libs)
		}
	}
	for _, p := range pb.empty {
		for _, c := range []int8{1, 2} {
			var friends []int32
			empties, captures := 0, false
			for _, d := range pb.dirs {
				q := p + d
				switch pb.cells[q] {
				case pEmpty:
					empties++
				case c:
					friends = append(friends, pb.head[q])
				case 3 - c:
					captures = captures || len(libertiesOf(pb, []int32{pb.head[q]}, -1)) == 1
				}
			}
			want := !captures && len(friends) > 0 && empties < 2 && len(libertiesOf(pb, friends, p)) < 2
			if got := pb.selfAtari(p, c); got != want {
				t.Fatalf("selfAtari(%d, %d) = %v, want %v", p, c, got, want)
			}
			friendLives := false
			for _, h := range friends {
				friendLives = friendLives || len(libertiesOf(pb, []int32{h}, p)) > 0
			}
			wantLegal := p != pb.ko && (empties > 0 || captures || friendLives)
			if got := pb.legal(p, c); got != wantLegal {
				t.Fatalf("legal(%d, %d) = %v, want %v", p, c, got, wantLegal)
			}
		}
	}
}
