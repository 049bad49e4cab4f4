package valuation

import "github.com/cgtgo/cgtgo/board"

// Life at a line end (issue 24, the false "exact" of issue 26). Under
// territory scoring a position's static count is what the region is worth
// when both players pass there, and the rules of Japan remove dead stones
// then without their capture. The static analysis (lstatic.go) knows two
// kinds of living chains: anchored ones and pass-alive ones (Benson). A
// chain that lives only by answering attacks is neither, so the opponent
// stones it encloses would stay on the board in the count, and the count
// would be lower for its owner than the rules say.
//
// So when an area enclosed by colour C (a connected set of points holding
// no C stone, bordered only by C stones) holds opponent stones and a
// chain of its wall is not known safe, the count depends on the wall's
// life. A bounded search decides it (lifeSearch): the wall is alive by
// answering when, with the opponent moving first and C answering, C
// reaches within lifeDepth plies a position where the wall's chains are
// pass-alive without losing a stone (the zone and the moves are set out
// at lifeSearch). A wall proved alive counts as safe at this line end
// (the enclosed opponent stones are dead where the area is settled). A
// wall the search refutes within its depth is not alive by this rule:
// its owner must capture to count, as for a group decompose does not
// prove safe. This is a convention of the count, the same as the
// whole-board oracle's (internal/wholeboard/answerlife.go), not a proof
// that no deeper defence exists. When the node budget runs out first, the
// count is undecided: the search records it, and every value built on it
// is an estimate (never labelled exact). Area scoring needs none of this:
// there the owner captures dead stones inside his area at no cost, so
// the count with passes already reaches them.

// Limits of the life search at a line end.
const (
	lifeDepth     = 10   // plies
	lifeNodes     = 2000 // positions per judgement
	lifeMaxPoints = 16   // points of the zone; more: undecided
)

// noteLifeUndecided is the note of a value whose count at some line end
// depended on the life of a group the bounded search could not prove.
const noteLifeUndecided = "a group's life at the end of a local line is not proved (count estimated)"

// lifeWall is one problem: the unsafe chains (one stone each) of colour c
// around areas holding opponent stones.
type lifeWall struct {
	c      board.Color
	stones []int
}

// lifeWalls lists, from the marks of the last static analysis of scope
// mask, the walls whose life decides the count.
func (a *analyser) lifeWalls(mask []bool) []lifeWall {
	b := a.b
	var out []lifeWall
	for _, c := range [2]board.Color{board.Black, board.White} {
		own := boundaryCode(c)
		gen := a.nextGen()
		var heads []int
		for _, i16 := range a.pts {
			i := int(i16)
			if b.color(i) == c || a.visit[i] == gen || a.mark[i]&(markSettledBlack|markSettledWhite) != 0 {
				continue
			}
			comp := append(a.comp[:0], int16(i))
			a.visit[i] = gen
			enclosed, opp := true, false
			var unsafe []int
			for k := 0; k < len(comp); k++ {
				p := int(comp[k])
				if b.color(p) != board.Empty {
					if a.mark[p]&markSafe != 0 {
						enclosed = false // a living opponent chain: no dead stones here
					}
					opp = true
				}
				for _, n := range b.nbr[p] {
					switch {
					case n == nbrNone || n == own:
					case n < 0:
						enclosed = false
					default:
						j := int(n)
						if b.color(j) == c {
							if a.mark[j]&markSafe == 0 {
								h := b.head(j)
								if !containsIndex(unsafe, h) {
									unsafe = append(unsafe, h)
								}
							}
							continue
						}
						if !inMask(mask, j) {
							enclosed = false
							continue
						}
						if a.visit[j] != gen {
							a.visit[j] = gen
							comp = append(comp, n)
						}
					}
				}
			}
			a.comp = comp
			if enclosed && opp && len(unsafe) > 0 {
				for _, h := range unsafe {
					if !containsIndex(heads, h) {
						heads = append(heads, h)
					}
				}
			}
		}
		if len(heads) > 0 {
			out = append(out, lifeWall{c: c, stones: heads})
		}
	}
	return out
}

