package strategy

import (
	"cmp"
	"slices"
	"strconv"
	"sync"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// Fight states are keyed by what they are as games, not by where they are
// on the board: each open ko by the signature of its local game from its
// current position (koSignatures), each short region by its canonical
// game. Two kos that are the same local game are then interchangeable in
// the key (seeds/003 counts kos, it does not name them), and a position met
// again after a move, in a later search, has the same key, so a FightCache
// can hand its value over.

// fightIDs numbers the games and ko signatures met by fight searches.
type fightIDs struct {
	games map[cgt.Game]int32
	sigs  map[string]int32
}

func newFightIDs() *fightIDs {
	return &fightIDs{games: map[cgt.Game]int32{}, sigs: map[string]int32{}}
}

// game numbers g.
func (ids *fightIDs) game(g cgt.Game) int32 {
	id, ok := ids.games[g]
	if !ok {
		id = int32(len(ids.games))
		ids.games[g] = id
	}
	return id
}

// sig numbers a ko signature.
func (ids *fightIDs) sig(s []byte) int32 {
	id, ok := ids.sigs[string(s)]
	if !ok {
		id = int32(len(ids.sigs))
		ids.sigs[string(s)] = id
	}
	return id
}

// koSigs holds the signatures of one ko's local games, computed on
// demand: the number of the local game from node v (its signature: the
// nodes reachable from v renumbered in breadth-first order, each with its
// static count and its moves, colour, prisoners and target, a settled
// target written as its value) and that breadth-first numbering. Equal
// signatures mean isomorphic games; isomorphic games whose moves come in
// different orders may get different signatures, which costs sharing,
// never exactness.
type koSigs struct {
	g      *valuation.KoGraph
	ids    *fightIDs
	sorted [][]valuation.KoGraphMove
	sig    []int32
	pos    []map[int32]int32
	buf    []byte
}

// newKoSigs prepares the signatures of g.
func newKoSigs(g *valuation.KoGraph, ids *fightIDs) *koSigs {
	ks := &koSigs{g: g, ids: ids, sig: make([]int32, len(g.Nodes)), pos: make([]map[int32]int32, len(g.Nodes))}
	for v := range ks.sig {
		ks.sig[v] = -1
	}
	return ks
}

// of returns the signature number of node v and its numbering.
func (ks *koSigs) of(v int32) (int32, map[int32]int32) {
	if ks.sig[v] >= 0 {
		return ks.sig[v], ks.pos[v]
	}
	g := ks.g
	if ks.sorted == nil {
		ks.sorted = make([][]valuation.KoGraphMove, len(g.Nodes))
		for u, n := range g.Nodes {
			ms := slices.Clone(n.Moves)
			slices.SortStableFunc(ms, func(a, b valuation.KoGraphMove) int {
				return cmp.Or(cmp.Compare(a.Color, b.Color), cmp.Compare(a.Prisoners, b.Prisoners),
					cmp.Compare(settledID(g, a.To, ks.ids), settledID(g, b.To, ks.ids)))
			})
			ks.sorted[u] = ms
		}
	}
	order := map[int32]int32{v: 0}
	queue := []int{int(v)}
	buf := ks.buf[:0]
	for k := 0; k < len(queue); k++ {
		u := queue[k]
		buf = append(buf, 'c')
		buf = strconv.AppendInt(buf, int64(g.Nodes[u].Count), 10)
		buf = append(buf, '[')
		for _, m := range ks.sorted[u] {
			buf = strconv.AppendInt(buf, int64(m.Color), 10)
			buf = strconv.AppendInt(buf, int64(m.Prisoners), 10)
			if g.Nodes[m.To].Settled {
				buf = append(buf, 's')
				buf = strconv.AppendInt(buf, int64(ks.ids.game(g.Nodes[m.To].Value)), 10)
				buf = append(buf, ',')
				continue
			}
			j, ok := order[int32(m.To)]
			if !ok {
				j = int32(len(queue))
				order[int32(m.To)] = j
				queue = append(queue, m.To)
			}
			buf = append(buf, 'n')
			buf = strconv.AppendInt(buf, int64(j), 10)
			buf = append(buf, ',')
		}
		buf = append(buf, ']')
	}
	ks.buf = buf
	ks.sig[v], ks.pos[v] = ks.ids.sig(buf), order
	return ks.sig[v], order
}

// settledID orders moves by their settled target's game (-1 for an open
// target).
func settledID(g *valuation.KoGraph, v int, ids *fightIDs) int32 {
	if !g.Nodes[v].Settled {
		return -1
	}
	return ids.game(g.Nodes[v].Value)
}

// key encodes a state for the graph's index (and the cache), in a buffer
// the next call reuses. It leaves out the state's settled numbers (num):
// values are kept relative to them (see fightGraph), so states that differ
// only by points already scored share one node and one cache entry.
func (f *fight) key(st *fstate) []byte {
	b := f.keyBuf[:0]
	put := func(v int32) { b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24)) }
	put(int32(st.tb))
	put(int32(st.tw))
	flags := int32(0)
	if st.black {
		flags |= 1
	}
	if st.passed {
		flags |= 2
	}
	put(flags)
	put(int32(len(st.s)))
	for _, e := range st.s {
		put(e.id)
	}
	if f.opt.Ban == board.KoSuperko {
		// Superko: the history names regions, so the kos keep their order.
		for r, a := range st.at {
			if a < 0 {
				put(-1)
			} else {
				sig, _ := f.sigs[r].of(a)
				put(sig)
			}
		}
		for _, h := range st.hist {
			put(h)
		}
	} else {
		type koKey struct{ sig, ban int32 }
		var ks []koKey
		for r, a := range st.at {
			if a < 0 {
				continue
			}
			sig, pos := f.sigs[r].of(a)
			k := koKey{sig: sig, ban: -1}
			if r == st.banR {
				k.ban = pos[st.banTo]
			}
			ks = append(ks, k)
		}
		slices.SortFunc(ks, func(x, y koKey) int { return cmp.Or(cmp.Compare(x.sig, y.sig), cmp.Compare(x.ban, y.ban)) })
		put(int32(len(ks)))
		for _, k := range ks {
			put(k.sig)
			put(k.ban)
		}
	}
	f.keyBuf = b
	return b
}

