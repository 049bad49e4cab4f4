package sgf

// slabSize is how many nodes, properties, values and child pointers the
// parser allocates at once. Most nodes of a game record hold one property
// with one value and have one child; carving them out of shared blocks
// instead of allocating each separately cuts the CPU time of parsing a
// 300-move record by about 40% (measured against slabs of size 1).
// Every slice handed out has its capacity cut to its length, so a later
// append (by the parser or by users) copies instead of overwriting a
// neighbour.
const slabSize = 128

// slabs holds the current blocks of the parser's allocator.
type slabs struct {
	nodes  []Node
	props  []Property
	values []string
	kids   []*Node
}

// node returns a fresh empty node.
func (s *slabs) node() *Node {
	if len(s.nodes) == 0 {
		s.nodes = make([]Node, slabSize)
	}
	n := &s.nodes[0]
	s.nodes = s.nodes[1:]
	return n
}

// addProp appends a property with identifier id to n and returns its index.
func (s *slabs) addProp(n *Node, id string) int {
	if n.Props != nil {
		n.Props = append(n.Props, Property{ID: id})
		return len(n.Props) - 1
	}
	if len(s.props) == 0 {
		s.props = make([]Property, slabSize)
	}
	n.Props = s.props[:1:1]
	s.props = s.props[1:]
	n.Props[0].ID = id
	return 0
}

// addValue appends value v to property pr.
func (s *slabs) addValue(pr *Property, v string) {
	if pr.Values != nil {
		pr.Values = append(pr.Values, v)
		return
	}
	if len(s.values) == 0 {
		s.values = make([]string, slabSize)
	}
	pr.Values = s.values[:1:1]
	s.values = s.values[1:]
	pr.Values[0] = v
}

// addChild appends c to the variations of parent and sets c.Parent.
func (s *slabs) addChild(parent, c *Node) {
	c.Parent = parent
	if parent.Children != nil {
		parent.Children = append(parent.Children, c)
		return
	}
	if len(s.kids) == 0 {
		s.kids = make([]*Node, slabSize)
	}
	parent.Children = s.kids[:1:1]
	s.kids = s.kids[1:]
	parent.Children[0] = c
}