func containsIndex(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// lineEndCount returns the count of the position just analysed in scope
// sc (a, whose marks the analyser still holds) at a line end: the static
// count, raised or lowered by the walls proved alive by answering. ok is
// false when a wall's life was not decided (the count is then the static
// one, an estimate).
func (rs *regionSearch) lineEndCount(sc part, a *analysis) (count int, ok bool) {
	count = a.count
	if rs.opt.Scoring != Territory || rs.sur != nil {
		return count, true
	}
	walls := rs.an.lifeWalls(sc.mask)
	if len(walls) == 0 {
		return count, true
	}
	ok = true
	var extra []int
	for _, w := range walls {
		ls := newLifeSearch(rs, sc, w)
		if ls == nil {
			ok = false
			continue
		}
		if ls.holds(lifeDepth) {
			rs.lifeProved++
			for _, h := range w.stones {
				extra = rs.lb.chainPoints(h, extra)
			}
			continue
		}
		if ls.exhausted {
			ok = false
		}
	}
	if len(extra) > 0 {
		count = rs.an.countWithSafe(sc, extra)
	}
	return count, ok
}

// countWithSafe is the static count of the current position in scope sc
// with the chains of the stones extra counted safe besides the anchored
// and pass-alive ones.
func (a *analyser) countWithSafe(sc part, extra []int) int {
	a.resetMarks(sc)
	a.markSafeChains(sc.mask)
	for _, i := range extra {
		a.mark[i] |= markSafe
	}
	for _, c := range [2]board.Color{board.Black, board.White} {
		a.benson(sc.mask, c)
	}
	count := 0
	for _, c := range [2]board.Color{board.Black, board.White} {
		count += a.settle(sc.mask, c)
	}
	return count + a.countRest(sc.mask)
}

// resetMarks clears the marks of scope sc and marks the stones next to
// it safe (as runInto does).
func (a *analyser) resetMarks(sc part) {
	b := a.b
	pts := sc.pts
	if sc.mask == nil {
		pts = a.all
	}
	a.pts = pts
	for _, i := range pts {
		a.mark[i] = 0
	}
	for _, i := range sc.border {
		a.mark[i] = 0
		if b.color(int(i)) != board.Empty {
			a.mark[i] = markSafe
		}
	}
}

// lifeSearch decides a wall's life by answering (see above). The
// attacker may play on every point of the zone: the areas touching the
// wall's chains (not passing through anchored stones) and the liberties
// of every chain of the wall's colour touching those areas; the defender
// only inside those areas, never taking a ko (a capture of one stone by a
// stone left alone in atari). A capture of a defender stone or the depth
// limit ends the line without proof. Restricting the defender keeps a
// proof sound.
type lifeSearch struct {
	rs      *regionSearch
	sc      part
	c       board.Color
	stones  []int   // one stone per wall chain
	all     []int   // every stone of the defender's colour in the zone's reach at the start
	attack  []int16 // the attacker's points
	defend  []int16 // the defender's points
	nodes   int
	scratch []int
	// memo holds the outcomes already searched in this problem, keyed by
	// the position, the side to move and the depth left (lifeMemoKey):
	// holds and answers depend on nothing else (no history: the defender
	// never takes a ko, an attacker's capture ends the line).
	memo map[lifeMemoKey]bool
	// exhausted: the budget or the context ran out (a failure to prove
	// is then no refutation).
	exhausted bool
}

// newLifeSearch builds the problem of wall w, or nil when it is too big.
func newLifeSearch(rs *regionSearch, sc part, w lifeWall) *lifeSearch {
	b := rs.lb
	if len(rs.lifeScratch) < b.n {
		rs.lifeScratch = make([]int, b.n)
		rs.lifeArea = make([]uint32, b.n)
		rs.lifeZone = make([]uint32, b.n)
	}
	ls := &lifeSearch{rs: rs, sc: sc, c: w.c, stones: w.stones, scratch: rs.lifeScratch[:0]}
	// inArea and inZone: stamps of this problem on the search's arrays.
	rs.lifeGen++
	if rs.lifeGen == 0 {
		clear(rs.lifeArea)
		clear(rs.lifeZone)
		rs.lifeGen = 1
	}
	gen := rs.lifeGen
	areaStamp, zoneStamp := rs.lifeArea, rs.lifeZone
	inArea := stampSet{areaStamp, gen}
	inZone := stampSet{zoneStamp, gen}
	var chains []int
	// The areas: non-c points (the attacker's stones there may be
	// captured, so every point is listed, empty or not) of the scope touching a wall chain.
	var queue []int
	for _, h := range w.stones {
		for _, s := range b.chainPoints(h, nil) {
			for _, n := range b.nbr[s] {
				if n >= 0 && b.color(int(n)) != w.c && inMask(sc.mask, int(n)) && !inArea.has(int(n)) && !ls.safeStone(int(n)) {
					inArea.add(int(n))
					queue = append(queue, int(n))
				}
			}
		}
	}
	for k := 0; k < len(queue); k++ {
		for _, n := range b.nbr[queue[k]] {
			if n < 0 || !inMask(sc.mask, int(n)) {
				continue
			}
			j := int(n)
			if b.color(j) == w.c {
				if h := b.head(j); !containsIndex(chains, h) {
					chains = append(chains, h)
				}
				continue
			}
			if !inArea.has(j) && !ls.safeStone(j) {
				inArea.add(j)
				queue = append(queue, j)
			}
		}
	}
	for _, p := range queue {
		inZone.add(p)
		ls.defend = append(ls.defend, int16(p))
	}
	for _, h := range chains {
		for _, s := range b.chainPoints(h, nil) {
			ls.all = append(ls.all, s)
			for _, n := range b.nbr[s] {
				if n >= 0 && b.color(int(n)) == board.Empty && inMask(sc.mask, int(n)) && !inZone.has(int(n)) {
					inZone.add(int(n))
					queue = append(queue, int(n))
				}
			}
		}
	}
	for _, p := range queue {
		ls.attack = append(ls.attack, int16(p))
	}
	if len(ls.attack) > lifeMaxPoints {
		return nil
	}
	return ls
}

// stampSet is a set of local points: those whose stamp is gen.
type stampSet struct {
	stamp []uint32
	gen   uint32
}

func (s stampSet) has(i int) bool { return s.stamp[i] == s.gen }
func (s stampSet) add(i int)      { s.stamp[i] = s.gen }

// safeStone reports whether local point i holds an anchored stone (the
// areas of the zone stop there).
func (ls *lifeSearch) safeStone(i int) bool {
	b := ls.rs.lb
	return b.color(i) != board.Empty && b.flags(b.head(i))&flagAnchored != 0
}

// alive reports whether every wall chain stands and is pass-alive now.
func (ls *lifeSearch) alive() bool {
	a := ls.rs.an
	for _, s := range ls.stones {
		if ls.rs.lb.color(s) != ls.c {
			return false
		}
	}
	a.resetMarks(ls.sc)
	a.markSafeChains(ls.sc.mask)
	for _, s := range ls.stones {
		if a.mark[s]&markSafe == 0 {
			return false
		}
	}
	return true
}

// spend counts a position; false when the budget or the context ran out.
func (ls *lifeSearch) spend() bool {
	ls.nodes++
	limit := lifeNodes
	if l := ls.rs.opt.limits; l != nil {
		limit = l.lifeNodes
	}
	// The life search's positions count against the region's node
	// budget too (one for four: a life position costs less than a
	// position of the region search), so that the budget bounds the work.
	if ls.nodes&3 == 0 {
		ls.rs.nodes++
	}
	if ls.nodes > limit || ls.rs.nodes > ls.rs.maxNodes || ls.nodes&255 == 0 && ls.rs.ctx.Err() != nil {
		ls.exhausted = true
		return false
	}
	return true
}

// lost reports whether a defender stone of the start is gone.
func (ls *lifeSearch) lost() bool {
	for _, s := range ls.all {
		if ls.rs.lb.color(s) != ls.c {
			return true
		}
	}
	return false
}

// lifeMemoKey is a position of a life search: the region's hash, who
// moves (0: the attacker, 1: the defender, 2: the defender after the
// attacker's pass) and the plies left.
type lifeMemoKey struct {
	hash  uint64
	who   int8
	depth int8
}

// remembered returns the outcome of k when it was searched to the end
// (not cut by the budget: after a cut every outcome is false and the
// search stops).
func (ls *lifeSearch) remembered(k lifeMemoKey) (held, ok bool) {
	if ls.memo == nil {
		return false, false
	}
	held, ok = ls.memo[k]
	return held, ok
}

// remember stores the outcome of k unless the budget ran out.
func (ls *lifeSearch) remember(k lifeMemoKey, held bool) bool {
	if ls.exhausted {
		return held
	}
	if ls.memo == nil {
		ls.memo = map[lifeMemoKey]bool{}
	}
	ls.memo[k] = held
	return held
}

// holds: attacker to move; true if the defender answers every attack.
func (ls *lifeSearch) holds(depth int) bool {
	if ls.alive() {
		return true
	}
	if depth <= 0 {
		return false
	}
	k := lifeMemoKey{hash: ls.rs.lb.hash, who: 0, depth: int8(depth)}
	if held, ok := ls.remembered(k); ok {
		return held
	}
	return ls.remember(k, ls.holdsSearch(depth))
}

// holdsSearch is holds without the memo.
func (ls *lifeSearch) holdsSearch(depth int) bool {
	if !ls.spend() {
		return false
	}
	if !ls.answers(depth-1, true) { // the attacker passes
		return false
	}
	b := ls.rs.lb
	att := ls.c.Opponent()
	for _, p := range ls.attack {
		rec, ok := b.play(att, int(p), ls.scratch)
		if !ok {
			continue
		}
		held := (rec.captured == 0 || rec.suicide) && ls.answers(depth-1, false)
		b.pop()
		if !held {
			return false
		}
	}
	return true
}

// answers: defender to move; true if a move (or a pass, unless the
// attacker just passed) holds.
func (ls *lifeSearch) answers(depth int, attackerPassed bool) bool {
	if depth <= 0 {
		return false
	}
	k := lifeMemoKey{hash: ls.rs.lb.hash, who: 1, depth: int8(depth)}
	if attackerPassed {
		k.who = 2
	}
	if held, ok := ls.remembered(k); ok {
		return held
	}
	return ls.remember(k, ls.answersSearch(depth, attackerPassed))
}

// answersSearch is answers without the memo.
func (ls *lifeSearch) answersSearch(depth int, attackerPassed bool) bool {
	if !ls.spend() {
		return false
	}
	b := ls.rs.lb
	for _, p := range ls.defend {
		rec, ok := b.play(ls.c, int(p), ls.scratch)
		if !ok {
			continue
		}
		held := !rec.suicide && !(rec.captured == 1 && b.isKoCapture(int(p))) && !ls.lost() && ls.holds(depth-1)
		b.pop()
		if held {
			return true
		}
	}
	if attackerPassed {
		return false
	}
	return ls.holds(depth - 1)
}
