package wholeboard

import (
	"math/rand"

	"github.com/cgtgo/cgtgo/board"
)

// RandomCells makes a random position of side n laid out as a late
// endgame: the middle rows are split into rooms by full columns of stones
// joined to a fortress (as RandomRooms does), and each room into cells by
// bars of stones across it, joined to the room's wall of the same colour,
// so that every wall and bar is as alive as its fortress. Each cell is 1 to
// maxWidth columns wide and 1 to maxHeight rows high, bordered by both
// colours, and its points hold random stones with the given chance in
// percent of each colour: many small independent regions, the shape of the
// boundary of a finished middle game. It returns false when the draw is not
// a legal position.
func RandomCells(rng *rand.Rand, n, maxWidth, maxHeight, stonePercent int) (*Position, bool) {
	var black, white []board.Point
	put := func(p board.Point, c board.Color) {
		if c == board.Black {
			black = append(black, p)
		} else {
			white = append(white, p)
		}
	}
	wallColor := board.Black // the colour of the wall left of the room
	for x := 0; x < n; {
		w := min(1+rng.Intn(maxWidth), n-x)
		right := x + w // the wall right of the room, if on the board
		rightColor := board.Color(board.Black + board.White - wallColor)
		if rng.Intn(2) == 0 {
			rightColor = wallColor
		}
		for y := 2; y < n-2; {
			h := min(1+rng.Intn(maxHeight), n-2-y)
			for dy := 0; dy < h; dy++ {
				for dx := 0; dx < w; dx++ {
					black, white = drawStone(rng, board.PointAt(x+dx, y+dy, n), stonePercent, black, white)
				}
			}
			y += h
			hasLeft, hasRight := x > 0, right < n-1
			if y < n-3 && (hasLeft || hasRight) {
				// A bar across the room, joined to a wall of its colour.
				c := wallColor
				if !hasLeft || hasRight && rng.Intn(2) == 0 {
					c = rightColor
				}
				for dx := 0; dx < w; dx++ {
					put(board.PointAt(x+dx, y, n), c)
				}
				y++
			}
		}
		if right >= n-1 {
			break // no wall on the last column: the room runs to the edge
		}
		for y := 2; y < n-2; y++ {
			put(board.PointAt(right, y, n), rightColor)
		}
		wallColor = rightColor
		x = right + 1
	}
	return Build(n, black, white)
}