// FightCache keeps the values of ko fight positions between searches, for
// the moves of one game (ko-ban J: under superko a position's value depends
// on the history, which the searches do not share). A position's value
// depends only on the position (the search explores everything reachable
// from it), so a value stays right for as long as the cache lives; it is
// emptied when it grows over its limit. It is safe for concurrent use
// (searches sharing it run one at a time).
type FightCache struct {
	mu     sync.Mutex
	ids    fightIDs
	values map[string]fval
	limit  int
}

// NewFightCache returns a cache of at most limit positions (0 means
// 1,000,000).
func NewFightCache(limit int) *FightCache {
	if limit <= 0 {
		limit = 1_000_000
	}
	return &FightCache{ids: *newFightIDs(), values: map[string]fval{}, limit: limit}
}

// Clear empties the cache (between games).
func (c *FightCache) Clear() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ids = *newFightIDs()
	clear(c.values)
}

// usesCache reports whether the search reads and fills opt.Cache.
func (f *fight) usesCache() bool { return f.opt.Cache != nil && f.opt.Ban != board.KoSuperko }

// cached returns the cache's value of the state with key k.
func (f *fight) cached(k []byte) (fval, bool) {
	if !f.usesCache() {
		return 0, false
	}
	v, ok := f.opt.Cache.values[string(k)]
	return v, ok
}

// remember stores the values of a solved graph in the cache.
func (f *fight) remember(states []fstate, g *fightGraph) {
	if !f.usesCache() {
		return
	}
	c := f.opt.Cache
	if len(c.values)+len(states) > c.limit {
		clear(c.values) // the numbering stays: the searches of this game go on
	}
	for i := range states {
		c.values[string(f.key(&states[i]))] = g.value[i]
	}
}
