package strategy

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// shortEntry is a short region of a fight state: its game and, while the
// region is as it was when the search started, its real moves (fresh
// indexes fight.fresh; -1 once a move was played there). Real moves keep
// the reversible options canonical forms bypass: ko threats, and the
// tempo moves of regions worth a number (two dame under area scoring are
// worth 0, yet each is a move the opponent must answer or lose a point).
type shortEntry struct {
	g     cgt.Game
	fresh int32
	id    int32 // the entry's number in the state key, and its sort key
}

// freshRegion is a short region with its real moves, as the search started.
type freshRegion struct {
	comp  int // index in FightStart.Regions
	value cgt.Game
	moves []Move
	id    int32
}

// fstate is a position of the fight.
type fstate struct {
	s      []shortEntry // the short regions that are not settled numbers, sorted by id
	num    fval         // the numbers: settled count and cold short regions
	at     []int32      // node of each ko region; -1 once settled (folded into s)
	tb, tw int
	// banR is the ko whose return to node banTo the player to move may
	// not make (ko-ban J), -1 for none.
	banR   int
	banTo  int32
	black  bool
	passed bool
	hist   []int32 // superko: ko configurations seen since the last irreversible move, sorted
}

// live reports whether some ko is still open.
func (st *fstate) live() bool {
	for _, a := range st.at {
		if a >= 0 {
			return true
		}
	}
	return false
}

// fmoveKind says what a fight move is.
type fmoveKind int8

const (
	fmPass   fmoveKind = iota
	fmEnd              // a pass that ends the game
	fmShort            // a move in the short part (an option of S)
	fmKo               // a move in a ko region
	fmThreat           // a ko threat and its answer
)

// fmove names a fight move: its kind, and for a ko move the region and the
// move of its graph.
type fmove struct {
	kind   fmoveKind
	region int
	move   valuation.KoGraphMove
}

// standing is the score if play stopped in st: the open kos' static counts
// plus the rest (its mean while it is not a number).
func (f *fight) standing(st *fstate) (fval, error) {
	si := f.short(st)
	if si.err != nil {
		return 0, si.err
	}
	v := st.num + si.mean
	for i, a := range st.at {
		if a >= 0 {
			v += fvalInt(f.kos[i].Nodes[a].Count)
		}
	}
	return v, nil
}

// eachMove calls visit for every move of the player to move in st (the
// moves of the short part only when short is set): the move, the state
// after it and the points it scores, or end for a pass that ends the game
// (gain is then the final score).
func (f *fight) eachMove(st *fstate, short bool, visit func(m fmove, next fstate, gain fval, end bool) error) error {
	const zero = fval(0)
	// Pass: after a pass it ends the game, allowed when the rest is cold.
	if st.passed {
		if f.short(st).cold {
			v, err := f.standing(st)
			if err != nil {
				return err
			}
			if err := visit(fmove{kind: fmEnd}, fstate{}, v, true); err != nil {
				return err
			}
		}
	} else {
		n := st.clone()
		n.black, n.passed, n.banR = !st.black, true, -1
		if err := visit(fmove{kind: fmPass}, n, zero, false); err != nil {
			return err
		}
	}
	// Moves in the short regions: the real moves of a fresh region, the
	// canonical options of the others (never in a number: that only loses
	// points).
	if short {
		color := colorOf(st.black)
		for i, e := range st.s {
			if i > 0 && e.id == st.s[i-1].id {
				continue // the same moves as the region before
			}
			if e.fresh >= 0 {
				for _, m := range f.fresh[e.fresh].moves {
					if m.Color != color {
						continue
					}
					if err := visit(fmove{kind: fmShort}, f.afterShort(st, i, m.Option), zero, false); err != nil {
						return err
					}
				}
				continue
			}
			opts := e.g.RightOptions()
			if st.black {
				opts = e.g.LeftOptions()
			}
			for _, o := range opts {
				if err := visit(fmove{kind: fmShort}, f.afterShort(st, i, o), zero, false); err != nil {
					return err
				}
			}
		}
	}
	// Ko moves.
	color := colorOf(st.black)
	blocked := false
	for r, a := range st.at {
		if a < 0 || f.sameAsEarlier(st, r) {
			continue // the same moves as an identical ko before it
		}
		for _, m := range f.kos[r].Nodes[a].Moves {
			if m.Color != color {
				continue
			}
			n, ok := f.afterKo(st, r, m)
			if !ok {
				blocked = true
				continue
			}
			if err := visit(fmove{kind: fmKo, region: r, move: m}, n, fvalInt(m.Prisoners), false); err != nil {
				return err
			}
		}
	}
	// A ko threat, only worth making when a ko move is banned.
	if n, ok := f.afterThreat(st); ok && blocked {
		if err := visit(fmove{kind: fmThreat}, n, zero, false); err != nil {
			return err
		}
	}
	return nil
}

