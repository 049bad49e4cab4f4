package strategy

import (
	"context"
	"fmt"
	"slices"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/valuation"
)

// KoFight says how the kos of a position were played (see kofight.go): the
// ko regions, the ko threats found in the other regions (the search plays
// them as real moves; the list is what a player wants to know), and the
// size of the search.
type KoFight struct {
	// Regions are the indexes (in PositionAnalysis.Regions) of the regions
	// whose kos are open.
	Regions []int
	// Threats are the ko threats of the other regions that are worth at
	// least Stake (CountThreats): the moves that win a ko fight.
	Threats []Threat
	// ThreatsBlack and ThreatsWhite count them.
	ThreatsBlack, ThreatsWhite int
	// Stake is the most one of the kos is worth (its stops with Black and
	// with White komaster apart).
	Stake cgt.Rational
	// Cycled says some line of the fight met a repetition the ko-ban allows
	// (the result then counts that line as ending where it repeats).
	Cycled bool
	// States is the number of fight positions searched.
	States int
}

// koRegions returns the indexes of the components whose kos are still
// open (a ko graph whose current position can reach a cycle).
func (pa *PositionAnalysis) koRegions() []int {
	var kos []int
	for i, r := range pa.Regions {
		a := r.Analysis
		if a == nil || !a.Ko {
			continue
		}
		if g := a.KoGraph(); g != nil && !g.Nodes[0].Settled {
			kos = append(kos, i)
		}
	}
	return kos
}

// koStake is the most one ko of the list is worth to the side that wins it:
// the difference between its stops with Black and with White komaster.
func (pa *PositionAnalysis) koStake(kos []int) cgt.Rational {
	stake := cgt.Rational{}
	for _, i := range kos {
		a := pa.Regions[i].Analysis
		s := a.KoBlack.LeftStop().Sub(a.KoWhite.RightStop())
		if s.Cmp(stake) > 0 {
			stake = s
		}
	}
	return stake
}

// fightSetup is a ko fight ready to search: the fight, its start, the
// short regions' components and the threats counted.
type fightSetup struct {
	f         *fight
	start     FightStart
	shortComp []int
	threats   []Threat
	stake     cgt.Rational
}

// setupFight prepares the ko fight of the position's open kos under a ko
// threat assumption. It fails when a region outside the kos is not exact.
// The caller must close the fight.
func (pa *PositionAnalysis) setupFight(ctx context.Context, opt Options, kos []int, assume KoAssumption) (*fightSetup, error) {
	isKo := make([]bool, len(pa.Components))
	graphs := make([]*valuation.KoGraph, len(kos))
	for j, i := range kos {
		isKo[i] = true
		graphs[j] = pa.Regions[i].Analysis.KoGraph()
	}
	fs := &fightSetup{stake: pa.koStake(kos)}
	var short []Component
	var fresh []bool
	for i, c := range pa.Components {
		if isKo[i] {
			continue
		}
		if !pa.Regions[i].Analysis.Exact {
			return nil, fmt.Errorf("region %d is an estimate", i)
		}
		fr := classifyFightRegion(i, c, fs.stake)
		if assume != KoThreatsOnBoard {
			fr.fresh, fr.threats = false, nil // the threats are given, not read off the board
		}
		if fr.fresh {
			c.Moves = fr.moves
		} else {
			fs.threats = append(fs.threats, fr.threats...)
		}
		short = append(short, c)
		fresh = append(fresh, fr.fresh)
		fs.shortComp = append(fs.shortComp, i)
	}
	tb, tw := threatCounts(fs.threats)
	switch assume {
	case KoBlackKomaster:
		tb, tw = Unlimited, 0
	case KoWhiteKomaster:
		tb, tw = 0, Unlimited
	}
	fopt := FightOptions{Ban: pa.Board.Rules().Ko, ThreatsBlack: tb, ThreatsWhite: tw, MaxStates: opt.FightStates}
	if assume == KoThreatsOnBoard {
		fopt.Cache = opt.FightCache
	}
	fs.f = newFight(ctx, graphs, fopt)
	toMove := pa.Board.ToMove()
	fs.start = FightStart{Regions: short, Fresh: fresh, Settled: pa.Settled, Kos: graphs, BanRegion: -1}
	if last, ok := pa.Board.LastMove(); ok && last.Point == board.Pass && last.Color != toMove {
		fs.start.Passed = true
	}
	if fopt.Ban == board.KoSuperko {
		regions := make([][]board.Point, len(kos))
		for j, i := range kos {
			regions[j] = pa.Regions[i].Region.Points
		}
		fs.start.Seen = KoHistory(pa.Board, regions, graphs)
	}
	if kp := pa.Board.KoPoint(); kp != board.NoPoint {
		for j, i := range kos {
			if slices.Contains(pa.Regions[i].Region.Points, kp) {
				fs.start.BanRegion, fs.start.BanPoint = j, kp
			}
		}
	}
	return fs, nil
}

