package strategy

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/decompose"
	"github.com/cgtgo/cgtgo/valuation"
)

// Options set the rules and budgets of a whole-position analysis.
type Options struct {
	Scoring board.Scoring
	// KomiHalf is the komi in half points (6.5 = 13), subtracted from
	// Black's score in the predicted results.
	KomiHalf int
	// Decompose tunes the split into regions.
	Decompose decompose.Options
	// RegionNodes is the node budget of each region's local search
	// (valuation.Options.MaxNodes); 0 means valuation's default.
	RegionNodes int
	// TooBigNodes is the node budget of a region decompose classifies
	// TooBig (more empty points than Decompose.MaxRegionSize); 0 means
	// RegionNodes: such regions are searched like the others, limited by
	// the node budget only, and get an estimate when it runs out (issue 24).
	TooBigNodes int
	// MaxExactComponents bounds the number of hot regions (not numbers)
	// whose canonical sum exact play attempts; beyond it play falls back to
	// Sentestrat. 0 means 24.
	MaxExactComponents int
	// FightStates bounds the positions of a ko fight search (see
	// SolveFight); 0 means DefaultFightStates.
	FightStates int
	// Cache, when set, keeps region valuations between calls.
	Cache *RegionCache
	// SkipTooBig leaves the regions too big to search (decompose.TooBig)
	// unvalued: each gets the value 0 with no moves, marked as an estimate
	// made elsewhere (the engine's boundary estimate, engine/estimate), and
	// the analysis is not exact.
	SkipTooBig bool
	// FightCache, when set, keeps ko fight values between calls (the
	// positions of one game).
	FightCache *FightCache
	// Strategy chooses the recommended move (StrategyExact by default).
	Strategy Strategy
	// Game, when set, carries the strategies' memory between the positions
	// of one game (the thermographic strategies' ambient temperature).
	Game *GameState
	// Progress, when set, is told by Review how many of the total moves
	// are judged so far (for a progress bar); analyses ignore it.
	Progress func(done, total int)
	// SentestratOnDeadline, when set, makes a deadline of ctx that passes
	// during the exact sum fall back to Sentestrat and the means (a move
	// under a game clock: the best of what finished). Without it the
	// deadline is an error like any other: the analysis never depends on
	// the machine's speed (issue 28).
	SentestratOnDeadline bool
}

// RegionResult is one region with its value.
type RegionResult struct {
	Region decompose.Region
	// Analysis is the region's valuation; for settled territory it holds
	// just the number.
	Analysis *valuation.Analysis
}

// PositionAnalysis is the analysis of a whole position: its regions, their
// values, the predicted results and the recommended move.
type PositionAnalysis struct {
	Board         *board.Board
	Scoring       board.Scoring
	KomiHalf      int
	Decomposition *decompose.Decomposition
	Regions       []RegionResult
	// Settled is the part of the score that no move changes: prisoners
	// taken so far (territory scoring) and safe stones (area scoring).
	Settled cgt.Rational
	// Components are the regions as summands, in the order of Regions.
	Components []Component
	// BlackFirst and WhiteFirst are the predicted final scores (Black minus
	// White, komi included) with best play, Black or White moving first:
	// the Left and Right stops of the sum when it is exact, the rounded
	// means otherwise.
	BlackFirst, WhiteFirst cgt.Rational
	// Exact says every region was valued exactly and the sum was added
	// exactly, so the predictions are optimal results.
	Exact bool
	// Best is the recommended move for the player to move, by Strategy.
	Best Choice
	// Strategy is the strategy that chose Best.
	Strategy Strategy
	// Coins is the coin-sliding reading of the position (Moews ch. 5): the
	// regions in play as coins, Table 5.1's classification, or why the
	// position is not a coin-sliding position. Set under territory
	// scoring.
	Coins *CoinsView
	// KoFight, when the position holds open kos that were fought by the
	// ko fight search, says how (threats counted, search size).
	KoFight *KoFight
	// Notes says what was approximated, one line each.
	Notes []string
}

