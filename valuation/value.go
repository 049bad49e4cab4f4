package valuation

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
)

// RegionGame returns the exact game value of the region made of points on
// b (see the package comment for what the value counts). Everything outside
// the region is settled: the stones there are safe (never captured) and the
// empty points there are never played, as for a region of package decompose
// (bounded by safe stones) or a region the user marks (SGF SQ markup,
// --region). It returns ErrKo when the region holds a ko whose value
// depends on who has the ko threats (or a cycle that could not be valued),
// ErrBudget when opt.MaxNodes runs out (wrapped in ErrKo too when the
// search had met cycles by then), and the context's error when ctx ends. A ko that does not matter (the same value whoever is komaster)
// gets its exact value.
func RegionGame(ctx context.Context, b *board.Board, points []board.Point, opt Options) (cgt.Game, error) {
	rs, err := newRegionSearch(ctx, b, points, opt)
	if err != nil {
		return cgt.Game{}, err
	}
	v, err := rs.solve(rs.wholePart())
	switch {
	case errors.Is(err, errKoGraph):
		return cgt.Game{}, fmt.Errorf("%w: %v", ErrKo, err)
	case errors.Is(err, ErrBudget) && rs.cycles > 0:
		// The budget ran out among cycles: the region holds kos (or
		// longer cycles) too many to value.
		return cgt.Game{}, fmt.Errorf("%w: %w", ErrKo, err)
	case err != nil:
		return cgt.Game{}, err
	case v.vals[0] != v.vals[1]:
		return cgt.Game{}, fmt.Errorf("%w: %s if Black is komaster, %s if White is", ErrKo, v.vals[0], v.vals[1])
	case v.note() != "":
		return cgt.Game{}, fmt.Errorf("%w: %s", ErrKo, v.note())
	}
	return v.vals[0], nil
}
