package decompose

import (
	"context"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/internal/disjoint"
)

// judgeRest gives a verdict to every block the marks and the proofs left
// open (known false), in three steps:
//
//  1. groups and eyes (eyesAlive): the blocks of a group with two eyes are
//     alive (assumed);
//  2. regions: the connected sets of points not held by living stones
//     (the regions of Decompose with the living blocks as walls). In a
//     region bordered by one colour only, the other colour's stones are
//     read by lifeSearch, their owner moving first: dead when they cannot
//     live (judged) and cannot hold in seki beside the attacker's stones
//     of the region either (readRace: the game ending with stones of both
//     colours there is a life; seki when they hold whoever moves first,
//     unsettled when only moving first; then readRaceShort, where an
//     attacker block short of liberties beside the area is read with its
//     outside liberties, so that the invader may fill them; dead (assumed)
//     when that race reading cannot tell), dead
//     (assumed) when the reading cannot tell, the region holds fewer of
//     them than one and a half times its empty points (fewInvaders), is
//     not too open (tooOpenToAssume: unreadable and over half the
//     board) and leaves them little room of their own (littleRoom),
//     otherwise unsettled; when they live moving first they are
//     read again with the attacker first: alive (judged) if they still
//     live, else unsettled. The owner's own cut off stones there are alive
//     (assumed), or unsettled beside invaders that live or hold moving
//     first. Attacker blocks in atari next to the region, and in the seki
//     reading those whose liberties all lie in it, are read as part of it
//     (withWeakWallLiberties). In a region bordered by both
//     colours, blocks that neither side can approach are in seki (judged,
//     the bounded search isSeki);
//  3. every block left is alive (assumed) when roomy (room of its own
//     that the opponent has not approached), else unsettled (assumed).
func (pos *position) judgeRest(ctx context.Context, opt Options, verdicts []Verdict, known []bool) {
	alive := make([]bool, len(pos.blocks))
	dead := make([]bool, len(pos.blocks))
	reason := make([]Reason, len(pos.blocks))
	for id, v := range verdicts {
		if known[id] && v.Status == StatusAlive {
			alive[id], reason[id] = true, v.Reason
		}
		if known[id] && v.Status == StatusDead {
			dead[id] = true
		}
	}
	for id, ok := range pos.eyesAlive(ctx, alive, dead) {
		if ok && !known[id] {
			alive[id], reason[id] = true, ReasonAssumed
			verdicts[id], known[id] = Verdict{Status: StatusAlive, Reason: ReasonAssumed}, true
		}
	}
	areas := pos.regionsOf(func(p board.Point) bool {
		id := pos.blockOf[p]
		return id < 0 || !alive[id]
	})
	for _, a := range areas {
		if err := ctx.Err(); err != nil {
			break
		}
		pos.judgeArea(ctx, a, alive, verdicts, known)
	}
	for id := range verdicts {
		if !known[id] {
			st := StatusUnsettled
			if !opt.noRoomy && pos.roomy(id) {
				st = StatusAlive
			}
			verdicts[id], known[id] = Verdict{Status: st, Reason: ReasonAssumed}, true
		}
	}
}

// roomyLiberties is the fewest liberties touching no opponent stone that
// make a block roomy.
const roomyLiberties = 4

// roomy reports whether block id has at least roomyLiberties liberties that
// touch no opponent stone: room of its own for eyes or territory that the
// opponent has not approached yet. judgeRest takes such a block, when no
// step settled it, as alive (assumed) rather than unsettled.
//
// Measured on ../shared/data/pro19 (BENCHMARKS.md, thirteenth session),
// each stone's fate read from the record (captured later, or dead in GNU Go
// 3.8's final_status_list at the end): of the stones the judgement left
// unsettled, 95% survive to the end 40 moves before it and 92% at the
// final position; of those in roomy blocks, 99.7% (5,057 of 5,071 stones)
// 40 moves before the end, 99.6% 10 moves before it, and 96% (94 of 98)
// at the final position.
func (pos *position) roomy(id int) bool {
	bl := &pos.blocks[id]
	room := 0
	for _, l := range bl.libs {
		open := true
		for _, q := range pos.b.Neighbours(l) {
			if pos.cells[q] == bl.color.Opponent() {
				open = false
				break
			}
		}
		if open {
			room++
		}
	}
	return room >= roomyLiberties
}

