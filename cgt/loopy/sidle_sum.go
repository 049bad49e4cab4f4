package loopy

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// sumGraph builds the graph of the positions of the sum where every ko is
// still present; a move that destroys a ko leaves the graph to the value of
// the rest (sidled recursively) plus the ko's ender, as in Moews 4.2.
func (sd *sidler) sumGraph(kos []Ko) (*Graph, error) {
	k := len(kos)
	radix := make([]int, k) // digit j in 0..m_j-2 is ko position digit+1
	total := 1
	for j, ko := range kos {
		radix[j] = ko.M - 1
		total *= radix[j]
		if total > maxGraphNodes {
			return nil, fmt.Errorf("sidle: too many positions")
		}
	}
	digits := func(pos int) []int {
		d := make([]int, k)
		for j := 0; j < k; j++ {
			d[j] = pos % radix[j]
			pos /= radix[j]
		}
		return d
	}
	encode := func(d []int) int {
		pos := 0
		for j := k - 1; j >= 0; j-- {
			pos = pos*radix[j] + d[j]
		}
		return pos
	}
	movesAt := func(pos int, left bool) ([]GraphMove, error) {
		d := digits(pos)
		var out []GraphMove
		for j, ko := range kos {
			p := d[j] + 1
			np := p + 1
			if left {
				np = p - 1
			}
			if np >= 1 && np <= ko.M-1 {
				nd := append([]int(nil), d...)
				nd[j] = np - 1
				out = append(out, GraphMove{To: encode(nd)})
				continue
			}
			rest := make([]Ko, 0, k-1)
			for i, o := range kos {
				if i != j {
					o.I = d[i] + 1
					rest = append(rest, o)
				}
			}
			end := ko.B
			if left {
				end = ko.A
			}
			g, err := sd.value(rest, cgt.Zero())
			if err != nil {
				return nil, err
			}
			out = append(out, GraphMove{To: -1, Ender: g.Add(end)})
		}
		return out, nil
	}
	g := &Graph{Nodes: make([]GraphNode, total)}
	for pos := 0; pos < total; pos++ {
		var err error
		if g.Nodes[pos].Left, err = movesAt(pos, true); err != nil {
			return nil, err
		}
		if g.Nodes[pos].Right, err = movesAt(pos, false); err != nil {
			return nil, err
		}
	}
	start := make([]int, k)
	for j, ko := range kos {
		start[j] = ko.I - 1
	}
	g.Start = encode(start)
	return g, nil
}