// komi returns the komi as a Rational.
func (pa *PositionAnalysis) komi() cgt.Rational {
	return cgt.RationalFromFrac(int64(pa.KomiHalf), 2)
}

// AnalyzePosition decomposes b, values every region and chooses a move for
// the player to move. It stops when ctx ends, returning the context's
// error; a region too big or too slow to search exactly gets an estimate
// marked in Notes, never a wrong exact claim.
func AnalyzePosition(ctx context.Context, b *board.Board, opt Options) (*PositionAnalysis, error) {
	d, err := decompose.Decompose(ctx, b, opt.Decompose)
	if err != nil {
		return nil, err
	}
	// The decomposition keeps what its searches proved when ctx ends, so
	// that it would depend on the machine's speed: an ended context is an
	// error here, never a smaller decomposition (issue 28).
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("decompose: %w", err)
	}
	pa := &PositionAnalysis{Board: b, Scoring: opt.Scoring, KomiHalf: opt.KomiHalf, Decomposition: d, Exact: true}
	if opt.Scoring == board.Territory {
		pa.Settled = cgt.RationalFromInt(int64(b.Captures(board.Black) - b.Captures(board.White)))
	} else {
		n := 0
		for _, s := range d.Safe {
			if s.Color == board.Black {
				n += len(s.Stones)
			} else {
				n -= len(s.Stones)
			}
		}
		pa.Settled = cgt.RationalFromInt(int64(n))
	}
	var koNotes []string
	for _, r := range d.Regions {
		if err := ctx.Err(); err != nil {
			return nil, err // each region's search may check ctx only every few hundred nodes
		}
		a, err := analyzeRegion(ctx, b, r, opt)
		if err != nil {
			return nil, fmt.Errorf("region %c: %w", decompose.RegionLetter(r.ID), err)
		}
		if !a.Exact {
			note := fmt.Sprintf("region %c (%s, at %s): %s", decompose.RegionLetter(r.ID), r.Kind,
				r.Points[0].Vertex(b.Size()), a.Approximation)
			if g := a.KoGraph(); g != nil && !g.Nodes[0].Settled && !g.Estimated {
				// An open ko: the ko fight search may play it exactly
				// (choose); its komaster values are the fallback.
				koNotes = append(koNotes, note)
			} else {
				pa.Exact = false
				pa.Notes = append(pa.Notes, note)
			}
		}
		pa.Regions = append(pa.Regions, RegionResult{Region: r, Analysis: a})
		comp := Component{Value: a.Value}
		for _, m := range a.Moves {
			comp.Moves = append(comp.Moves, Move{Color: m.Color, Point: m.Point, Option: m.Option})
		}
		pa.Components = append(pa.Components, comp)
	}
	if err := pa.choose(ctx, opt, koNotes); err != nil {
		return nil, err
	}
	if pa.Scoring == board.Territory {
		pa.Coins = pa.coinsView()
	}
	pa.applyStrategy(opt)
	return pa, nil
}

// analyzeRegion values one region: settled territory is its number, every
// other kind is searched within the node budget.
func analyzeRegion(ctx context.Context, b *board.Board, r decompose.Region, opt Options) (*valuation.Analysis, error) {
	if r.Kind == decompose.Territory {
		v := r.TerritoryValue
		if opt.Scoring == board.Area {
			v = r.AreaValue
		}
		return valuation.NumberAnalysis(r.Points, cgt.RationalFromInt(int64(v)), opt.Scoring), nil
	}
	if r.Kind == decompose.TooBig && opt.SkipTooBig {
		a := valuation.NumberAnalysis(r.Points, cgt.Rational{}, opt.Scoring)
		a.Exact, a.Approximation = false, "too big to search: estimated by the engine's boundary search"
		return a, nil
	}
	key := regionKey(b, r.Points, opt)
	if a, ok := opt.Cache.get(key); ok {
		return a, nil
	}
	vopt := valuation.Options{Scoring: opt.Scoring, Ko: b.Rules().Ko, MaxNodes: opt.RegionNodes}
	if r.Kind == decompose.TooBig && opt.TooBigNodes != 0 {
		vopt.MaxNodes = opt.TooBigNodes
	}
	a, err := valuation.Analyze(ctx, b, r.Points, vopt)
	if err == nil {
		opt.Cache.put(key, a)
	}
	return a, err
}

