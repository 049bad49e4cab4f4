package wholeboard

import (
	"math/rand"

	"github.com/cgtgo/cgtgo/board"
)

// RandomRooms makes a random position of side n whose middle rows are split
// into rooms by walls: full columns of stones joined to a fortress (a Black
// wall hangs from Black's fortress, a White wall stands on White's, so both
// are as alive as the fortresses). Each room is 1 to maxWidth columns wide
// and its points hold random stones, with the given chance in percent of a
// point holding a stone of each colour. Independent rooms are what
// decomposition search splits and whole-board search must multiply. It
// returns false when the draw is not a legal position.
func RandomRooms(rng *rand.Rand, n, maxWidth, stonePercent int) (*Position, bool) {
	var black, white []board.Point
	for x := 0; x < n; {
		w := 1 + rng.Intn(maxWidth)
		for ; w > 0 && x < n; w, x = w-1, x+1 {
			for y := 2; y < n-2; y++ {
				black, white = drawStone(rng, board.PointAt(x, y, n), stonePercent, black, white)
			}
		}
		if x >= n-1 {
			break // no wall on the last column: the room runs to the edge
		}
		wallBlack := rng.Intn(2) == 0
		for y := 2; y < n-2; y++ {
			if wallBlack {
				black = append(black, board.PointAt(x, y, n))
			} else {
				white = append(white, board.PointAt(x, y, n))
			}
		}
		x++
	}
	return Build(n, black, white)
}
