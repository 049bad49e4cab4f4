package board

import (
	"fmt"
	"strings"
)

// String draws the board in the usual text form: GTP column letters (A..Z
// without I) above and below, row numbers counted from the bottom on both
// sides, X for Black, O for White, "." for empty points and "+" on the star
// points of 9x9, 13x13 and 19x19 boards, then the prisoners and the player
// to move.
func (b *Board) String() string {
	var sb strings.Builder
	header := "   "
	for x := 0; x < b.size; x++ {
		header += " " + string(gtpLetters[x])
	}
	sb.WriteString(header + "\n")
	stars := starPoints(b.size)
	for y := 0; y < b.size; y++ {
		fmt.Fprintf(&sb, "%3d", b.size-y)
		for x := 0; x < b.size; x++ {
			p := PointAt(x, y, b.size)
			ch := "."
			switch b.cells[p] {
			case Black:
				ch = "X"
			case White:
				ch = "O"
			default:
				if stars[p] {
					ch = "+"
				}
			}
			sb.WriteString(" " + ch)
		}
		fmt.Fprintf(&sb, " %d\n", b.size-y)
	}
	sb.WriteString(header + "\n")
	fmt.Fprintf(&sb, "Black (X) captured %d, White (O) captured %d; %s to move\n",
		b.captures[Black], b.captures[White], b.toMove.Name())
	return sb.String()
}

// starPoints returns the hoshi of the usual board sizes.
func starPoints(size int) map[Point]bool {
	var lines []int
	switch size {
	case 9:
		lines = []int{2, 4, 6}
	case 13:
		lines = []int{3, 6, 9}
	case 19:
		lines = []int{3, 9, 15}
	}
	m := map[Point]bool{}
	for _, y := range lines {
		for _, x := range lines {
			if size == 9 && (x == 4) != (y == 4) {
				continue
			}
			m[PointAt(x, y, size)] = true
		}
	}
	return m
}
