package valuation

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// MoveType says who keeps sente after a region's first move, read from its
// thermograph as in the Economist's View (seeds/001, section 2, "Sente and
// Gote"): just below the base of the mast, a wall that drops vertically marks
// a sente move for that side and reverse sente for the other.
type MoveType int8

const (
	// Cold: temperature <= 0, nobody gains by moving (a number, or an
	// infinitesimal such as a dame).
	Cold MoveType = iota
	// Gote: both walls branch outward below the mast.
	Gote
	// BlackSente: Black's move is sente, White's is reverse sente.
	BlackSente
	// WhiteSente: White's move is sente, Black's is reverse sente.
	WhiteSente
	// DoubleSente: both walls drop vertically below the mast.
	DoubleSente
)

// String returns the Go player's name of the type.
func (m MoveType) String() string {
	switch m {
	case Gote:
		return "gote"
	case BlackSente:
		return "black sente"
	case WhiteSente:
		return "white sente"
	case DoubleSente:
		return "double sente"
	}
	return "cold"
}

// MoveValue describes one local move.
type MoveValue struct {
	Color board.Color
	Point board.Point
	// Option is the region's value after the move (prisoners included).
	Option cgt.Game
	// Incentive is Option - Value for Black and Value - Option for White
	// (ONAG ch. 9): how much the move gains, as a game.
	Incentive cgt.Game
	// IncentiveExact is false when the incentive was too large a game to
	// compute within budget: Incentive then holds the number Gain.
	IncentiveExact bool
	// Gain is the move's worth in points as Go players count it in miai
	// terms: the change of the mean in the mover's favour. A gote move in
	// {a | b} gains (a - b)/2, its temperature; the swing is twice that.
	Gain cgt.Rational
	// Best marks the mover's best local moves (largest Gain, then best stop).
	Best bool
}

// Analysis is what a player wants to know about one region.
type Analysis struct {
	Points []board.Point
	// Value is the region's game under the chosen scoring (see package doc).
	Value cgt.Game
	// Chilled is Value chilled (Berlekamp-Wolfe); set under territory
	// scoring only, where infinitesimals and coins live.
	Chilled    cgt.Game
	HasChilled bool
	LeftStop   cgt.Rational
	RightStop  cgt.Rational
	Mean       cgt.Rational
	// Temperature is the value of a move here in miai terms; the swing
	// ("an n-point gote move") is twice it.
	Temperature cgt.Rational
	Thermograph *cgt.Thermograph
	Type        MoveType
	Moves       []MoveValue
	// Exact is false when Value is an estimate (see Approximation).
	Exact bool
	// Approximation says why the value is not exact: a ko found by the search
	// (valued with repetitions forbidden until the loopy ko valuation takes
	// over), or the budget ran out (leaves counted statically at the depth
	// the budget allowed).
	Approximation string
	// Ko is true when the local game can repeat a position. Its value is
	// then computed from the loopy game graph (Moews ch. 2-4): KoBlack is
	// phi_L (Black has enough ko threats, Black komaster), KoWhite phi_R.
	// When they are equal the ko does not matter and Value is exact; when
	// they differ, Value is KoBlack and Exact is false: who wins the ko
	// depends on the ko threats elsewhere.
	Ko               bool
	KoBlack, KoWhite cgt.Game
	// KoBlackText and KoWhiteText print KoBlack and KoWhite in full: under
	// territory scoring a ko's phi value may carry Moews' infinitesimal
	// 1/on (phi_L(OKR[A,B]) = A + 1/on, section 4.1), which KoBlack and
	// KoWhite, being short games, leave out (see valuation/passko.go).
	KoBlackText, KoWhiteText string
	// KoThermography holds the komaster thermographs of a region whose
	// current position lies on a ko cycle (Economist's View section 2.2),
	// or nil.
	KoThermography *KoThermography
	// Nodes is the number of local positions searched.
	Nodes int
}

