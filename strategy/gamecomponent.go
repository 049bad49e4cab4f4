package strategy

import (
	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// GameComponent turns an abstract game into a Component whose moves are
// its canonical options (Black = Left, White = Right; Point is NoPoint).
// It lets the strategies play sums of games that do not come from a board.
func GameComponent(g cgt.Game) Component {
	comp := Component{Value: g}
	for _, l := range g.LeftOptions() {
		comp.Moves = append(comp.Moves, Move{Color: board.Black, Point: board.NoPoint, Option: l})
	}
	for _, r := range g.RightOptions() {
		comp.Moves = append(comp.Moves, Move{Color: board.White, Point: board.NoPoint, Option: r})
	}
	return comp
}
