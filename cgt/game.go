// Package cgt is the exact algebra of short partizan combinatorial games
// (Conway, On Numbers and Games, ch. 9-10, /work/shared/seeds/002_*.txt):
// canonical forms held as hash-consed handles (Game), numbers, nimbers and
// multiples of up, sums, comparison, stops, incentives, atomic weights,
// CGSuite-style printing and parsing (Parse), and, in thermograph*.go and
// cool*.go, thermographs, mean, temperature, cooling and chilling. It knows
// nothing about Go boards.
package cgt

import (
	"encoding/binary"
	"math"
	"math/big"
	"slices"
	"sync"
	"sync/atomic"
)

// Game is a short partizan combinatorial game in canonical (simplest) form
// (ONAG ch. 10, /work/shared/seeds/002_*.txt, "simplest form": no dominated
// and no reversible options). It is a small comparable handle into a
// process-wide hash-consing table in which each distinct canonical game is
// stored exactly once, so g == h (on handles) holds exactly when the games
// are equal as values. The zero value Game{} is the game 0 = { | }.
type Game struct{ id uint32 }

// nodeKind says which fast-path representation a stored game has.
type nodeKind uint8

const (
	kindNumber  nodeKind = iota // a dyadic number; options derived on demand
	kindNUS                     // number + n.up + *m, not a number (incl. nimbers)
	kindGeneral                 // any other canonical game
)

// node is one stored canonical game. Nodes are immutable once published.
type node struct {
	kind         nodeKind
	num          Rational // number part (kindNumber, kindNUS)
	ups          int      // multiple of up (kindNUS)
	nim          int      // nimber part (kindNUS)
	left, right  []Game   // canonical options (kindNUS, kindGeneral)
	lstop, rstop Rational // Left and Right stops (ONAG ch. 9)
	dnum, dl, dr dyad     // small forms of num, lstop, rstop
	birthday     int64    // saturates at math.MaxInt64 for huge numbers
	// numOpts caches the canonical options of a number, built on first use
	// (numbers are created without them so that huge integers stay cheap).
	numOpts atomic.Pointer[[2][]Game]
}

// nusKey identifies a number-up-star x + n.^ + *m.
type nusKey struct {
	num      string
	ups, nim int
}

// gameTable is the hash-consing table. It is the package's cache of
// canonical games: it only grows (handles stay valid for the life of the
// process), holding one node per distinct canonical game ever built, so its
// size is bounded by what callers construct. The memo tables of operations
// (sums, negations, comparisons; see memo.go) are bounded separately and
// are reset when they reach memoLimit entries. All access is guarded by mu.
type gameTable struct {
	mu sync.RWMutex // guards the maps and appends; reads of nodes are lock-free
	// chunks is the node store: chunk i holds ids [i<<chunkBits, (i+1)<<chunkBits).
	// The directory is replaced (copied) when it grows, so readers load it
	// atomically and never see a partial slice.
	chunks atomic.Pointer[[]*nodeChunk]
	count  uint32 // number of nodes (guarded by mu)
	byOpts map[string]uint32
	byNum  map[string]uint32
	byNUS  map[nusKey]uint32
}

// table is the process-wide cache of canonical games (safe for concurrent
// use; see gameTable).
var table = newGameTable()

func newGameTable() *gameTable {
	t := &gameTable{
		byOpts: make(map[string]uint32),
		byNum:  make(map[string]uint32),
		byNUS:  make(map[nusKey]uint32),
	}
	dir := []*nodeChunk{}
	t.chunks.Store(&dir)
	d0 := dyadOf(Rational{})
	t.appendNode(&node{kind: kindNumber, dnum: d0, dl: d0, dr: d0})
	t.byNum[Rational{}.String()] = 0
	return t
}

// chunkBits sets the size of one chunk of the node store.
const chunkBits = 12

type nodeChunk [1 << chunkBits]atomic.Pointer[node]

// appendNode stores n under the next id; t.mu must be held for writing.
func (t *gameTable) appendNode(n *node) uint32 {
	id := t.count
	dir := *t.chunks.Load()
	if int(id>>chunkBits) == len(dir) {
		grown := make([]*nodeChunk, len(dir)+1)
		copy(grown, dir)
		grown[len(dir)] = new(nodeChunk)
		t.chunks.Store(&grown)
		dir = grown
	}
	dir[id>>chunkBits][id&(1<<chunkBits-1)].Store(n)
	t.count++
	return id
}

// node returns the stored node of g (lock-free).
func (g Game) node() *node {
	dir := *table.chunks.Load()
	return dir[g.id>>chunkBits][g.id&(1<<chunkBits-1)].Load()
}

