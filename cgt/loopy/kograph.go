package loopy

import (
	"strconv"

	"github.com/cgtgo/cgtgo/cgt"
)

// GameThermograph returns the thermograph of a short game for t >= 0 as a
// pair of Walls, taken from cgt's thermograph (ONAG ch. 9).
func GameThermograph(g cgt.Game) Thermograph {
	th := g.Thermograph()
	return Thermograph{Left: trajectoryWall(th.LeftWallTrajectory()), Right: trajectoryWall(th.RightWallTrajectory())}
}

// trajectoryWall restricts a cgt.Trajectory to t >= 0.
func trajectoryWall(tr cgt.Trajectory) Wall {
	ts := []cgt.Rational{ratZero}
	crit := tr.CriticalTemperatures()
	for i := len(crit) - 1; i >= 0; i-- {
		if crit[i].Sign() > 0 {
			ts = append(ts, crit[i])
		}
	}
	vs := make([]cgt.Rational, len(ts))
	for i, t := range ts {
		vs[i] = tr.ValueAt(t)
	}
	return fromSamples(ts, vs, tr.SlopeAbove(ts[len(ts)-1]))
}

// KoGraphOf returns the game graph of the ko KO_i^m[A,B] for komaster
// thermography (Economist's View 2.2): positions 1..m-1 (nodes 0..m-2,
// named "1".."m-1"), Left moves j+1 -> j and 1 -> A, Right moves j -> j+1
// and m-1 -> B, the enders A and B as leaves with their thermographs. For
// m = 3 position 1 is OK[A,B] and position 2 is KO[A,B] (the 33-point ko
// of the Economist's View is A = OK[24,-9], B = KO[24,-9]); for larger m
// it is the iterated ko B = A|C, C = B|D, ... Passes are ignored: under
// the Economist's rules any player may pass. The second result is the
// node of the ko's start position.
func KoGraphOf(k Ko) (*KoGraph, int) {
	n := k.M - 1
	g := &KoGraph{Nodes: make([]KoNode, n)}
	for p := 1; p <= n; p++ {
		node := KoNode{Name: strconv.Itoa(p)}
		if p == 1 {
			node.Left = []KoEdge{{To: -1, Leaf: GameThermograph(k.A)}}
		} else {
			node.Left = []KoEdge{{To: p - 2}}
		}
		if p == n {
			node.Right = []KoEdge{{To: -1, Leaf: GameThermograph(k.B)}}
		} else {
			node.Right = []KoEdge{{To: p}}
		}
		g.Nodes[p-1] = node
	}
	return g, k.I - 1
}
