package coins

import "fmt"

// Player is one of the two players of the coin-sliding game.
type Player int8

const (
	// Left is the player who keeps blue coins moved off the bottom; blue
	// coins give Left's terms.
	Left Player = 1
	// Right is the player who keeps red coins moved off the bottom; red
	// coins give Right's terms.
	Right Player = -1
)

// Opponent returns the other player.
func (p Player) Opponent() Player { return -p }

// String returns "Left" or "Right".
func (p Player) String() string {
	switch p {
	case Left:
		return "Left"
	case Right:
		return "Right"
	}
	return fmt.Sprintf("Player(%d)", int8(p))
}

// color returns the color of p's own terms (blue for Left, red for Right).
func (p Player) color() Color {
	if p == Left {
		return Blue
	}
	return Red
}

// valid reports whether p is Left or Right.
func (p Player) valid() bool { return p == Left || p == Right }