// predictionRoots are the position with Black and with White to move (the
// ko-ban and a pass count only for the player to move).
func (fs *fightSetup) predictionRoots(toMove board.Color) []fstate {
	var roots []fstate
	for _, c := range [2]board.Color{board.Black, board.White} {
		st := fs.start
		if c != toMove {
			st.BanRegion, st.Passed = -1, false
		}
		roots = append(roots, fs.f.start(st, c == board.Black))
	}
	return roots
}

// chooseFight plays the position's kos by the ko fight search: it sets the
// predictions, the recommended move and pa.KoFight. It fails (and the
// caller falls back to komaster values) when a region outside the kos is
// not exact or the search is over its budget.
func (pa *PositionAnalysis) chooseFight(ctx context.Context, opt Options, kos []int) error {
	fs, err := pa.setupFight(ctx, opt, kos, KoThreatsOnBoard)
	if err != nil {
		return err
	}
	f := fs.f
	defer f.close()
	toMove := pa.Board.ToMove()
	tb, tw := threatCounts(fs.threats)
	kf := &KoFight{Regions: kos, Threats: fs.threats, ThreatsBlack: tb, ThreatsWhite: tw, Stake: fs.stake}
	threats, shortComp, start := fs.threats, fs.shortComp, fs.start
	// The roots: the predictions, then the position after each move of
	// the player to move.
	roots := fs.predictionRoots(toMove)
	cands := pa.fightCandidates(f, start, toMove, shortComp, kos, threats)
	for _, cd := range cands {
		if !cd.end {
			roots = append(roots, cd.next)
		}
	}
	g, err := f.solve(roots)
	if err != nil {
		return err
	}
	best := pickFightMove(cands, g, toMove)
	kf.Cycled, kf.States = g.cycled, len(g.nodes)
	best.Exact = !kf.Cycled && pa.Exact
	pa.KoFight = kf
	pa.Best = best
	pa.BlackFirst = g.root(0).rational().Sub(pa.komi())
	pa.WhiteFirst = g.root(1).rational().Sub(pa.komi())
	if kf.Cycled {
		pa.Exact = false
		pa.Notes = append(pa.Notes, "ko fight: best play can repeat a position (ko-ban J allows the cycle); the result counts the repetition as ending there")
	}
	return nil
}

// fightCandidate is a real move of the player to move in a fight: the
// choice, the state after it (or the final score when it ends the game),
// the points it scores, and its rank among moves of equal result.
type fightCandidate struct {
	ch   Choice
	next fstate
	gain fval
	end  bool
	rank int // ko moves 2, moves in hot regions 1, others and threats 0, pass -1
}

// fightCandidates lists every real move of c in the fight: a pass, the ko
// moves, and the real moves of the regions outside the kos (shortComp maps
// the fight's short regions to components).
func (pa *PositionAnalysis) fightCandidates(f *fight, start FightStart, c2 board.Color, shortComp []int, kos []int, threats []Threat) []fightCandidate {
	c := c2
	root := f.start(start, c == board.Black)
	var cands []fightCandidate
	_ = f.eachMove(&root, false, func(m fmove, next fstate, gain fval, end bool) error {
		cd := fightCandidate{next: next, gain: gain, end: end}
		switch m.kind {
		case fmPass, fmEnd:
			cd.ch, cd.rank = Choice{Pass: true, Reason: "ko fight: pass"}, -1
		case fmKo:
			i := kos[m.region]
			mv := Move{Color: c, Point: m.move.Point, Option: pa.listedOption(i, c, m.move.Point)}
			cd.ch, cd.rank = Choice{Component: i, Move: mv, Reason: "ko fight: best result"}, 2
		case fmThreat:
			k := slices.IndexFunc(threats, func(t Threat) bool { return t.Color == c })
			if k < 0 {
				return nil
			}
			t := threats[k]
			mv := Move{Color: c, Point: t.Point, Option: pa.listedOption(t.Component, c, t.Point)}
			cd.ch = Choice{Component: t.Component, Move: mv, Reason: "ko fight: ko threat"}
		default:
			return nil
		}
		cands = append(cands, cd)
		return nil
	})
	// The real moves of the regions outside the kos: the region's entry
	// (its real moves, or its value among the canonical ones, or its number)
	// gives way to the move's option.
	for k, c := range start.Regions {
		i := shortComp[k]
		rank := 0
		if !c.Value.IsNumber() {
			rank = 1
		}
		for _, m := range c.Moves {
			if m.Color != c2 {
				continue
			}
			n, ok := f.withoutRegion(&root, k, c.Value)
			if !ok {
				continue
			}
			cands = append(cands, fightCandidate{ch: Choice{Component: i, Move: m, Reason: "ko fight: best result"},
				next: f.afterShortAdd(&n, m.Option), rank: rank})
		}
	}
	return cands
}

