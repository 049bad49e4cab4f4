package board

import (
	"fmt"
	"strings"
)

// FromDiagram builds a position from rows drawn top to bottom, one
// character per point: X black, O white, '.' or '+' empty; spaces are
// ignored. The board is square (as many rows as points per row), the
// stones are set up in one step and Black is to move.
func FromDiagram(rules Rules, rows ...string) (*Board, error) {
	size := len(rows)
	b, err := New(size, rules)
	if err != nil {
		return nil, fmt.Errorf("diagram: %w", err)
	}
	var blacks, whites []Point
	for y, row := range rows {
		row = strings.ReplaceAll(row, " ", "")
		if len(row) != size {
			return nil, fmt.Errorf("diagram row %d %q has %d points, want %d", y, row, len(row), size)
		}
		for x, ch := range row {
			switch ch {
			case 'X':
				blacks = append(blacks, PointAt(x, y, size))
			case 'O':
				whites = append(whites, PointAt(x, y, size))
			case '.', '+':
			default:
				return nil, fmt.Errorf("diagram row %d: bad character %q", y, ch)
			}
		}
	}
	if err := b.SetupStones(blacks, whites, nil); err != nil {
		return nil, fmt.Errorf("diagram: %w", err)
	}
	return b, nil
}