// judgeArea judges the open blocks of one area (a connected set of points
// not held by living stones; every stone around it is alive).
func (pos *position) judgeArea(ctx context.Context, a area, alive []bool, verdicts []Verdict, known []bool) {
	var stones [3]int
	var open []int
	seenBlock := map[int]bool{}
	for _, p := range a.points {
		id := pos.blockOf[p]
		if id < 0 || seenBlock[id] {
			continue
		}
		seenBlock[id] = true
		stones[pos.blocks[id].color] += len(pos.blocks[id].stones)
		if !known[id] {
			open = append(open, id)
		}
	}
	if len(open) == 0 {
		return
	}
	var border [3]bool
	for _, id := range a.boundary {
		border[pos.blocks[id].color] = true
	}
	set := func(id int, s Status, r Reason) {
		if !known[id] {
			verdicts[id], known[id] = Verdict{Status: s, Reason: r}, true
		}
	}
	if border[board.Black] != border[board.White] {
		owner := board.Black
		if border[board.White] {
			owner = board.White
		}
		invader := owner.Opponent()
		out, second := unknown, unknown
		if stones[invader] > 0 {
			out = pos.readLife(ctx, a, invader)
		}
		sekiFirst, sekiSecond := unknown, unknown
		race := pos.readRace
		if out == dies && pos.engaged(a, owner) {
			// No living group: can it stay beside the owner's stones of
			// the area (a seki)?
			sekiFirst = race(ctx, a, invader, invader)
		}
		if out == dies && sekiFirst != lives {
			if pos.readRaceShort(ctx, a, invader, invader) == lives {
				// It holds by filling the outside liberties of an
				// attacker block short of them.
				sekiFirst, race = lives, pos.readRaceShort
			}
		}
		if sekiFirst == lives {
			sekiSecond = race(ctx, a, invader, owner)
		}
		if out == lives {
			// The invader lives moving first: does it live if the owner
			// moves first too?
			second = pos.readLifeFirst(ctx, a, invader, owner)
		}
		raceReason := ReasonAssumed // the invader holds in seki moving first
		if sekiSecond == dies {
			raceReason = ReasonJudged
		}
		fight := ReasonAssumed // the invader lives moving first
		if second != unknown {
			fight = ReasonJudged
		}
		deadReason := ReasonJudged
		if out == dies && pos.engaged(a, owner) && sekiFirst == unknown {
			// No living group, and the race reading could not tell
			// whether it holds beside the owner's stones there.
			deadReason = ReasonAssumed
		}
		for _, id := range open {
			switch {
			case sekiSecond == lives:
				// Neither side can take the other's stones, whoever
				// moves first: a seki (or a race nobody can start).
				set(id, StatusSeki, ReasonJudged)
			case sekiFirst == lives:
				// The invader holds in seki if it moves first: the
				// fate of both colours' stones here is the local
				// game's.
				set(id, StatusUnsettled, raceReason)
			case pos.blocks[id].color == owner && out == lives:
				// The owner's stones inside an area where the invader
				// lives moving first: their fate is the local game's.
				set(id, StatusUnsettled, fight)
			case pos.blocks[id].color == owner:
				// A cut-off stone of the owner inside his own area.
				set(id, StatusAlive, ReasonAssumed)
			case second == lives:
				set(id, StatusAlive, ReasonJudged)
			case second == dies:
				// It lives moving first and dies moving second.
				set(id, StatusUnsettled, ReasonJudged)
			case out == dies:
				set(id, StatusDead, deadReason)
			case out == unknown && fewInvaders(stones[invader], a.empty) && !pos.tooOpenToAssume(a.empty, len(a.points)) && littleRoom(pos.invaderRoom(a, invader), a.empty):
				set(id, StatusDead, ReasonAssumed)
			}
		}
		return
	}
	if border[board.Black] && border[board.White] && a.empty <= sekiMaxEmpty {
		r := Region{Points: a.points, Empty: a.empty}
		for _, p := range a.points {
			if pos.cells[p] != board.Empty {
				r.Stones = append(r.Stones, p)
			}
		}
		if pos.isSeki(ctx, &r) {
			for _, id := range open {
				set(id, StatusSeki, ReasonJudged)
			}
		}
	}
}