// afterShort is st after the player to move turns short region i (an
// index in st.s) into o.
func (f *fight) afterShort(st *fstate, i int, o cgt.Game) fstate {
	n := st.clone()
	n.s = slices.Delete(n.s, i, i+1)
	f.addShort(&n, o)
	n.black, n.passed, n.banR = !st.black, false, -1
	if f.opt.Ban == board.KoSuperko {
		n.hist = []int32{f.config(n.at)}
	}
	return n
}

// withoutRegion is st without short region k of the start (FightStart
// Regions, of value v): its fresh entry, else an entry of value v, else (a
// number) its share of num. False when st has no such entry (the region
// was moved in).
func (f *fight) withoutRegion(st *fstate, k int, v cgt.Game) (fstate, bool) {
	n := st.clone()
	for i, e := range n.s {
		if e.fresh >= 0 && f.fresh[e.fresh].comp == k {
			n.s = slices.Delete(n.s, i, i+1)
			return n, true
		}
	}
	if x, ok := v.NumberValue(); ok {
		fx, err := fvalOf(x)
		if err != nil {
			return fstate{}, false
		}
		n.num -= fx
		return n, true
	}
	for i, e := range n.s {
		if e.fresh < 0 && e.g == v {
			n.s = slices.Delete(n.s, i, i+1)
			return n, true
		}
	}
	return fstate{}, false
}

// afterShortAdd is st (a region already taken out) after the player to
// move plays a move to option o there.
func (f *fight) afterShortAdd(st *fstate, o cgt.Game) fstate {
	n := st.clone()
	f.addShort(&n, o)
	n.black, n.passed, n.banR = !st.black, false, -1
	if f.opt.Ban == board.KoSuperko {
		n.hist = []int32{f.config(n.at)}
	}
	return n
}

// addShort adds a short region's canonical value to st: into num when it
// is a number, else into the sorted list.
func (f *fight) addShort(st *fstate, g cgt.Game) {
	if x, ok := g.NumberValue(); ok {
		v, err := fvalOf(x)
		if err != nil && f.err == nil {
			f.err = err
		}
		st.num += v
		return
	}
	f.insertShort(st, shortEntry{g: g, fresh: -1, id: 2 * f.gameID(g)})
}

// addFresh adds a short region with its real moves to st (a region without
// moves is just its value).
func (f *fight) addFresh(st *fstate, comp int, c Component) {
	if len(c.Moves) == 0 {
		f.addShort(st, c.Value)
		return
	}
	b := fmt.Appendf(nil, "fresh %d:", f.gameID(c.Value))
	for _, m := range c.Moves {
		b = fmt.Appendf(b, " %d>%d", m.Color, f.gameID(m.Option))
	}
	fr := freshRegion{comp: comp, value: c.Value, moves: c.Moves, id: 2*f.ids.sig(b) + 1}
	f.fresh = append(f.fresh, fr)
	f.insertShort(st, shortEntry{g: c.Value, fresh: int32(len(f.fresh) - 1), id: fr.id})
}

// insertShort puts e into st's sorted list.
func (f *fight) insertShort(st *fstate, e shortEntry) {
	k, _ := slices.BinarySearchFunc(st.s, e.id, func(h shortEntry, id int32) int { return cmp.Compare(h.id, id) })
	st.s = slices.Insert(st.s, k, e)
}

// gameID numbers the games met by the search.
func (f *fight) gameID(g cgt.Game) int32 { return f.ids.game(g) }

// shortInfo is what the search needs of the sum of a state's short
// regions: its stops and mean as fvals, and whether every region is a
// number (the game may end).
type shortInfo struct {
	lstop, rstop, mean fval
	cold               bool
	err                error
}

