// Package disjoint is a union-find (disjoint sets) over the integers 0 to
// n-1, with path halving: the life judgement joins blocks that share an
// eye into groups, the count joins clusters that a block short of
// liberties couples, the estimate joins nearby candidate moves into areas.
package disjoint

// Sets holds the sets: Sets[i] is i's parent, and a root is its own parent.
type Sets []int

// New gives n elements, each in a set of its own.
func New(n int) Sets {
	s := make(Sets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Find gives the representative of i's set.
func (s Sets) Find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}

// Union joins the sets of a and b (b's representative stays the root).
func (s Sets) Union(a, b int) {
	s[s.Find(a)] = s.Find(b)
}