// fewInvaders reports whether the invaders of an area bordered by one
// colour, which the life reading could not settle, are taken as dead: the
// area holds fewer invader stones (stones) than one and a half times its
// empty points (empty). Many stones on few points are more likely a living
// group whose eyes the reading missed. On the final positions of
// ../shared/data/pro19, the bound "fewer stones than empty points" left
// the invaders of AsianTV-28-1, FMeijin-09-L11 and Lakeside-Korean-01-26
// unsettled, 20 to 54 points off RE. One and a half times counts each
// within a point of RE, with exactly GNU Go's dead stones. It also kills
// the living corner group of Gosei-20-P03, which the reading cannot prove
// alive, and Black's group E19-K16 of Chunlan-07-T05, which GNU Go keeps
// alive. Bounds from 1.5 to 2 gave the same counts; 4 killed living groups
// in four more records (BENCHMARKS.md, twelfth session).
func fewInvaders(stones, empty int) bool {
	return 2*stones < 3*empty
}

// Bounds of littleRoom: an unreadable invader with at most roomPoints
// points of its own, or at most a roomShare-th of the area's empty points,
// is taken as dead.
const (
	roomPoints = 5
	roomShare  = 5
)

// littleRoom reports whether invaders with room points of their own
// (invaderRoom) in an area of empty points have too little space for the
// assumption that they are dead to be safe to make without a reading: at
// most roomPoints points, or at most a roomShare-th of the area. Stones
// sitting in the owner's territory have almost no point that touches them
// and no stone of the owner; a group with its own territory, in an area
// still open to the owner's (before the end of the game), has many.
//
// Measured on ../shared/data/pro19 (BENCHMARKS.md, thirteenth session),
// with each stone's fate read from the record (captured later, or dead in
// GNU Go 3.8's final_status_list at the end): the stones that fewInvaders
// alone took as dead were right 703 times and wrong 30 at the final
// position, but wrong 681 of 1,348 times 10 moves before the end and 1,822
// of 2,116 times 40 moves before it. With littleRoom: 692 right, 16 wrong
// at the end; 652 / 84 at end-10; 261 / 382 at end-40.
func littleRoom(room, empty int) bool {
	return room <= roomPoints || roomShare*room <= empty
}

// invaderRoom counts the empty points of area a that touch a stone of the
// invader and none of the owner (its opponent): the points where the
// invader might make eyes or territory.
func (pos *position) invaderRoom(a area, invader board.Color) int {
	room := 0
	for _, p := range a.points {
		if pos.cells[p] != board.Empty {
			continue
		}
		touchInvader, touchOwner := false, false
		for _, q := range pos.b.Neighbours(p) {
			switch pos.cells[q] {
			case invader:
				touchInvader = true
			case invader.Opponent():
				touchOwner = true
			}
		}
		if touchInvader && !touchOwner {
			room++
		}
	}
	return room
}

// readLife reads whether the invader's stones in a, moving first, can live
// there (lifeSearch), when the area is small enough to read.
func (pos *position) readLife(ctx context.Context, a area, invader board.Color) outcome {
	return pos.readLifeFirst(ctx, a, invader, invader)
}

// readLifeFirst is readLife with first to move first. When the reading
// cannot tell, it reads again two plies deeper for each attacker stone of
// the area (whose point a capture may empty and a new stone fill).
func (pos *position) readLifeFirst(ctx context.Context, a area, invader, first board.Color) outcome {
	if out := pos.readLifeMove(ctx, a, invader, first, lifeBudget); out != unknown {
		return out
	}
	return pos.readLifeSekiPlies(ctx, a, invader, first, lifeBudget, false, false, true)
}

