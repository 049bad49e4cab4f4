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

// ValueKind says what a region's value is: how far it can be trusted.
type ValueKind int8

const (
	// ValueCanonical: the exact canonical game.
	ValueCanonical ValueKind = iota
	// ValueKomaster: a ko that matters; KoBlack and KoWhite are the exact
	// values when Black, respectively White, is komaster (bounds of the
	// real value, whatever the ko threats).
	ValueKomaster
	// ValueThermograph: the exact thermograph (stops, mean, temperature)
	// of a game whose canonical form was too big; Value is not exact.
	ValueThermograph
	// ValueEstimate: an estimate (depth-limited search, or a cycle that
	// could not be valued).
	ValueEstimate
)

// String names the kind as reports print it.
func (k ValueKind) String() string {
	switch k {
	case ValueCanonical:
		return "canonical"
	case ValueKomaster:
		return "komaster"
	case ValueThermograph:
		return "thermograph"
	}
	return "estimate"
}

// MoveValue describes one local move.
type MoveValue struct {
	Color board.Color
	Point board.Point
	// Option is the region's value after the move (prisoners included);
	// in a region whose kos matter (Analysis.Kind ValueKomaster), its value
	// when Black is komaster, and OptionKoWhite its value when White is.
	Option        cgt.Game
	OptionKoWhite cgt.Game
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
	// Kind says what Value is: the canonical game, exact komaster values,
	// an exact thermograph, or an estimate. Exact is Kind ==
	// ValueCanonical.
	Kind ValueKind
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
	// koGraph is the graph of the local positions that reach a cycle
	// (see KoGraph), when Ko.
	koGraph *KoGraph
	// Nodes is the number of local positions searched.
	Nodes int
}

// Analyze computes the Analysis of the region made of points (see
// RegionGame for the contract on points). Over the budget or with a ko it
// cannot value it falls back to an estimate marked Exact = false; it returns
// an error only for bad input or when ctx ends.
func Analyze(ctx context.Context, b *board.Board, points []board.Point, opt Options) (*Analysis, error) {
	rs, err := newRegionSearch(ctx, b, points, opt)
	if err != nil {
		return nil, err
	}
	a := &Analysis{Points: append([]board.Point(nil), points...), Exact: true}
	v, err := rs.solve(rs.wholePart())
	if err == nil {
		a.Nodes = rs.nodes
		if err := a.fromValue(ctx, rs, v, opt); err != nil {
			return nil, err
		}
		return a, nil
	}
	if cerr := ctx.Err(); cerr != nil {
		return nil, cerr
	}
	switch {
	case errors.Is(err, errKoGraph):
		a.Ko = true
		a.Approximation = fmt.Sprintf("ko (%v): valued with repetitions forbidden (an estimate)", err)
	case errors.Is(err, ErrBudget):
		a.Approximation = fmt.Sprintf("budget of %d positions exhausted", rs.maxNodes)
		if errors.Is(err, errCycleBudget) {
			a.Approximation = fmt.Sprintf("budget of %d cyclic components exhausted", rs.maxCycles())
		}
	default:
		return nil, err
	}
	a.Exact, a.Kind = false, ValueEstimate
	est := newEstimator(rs)
	g, depth, err := est.bounded()
	if err != nil {
		return nil, err
	}
	if depth < est.full {
		a.Approximation += fmt.Sprintf(": depth-limited estimate (%d moves deep)", depth)
	}
	a.Nodes = rs.nodes
	a.Value = g
	if err := a.fillFromValue(ctx, opt); err != nil {
		return nil, err
	}
	moves, err := est.moveTable(g, max(depth-1, 0))
	if err != nil {
		return nil, err
	}
	a.Moves = moves
	return a, nil
}

// fromValue fills the analysis from the exact search's value of the root.
func (a *Analysis) fromValue(ctx context.Context, rs *regionSearch, v koValue, opt Options) error {
	a.Value = v.vals[0]
	var notes []string
	if v.loopy {
		a.Ko = true
		a.KoBlack, a.KoWhite = v.vals[0], v.vals[1]
		a.KoBlackText, a.KoWhiteText = a.KoBlack.String(), a.KoWhite.String()
		if v.text(0) != "" {
			a.KoBlackText = v.text(0)
		}
		if v.text(1) != "" {
			a.KoWhiteText = v.text(1)
		}
		if a.KoBlackText != a.KoWhiteText {
			a.Exact, a.Kind = false, ValueKomaster
			notes = append(notes, fmt.Sprintf("ko: %s if Black has more ko threats, %s if White has", a.KoBlackText, a.KoWhiteText))
		}
	}
	if v.note() != "" {
		a.Exact, a.Kind = false, ValueEstimate
		notes = append(notes, v.note())
	}
	a.Approximation = strings.Join(notes, "; ")
	if err := a.fillFromValue(ctx, opt); err != nil {
		return err
	}
	if v.loopy {
		// The graph the ko fight search of package strategy plays on;
		// without it a ko is played by its komaster values.
		if g, err := rs.koGraph(); err == nil {
			g.Estimated = rs.lifeUndecided > 0
			a.koGraph = g
		} else if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		// The komaster view of the whole local game (komaster_all.go);
		// the root's own cyclic component below when it cannot be had.
		if kt, typ, agree, err := rs.rootKoThermography(ctx); err == nil {
			a.KoThermography = kt
			if agree {
				a.Type = typ
			}
		} else if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
	}
	if hat, check, shift, ok, err := rs.komasterThermographs(rs.key(rs.wholePart())); a.KoThermography == nil && ok && err == nil {
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
	edges, err := rs.rootMoves(rs.wholePart())
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		// The table is full of the root's followers: this is rare (the
		// options are searched with the root); leave the moves out.
		a.Approximation = joinNotes(a.Approximation, fmt.Sprintf("move table incomplete (%v)", err))
		return nil
	}
	var table []MoveValue
	incentives := incentiveTable{ctx: ctx}
	for _, e := range edges {
		m := MoveValue{Color: e.color, Point: rs.lb.pts[e.point], Option: e.val.vals[0], OptionKoWhite: e.val.vals[1]}
		if m.Color == board.Black {
			m.Gain = m.Option.Mean().Sub(a.Mean)
		} else {
			m.Gain = a.Mean.Sub(m.Option.Mean())
		}
		m.Incentive, m.IncentiveExact = incentives.of(m.Color, m.Option, a.Value, m.Gain, a.Exact || v.note() == "")
		if err := ctx.Err(); err != nil {
			return err
		}
		table = append(table, m)
	}
	markBest(table)
	a.Moves = table
	return nil
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
	return senteType(th.LeftTemperature().Cmp(t) < 0, th.RightTemperature().Cmp(t) < 0)
}

// senteType is the type of a hot region whose Left (Black) and Right
// (White) walls are or are not vertical just below the temperature.
func senteType(leftSente, rightSente bool) MoveType {
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
