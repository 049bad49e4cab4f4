package valuation

import (
	"context"
	"math/rand"
	"testing"
)

// TestKomasterFreeShared: komasterAll takes, for the second komaster, the
// first komaster's thermograph of every position that reaches no cycle
// (kmFree). On the ko regions of random walled positions (koSamples), each
// such thermograph equals the one computed again from its options with
// the second komaster, and the root's thermographs are the same either way.
func TestKomasterFreeShared(t *testing.T) {
	rng := rand.New(rand.NewSource(26))
	ctx := context.Background()
	graphs, shared := 0, 0
	for _, s := range koSamples(rng, 12) {
		for _, r := range s.pos.Regions() {
			rs, err := newRegionSearch(ctx, s.pos.Board, r, Options{Scoring: Territory, MaxNodes: 20_000})
			if err != nil {
				t.Fatal(err)
			}
			nodes, err := rs.komasterGraph(ctx, 20_000)
			if err != nil {
				continue
			}
			comps := kmComponents(nodes)
			free := kmFree(nodes, comps)
			black, err := komasterAll(ctx, nodes, comps, 0, nil, nil)
			if err != nil {
				continue
			}
			alone, err := komasterAll(ctx, nodes, comps, 1, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			white, err := komasterAll(ctx, nodes, comps, 1, black, free)
			if err != nil {
				t.Fatal(err)
			}
			graphs++
			for v := range nodes {
				if free[v] {
					shared++
				}
				if !white[v].Left.Equal(alone[v].Left) || !white[v].Right.Equal(alone[v].Right) {
					t.Errorf("%v position %d (free %v): shared thermograph %v, computed %v", r, v, free[v], white[v], alone[v])
				}
			}
		}
	}
	if graphs < 12 || shared == 0 {
		t.Errorf("%d ko graphs with %d positions off every cycle: too few to test the sharing", graphs, shared)
	}
}