// readLifeBudget is readLife with a node budget.
func (pos *position) readLifeBudget(ctx context.Context, a area, invader board.Color, budget int) outcome {
	return pos.readLifeMove(ctx, a, invader, invader, budget)
}

// readLifeMove reads whether the invader's stones in a can live with first
// to move, within budget positions.
func (pos *position) readLifeMove(ctx context.Context, a area, invader, first board.Color, budget int) outcome {
	return pos.readLifeSeki(ctx, a, invader, first, budget, false, false)
}

// maxSekiDepth bounds the depth of the seki reading (readSeki), and
// sekiBudget its positions in judgeArea: a race is longer to read than a
// group's eyes.
const (
	maxSekiDepth = 48
	sekiBudget   = 2 * lifeBudget
)

// readSeki reads whether the invader's stones in a, which cannot make a
// living group there (readLife says dies), keep their place beside the
// attacker stones of the area with first to move: the same search, where
// the game ending with stones of both colours in the area is a life (a
// seki or a race nobody can start), so the attacker must capture to kill.
// It is read only when a holds attacker stones.
func (pos *position) readSeki(ctx context.Context, a area, invader, first board.Color, budget int) outcome {
	return pos.readLifeSeki(ctx, a, invader, first, budget, true, false)
}

// readRace is readSeki reading deeper (two plies more for each attacker
// stone of the area, whose point a capture may empty), with sekiBudget
// (unknown at once when an invader block of the area is in atari: the
// attacker takes it, a capture or a ko, not a race; pro19/Ing-10-J05's B8
// was in seki, the count 12 points off):
// for the verdicts of judgeArea, read once per area. It reads the race
// first (lifeSearch's race: an eyeless defender beside attacker stones is
// not dead until captured), at readSeki's depth and then at its own, and
// answers unknown when that reading cannot tell (judgeArea then calls the
// invader dead by assumption, not by judgement).
func (pos *position) readRace(ctx context.Context, a area, invader, first board.Color) outcome {
	for _, p := range a.points {
		if pos.cells[p] == invader && len(pos.blocks[pos.blockOf[p]].libs) < 2 {
			// A block in atari: a capture (or a ko), not a race.
			return unknown
		}
	}
	return pos.readLifeSeki(ctx, a, invader, first, sekiBudget, true, true)
}

// readLifeSeki is readLifeMove, admitting seki when seki is true and
// reading deeper when deep is (see readRace).
func (pos *position) readLifeSeki(ctx context.Context, a area, invader, first board.Color, budget int, seki, deep bool) outcome {
	return pos.readLifeSekiPlies(ctx, a, invader, first, budget, seki, deep, false)
}

// readLifeSekiPlies is readLifeSeki; with capturePlies the plain reading
// (not deep) also reads two plies more for each attacker stone of the area.
func (pos *position) readLifeSekiPlies(ctx context.Context, a area, invader, first board.Color, budget int, seki, deep, capturePlies bool) outcome {
	take := takeAtari
	if seki {
		take = takeEnclosed
	}
	points, empty := pos.withWeakWallLiberties(a, invader.Opponent(), take)
	if empty > lifeMaxEmpty {
		return unknown
	}
	lb := pos.localBoard()
	if lb == nil {
		return unknown
	}
	depth := 2*empty + 2
	if deep {
		// The points of the attacker's stones may be emptied by captures
		// and played again before the race ends.
		for _, p := range points {
			if pos.cells[p] == invader.Opponent() {
				depth += 2
			}
		}
		depth = min(depth, maxSekiDepth)
		// A race without eyes read to its end first (race), at the
		// depth of readSeki and then deeper (an outcome read within a
		// depth holds at any depth: the depth only leaves lines
		// unknown); when that cannot tell, unknown. (It fell back to the
		// seki reading, where the game ending with stones of both
		// colours is a life: that reading let lone stones in atari hold
		// where the race reading had run out of budget, e.g. White J6
		// of pro9/Minigo-890826.)
		for _, d := range []int{2*empty + 2, depth} {
			s := newLifeSearch(ctx, lb, points, invader, budget)
			s.seki, s.race = true, true
			if out := s.solve(first, d); out != unknown {
				return out
			}
		}
		return unknown
	}
	if capturePlies {
		for _, p := range points {
			if pos.cells[p] == invader.Opponent() {
				depth += 2
			}
		}
		depth = min(depth, maxSekiDepth)
	}
	s := newLifeSearch(ctx, lb, points, invader, budget)
	s.seki = seki
	return s.solve(first, depth)
}

