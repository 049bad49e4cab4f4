package wholeboard

import (
	"math/rand"

	"github.com/cgtgo/cgtgo/board"
)

// RandomEyes makes a random position of odd side n (9 or more) whose
// middle rows hold mostly one-point eyes of both colours and a few small
// fights: the positions of 20 to 30 contested empty points on which
// whole-board alpha-beta (Solver) still finishes.
//
// Why such positions: a null-window search must refute every sequence of
// moves of the side it proves a bound against, so its work doubles with
// each point that side may fill, even a point that only loses by being
// filled. A one-point eye can be filled by its owner only (the opponent's
// stone there would be suicide), so under territory scoring an eye costs
// one of the two searches that bound the score, while a point both may
// fill costs both; a fight multiplies the work by the number of its
// states. Eyes are thus the cheapest empty points for alpha-beta, and the
// positions it can solve at 20 to 30 empty points are made mostly of them.
// Under area scoring a filled eye costs nothing, so every eye is a free
// tempo in both searches, and alpha-beta rarely finishes even on these.
//
// The layout: every odd column of the middle rows is a wall (a Black wall
// hangs from Black's fortress, a White one stands on White's), Black's
// walls on one side and White's on the other, so that every even column
// but one is bordered by walls of one colour. Such a column is cut by
// rungs (stones of that colour, joined to the walls beside them) into
// one-point cells, each an eye of the walls' colour, but for its last
// cell, which touches the other fortress. In fights of these columns
// (chosen at random; all of them if there are fewer) that last cell is
// the only liberty of a lone opponent stone standing in the last rung's
// place, which the owner takes by playing there and the opponent saves by
// connecting there: a gote of 2 points under territory scoring, or of 3
// when the eye beyond the stone is left empty (even chance). In the other
// columns the last cell is left empty as a dame point with the chance
// damePercent in percent, and filled otherwise. Each remaining eye is
// filled by its owner with the chance fillPercent in percent. The even
// column between the two colours is filled with stones of either colour,
// each joined to a wall of its colour, except that every second point is
// left empty, an isolated dame point, with the chance damePercent. All
// stones but the fights' lone ones are connected to a fortress. It returns
// false when the draw is not a legal position.
func RandomEyes(rng *rand.Rand, n, fights, fillPercent, damePercent int) (*Position, bool) {
	var black, white []board.Point
	put := func(c board.Color, x, y int) {
		if c == board.Black {
			black = append(black, board.PointAt(x, y, n))
		} else {
			white = append(white, board.PointAt(x, y, n))
		}
	}
	// The walls: Black's on the left or on the right, half of them each
	// (one more for a random colour when their number is odd).
	walls := (n - 1) / 2
	wall := make([]board.Color, n) // wall[x]: colour of the wall in column x
	leftBlack := rng.Intn(2) == 0
	blackWalls := walls / 2
	if walls%2 == 1 && rng.Intn(2) == 0 {
		blackWalls++
	}
	for i := 0; i < walls; i++ {
		x := 2*i + 1
		wall[x] = board.White
		if (leftBlack && i < blackWalls) || (!leftBlack && i >= walls-blackWalls) {
			wall[x] = board.Black
		}
		for y := 2; y < n-2; y++ {
			put(wall[x], x, y)
		}
	}
	// The even columns: the one between both colours is filled (but for
	// its dame points); the others, each of one colour, are cut into cells.
	var pure []int
	for x := 0; x < n; x += 2 {
		if x == 0 || x == n-1 || wall[x-1] == wall[x+1] {
			pure = append(pure, x)
			continue
		}
		for y := 2; y < n-2; y++ {
			if y%2 == 1 || rng.Intn(100) >= damePercent {
				put(wall[x-1+2*rng.Intn(2)], x, y) // joined to the wall of its colour
			}
		}
	}
	rng.Shuffle(len(pure), func(i, j int) { pure[i], pure[j] = pure[j], pure[i] })
	h := n - 4 // the middle rows; h-1 is even, so the last point is a cell
	for i, x := range pure {
		c := wall[x-1+boolInt(x == 0)*2] // the colour of the walls beside x
		row := func(d int) int {         // the row at depth d from c's fortress
			if c == board.Black {
				return 2 + d
			}
			return n - 3 - d
		}
		fight := i < fights
		fillBeyond := rng.Intn(2) == 0 // in a fight, fill the eye beyond the lone stone
		for d := 0; d < h-1; d++ {
			switch {
			case fight && d == h-2:
				put(c.Opponent(), x, row(d)) // the lone stone; its liberty is the last cell
			case d%2 == 1 || (fight && fillBeyond && d == h-3):
				put(c, x, row(d)) // a rung, or the filled eye beyond the lone stone
			case rng.Intn(100) < fillPercent:
				put(c, x, row(d)) // a filled eye
			}
		}
		if !fight && rng.Intn(100) >= damePercent {
			put(c, x, row(h-1)) // the last cell filled, not a dame point
		}
	}
	return Build(n, black, white)
}

// boolInt is 1 for true and 0 for false.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
