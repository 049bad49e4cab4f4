package problemgen

import (
	"context"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// Limits of the oracle's enumeration (local positions).
const regionLimit = 100_000

// candidate is a shape placed on a layout, judged by the oracle.
type candidate struct {
	Shape shape
	// Top is the second shape of a sum, at the far end of the boundary.
	Top    *shape
	Layout layout
	Board  *board.Board
	Region []board.Point
	V      *verdict
}

// evaluate places s on l and judges it: the oracle's verdict on the
// region, checked to be well posed (see closed).
func evaluate(ctx context.Context, s shape, top *shape, l layout) (*candidate, error) {
	b, err := l.build(s, top)
	if err != nil {
		return nil, err
	}
	region, err := l.region(s, top)
	if err != nil {
		return nil, err
	}
	empty := false
	for _, p := range region {
		if b.At(p) == board.Empty {
			empty = true
		}
	}
	if !empty {
		return nil, fmt.Errorf("no empty point")
	}
	v, err := judge(ctx, b, region, regionLimit)
	if err != nil {
		return nil, err
	}
	c := &candidate{Shape: s, Top: top, Layout: l, Board: b, Region: region, V: v}
	if err := closed(ctx, c); err != nil {
		return nil, err
	}
	return c, nil
}

// closed checks that the region is well posed: its answer (swing and
// kind of move) does not depend on the size of the territories around it.
// The shape is judged again on a board two lines larger, where both
// territories hold more points; a region whose value counts a whole
// territory (a stone at the edge of the mark that the defender cannot
// block inside it spoils the territory behind) gives another answer
// there, and no published problem is posed that way.
func closed(ctx context.Context, c *candidate) error {
	l := c.Layout
	l.Size += 2
	l.Sym, l.Swap = 0, false
	b, err := l.build(c.Shape, c.Top)
	if err != nil {
		return fmt.Errorf("larger board: %w", err)
	}
	region, err := l.region(c.Shape, c.Top)
	if err != nil {
		return err
	}
	w, err := judge(ctx, b, region, regionLimit)
	if err != nil {
		return fmt.Errorf("larger board: %w", err)
	}
	kind := c.V.Kind
	if c.Layout.Swap {
		kind = swapKind(kind)
	}
	if c.Top != nil {
		kind = w.Kind // the kind of a sum's biggest move is not asked
	}
	if w.Swing.Cmp(c.V.Swing) != 0 || w.Kind != kind {
		return fmt.Errorf("depends on the territories: %s %s on a board two lines larger, %s %s here", w.Swing.RatString(), w.Kind, c.V.Swing.RatString(), kind)
	}
	return nil
}

// swapKind exchanges Black and White in a kind of move.
func swapKind(k string) string {
	switch k {
	case "black sente":
		return "white sente"
	case "white sente":
		return "black sente"
	}
	return k
}