// withWeakWallLiberties returns the points of a plus the stones and the
// liberties of the attacker's blocks in atari bordering a (weak walls), and
// the number of empty points among them. Such a block is not a wall: the
// defender may capture it, and the point it stands on may become an eye;
// its last liberty may lie outside a (a one-point eye of the attacker
// next to the defender's stones), so that point belongs to the reading.
// With take at least takeEnclosed (the seki reading), an attacker block all
// of whose liberties lie in a is taken in as well: it has no eye of its own,
// so it is in a race with the defender, not a wall; with takeShort, so is
// one short of liberties (shortWall).
func (pos *position) withWeakWallLiberties(a area, attacker board.Color, take wallTake) ([]board.Point, int) {
	enclosedToo := take >= takeEnclosed
	points, empty := a.points, a.empty
	var in map[board.Point]bool
	add := func(p board.Point) {
		if in == nil {
			in = make(map[board.Point]bool, len(a.points)+4)
			for _, q := range a.points {
				in[q] = true
			}
			points = append([]board.Point(nil), a.points...)
		}
		if !in[p] {
			in[p] = true
			points = append(points, p)
			if pos.cells[p] == board.Empty {
				empty++
			}
		}
	}
	inA := func(p board.Point) bool {
		if in != nil {
			return in[p]
		}
		return containsPoint(a.points, p)
	}
	taken := map[int]bool{}
	for changed := true; changed; {
		// Taking in a block in atari adds its liberty, which may enclose
		// another block: repeat until nothing changes.
		changed = false
		for _, id := range a.boundary {
			bl := &pos.blocks[id]
			if bl.color != attacker || taken[id] {
				continue
			}
			enclosed := true
			for _, l := range bl.libs {
				if !inA(l) {
					enclosed = false
					break
				}
			}
			if len(bl.libs) != 1 && !(enclosedToo && enclosed) && !(take == takeShort && pos.shortWall(bl, inA)) {
				continue
			}
			taken[id], changed = true, true
			for _, p := range bl.stones {
				add(p)
			}
			for _, l := range bl.libs {
				add(l)
			}
		}
		if !enclosedToo {
			break
		}
	}
	return points, empty
}

// containsPoint reports whether p is in the list.
func containsPoint(list []board.Point, p board.Point) bool {
	for _, q := range list {
		if q == p {
			return true
		}
	}
	return false
}

// engaged reports whether the area a holds stones of the attacker, or
// borders an attacker block that the life reading takes in
// (withWeakWallLiberties): a seki needs attacker stones that are not
// walls.
func (pos *position) engaged(a area, attacker board.Color) bool {
	points, _ := pos.withWeakWallLiberties(a, attacker, takeEnclosed)
	for _, p := range points {
		if pos.cells[p] == attacker {
			return true
		}
	}
	return false
}

// eyesAlive returns the blocks of groups with two eyes, given the blocks
// known alive and dead. For each colour c:
//   - an eye of c is a c-region (maximal connected set of points not
//     occupied by c) that holds no known-safe opponent block and no eye of
//     a living opponent group (an empty set bordered by opponent stones
//     only), has more empty points next to c stones than next to opponent
//     stones (or holds opponent stones that cannot live there even moving
//     first: deadInvaders), and is not a one-point false eye (next to a c
//     block in atari);
//   - an eye counts as two when its space makes two eyes (eyeValue);
//   - blocks of c that border a common eye, or that are solidly connected
//     (connected), form a group, whose eyes are the distinct eyes of its
//     blocks; a group with two eyes is alive.
//
// It runs twice: in the second round an opponent eye that holds stones
// alive by the first round keeps its region from being an eye.
func (pos *position) eyesAlive(ctx context.Context, known, dead []bool) []bool {
	read := map[[2]int]bool{}
	first := pos.eyesRound(ctx, known, dead, nil, read)
	return pos.eyesRound(ctx, known, dead, first, read)
}

