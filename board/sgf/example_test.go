package sgf_test

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board/sgf"
)

// Example parses a small record with a variation, reads its game
// information and main line, and writes it back in canonical form.
func Example() {
	roots, err := sgf.Parse([]byte(`(;GM[1]FF[4]SZ[9]KM[7]C[a \] bracket]
		;B[ee](;W[cc];B[gg])(;W[gc]))`))
	if err != nil {
		fmt.Println(err)
		return
	}
	root := roots[0]
	size, _ := sgf.BoardSize(root)
	komi, _, _ := sgf.KomiHalfPoints(root)
	fmt.Println("size", size, "komi in half points", komi, "comment", sgf.Comment(root))
	for _, n := range root.MainLine() {
		if m, ok, _ := n.Move(size); ok {
			fmt.Println(m.Color, m.Point.X, m.Point.Y)
		}
	}
	fmt.Print(sgf.Format(roots))
	// Output:
	// size 9 komi in half points 14 comment a ] bracket
	// B 4 4
	// W 2 2
	// B 6 6
	// (;GM[1]FF[4]SZ[9]KM[7]C[a \] bracket]
	// ;B[ee]
	// (;W[cc]
	// ;B[gg])
	// (;W[gc]))
}

// ExampleSyntaxError shows the position carried by a parse error.
func ExampleSyntaxError() {
	_, err := sgf.Parse([]byte("(;GM[1]\n;B[aa]\n;W[bb];B[cc]))"))
	fmt.Println(err)
	// Output:
	// sgf line 3 col 14: unexpected ')' after game tree (expected '(' or end of input)
}
