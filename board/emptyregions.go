package board

// EmptyRegions describes, point by point, the empty regions (maximal
// connected sets of empty points) of a position as it stands: which colour
// each one belongs to when the board is counted without dead stones, how
// big it is and whether it is all dame.
type EmptyRegions struct {
	// Owner is, for an empty point, the only colour its region touches
	// (Empty when it touches both or none); Empty for a stone.
	Owner []Color
	// Size is the number of points of the point's region (0 for a stone).
	Size []int
	// Dame is true for the points of a region every point of which touches
	// both colours (nothing to gain by filling it under territory scoring).
	Dame []bool
}

// EmptyRegionsOf computes the EmptyRegions of b by flood fill.
func EmptyRegionsOf(b *Board) EmptyRegions {
	n := b.NumPoints()
	er := EmptyRegions{Owner: make([]Color, n), Size: make([]int, n), Dame: make([]bool, n)}
	seen := make([]bool, n)
	var stack, region []Point
	for start := 0; start < n; start++ {
		if seen[start] || b.At(Point(start)) != Empty {
			continue
		}
		touches := [3]bool{}
		allBoth := true
		region = region[:0]
		stack = append(stack[:0], Point(start))
		seen[start] = true
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			region = append(region, p)
			here := [3]bool{}
			for _, q := range b.Neighbours(p) {
				switch col := b.At(q); col {
				case Empty:
					if !seen[q] {
						seen[q] = true
						stack = append(stack, q)
					}
				default:
					touches[col] = true
					here[col] = true
				}
			}
			allBoth = allBoth && here[Black] && here[White]
		}
		o := Empty
		if touches[Black] != touches[White] {
			o = Black
			if touches[White] {
				o = White
			}
		}
		for _, p := range region {
			er.Owner[p] = o
			er.Size[p] = len(region)
			er.Dame[p] = allBoth
		}
	}
	return er
}