// choose sets the predictions and the recommended move: exact play when
// the regions are exact and few enough hot ones, otherwise Sentestrat and
// mean-based predictions.
func (pa *PositionAnalysis) choose(ctx context.Context, opt Options, koNotes []string) error {
	if kos := pa.koRegions(); len(kos) > 0 {
		err := pa.chooseFight(ctx, opt, kos)
		if err == nil {
			if !pa.Exact {
				pa.Notes = append(pa.Notes, koNotes...)
			}
			return nil
		}
		if errors.Is(err, context.Canceled) {
			return err
		}
		pa.Notes = append(pa.Notes, fmt.Sprintf("kos not fought exactly (%v): komaster values instead", err))
	}
	if len(koNotes) > 0 {
		pa.Exact = false
		pa.Notes = append(pa.Notes, koNotes...)
	}
	toMove := pa.Board.ToMove()
	settled := cgt.MustNumber(pa.Settled)
	hot := 0
	for _, c := range pa.Components {
		if !c.Value.IsNumber() {
			hot++
		}
	}
	limit := opt.MaxExactComponents
	if limit == 0 {
		limit = 24
	}
	if pa.Exact && hot <= limit {
		ch, sum, err := exactChoice(ctx, pa.Components, settled, toMove)
		switch {
		case err == nil:
			pa.Best = ch
			pa.BlackFirst = sum.LeftStop().Sub(pa.komi())
			pa.WhiteFirst = sum.RightStop().Sub(pa.komi())
			return nil
		case errors.Is(err, context.Canceled), !opt.SentestratOnDeadline:
			return err
		}
		pa.Notes = append(pa.Notes, "exact sum over its time budget: Sentestrat and means instead")
	} else if hot > limit {
		pa.Notes = append(pa.Notes, fmt.Sprintf("%d hot regions (over %d): Sentestrat and means instead of the exact sum", hot, limit))
	}
	pa.Exact = false
	p := &Thermal{Kind: Sentestrat}
	pa.Best = p.Choose(pa.Components, toMove, -1)
	mean := pa.Settled
	for _, c := range pa.Components {
		mean = mean.Add(c.Value.Mean())
	}
	pa.BlackFirst = mean.Sub(pa.komi())
	pa.WhiteFirst = pa.BlackFirst
	return nil
}

// Deadline returns a context that ends after d (or never when d <= 0).
func Deadline(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	if d <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, d)
}

// SumGame returns the canonical sum of the position (settled part and all
// regions) and whether it is exact; it is the sum exact play used, so a
// cached addition makes it cheap. When the analysis is not exact it still
// returns the sum of the (estimated) values.
func (pa *PositionAnalysis) SumGame() (cgt.Game, bool) {
	sum := cgt.MustNumber(pa.Settled)
	for _, c := range pa.Components {
		sum = sum.Add(c.Value)
	}
	return sum, pa.Exact
}

// MeanAfter is the mean of the position (komi not included) after the
// value of component i becomes option.
func (pa *PositionAnalysis) MeanAfter(i int, option cgt.Game) cgt.Rational {
	m := pa.Settled
	for j, c := range pa.Components {
		if j == i {
			m = m.Add(option.Mean())
		} else {
			m = m.Add(c.Value.Mean())
		}
	}
	return m
}
