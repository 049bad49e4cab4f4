package cgt

import "sync"

// memoSlots is the number of slots in each shard of an operation memo
// table. A table is a fixed-size, direct-mapped cache: a new entry replaces
// whatever held its slot, so memory stays bounded (memoShards x memoSlots
// entries of a few dozen bytes per table) however many operations run, and
// a result pushed out is recomputed when needed again.
const memoSlots = 1 << 13

// memoShards is the number of independently locked shards per memo table.
const memoShards = 64

// memoEntry is one slot: the serials of the pair plus one (0 marks an
// empty slot) and the value.
type memoEntry[V any] struct {
	a, b uint64
	v    V
}

// pairMemo is a concurrency-safe, bounded memo from an ordered pair of game
// handles to a value: the cache behind sums and comparisons. It is keyed by
// the games' serials, which are never reused, so an entry about collected
// games is simply never asked for again.
type pairMemo[V any] struct {
	shards [memoShards]struct {
		mu    sync.Mutex
		slots []memoEntry[V] // allocated on first use
	}
}

// memoSlot returns the shard and slot of the pair of serials (a, b).
func memoSlot(a, b uint64) (shard, slot uint64) {
	h := (a*0x9E3779B97F4A7C15 ^ b) * 0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	return h >> 58, h & (memoSlots - 1)
}

func (p *pairMemo[V]) get(g, h Game) (V, bool) {
	a, b := g.serial()+1, h.serial()+1
	sh, i := memoSlot(a, b)
	s := &p.shards[sh]
	s.mu.Lock()
	var e memoEntry[V]
	if s.slots != nil {
		e = s.slots[i]
	}
	s.mu.Unlock()
	if e.a == a && e.b == b {
		return e.v, true
	}
	var zero V
	return zero, false
}

func (p *pairMemo[V]) put(g, h Game, v V) {
	a, b := g.serial()+1, h.serial()+1
	sh, i := memoSlot(a, b)
	s := &p.shards[sh]
	s.mu.Lock()
	if s.slots == nil {
		s.slots = make([]memoEntry[V], memoSlots)
	}
	s.slots[i] = memoEntry[V]{a: a, b: b, v: v}
	s.mu.Unlock()
}

// Process-wide memo tables (caches, safe for concurrent use, bounded).
var (
	sumMemo pairMemo[Game] // g.Add(h), keyed with g.serial() <= h.serial()
	leqMemo pairMemo[bool] // g.Leq(h)
	negMemo pairMemo[Game] // g.Neg(), keyed (g, 0)
)

// ResetCaches empties the package's caches: the memo tables of sums,
// negations, comparisons and canonical forms and the thermograph cache. Handles stay valid
// and every result is recomputed on demand; games nothing else holds can
// then be collected. A long-running program calls it where old results
// will not be asked for again (cgtgo gtp: between games), so its memory
// follows the current work. It is safe to call while other goroutines
// compute.
func ResetCaches() {
	resetMemos()
	resetThermographCache()
}

// resetMemos empties the operation memo tables (for benchmarks that must
// measure cold computations; handles stay valid).
func resetMemos() {
	for _, p := range []interface{ reset() }{&sumMemo, &leqMemo, &negMemo, &canonMemo} {
		p.reset()
	}
}

func (p *pairMemo[V]) reset() {
	for i := range p.shards {
		s := &p.shards[i]
		s.mu.Lock()
		s.slots = nil
		s.mu.Unlock()
	}
}