// short returns the shortInfo of st's short regions, memoised by their list.
func (f *fight) short(st *fstate) *shortInfo {
	b := f.sumBuf[:0]
	for _, e := range st.s {
		b = append(b, byte(e.id), byte(e.id>>8), byte(e.id>>16), byte(e.id>>24))
	}
	f.sumBuf = b
	if si, ok := f.sums[string(b)]; ok {
		return si
	}
	sum := cgt.Zero()
	si := &shortInfo{cold: true}
	for _, e := range st.s {
		sum = sum.Add(e.g)
		si.cold = si.cold && e.g.IsNumber()
	}
	var e1, e2, e3 error
	si.lstop, e1 = fvalOf(sum.LeftStop())
	si.rstop, e2 = fvalOf(sum.RightStop())
	si.mean, e3 = fvalOf(sum.Mean())
	si.err = errors.Join(e1, e2, e3)
	f.sums[string(b)] = si
	return si
}

// afterKo is st after move m in ko region r, false when the ko-ban forbids it.
func (f *fight) afterKo(st *fstate, r int, m valuation.KoGraphMove) (fstate, bool) {
	a := st.at[r]
	if st.banR == r && st.banTo == int32(m.To) {
		return fstate{}, false
	}
	n := st.clone()
	n.black, n.passed, n.banR = !st.black, false, -1
	n.at[r] = int32(m.To)
	to := &f.kos[r].Nodes[m.To]
	if to.Settled {
		f.addShort(&n, to.Value)
		n.at[r] = -1
	}
	switch {
	case f.opt.Ban == board.KoSuperko && to.Settled:
		n.hist = []int32{f.config(n.at)}
	case f.opt.Ban == board.KoSuperko:
		if !n.addHist(f.config(n.at)) {
			return fstate{}, false
		}
	case !to.Settled && hasReturn(f.kos[r], int(a), m.To, m.Color.Opponent()):
		n.banR, n.banTo = r, a
	}
	return n, true
}

// afterThreat is st after the player to move makes a ko threat and the
// opponent answers it, false when the player has none left.
func (f *fight) afterThreat(st *fstate) (fstate, bool) {
	threats := st.tw
	if st.black {
		threats = st.tb
	}
	if threats == 0 {
		return fstate{}, false
	}
	n := st.clone()
	n.passed, n.banR = false, -1
	if threats > 0 {
		if st.black {
			n.tb--
		} else {
			n.tw--
		}
	}
	if f.opt.Ban == board.KoSuperko {
		n.hist = []int32{f.config(n.at)}
	}
	return n, true
}

// sameAsEarlier reports whether an earlier open ko of st is the same local
// game as ko r (same signature), neither of them under the ko-ban J: their
// moves lead to equivalent states, so only the first is tried.
func (f *fight) sameAsEarlier(st *fstate, r int) bool {
	if st.banR == r || f.opt.Ban == board.KoSuperko {
		return false // under superko the history tells the kos apart
	}
	s, _ := f.sigs[r].of(st.at[r])
	for q := 0; q < r; q++ {
		if st.at[q] < 0 || q == st.banR {
			continue
		}
		if sq, _ := f.sigs[q].of(st.at[q]); sq == s {
			return true
		}
	}
	return false
}

// hasReturn reports whether colour c has a move from node to back to node
// from (the immediate retake the simple-ko ban forbids).
func hasReturn(g *valuation.KoGraph, from, to int, c board.Color) bool {
	for _, m := range g.Nodes[to].Moves {
		if m.Color == c && m.To == from {
			return true
		}
	}
	return false
}

// clone copies a state (its slices included).
func (st *fstate) clone() fstate {
	n := *st
	n.s = slices.Clone(st.s)
	n.at = append([]int32(nil), st.at...)
	n.hist = append([]int32(nil), st.hist...)
	return n
}

// addHist adds a configuration to the superko history, false if it is
// already there (the move would repeat a position).
func (st *fstate) addHist(c int32) bool {
	for i, h := range st.hist {
		if h == c {
			return false
		}
		if h > c {
			st.hist = append(st.hist[:i], append([]int32{c}, st.hist[i:]...)...)
			return true
		}
	}
	st.hist = append(st.hist, c)
	return true
}

// config numbers a ko configuration (the node of every ko region).
func (f *fight) config(at []int32) int32 {
	b := make([]byte, 0, 4*len(at))
	for _, a := range at {
		b = append(b, byte(a), byte(a>>8), byte(a>>16), byte(a>>24))
	}
	k := string(b)
	if i, ok := f.configs[k]; ok {
		return i
	}
	i := int32(len(f.configs))
	f.configs[k] = i
	return i
}
