package valuation

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// RegionGame returns the exact game value of the region made of points on
// b (see the package comment for what the value counts). Everything outside
// the region is settled: the stones there are safe (never captured) and the
// empty points there are never played, as for a region of package decompose
// (bounded by safe stones) or a region the user marks (SGF SQ markup,
// --region). It returns ErrKo when the
// local game repeats a position, ErrBudget when opt.MaxNodes runs out, and
// the context's error when ctx ends.
func RegionGame(ctx context.Context, b *board.Board, points []board.Point, opt Options) (cgt.Game, error) {
	s, err := newSearcher(ctx, b, points, opt)
	if err != nil {
		return cgt.Game{}, err
	}
	return s.value()
}
