package sgf

// Property is one SGF property of a node: its identifier (one or more
// uppercase letters, FF[4] section "PropIdent") and its values after escape
// processing (FF[4] "Text" rules: a backslash makes the next character
// literal, a backslash before a line break removes both, and every line
// break is normalized to "\n").
//
// Values are kept independent of their FF[4] type: white space is kept as
// written (the conversion of line breaks and tabs to spaces that FF[4]
// prescribes for SimpleText is left to whoever displays the value).
//
// Values of compose type (FF[4] "Compose": LB, AR, LN, AP, FG, SZ and the
// rectangles "aa:cc" of point lists) keep their separating colon, and the
// first colon of the value is taken as the separator (see SplitCompose).
// This is exact for every FF[4] compose property except an AP whose
// application name contains an escaped colon, whose two parts then can no
// longer be told apart.
type Property struct {
	ID     string
	Values []string
}

// Node is one SGF node (FF[4] "Node"): an ordered list of properties and the
// variations that follow it. Children[0] is the main line; further children
// are alternative variations. Parent is nil for the root of a game tree.
// The zero Node is an empty node ready to use.
type Node struct {
	Props    []Property
	Children []*Node
	Parent   *Node
}

// index returns the position of the property id in n.Props, or -1.
func (n *Node) index(id string) int {
	for i := range n.Props {
		if n.Props[i].ID == id {
			return i
		}
	}
	return -1
}

// Get returns the first value of property id and whether the node has it.
func (n *Node) Get(id string) (string, bool) {
	i := n.index(id)
	if i < 0 || len(n.Props[i].Values) == 0 {
		return "", false
	}
	return n.Props[i].Values[0], true
}

// Values returns all values of property id (nil if the node lacks it). The
// slice belongs to the node; copy it before changing it.
func (n *Node) Values(id string) []string {
	if i := n.index(id); i >= 0 {
		return n.Props[i].Values
	}
	return nil
}

// Has reports whether the node carries property id.
func (n *Node) Has(id string) bool { return n.index(id) >= 0 }

// Set gives property id exactly the given values, replacing any previous
// values in place or appending the property at the end of the node. With no
// values, Set stores one empty value (SGF "[]"), since a property always has
// at least one value. Any further properties with the same identifier (only
// possible in nodes built by hand) are removed.
func (n *Node) Set(id string, values ...string) {
	vs := append([]string(nil), values...)
	if len(vs) == 0 {
		vs = []string{""}
	}
	i := n.index(id)
	if i < 0 {
		n.Props = append(n.Props, Property{ID: id, Values: vs})
		return
	}
	n.Props[i].Values = vs
	n.Props = append(n.Props[:i+1], deleteID(n.Props[i+1:], id)...)
}

// Delete removes property id from the node, if present.
func (n *Node) Delete(id string) {
	n.Props = deleteID(n.Props, id)
}

// deleteID removes every property with identifier id from props, in place.
func deleteID(props []Property, id string) []Property {
	out := props[:0]
	for _, p := range props {
		if p.ID != id {
			out = append(out, p)
		}
	}
	clear(props[len(out):])
	return out
}

// AddChild appends c as the last variation after n and sets c.Parent to n.
func (n *Node) AddChild(c *Node) {
	c.Parent = n
	n.Children = append(n.Children, c)
}

// MainLine returns n, its first child, that child's first child, and so on
// down to a leaf: the main variation starting at n.
func (n *Node) MainLine() []*Node {
	var line []*Node
	for cur := n; cur != nil; {
		line = append(line, cur)
		if len(cur.Children) == 0 {
			break
		}
		cur = cur.Children[0]
	}
	return line
}

// Root returns the root of the game tree containing n (following Parent).
func (n *Node) Root() *Node {
	cur := n
	for cur.Parent != nil {
		cur = cur.Parent
	}
	return cur
}

// Equal reports whether the trees rooted at n and m are the same: equal
// properties (identifiers and values, in order) at every node and the same
// variations in the same order. Parent pointers are not compared. A
// structure in which a node is reached twice (a cycle, made by hand) is not
// a tree and is never equal to anything.
func (n *Node) Equal(m *Node) bool {
	type pair struct{ a, b *Node }
	stack := []pair{{n, m}}
	seen := make(map[*Node]bool)
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if p.a == nil || p.b == nil {
			if p.a != p.b {
				return false
			}
			continue
		}
		if seen[p.a] {
			return false
		}
		seen[p.a] = true
		if !propsEqual(p.a.Props, p.b.Props) || len(p.a.Children) != len(p.b.Children) {
			return false
		}
		for i := range p.a.Children {
			stack = append(stack, pair{p.a.Children[i], p.b.Children[i]})
		}
	}
	return true
}

// propsEqual compares two property lists element by element.
func propsEqual(a, b []Property) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].ID != b[i].ID || len(a[i].Values) != len(b[i].Values) {
			return false
		}
		for j := range a[i].Values {
			if a[i].Values[j] != b[i].Values[j] {
				return false
			}
		}
	}
	return true
}

// EqualCollections reports whether two collections have the same number of
// game trees and pairwise equal trees (see Node.Equal).
func EqualCollections(a, b []*Node) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Equal(b[i]) {
			return false
		}
	}
	return true
}
