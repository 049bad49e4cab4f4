package cgt

import (
	"strings"
	"testing"
)

// clobberValue evaluates Clobber (Left = 'x', Right = 'o'; a player moves
// one of their stones onto an orthogonally adjacent opposing stone, which
// is removed) on a grid given as rows separated by '|'.
func clobberValue(rows []string, memo map[string]Game) Game {
	key := strings.Join(rows, "|")
	if g, ok := memo[key]; ok {
		return g
	}
	var L, R []Game
	h := len(rows)
	for y := 0; y < h; y++ {
		for x := 0; x < len(rows[y]); x++ {
			me := rows[y][x]
			if me != 'x' && me != 'o' {
				continue
			}
			foe := byte('o')
			if me == 'o' {
				foe = 'x'
			}
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if ny < 0 || ny >= h || nx < 0 || nx >= len(rows[ny]) || rows[ny][nx] != foe {
					continue
				}
				next := append([]string(nil), rows...)
				b := []byte(next[y])
				b[x] = '.'
				next[y] = string(b)
				b = []byte(next[ny])
				b[nx] = me
				next[ny] = string(b)
				v := clobberValue(next, memo)
				if me == 'x' {
					L = append(L, v)
				} else {
					R = append(R, v)
				}
			}
		}
	}
	g := NewGame(L, R)
	memo[key] = g
	return g
}

// TestClobber checks CGSuite's Clobber value (cgsuite_cases.md section E):
// "xox|ox." has canonical form {^^*|*,v}; its printed form is compared.
func TestClobber(t *testing.T) {
	memo := map[string]Game{}
	cases := []struct{ grid, want string }{
		{"xox|ox.", "{^^*|*,v}"},
		{"xo", "*"},  // each player has one move to a dead position
		{"xxo", "^"}, // Left to x.x = 0, Right to xo. = *: {0|*}
	}
	for _, c := range cases {
		if got := clobberValue(strings.Split(c.grid, "|"), memo).String(); got != c.want {
			t.Errorf("Clobber %q = %s, want %s", c.grid, got, c.want)
		}
	}
}