// eyesRound is one round of eyesAlive; prev holds the blocks alive by the
// first round (nil in the first round, where only known blocks count);
// read caches deadInvaders by the region's first point.
func (pos *position) eyesRound(ctx context.Context, known, dead, prev []bool, read map[[2]int]bool) []bool {
	out := make([]bool, len(pos.blocks))
	for _, c := range []board.Color{board.Black, board.White} {
		o := c.Opponent()
		regs := pos.regionsOf(func(p board.Point) bool { return pos.cells[p] != c })
		regionOf := make([]int, len(pos.cells))
		for i, r := range regs {
			for _, p := range r.points {
				regionOf[p] = i
			}
		}
		eye := make([]bool, len(regs))
		for i, r := range regs {
			eye[i] = r.empty > 0 && (pos.mostlyNextTo(r.points, c) || pos.deadInvaders(ctx, r, c, read))
		}
		// A region holding an eye of a living opponent group (an empty set
		// bordered by opponent stones only, one of them alive; in the first
		// round any such set) is the opponent's, not an eye.
		for _, e := range pos.regionsOf(func(p board.Point) bool { return pos.cells[p] == board.Empty }) {
			onlyO, living := len(e.boundary) > 0, prev == nil
			for _, id := range e.boundary {
				if pos.blocks[id].color != o || dead[id] {
					onlyO = false
					break
				}
				if known[id] || (prev != nil && prev[id]) {
					living = true
				}
			}
			if onlyO && living {
				eye[regionOf[e.points[0]]] = false
			}
		}
		for i, r := range regs {
			for _, p := range r.points {
				id := pos.blockOf[p]
				if id >= 0 && !dead[id] && known[id] {
					eye[i] = false
					break
				}
			}
			if eye[i] && len(r.points) == 1 {
				for _, id := range r.boundary {
					if len(pos.blocks[id].libs) < 2 {
						eye[i] = false
					}
				}
				if pos.falseByDiagonals(r.points[0], c, dead) {
					eye[i] = false
				}
			}
		}
		parent := disjoint.New(len(pos.blocks))
		find, union := parent.Find, parent.Union
		for i, r := range regs {
			if eye[i] {
				for _, id := range r.boundary[1:] {
					union(id, r.boundary[0])
				}
			}
		}
		pos.unionConnected(c, union)
		count := map[int]int{}
		for i, r := range regs {
			if !eye[i] || len(r.boundary) == 0 {
				continue
			}
			count[find(r.boundary[0])] += pos.eyeValue(r.points)
		}
		for id, bl := range pos.blocks {
			if bl.color == c && !dead[id] && count[find(id)] >= 2 {
				out[id] = true
			}
		}
	}
	return out
}

// deadInvaders reports whether the c-region r (bordered by c only) holds
// opponent stones that cannot live there even moving first, by the bounded
// reading of lifeSearch with c's stones around as walls (a capture of a
// wall lets them live): such a region is an eye of c with dead stones in
// it, whatever the count of its points next to each colour. Regions with
// more than lifeMaxEmpty empty points, or none, are not read (false);
// results are cached in read by the region's first point.
func (pos *position) deadInvaders(ctx context.Context, r area, c board.Color, read map[[2]int]bool) bool {
	if r.empty == 0 || r.empty > eyeReadMaxEmpty || len(r.boundary) == 0 {
		return false
	}
	hasOpp := false
	for _, p := range r.points {
		if pos.cells[p] == c.Opponent() {
			hasOpp = true
			break
		}
	}
	if !hasOpp {
		return false
	}
	key := [2]int{int(r.points[0]), int(c)}
	if v, ok := read[key]; ok {
		return v
	}
	v := pos.readLifeBudget(ctx, r, c.Opponent(), eyeReadBudget) == dies
	if v && pos.engaged(r, c) {
		// Dead as a group, but it may hold in seki beside c's stones
		// there: then the region is no eye.
		v = pos.readSeki(ctx, r, c.Opponent(), c.Opponent(), eyeReadBudget) == dies
	}
	read[key] = v
	return v
}

