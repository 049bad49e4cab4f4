package board

// sekiGroups returns, indexed by group root, whether the group is in seki
// (see Score): it has a shared liberty, fewer than two eye regions, and no
// side can play any of its shared liberties without self-atari.
func (m *scoreMap) sekiGroups() []bool {
	eyes := make([]int, m.nblocks)
	for _, owner := range m.regionOwner {
		if owner >= 0 {
			eyes[m.find(owner)]++
		}
	}
	shared := make([]bool, m.nblocks)   // the group has a shared liberty
	approach := make([]bool, m.nblocks) // some side can play one of them
	libMark := make([]int, len(m.cells))
	stamp := 0
	for p, c := range m.cells {
		if c != Empty {
			continue
		}
		var groups [3][]int
		for _, q := range m.adj[p] {
			if q == NoPoint {
				break
			}
			if qc := m.cells[q]; qc != Empty {
				groups[qc] = append(groups[qc], m.find(m.block[q]))
			}
		}
		if len(groups[Black]) == 0 || len(groups[White]) == 0 {
			continue
		}
		safe := false
		for _, x := range []Color{Black, White} {
			stamp++
			if !m.selfAtari(Point(p), x, libMark, stamp) {
				safe = true
			}
		}
		for _, g := range append(groups[Black], groups[White]...) {
			shared[g] = true
			approach[g] = approach[g] || safe
		}
	}
	seki := make([]bool, m.nblocks)
	for g := range seki {
		seki[g] = m.find(g) == g && shared[g] && !approach[g] && eyes[g] < 2
	}
	return seki
}

// selfAtari reports whether a stone of colour x at the empty point p
// captures nothing and leaves the block it makes with at most one
// liberty. libMark and stamp are scratch marks for counting liberties.
func (m *scoreMap) selfAtari(p Point, x Color, libMark []int, stamp int) bool {
	libs := 0
	count := func(q Point) {
		if q != p && m.cells[q] == Empty && libMark[q] != stamp {
			libMark[q] = stamp
			libs++
		}
	}
	var joined []int
	for _, q := range m.adj[p] {
		if q == NoPoint {
			break
		}
		switch m.cells[q] {
		case Empty:
			count(q)
		case x:
			bl := m.block[q]
			seen := false
			for _, j := range joined {
				seen = seen || j == bl
			}
			if !seen {
				joined = append(joined, bl)
			}
		default:
			if m.libs[m.block[q]] == 1 {
				return false // the stone captures
			}
		}
	}
	if len(joined) > 0 {
		for s, c := range m.cells {
			if c != x {
				continue
			}
			in := false
			for _, j := range joined {
				in = in || m.block[s] == j
			}
			if !in {
				continue
			}
			for _, q := range m.adj[s] {
				if q == NoPoint {
					break
				}
				count(q)
			}
		}
	}
	return libs <= 1
}
