package loopy

import (
	"fmt"
)

// jVertices builds the positions alpha[S] of phi^J(g) (S empty or the
// position just left; a pass keeps S), with threat moves (banned moves
// made anyway) for the side that has the threats. It returns the index of
// start[{}].
func (sd *sidler) jVertices(g *Graph) ([]sidleVertex, int) {
	type vkey struct{ pos, prev int }
	index := map[vkey]int{}
	var keys []vkey
	add := func(x vkey) int {
		if i, ok := index[x]; ok {
			return i
		}
		index[x] = len(keys)
		keys = append(keys, x)
		return len(keys) - 1
	}
	for pos := range g.Nodes {
		add(vkey{pos, -1})
	}
	for pos, n := range g.Nodes {
		for _, mv := range append(append([]GraphMove(nil), n.Left...), n.Right...) {
			if mv.To >= 0 && mv.To != pos {
				add(vkey{mv.To, pos})
			}
		}
	}
	verts := make([]sidleVertex, len(keys))
	for i, x := range keys {
		for side := 0; side < 2; side++ {
			left := side == 0
			mvs := g.Nodes[x.pos].Right
			if left {
				mvs = g.Nodes[x.pos].Left
			}
			hasThreats := (left && sd.side == LeftThreats) || (!left && sd.side == RightThreats)
			var opts []sidleOpt
			for _, mv := range mvs {
				switch {
				case mv.To < 0:
					opts = append(opts, sidleOpt{kind: optExit, g: mv.Ender})
				case mv.To == x.pos: // a pass keeps the history
					opts = append(opts, sidleOpt{kind: optState, to: i})
				case mv.To != x.prev:
					opts = append(opts, sidleOpt{kind: optState, to: index[vkey{mv.To, x.pos}]})
				case hasThreats:
					opts = append(opts, sidleOpt{kind: optThreat, to: index[vkey{mv.To, x.pos}]})
				}
			}
			if left {
				verts[i].left = opts
			} else {
				verts[i].right = opts
			}
		}
	}
	return verts, index[vkey{g.Start, -1}]
}

// maxNStates bounds the positions alpha[S] of phi^N built for sidling.
const maxNStates = 200_000

// nVertices builds the positions alpha[S] of phi^N(g) reachable from
// start[{}] (Moews 3.1: a move from alpha[S] to beta needs beta not in S
// and leads to beta[S + {alpha}]; a pass keeps S), with threat moves for
// the side that has the threats (3.2: any move from alpha[{}], leading to
// beta[{alpha}]).
func (sd *sidler) nVertices(g *Graph) ([]sidleVertex, int, error) {
	if len(g.Nodes) > 64 {
		return nil, 0, fmt.Errorf("sidle: the N ko-ban needs at most 64 positions, the graph has %d", len(g.Nodes))
	}
	type nkey struct {
		pos  int
		hist uint64
	}
	index := map[nkey]int{}
	var keys []nkey
	add := func(x nkey) (int, error) {
		if i, ok := index[x]; ok {
			return i, nil
		}
		if len(keys) >= maxNStates {
			return 0, fmt.Errorf("sidle: more than %d positions with superko history", maxNStates)
		}
		index[x] = len(keys)
		keys = append(keys, x)
		return len(keys) - 1, nil
	}
	start, _ := add(nkey{g.Start, 0})
	var verts []sidleVertex
	for i := 0; i < len(keys); i++ {
		x := keys[i]
		var v sidleVertex
		for side := 0; side < 2; side++ {
			left := side == 0
			mvs := g.Nodes[x.pos].Right
			if left {
				mvs = g.Nodes[x.pos].Left
			}
			hasThreats := (left && sd.side == LeftThreats) || (!left && sd.side == RightThreats)
			var opts []sidleOpt
			for _, mv := range mvs {
				var o sidleOpt
				var err error
				switch {
				case mv.To < 0:
					o = sidleOpt{kind: optExit, g: mv.Ender}
				case mv.To == x.pos:
					o = sidleOpt{kind: optState, to: i}
				case x.hist&(1<<uint(mv.To)) == 0:
					o.kind = optState
					o.to, err = add(nkey{mv.To, x.hist | 1<<uint(x.pos)})
				case hasThreats:
					o.kind = optThreat
					o.to, err = add(nkey{mv.To, 1 << uint(x.pos)})
				default:
					continue
				}
				if err != nil {
					return nil, 0, err
				}
				opts = append(opts, o)
			}
			if left {
				v.left = opts
			} else {
				v.right = opts
			}
		}
		verts = append(verts, v)
	}
	return verts, start, nil
}