// unionConnected joins the blocks of colour c that are solidly connected:
// they share two liberties (miai), or one liberty the opponent cannot
// occupy (a stone there would have no liberty and capture nothing) or
// would be captured at once (selfAtari: the tiger's mouth).
func (pos *position) unionConnected(c board.Color, union func(a, b int)) {
	shared := map[[2]int]int{}
	for p, cell := range pos.cells {
		if cell != board.Empty {
			continue
		}
		var ids []int
		for _, q := range pos.adj[p] {
			if id := pos.blockOf[q]; id >= 0 && pos.blocks[id].color == c && !containsInt(ids, id) {
				ids = append(ids, id)
			}
		}
		if len(ids) < 2 {
			continue
		}
		if pos.cannotOccupy(board.Point(p), c.Opponent()) || pos.selfAtari(board.Point(p), c.Opponent()) {
			for _, id := range ids[1:] {
				union(id, ids[0])
			}
			continue
		}
		for i := range ids {
			for j := i + 1; j < len(ids); j++ {
				k := [2]int{min(ids[i], ids[j]), max(ids[i], ids[j])}
				shared[k]++
				if shared[k] >= 2 {
					union(ids[i], ids[j])
				}
			}
		}
	}
}

// selfAtari reports whether a stone of colour o at the empty point p would
// capture nothing and leave its block with one liberty (a cutting stone
// that is captured at once: the tiger's mouth), and is not a ko shape (the
// capture would itself be a lone stone in atari).
func (pos *position) selfAtari(p board.Point, o board.Color) bool {
	for _, q := range pos.adj[p] {
		if c := pos.cells[q]; c != board.Empty && c != o && len(pos.blocks[pos.blockOf[q]].libs) == 1 {
			return false // the stone would capture
		}
	}
	libs := pos.libertySet(p, o)
	if len(libs) != 1 {
		return false
	}
	// The capture at the last liberty l: a ko when the capturing stone would
	// stand alone with p as its only liberty.
	for l := range libs {
		for _, q := range pos.adj[l] {
			if q != p && pos.cells[q] != o {
				return true
			}
		}
	}
	return false
}

// cannotOccupy reports whether a stone of colour o at the empty point p
// would have no liberty and capture nothing (suicide).
func (pos *position) cannotOccupy(p board.Point, o board.Color) bool {
	for _, q := range pos.adj[p] {
		switch pos.cells[q] {
		case board.Empty:
			return false
		case o:
			if len(pos.blocks[pos.blockOf[q]].libs) > 1 {
				return false
			}
		default:
			if len(pos.blocks[pos.blockOf[q]].libs) == 1 {
				return false // the stone would capture
			}
		}
	}
	return true
}

// eyeValue is the number of eyes (1 or 2) an eye space of the given points
// makes for its owner in a finished position: two from bigEye (7) points
// on, and from four points on when the space has no vital point (a point
// next to three others of the space, as in the pyramid four, the bulky and
// crossed fives and the rabbity six) and no 2x2 square (the square four):
// the straight and bent shapes of four to six points make two eyes
// whoever plays first.
func (pos *position) eyeValue(points []board.Point) int {
	switch {
	case len(points) >= bigEye:
		return 2
	case len(points) < 4:
		return 1
	}
	in := make(map[board.Point]bool, len(points))
	for _, p := range points {
		in[p] = true
	}
	for _, p := range points {
		deg := 0
		for _, q := range pos.adj[p] {
			if in[q] {
				deg++
			}
		}
		if deg >= 3 {
			return 1
		}
		x, y := p.XY(pos.size)
		if x+1 < pos.size && y+1 < pos.size && in[p+1] && in[p+board.Point(pos.size)] && in[p+board.Point(pos.size)+1] {
			return 1
		}
	}
	return 2
}