// optionsKey is the hash-consing key of a canonical game given by its
// (sorted, duplicate-free) options.
func optionsKey(left, right []Game) string {
	b := make([]byte, 0, 4*(len(left)+len(right)+1))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(left)))
	for _, g := range left {
		b = binary.LittleEndian.AppendUint32(b, g.id)
	}
	for _, g := range right {
		b = binary.LittleEndian.AppendUint32(b, g.id)
	}
	return string(b)
}

// sortGames sorts handles by id and removes duplicates (equal games have
// equal handles, so this removes equal options).
func sortGames(gs []Game) []Game {
	slices.SortFunc(gs, func(a, b Game) int {
		switch {
		case a.id < b.id:
			return -1
		case a.id > b.id:
			return 1
		}
		return 0
	})
	return slices.Compact(gs)
}

// insert publishes n under the given keys unless another goroutine did so
// first, and returns the handle.
func (t *gameTable) insert(n *node, optKey string, numKey string, nk *nusKey) Game {
	t.mu.Lock()
	defer t.mu.Unlock()
	if numKey != "" {
		if id, ok := t.byNum[numKey]; ok {
			return Game{id}
		}
	}
	if nk != nil {
		if id, ok := t.byNUS[*nk]; ok {
			return Game{id}
		}
	}
	if optKey != "" {
		if id, ok := t.byOpts[optKey]; ok {
			return Game{id}
		}
	}
	if t.count == math.MaxUint32 {
		panic("cgt: game table full (2^32 distinct canonical games)")
	}
	id := t.appendNode(n)
	if numKey != "" {
		t.byNum[numKey] = id
	}
	if nk != nil {
		t.byNUS[*nk] = id
	}
	if optKey != "" {
		t.byOpts[optKey] = id
	}
	return Game{id}
}

// internNumber returns the handle of the dyadic number r (not checked).
func internNumber(r Rational) Game {
	key := r.String()
	table.mu.RLock()
	id, ok := table.byNum[key]
	table.mu.RUnlock()
	if ok {
		return Game{id}
	}
	d := dyadOf(r)
	n := &node{kind: kindNumber, num: r, lstop: r, rstop: r, dnum: d, dl: d, dr: d, birthday: numberBirthday(r)}
	return table.insert(n, "", key, nil)
}

// numberBirthday is the birthday of a dyadic number (ONAG ch. 1): |n| for
// an integer n, else floor(|x|) + 1 + k for denominator 2^k.
func numberBirthday(r Rational) int64 {
	a := r.rat()
	abs := new(big.Rat).Abs(a)
	whole := new(big.Int).Quo(abs.Num(), abs.Denom())
	if !whole.IsInt64() {
		return math.MaxInt64
	}
	b := whole.Int64()
	if !a.IsInt() {
		k := int64(a.Denom().BitLen() - 1)
		if b > math.MaxInt64-1-k {
			return math.MaxInt64
		}
		b += 1 + k
	}
	return b
}

// internGeneral stores the canonical game {left | right} whose options are
// already canonical, sorted, without dominated or reversible options and
// which is neither a number nor a number-up-star.
func internGeneral(left, right []Game) Game {
	key := optionsKey(left, right)
	table.mu.RLock()
	id, ok := table.byOpts[key]
	table.mu.RUnlock()
	if ok {
		return Game{id}
	}
	n := &node{kind: kindGeneral, left: left, right: right}
	n.fillFromOptions()
	return table.insert(n, key, "", nil)
}

// fillFromOptions computes the stops and birthday of a non-number node
// from its options (ONAG ch. 9: the Left stop is the largest Right stop of
// a Left option, the Right stop the smallest Left stop of a Right option).
func (n *node) fillFromOptions() {
	var bd int64
	for i, g := range n.left {
		o := g.node()
		if i == 0 || cmpStop(o.rstop, o.dr, n.lstop, n.dl) > 0 {
			n.lstop, n.dl = o.rstop, o.dr
		}
		bd = max(bd, o.birthday)
	}
	for i, g := range n.right {
		o := g.node()
		if i == 0 || cmpStop(o.lstop, o.dl, n.rstop, n.dr) < 0 {
			n.rstop, n.dr = o.lstop, o.dl
		}
		bd = max(bd, o.birthday)
	}
	n.dnum = dyadOf(n.num)
	if bd < math.MaxInt64 {
		bd++
	}
	n.birthday = bd
}

// CachedGames returns the number of distinct canonical games stored in the
// process-wide table, so that long-running callers can watch its growth.
func CachedGames() int {
	table.mu.RLock()
	defer table.mu.RUnlock()
	return int(table.count)
}
