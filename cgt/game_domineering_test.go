package cgt

import (
	"math/bits"
	"testing"
)

// domineering evaluates Domineering on a w x h board (w*h <= 32) given by a
// bit mask of empty squares (bit y*w+x), with CGSuite's convention: Left
// places vertical dominoes, Right horizontal ones (ONAG ch. 10's game
// "with dominoes"). It serves as an independent source of canonical forms.
type domineering struct {
	w, h int
	memo map[uint32]Game
}

func newDomineering(w, h int) *domineering {
	return &domineering{w: w, h: h, memo: map[uint32]Game{}}
}

// value is the direct game-tree value of the position.
func (d *domineering) value(empty uint32) Game {
	if g, ok := d.memo[empty]; ok {
		return g
	}
	var L, R []Game
	for y := 0; y < d.h; y++ {
		for x := 0; x < d.w; x++ {
			i := uint(y*d.w + x)
			if empty&(1<<i) == 0 {
				continue
			}
			if y+1 < d.h && empty&(1<<(i+uint(d.w))) != 0 {
				L = append(L, d.value(empty&^(1<<i|1<<(i+uint(d.w)))))
			}
			if x+1 < d.w && empty&(1<<(i+1)) != 0 {
				R = append(R, d.value(empty&^(1<<i|1<<(i+1))))
			}
		}
	}
	g := NewGame(L, R)
	d.memo[empty] = g
	return g
}

// components splits the empty squares into 4-connected components.
func (d *domineering) components(empty uint32) []uint32 {
	var out []uint32
	rest := empty
	for rest != 0 {
		seed := uint32(1) << uint(bits.TrailingZeros32(rest))
		comp := seed
		for {
			grow := comp
			for i := 0; i < d.w*d.h; i++ {
				if comp&(1<<uint(i)) == 0 {
					continue
				}
				x, y := i%d.w, i/d.w
				if x > 0 {
					grow |= 1 << uint(i-1)
				}
				if x+1 < d.w {
					grow |= 1 << uint(i+1)
				}
				if y > 0 {
					grow |= 1 << uint(i-d.w)
				}
				if y+1 < d.h {
					grow |= 1 << uint(i+d.w)
				}
			}
			grow &= empty
			if grow == comp {
				break
			}
			comp = grow
		}
		out = append(out, comp)
		rest &^= comp
	}
	return out
}

// sumOfComponents is the value computed as the disjunctive sum of the
// values of the connected components.
func (d *domineering) sumOfComponents(empty uint32) Game {
	g := Zero()
	for _, c := range d.components(empty) {
		g = g.Add(d.value(c))
	}
	return g
}

// TestDomineering checks direct search against the sum of components on
// every position (any set of filled squares) of every board up to 3x3 and
// of the 2xn and 3xn strips up to 8 squares, and known values: a vertical
// 2x1 strip = 1, the 2x2 square = +-1, a 1xn strip = -floor(n/2) (ONAG ch.
// 10; Winning Ways ch. 5).
func TestDomineering(t *testing.T) {
	boards := [][2]int{}
	for w := 1; w <= 3; w++ {
		for h := 1; h <= 3; h++ {
			boards = append(boards, [2]int{w, h})
		}
	}
	boards = append(boards, [2]int{4, 2}, [2]int{2, 4}, [2]int{1, 8}, [2]int{8, 1})
	positions := 0
	for _, b := range boards {
		d := newDomineering(b[0], b[1])
		n := b[0] * b[1]
		for empty := uint32(0); empty < 1<<uint(n); empty++ {
			if got, want := d.sumOfComponents(empty), d.value(empty); got != want {
				t.Fatalf("%dx%d board %b: sum of components %s, direct %s", b[0], b[1], empty, got, want)
			}
			positions++
		}
	}
	t.Logf("%d positions agree", positions)
	known := []struct {
		w, h int
		want string
	}{
		{1, 2, "1"}, {2, 1, "-1"}, {2, 2, "+-1"},
		{3, 1, "-1"}, {4, 1, "-2"}, {5, 1, "-2"}, {8, 1, "-4"}, {1, 8, "4"},
	}
	for _, k := range known {
		d := newDomineering(k.w, k.h)
		full := uint32(1)<<uint(k.w*k.h) - 1
		if got := d.value(full).String(); got != k.want {
			t.Errorf("empty %dx%d (w x h) = %s, want %s", k.w, k.h, got, k.want)
		}
	}
}

// TestDomineering4x4 checks CGSuite's value of the empty 4x4 board
// (cgsuite_cases.md section E, GameGridTest).
func TestDomineering4x4(t *testing.T) {
	if testing.Short() {
		t.Skip("4x4 Domineering: every subposition is evaluated")
	}
	d := newDomineering(4, 4)
	got := d.value(1<<16 - 1)
	if want := "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"; got.String() != want {
		t.Errorf("4x4 Domineering = %s, want %s", got, want)
	}
}
