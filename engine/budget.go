package engine

import (
	"math"
	"time"

	"github.com/cgtgo/cgtgo/engine/api"
)

// regionNodes is the node budget of one region's local search in the GTP
// engine when neither the user (api.Settings.Nodes) nor a clock sets one
// (the command-line analyzer's default is larger): a search of 20,000
// positions keeps late 19x19 endgames within a few hundred milliseconds
// on an idle machine; larger regions get estimates.
const regionNodes = 20000

// Node budgets of a move under a clock (issue 28): the analysis of a move
// is bounded by nodes, not by time, so that the same position and the same
// allotment give the same move on any machine and under any load; the
// deadline of the allotment is only a safety net. The levels are few so
// that the region cache (whose entries depend on the budget) carries over
// between moves, and each level keeps the slowest move of the late 19x19
// endgames measured (300 genmoves from pro19/Alum-10-P02.sgf move 230) to
// about a quarter of the allotment on an idle machine (20,000 nodes: 0.8 s
// of CPU at worst; 5,000: 0.2 s; 1,000: 0.05 s), so that a machine twice as
// slow or twice as busy still finishes.
const (
	// fullNodesFrom is the smallest allotment that gets regionNodes.
	fullNodesFrom = 3 * time.Second
	// midNodes is the budget from midNodesFrom (byo-yomi of 1 s per move
	// gets 700 ms, this level).
	midNodes     = 5000
	midNodesFrom = 600 * time.Millisecond
	// minNodes is the budget of the shortest allotments.
	minNodes = 1000
)

// moveNodes returns the node budget of each region's search for a move
// with allotment allot (0: no time limit) under settings s: the user's
// budget (s.Nodes, "cgtgo gtp --nodes" or cgtgo-budget) when set,
// otherwise the level of the allotment.
func moveNodes(s api.Settings, allot time.Duration) int {
	switch {
	case s.Nodes > 0:
		return int(min(s.Nodes, math.MaxInt32))
	case allot <= 0 || allot >= fullNodesFrom:
		return regionNodes
	case allot >= midNodesFrom:
		return midNodes
	default:
		return minNodes
	}
}
