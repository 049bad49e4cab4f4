package valuation

import (
	"context"
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/board/sgf"
)

// RegionFromSGF returns the region an SGF node marks with SQ (the
// convention of published endgame problems, usually on the root: the
// marked points are the local game, see Surroundings), or nil when the
// node has no SQ.
func RegionFromSGF(node *sgf.Node, size int) ([]board.Point, error) {
	vals := node.Values("SQ")
	if len(vals) == 0 {
		return nil, nil
	}
	pts, err := sgf.ExpandPointList(vals, size)
	if err != nil {
		return nil, fmt.Errorf("SQ region: %w", err)
	}
	out := make([]board.Point, 0, len(pts))
	for _, p := range pts {
		out = append(out, board.PointAt(p.X, p.Y, size))
	}
	return dedupe(out), nil
}

// ParseRegion reads a region given as GTP vertices separated by commas or
// spaces ("A1,B2 C3"), as the --region flags take it.
func ParseRegion(s string, size int) ([]board.Point, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("empty region")
	}
	var out []board.Point
	for _, f := range fields {
		p, err := board.ParseVertex(f, size)
		if err != nil {
			return nil, fmt.Errorf("region: %w", err)
		}
		if p == board.Pass {
			return nil, fmt.Errorf("region: %q is not a point", f)
		}
		out = append(out, p)
	}
	return dedupe(out), nil
}

// dedupe drops repeated points, keeping the first occurrence.
func dedupe(pts []board.Point) []board.Point {
	seen := map[board.Point]bool{}
	out := pts[:0]
	for _, p := range pts {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// StaticCount returns the static count of the region's current position
// under opt (Black minus White, see the package comment and Surroundings):
// the count if nobody played there any more, the base that a region's
// stops are results against.
func StaticCount(b *board.Board, points []board.Point, opt Options) (int, error) {
	rs, err := newRegionSearch(context.Background(), b, points, opt)
	if err != nil {
		return 0, err
	}
	a := rs.analyse(part{}, nil)
	return rs.count(part{}, &a), nil
}
