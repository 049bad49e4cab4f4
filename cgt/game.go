// Package cgt is the exact algebra of short partizan combinatorial games
// (Conway, On Numbers and Games, ch. 9-10, /work/shared/seeds/002_*.txt):
// canonical forms held as hash-consed handles (Game), numbers, nimbers and
// multiples of up, sums, comparison, stops, incentives, atomic weights,
// CGSuite-style printing and parsing (Parse), and, in thermograph*.go and
// cool*.go, thermographs, mean, temperature, cooling and chilling. Sums,
// canonical forms, comparisons, thermographs and chilling also come in
// context-aware forms (AddContext, NewGameContext, LeqContext,
// ThermographContext, ChillContext; bounded.go, ceiling.go, sumbudget.go)
// that stop within one step when their context ends, their ceiling of
// stored games is reached or their own budget of sums is spent. It knows nothing about Go boards.
package cgt

import (
	"cmp"
	"encoding/binary"
	"math"
	"math/big"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"weak"
)

// Game is a short partizan combinatorial game in canonical (simplest) form
// (ONAG ch. 10, /work/shared/seeds/002_*.txt, "simplest form": no dominated
// and no reversible options). It is a small comparable handle into a
// process-wide hash-consing table in which each distinct canonical game is
// stored at most once while any handle to it is alive, so g == h (on
// handles) holds exactly when the games are equal as values. Games no
// handle reaches any more are collected by the garbage collector (the table
// holds them weakly). The zero value Game{} is the game 0 = { | }.
type Game struct{ n *node }

// nodeKind says which fast-path representation a stored game has.
type nodeKind uint8

const (
	kindNumber  nodeKind = iota // a dyadic number; options derived on demand
	kindNUS                     // number + n.up + *m, not a number (incl. nimbers)
	kindGeneral                 // any other canonical game
)

