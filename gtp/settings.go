package gtp

import (
	"fmt"
)

// Safety holds the user's assumptions about which stones are safe, passed
// on to the region decomposition (decompose package): AssumeSafeLiberties
// k > 0 asks to treat as safe every block with at least k liberties; 0
// means only proven safety (Benson's unconditional life and static
// safety).
type Safety struct {
	AssumeSafeLiberties int
}

// DefaultAssumeSafeLiberties is the safety assumption of cgtgo's own
// engine wherever it plays (cgtgo gtp, match and bench engines) and of
// cgtgo analyze: blocks with at least two liberties and two eyes are
// safe. With proven safety only, the walls of a typical endgame are not
// proven alive, the board does not decompose and the engine falls back to
// its simple player.
const DefaultAssumeSafeLiberties = 2

// String returns "proven" or "liberties K".
func (s Safety) String() string {
	if s.AssumeSafeLiberties > 0 {
		return fmt.Sprintf("liberties %d", s.AssumeSafeLiberties)
	}
	return "proven"
}
