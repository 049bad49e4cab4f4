package cgt

import "sync"

// memoLimit bounds each shard of the operation memo tables: a shard that
// reaches it is emptied before the next insertion, so memory stays bounded
// however many operations run (results are recomputed when needed again).
const memoLimit = 1 << 16

// memoShards is the number of independently locked shards per memo table.
const memoShards = 64

// pairMemo is a concurrency-safe, bounded memo from an ordered pair of game
// handles to a value: the cache behind sums and comparisons.
type pairMemo[V any] struct {
	shards [memoShards]struct {
		mu sync.Mutex
		m  map[uint64]V
	}
}

func pairKey(a, b Game) uint64 { return uint64(a.id)<<32 | uint64(b.id) }

func (p *pairMemo[V]) get(a, b Game) (V, bool) {
	k := pairKey(a, b)
	s := &p.shards[(k*0x9E3779B97F4A7C15)>>58]
	s.mu.Lock()
	v, ok := s.m[k]
	s.mu.Unlock()
	return v, ok
}

func (p *pairMemo[V]) put(a, b Game, v V) {
	k := pairKey(a, b)
	s := &p.shards[(k*0x9E3779B97F4A7C15)>>58]
	s.mu.Lock()
	if s.m == nil || len(s.m) >= memoLimit {
		s.m = make(map[uint64]V)
	}
	s.m[k] = v
	s.mu.Unlock()
}

// Process-wide memo tables (caches, safe for concurrent use, bounded).
var (
	sumMemo pairMemo[Game] // g.Add(h), keyed with g.id <= h.id
	leqMemo pairMemo[bool] // g.Leq(h)
	negMemo pairMemo[Game] // g.Neg(), keyed (g, 0)
)

// resetMemos empties the operation memo tables (for benchmarks that must
// measure cold computations; handles stay valid).
func resetMemos() {
	for _, p := range []interface{ reset() }{&sumMemo, &leqMemo, &negMemo} {
		p.reset()
	}
}

func (p *pairMemo[V]) reset() {
	for i := range p.shards {
		s := &p.shards[i]
		s.mu.Lock()
		s.m = nil
		s.mu.Unlock()
	}
}
