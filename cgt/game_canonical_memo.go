package cgt

import (
	"slices"
	"sync"
)

// canonSlots is the number of slots in each shard of canonMemo; like the
// pair memos (game_memo.go) it is direct-mapped, so its memory is bounded
// and an entry pushed out is recomputed when asked for again.
const canonSlots = 1 << 12

// canonMemoOptions is the most options (Left and Right together) of a
// game whose canonical form canonMemo stores.
const canonMemoOptions = 32

// canonEntry is one slot of canonMemo: the key (the number of Left options
// then the serials of the sorted, duplicate-free Left and Right options)
// and the canonical game.
type canonEntry struct {
	key []uint64
	g   Game
}

// canonTable is a concurrency-safe, bounded memo from the options of
// {L | R} to its canonical form (NewGame). Searches build the same games
// from the same options over and over (the dame and teire of a count are
// few small games), and a canonical form costs dozens of comparisons and
// a look-up in the hash-consing table, more than this look-up. Serials are
// never reused, so a key about collected games is never asked for again.
type canonTable struct {
	shards [memoShards]struct {
		mu    sync.Mutex
		slots []canonEntry // allocated on first use
	}
}

// canonMemo is the process-wide canonical-form memo (a cache, safe for
// concurrent use, bounded).
var canonMemo canonTable

// canonKey appends the key of {L | R} (sorted, duplicate-free options) to
// buf and returns it with its hash.
func canonKey(buf []uint64, L, R []Game) ([]uint64, uint64) {
	buf = append(buf, uint64(len(L)))
	for _, g := range L {
		buf = append(buf, g.serial())
	}
	for _, g := range R {
		buf = append(buf, g.serial())
	}
	h := uint64(0x9E3779B97F4A7C15)
	for _, v := range buf {
		h = (h ^ v) * 0xC2B2AE3D27D4EB4F
		h ^= h >> 31
	}
	return buf, h
}

// canonSlot returns the shard and slot of hash h.
func canonSlot(h uint64) (shard, slot uint64) {
	return h >> 58, h & (canonSlots - 1)
}

func (t *canonTable) get(key []uint64, h uint64) (Game, bool) {
	sh, i := canonSlot(h)
	s := &t.shards[sh]
	s.mu.Lock()
	var e canonEntry
	if s.slots != nil {
		e = s.slots[i]
	}
	s.mu.Unlock()
	if e.key != nil && slices.Equal(e.key, key) {
		return e.g, true
	}
	return Game{}, false
}

func (t *canonTable) put(key []uint64, h uint64, g Game) {
	sh, i := canonSlot(h)
	s := &t.shards[sh]
	s.mu.Lock()
	if s.slots == nil {
		s.slots = make([]canonEntry, canonSlots)
	}
	s.slots[i] = canonEntry{key: key, g: g}
	s.mu.Unlock()
}

func (t *canonTable) reset() {
	for i := range t.shards {
		s := &t.shards[i]
		s.mu.Lock()
		s.slots = nil
		s.mu.Unlock()
	}
}