// Analyze computes the Analysis of the region made of points (see
// RegionGame for the contract on points). Over the budget or with a ko it
// falls back to an estimate marked Exact = false; it returns an error only
// for bad input or when ctx ends.
func Analyze(ctx context.Context, b *board.Board, points []board.Point, opt Options) (*Analysis, error) {
	s, err := newSearcher(ctx, b, points, opt)
	if err != nil {
		return nil, err
	}
	a := &Analysis{Points: append([]board.Point(nil), points...), Exact: true}
	optionDepth := -1 // depth at which the move table values options
	g, err := s.value()
	if errors.Is(err, ErrKo) {
		a.Ko = true
		s.reset()
		kg, kerr := s.koValues(opt.Ko)
		if kerr == nil {
			return a.fromKoGraph(ctx, kg, opt)
		}
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		a.Exact = false
		a.Approximation = fmt.Sprintf("ko (%v): valued with repetitions forbidden (an estimate)", kerr)
		s.reset()
		s.forbidRepeats = true
		g, err = s.value()
	}
	if errors.Is(err, ErrBudget) {
		if a.Exact {
			a.Approximation = fmt.Sprintf("budget of %d positions exhausted", s.maxNodes)
		} else {
			a.Approximation += "; budget exhausted"
		}
		a.Exact = false
		var depth int
		g, depth, err = s.boundedValue()
		a.Approximation += fmt.Sprintf(": depth-limited estimate (%d moves deep)", depth)
		optionDepth = max(depth-1, 0)
	}
	if err != nil {
		return nil, err
	}
	a.Nodes = s.nodes
	a.Value = g
	if err := a.fillFromValue(ctx, opt); err != nil {
		return nil, err
	}
	moves, err := s.moveTable(g, optionDepth, a.Exact)
	if err != nil {
		return nil, err
	}
	a.Moves = moves
	return a, nil
}

// KoThermography is the komaster view of a ko region (Economist's View
// section 2.2): the mean and temperature when Black is komaster (wins every
// ko fight: the "hat" thermograph) and when White is (the "check"
// thermograph). A ko is placid when the two means agree and hyperactive
// otherwise.
type KoThermography struct {
	Black, White                       loopy.Thermograph
	MeanBlack, MeanWhite               cgt.Rational
	TemperatureBlack, TemperatureWhite cgt.Rational
	Placid                             bool
}

// fromKoGraph fills the analysis of a region with cycles from its valued
// ko graph.
func (a *Analysis) fromKoGraph(ctx context.Context, kg *koGraph, opt Options) (*Analysis, error) {
	a.KoBlack, a.KoWhite = kg.val[0][0], kg.val[1][0]
	a.KoBlackText, a.KoWhiteText = a.KoBlack.String(), a.KoWhite.String()
	if t, ok := kg.text[0][0]; ok {
		a.KoBlackText = t
	}
	if t, ok := kg.text[1][0]; ok {
		a.KoWhiteText = t
	}
	a.Value = a.KoBlack
	a.Nodes = len(kg.nodes)
	var notes []string
	if a.KoBlackText != a.KoWhiteText {
		a.Exact = false
		notes = append(notes, fmt.Sprintf("ko: %s if Black has more ko threats, %s if White has", a.KoBlackText, a.KoWhiteText))
	}
	if kg.chineseModel {
		a.Exact = false
		notes = append(notes, "ko valued without passes (Moews' area-scoring model): its shape is not the single ko for which Moews gives the territory-scoring values")
	}
	a.Approximation = strings.Join(notes, "; ")
	if err := a.fillFromValue(ctx, opt); err != nil {
		return nil, err
	}
	if hat, check, shift, ok, err := kg.komasterThermographs(); ok && err == nil {
		kt := &KoThermography{Black: hat, White: check}
		mb, e1 := hat.Mean()
		mw, e2 := check.Mean()
		tb, e3 := hat.Temperature()
		tw, e4 := check.Temperature()
		if e1 == nil && e2 == nil && e3 == nil && e4 == nil {
			kt.MeanBlack = mb.Add(cgt.RationalFromInt(int64(shift)))
			kt.MeanWhite = mw.Add(cgt.RationalFromInt(int64(shift)))
			kt.TemperatureBlack, kt.TemperatureWhite = tb, tw
			kt.Placid = mb.Equal(mw)
			a.KoThermography = kt
		}
	}
	table := kg.rootOptions(0)
	for i := range table {
		m := &table[i]
		if m.Color == board.Black {
			m.Gain = m.Option.Mean().Sub(a.Mean)
		} else {
			m.Gain = a.Mean.Sub(m.Option.Mean())
		}
		m.Incentive, m.IncentiveExact = incentive(ctx, m.Color, m.Option, a.Value, m.Gain, true)
	}
	markBest(table)
	a.Moves = table
	return a, nil
}

