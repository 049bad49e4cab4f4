package strategy

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/valuation"
)

// RegionComponent values one region of b (see valuation.Analyze) and returns
// it as a Component, with the analysis.
func RegionComponent(ctx context.Context, b *board.Board, points []board.Point, opt valuation.Options) (Component, *valuation.Analysis, error) {
	a, err := valuation.Analyze(ctx, b, points, opt)
	if err != nil {
		return Component{}, nil, fmt.Errorf("region at %s: %w", points[0].Vertex(b.Size()), err)
	}
	comp := Component{Value: a.Value}
	for _, m := range a.Moves {
		comp.Moves = append(comp.Moves, Move{Color: m.Color, Point: m.Point, Option: m.Option})
	}
	return comp, a, nil
}
