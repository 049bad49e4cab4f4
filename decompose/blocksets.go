package decompose

// blockSets is a union-find (disjoint sets) over block ids: the life
// judgements join blocks that share an eye or a solid connection into one
// group. blockSets[i] is i's parent; a root is its own parent.
type blockSets []int

// newBlockSets gives n blocks, each in a set of its own.
func newBlockSets(n int) blockSets {
	s := make(blockSets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// find gives the representative of i's set (with path halving).
func (s blockSets) find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}