// fillFromValue sets the stops, thermograph, mean, temperature, type and
// chilled value from a.Value. It stops with ctx's error within one step of
// the algebra (cgt.ThermographContext, cgt.ChillContext).
func (a *Analysis) fillFromValue(ctx context.Context, opt Options) error {
	g := a.Value
	a.LeftStop, a.RightStop = g.LeftStop(), g.RightStop()
	th, err := cgt.ThermographContext(ctx, g)
	if err != nil {
		return err
	}
	a.Thermograph = th
	a.Mean, a.Temperature = a.Thermograph.Mean(), a.Thermograph.Temperature()
	a.Type = moveType(a.Thermograph)
	if opt.Scoring == Territory {
		c, err := cgt.ChillContext(ctx, g)
		if err != nil {
			return err
		}
		a.Chilled, a.HasChilled = c, true
	}
	return nil
}

// moveType reads the sente/gote type off a thermograph.
func moveType(th *cgt.Thermograph) MoveType {
	t := th.Temperature()
	if t.Sign() <= 0 {
		return Cold
	}
	leftSente := th.LeftTemperature().Cmp(t) < 0
	rightSente := th.RightTemperature().Cmp(t) < 0
	switch {
	case leftSente && rightSente:
		return DoubleSente
	case leftSente:
		return BlackSente
	case rightSente:
		return WhiteSente
	}
	return Gote
}

// moveTable values every local move of both colours from the root position
// (whose value is g) to the given depth (-1: exactly) and marks the best
// ones. The incentives of an estimated region (exact false) are its moves'
// gains as numbers (see incentive).
func (s *searcher) moveTable(g cgt.Game, depth int, exact bool) ([]MoveValue, error) {
	_, moves := s.state.analyse()
	moves = append([]board.Point(nil), moves...)
	mean := g.Mean()
	var table []MoveValue
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range moves {
			opt, ok, err := s.optionAt(c, p, depth)
			if errors.Is(err, ErrBudget) || errors.Is(err, ErrKo) {
				// Rare: an option outside the table; its static count
				// after the move is the fallback estimate.
				opt, ok, err = s.optionAt(c, p, 0)
			}
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			mv := MoveValue{Color: c, Point: p, Option: opt}
			if c == board.Black {
				mv.Gain = opt.Mean().Sub(mean)
			} else {
				mv.Gain = mean.Sub(opt.Mean())
			}
			mv.Incentive, mv.IncentiveExact = incentive(s.ctx, c, opt, g, mv.Gain, exact)
			table = append(table, mv)
		}
	}
	markBest(table)
	return table, nil
}

// markBest marks, for each colour, the moves with the largest gain, ties
// broken by the stop the mover reaches.
func markBest(table []MoveValue) {
	for _, c := range [2]board.Color{board.Black, board.White} {
		var best *MoveValue
		better := func(m, than *MoveValue) int {
			if d := m.Gain.Cmp(than.Gain); d != 0 {
				return d
			}
			if c == board.Black {
				return m.Option.RightStop().Cmp(than.Option.RightStop())
			}
			return than.Option.LeftStop().Cmp(m.Option.LeftStop())
		}
		for i := range table {
			if table[i].Color == c && (best == nil || better(&table[i], best) > 0) {
				best = &table[i]
			}
		}
		for i := range table {
			if table[i].Color == c && best != nil && better(&table[i], best) == 0 {
				table[i].Best = true
			}
		}
	}
	sort.SliceStable(table, func(i, j int) bool {
		if table[i].Color != table[j].Color {
			return table[i].Color < table[j].Color
		}
		return table[i].Gain.Cmp(table[j].Gain) > 0
	})
}

// NumberAnalysis is the Analysis of a settled region worth the number v:
// no moves, temperature -1 or below (ONAG), exact.
func NumberAnalysis(points []board.Point, v cgt.Rational, scoring Scoring) *Analysis {
	a := &Analysis{Points: append([]board.Point(nil), points...), Value: cgt.MustNumber(v), Exact: true}
	_ = a.fillFromValue(context.Background(), Options{Scoring: scoring}) // a number: nothing to stop
	return a
}