// node is one stored canonical game. Nodes are immutable once published.
type node struct {
	// serial numbers the games in the order they were made, from 1 (0 is
	// the game 0); it is never reused, so it keys memo tables and orders
	// options even after other games were collected.
	serial       uint64
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

// gameTable is the hash-consing table, the package's cache of canonical
// games. Its maps hold nodes weakly: a node lives as long as some handle
// (a caller's Game, an option of a live game, a bounded memo entry) reaches
// it, and a cleanup removes its keys once the garbage collector has freed
// it, so the table's size follows what callers keep, not everything ever
// built. The memo tables of operations (sums, negations, comparisons; see
// game_memo.go) are bounded separately. All map access is guarded by mu.
type gameTable struct {
	mu     sync.RWMutex
	byOpts map[string]weak.Pointer[node]
	byNum  map[string]weak.Pointer[node]
	byNUS  map[nusKey]weak.Pointer[node]
	made   atomic.Uint64 // games made so far (the last serial handed out)
	live   atomic.Int64  // games stored and not yet collected
}

// table is the process-wide cache of canonical games (safe for concurrent
// use; see gameTable).
var table = newGameTable()

// zeroNode is the game 0, the node of the zero handle Game{}; it is never
// collected.
var zeroNode = func() *node {
	d0 := dyadOf(Rational{})
	return &node{kind: kindNumber, dnum: d0, dl: d0, dr: d0}
}()

// zeroKey is the number key of 0, which the table never stores: 0 is
// always the handle Game{}.
var zeroKey = Rational{}.String()

func newGameTable() *gameTable {
	return &gameTable{
		byOpts: make(map[string]weak.Pointer[node]),
		byNum:  make(map[string]weak.Pointer[node]),
		byNUS:  make(map[nusKey]weak.Pointer[node]),
	}
}

// node returns the stored node of g.
func (g Game) node() *node {
	if g.n == nil {
		return zeroNode
	}
	return g.n
}

// serial returns g's serial number (0 for the game 0).
func (g Game) serial() uint64 {
	if g.n == nil {
		return 0
	}
	return g.n.serial
}

// optionsKey is the hash-consing key of a canonical game given by its
// (sorted, duplicate-free) options. Serials are never reused and a live
// game keeps its options alive, so a key names one game at a time.
func optionsKey(left, right []Game) string {
	b := make([]byte, 0, 8*(len(left)+len(right)+1))
	b = binary.LittleEndian.AppendUint64(b, uint64(len(left)))
	for _, g := range left {
		b = binary.LittleEndian.AppendUint64(b, g.serial())
	}
	for _, g := range right {
		b = binary.LittleEndian.AppendUint64(b, g.serial())
	}
	return string(b)
}

// sortGames sorts handles by serial and removes duplicates (equal games
// have equal handles, so this removes equal options).
func sortGames(gs []Game) []Game {
	slices.SortFunc(gs, func(a, b Game) int { return cmp.Compare(a.serial(), b.serial()) })
	return slices.Compact(gs)
}

// lookup returns the live game stored under k in m.
func lookup[K comparable](m map[K]weak.Pointer[node], k K) (Game, bool) {
	table.mu.RLock()
	w, ok := m[k]
	table.mu.RUnlock()
	if !ok {
		return Game{}, false
	}
	if n := w.Value(); n != nil {
		return Game{n}, true
	}
	return Game{}, false
}

// liveIn returns the live node stored under k in m; t.mu must be held.
func liveIn[K comparable](m map[K]weak.Pointer[node], k K) *node {
	if w, ok := m[k]; ok {
		return w.Value()
	}
	return nil
}

// tableKeys are the keys under which one node is stored, and the weak
// pointer stored there: what the node's cleanup removes.
type tableKeys struct {
	w              weak.Pointer[node]
	optKey, numKey string
	nk             *nusKey
}

// insert publishes n under the given keys unless another goroutine did so
// first, and returns the handle.
func (t *gameTable) insert(n *node, optKey string, numKey string, nk *nusKey) Game {
	t.mu.Lock()
	defer t.mu.Unlock()
	if numKey != "" {
		if old := liveIn(t.byNum, numKey); old != nil {
			return Game{old}
		}
	}
	if nk != nil {
		if old := liveIn(t.byNUS, *nk); old != nil {
			return Game{old}
		}
	}
	if optKey != "" {
		if old := liveIn(t.byOpts, optKey); old != nil {
			return Game{old}
		}
	}
	n.serial = t.made.Add(1)
	keys := tableKeys{w: weak.Make(n), optKey: optKey, numKey: numKey, nk: nk}
	if numKey != "" {
		t.byNum[numKey] = keys.w
	}
	if nk != nil {
		t.byNUS[*nk] = keys.w
	}
	if optKey != "" {
		t.byOpts[optKey] = keys.w
	}
	t.live.Add(1)
	runtime.AddCleanup(n, t.forget, keys)
	return Game{n}
}

// forget removes the keys of a collected node, unless a newer node of the
// same game has taken them since (runs on the runtime's cleanup goroutine).
func (t *gameTable) forget(k tableKeys) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if k.numKey != "" && t.byNum[k.numKey] == k.w {
		delete(t.byNum, k.numKey)
	}
	if k.nk != nil && t.byNUS[*k.nk] == k.w {
		delete(t.byNUS, *k.nk)
	}
	if k.optKey != "" && t.byOpts[k.optKey] == k.w {
		delete(t.byOpts, k.optKey)
	}
	t.live.Add(-1)
}

// internNumber returns the handle of the dyadic number r (not checked).
func internNumber(r Rational) Game {
	key := r.String()
	if key == zeroKey {
		return Game{}
	}
	if g, ok := lookup(table.byNum, key); ok {
		return g
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
	if g, ok := lookup(table.byOpts, key); ok {
		return g
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

// CachedGames returns the number of distinct canonical games held in the
// process-wide table now: games no handle reaches any more leave it when
// the garbage collector frees them, so long-running callers can watch it
// settle.
func CachedGames() int { return int(table.live.Load()) }

// GamesMade returns the number of canonical games the table has stored
// since the process started, collected ones included: it only grows, so
// the difference of two readings is the number of games made in between
// (what a ceiling bounds, see WithCeiling).
func GamesMade() int { return int(table.made.Load()) }
