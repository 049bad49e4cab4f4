package board

// scoreMap is the analysis Score works on: the empty regions and the
// blocks of a position (dead stones already removed), and the groups of
// blocks joined by union-find.
type scoreMap struct {
	size    int
	adj     [][4]Point
	cells   []Color
	region  []int // region index of each empty point, -1 on stones
	block   []int // block index of each stone, -1 on empty points
	regions []scoreRegion
	nblocks int
	parent  []int // union-find over blocks
	// regionOwner is, for a one-colour region, one of its bordering
	// blocks (all of them are in the same group); -1 otherwise.
	regionOwner []int
	// libs is the number of liberties of each block.
	libs []int
}

// scoreRegion is a maximal connected set of empty points.
type scoreRegion struct {
	size    int
	borders uint8 // bit 1<<Black, 1<<White: colours of bordering stones
}

func newScoreMap(b *Board, cells []Color) *scoreMap {
	n := len(cells)
	m := &scoreMap{size: b.size, adj: b.adj, cells: cells, region: make([]int, n), block: make([]int, n)}
	for i := range m.region {
		m.region[i], m.block[i] = -1, -1
	}
	var stack []Point
	for p := 0; p < n; p++ {
		if cells[p] == Empty && m.region[p] < 0 {
			id := len(m.regions)
			reg := scoreRegion{}
			stack = append(stack[:0], Point(p))
			m.region[p] = id
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				reg.size++
				for _, r := range m.adj[q] {
					if r == NoPoint {
						break
					}
					switch c := cells[r]; {
					case c == Empty && m.region[r] < 0:
						m.region[r] = id
						stack = append(stack, r)
					case c != Empty:
						reg.borders |= 1 << c
					}
				}
			}
			m.regions = append(m.regions, reg)
		}
		if cells[p] != Empty && m.block[p] < 0 {
			id := m.nblocks
			m.nblocks++
			stack = append(stack[:0], Point(p))
			m.block[p] = id
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, r := range m.adj[q] {
					if r == NoPoint {
						break
					}
					if cells[r] == cells[p] && m.block[r] < 0 {
						m.block[r] = id
						stack = append(stack, r)
					}
				}
			}
		}
	}
	m.parent = make([]int, m.nblocks)
	for i := range m.parent {
		m.parent[i] = i
	}
	m.regionOwner = make([]int, len(m.regions))
	for i := range m.regionOwner {
		m.regionOwner[i] = -1
	}
	// Join blocks of one colour bordering the same one-colour region, and
	// blocks of one colour sharing an empty neighbour.
	for p := 0; p < n; p++ {
		if cells[p] != Empty {
			continue
		}
		reg := m.region[p]
		oneColour := m.regions[reg].borders == 1<<Black || m.regions[reg].borders == 1<<White
		last := [3]int{-1, -1, -1}
		for _, q := range m.adj[p] {
			if q == NoPoint {
				break
			}
			c := cells[q]
			if c == Empty {
				continue
			}
			bl := m.block[q]
			if last[c] >= 0 {
				m.union(last[c], bl)
			}
			last[c] = bl
			if oneColour {
				if m.regionOwner[reg] < 0 {
					m.regionOwner[reg] = bl
				} else {
					m.union(m.regionOwner[reg], bl)
				}
			}
		}
	}
	m.libs = make([]int, m.nblocks)
	for p := 0; p < n; p++ {
		if cells[p] != Empty {
			continue
		}
		var counted [4]int
		k := 0
	next:
		for _, q := range m.adj[p] {
			if q == NoPoint {
				break
			}
			if cells[q] == Empty {
				continue
			}
			bl := m.block[q]
			for _, c := range counted[:k] {
				if c == bl {
					continue next
				}
			}
			counted[k] = bl
			k++
			m.libs[bl]++
		}
	}
	return m
}

// atariLiberties returns, for each region, the number of its points that
// are the single liberty of a neighbouring block (the point of an unfilled
// ko, or a point the owner must fill to connect).
func (m *scoreMap) atariLiberties() []int {
	count := make([]int, len(m.regions))
	for p, c := range m.cells {
		if c != Empty {
			continue
		}
		for _, q := range m.adj[p] {
			if q == NoPoint {
				break
			}
			if m.cells[q] != Empty && m.libs[m.block[q]] == 1 {
				count[m.region[p]]++
				break
			}
		}
	}
	return count
}

func (m *scoreMap) find(x int) int {
	for m.parent[x] != x {
		m.parent[x] = m.parent[m.parent[x]]
		x = m.parent[x]
	}
	return x
}

func (m *scoreMap) union(a, b int) {
	if a, b = m.find(a), m.find(b); a != b {
		m.parent[a] = b
	}
}
