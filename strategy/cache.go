package strategy

import (
	"hash/fnv"
	"sync"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/valuation"
)

// RegionCache remembers region valuations between positions of a game, so
// that a review or a GTP session values again only the regions that moves
// changed. A region's value depends only on its points, the stones on them,
// the stones around them and the scoring, which is what the key hashes. It
// is safe for concurrent use and holds at most its limit of entries
// (dropping everything when full).
type RegionCache struct {
	mu      sync.Mutex
	entries map[uint64]*valuation.Analysis
	limit   int
}

// NewRegionCache returns a cache of at most limit entries (0 means 4096).
func NewRegionCache(limit int) *RegionCache {
	if limit <= 0 {
		limit = 4096
	}
	return &RegionCache{entries: map[uint64]*valuation.Analysis{}, limit: limit}
}

// regionKey hashes what a region's value depends on.
func regionKey(b *board.Board, points []board.Point, opt Options) uint64 {
	h := fnv.New64a()
	var buf [4]byte
	put := func(v int) {
		buf[0], buf[1], buf[2], buf[3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		h.Write(buf[:])
	}
	put(b.Size())
	put(int(opt.Scoring))
	put(int(b.Rules().Ko))
	put(opt.RegionNodes)
	put(opt.TooBigNodes)
	for _, p := range points {
		put(int(p))
		put(int(b.At(p)))
		for _, n := range b.Neighbours(p) {
			put(int(b.At(n)))
		}
	}
	return h.Sum64()
}

func (c *RegionCache) get(k uint64) (*valuation.Analysis, bool) {
	if c == nil {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	a, ok := c.entries[k]
	return a, ok
}

func (c *RegionCache) put(k uint64, a *valuation.Analysis) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.entries) >= c.limit {
		c.entries = map[uint64]*valuation.Analysis{}
	}
	c.entries[k] = a
}

// Clear drops every entry (a GTP engine calls it between games: values of
// the last game's regions will not be asked for again).
func (c *RegionCache) Clear() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = map[uint64]*valuation.Analysis{}
}

// Len returns the number of entries.
func (c *RegionCache) Len() int {
	if c == nil {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}