// pickFightMove returns the best candidate by the solved graph (whose
// roots after the first two are the candidates that do not end the game,
// in order): the best result, then the highest rank; a pass only when
// every move is strictly worse.
func pickFightMove(cands []fightCandidate, g *fightGraph, c board.Color) Choice {
	best, bestRank := -1, 0
	var bestValue fval
	next := 2
	for k, cd := range cands {
		v := cd.gain
		if !cd.end {
			v += g.root(next)
			next++
		}
		if best < 0 || fvalBetter(c, v, bestValue) || (v == bestValue && cd.rank > bestRank) {
			best, bestValue, bestRank = k, v, cd.rank
		}
	}
	if best < 0 {
		return Choice{Pass: true, Reason: "ko fight: no move"}
	}
	ch := cands[best].ch
	ch.Stop = bestValue.rational()
	return ch
}

// listedOption is the value the region's move table gives c's move at p
// (for a ko region: with the ko valued for Black komaster), or the zero
// game when the table does not list it.
func (pa *PositionAnalysis) listedOption(i int, c board.Color, p board.Point) cgt.Game {
	for _, mv := range pa.Components[i].Moves {
		if mv.Color == c && mv.Point == p {
			return mv.Option
		}
	}
	return cgt.Game{}
}

// KoAssumption says how the ko threats of a position are taken.
type KoAssumption int8

const (
	// KoThreatsOnBoard plays the threats the regions hold (the default).
	KoThreatsOnBoard KoAssumption = iota
	// KoNoThreats: no ko threats anywhere.
	KoNoThreats
	// KoBlackKomaster: Black has ko threats without end.
	KoBlackKomaster
	// KoWhiteKomaster: White has ko threats without end.
	KoWhiteKomaster
)

// String names the assumption.
func (k KoAssumption) String() string {
	switch k {
	case KoNoThreats:
		return "no ko threats anywhere"
	case KoBlackKomaster:
		return "Black komaster"
	case KoWhiteKomaster:
		return "White komaster"
	}
	return "the ko threats on the board"
}

// KoResult is the predicted result of a position with open kos under one
// ko threat assumption (komi included).
type KoResult struct {
	Assumption             KoAssumption
	BlackFirst, WhiteFirst cgt.Rational
	// Cycled: best play can repeat a position (see KoFight).
	Cycled bool
}

// First is the result with c moving first.
func (k KoResult) First(c board.Color) cgt.Rational {
	if c == board.White {
		return k.WhiteFirst
	}
	return k.BlackFirst
}

// KoResults returns the predicted results of the position's open kos under
// every ko threat assumption: the threats on the board, none anywhere,
// Black komaster, White komaster. It returns nothing when no ko is open,
// and fails when a region outside the kos is not exact or a search is over
// its budget.
func (pa *PositionAnalysis) KoResults(ctx context.Context, opt Options) ([]KoResult, error) {
	kos := pa.koRegions()
	if len(kos) == 0 {
		return nil, nil
	}
	var out []KoResult
	for _, assume := range []KoAssumption{KoThreatsOnBoard, KoNoThreats, KoBlackKomaster, KoWhiteKomaster} {
		r, err := pa.koResult(ctx, opt, kos, assume)
		if err != nil {
			return nil, fmt.Errorf("kos, %s: %w", assume, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// koResult is one KoResults entry.
func (pa *PositionAnalysis) koResult(ctx context.Context, opt Options, kos []int, assume KoAssumption) (KoResult, error) {
	fs, err := pa.setupFight(ctx, opt, kos, assume)
	if err != nil {
		return KoResult{}, err
	}
	defer fs.f.close()
	g, err := fs.f.solve(fs.predictionRoots(pa.Board.ToMove()))
	if err != nil {
		return KoResult{}, err
	}
	return KoResult{Assumption: assume, BlackFirst: g.root(0).rational().Sub(pa.komi()),
		WhiteFirst: g.root(1).rational().Sub(pa.komi()), Cycled: g.cycled}, nil
}
