package valuation

import (
	"errors"

	"github.com/cgtgo/cgtgo/board"
)

// The shapes shared by the ko valuation (kovalue.go) and Moews' pass kos
// (passko.go).

// koNode is a local position of a cyclic component: its static count and
// its moves.
type koNode struct {
	count int
	moves []koMove
}

// koMove is a move to position to, taking gain prisoners (Black minus
// White, territory scoring).
type koMove struct {
	color board.Color
	point board.Point
	to    int
	gain  int
}

// errKoGraph reports that a cycle of the local game could not be valued.
var errKoGraph = errors.New("ko graph")

// sign is +1 for Black (Left) and -1 for White (Right).
func sign(c board.Color) int {
	if c == board.Black {
		return 1
	}
	return -1
}
