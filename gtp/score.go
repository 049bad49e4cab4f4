package gtp

import (
	"fmt"
	"strings"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/engine/api"
)

// CountAsItStands counts b as it stands with board.Score: no stone is
// taken as dead, an empty region touching one colour only is that
// colour's territory (with board.Score's seki convention under territory
// scoring), and the margin is Black's total minus White's minus komi
// (exact, so that any komi a controller sends is honoured). It is exact
// for a finished game whose dead stones were removed, and only an
// estimate before that: it is not an endgame analysis.
func CountAsItStands(b *board.Board, s board.Scoring, komi cgt.Rational) (board.Result, cgt.Rational) {
	r, err := board.Score(b, nil, s, 0)
	if err != nil { // impossible without dead stones; keep the zero count
		return board.Result{Scoring: s}, komi.Neg()
	}
	return r, api.Margin(r, komi)
}

// RegionOwners returns, for every point, the colour whose territory it is
// when the board is counted as it stands: for an empty point, the only
// colour its empty region touches (board.Empty if it touches both or
// none); for a stone, board.Empty.
func RegionOwners(b *board.Board) []board.Color {
	return board.EmptyRegionsOf(b).Owner
}

// ScoreString writes a margin for Black in the form of final_score and
// SGF RE: "B+2.5", "W+31", "0" for a draw. Margins that are not multiples
// of 1/2 are written as fractions ("B+1/3").
func ScoreString(margin cgt.Rational) string {
	switch margin.Sign() {
	case 0:
		return "0"
	case 1:
		return "B+" + decimalString(margin)
	}
	return "W+" + decimalString(margin.Neg())
}

// decimalString prints a non-negative rational as a decimal when its
// denominator is 1 or 2 ("3", "2.5") and as a fraction otherwise.
func decimalString(r cgt.Rational) string {
	if r.IsInteger() {
		return r.String()
	}
	if r.Denom().Int64() == 2 {
		return r.Floor().String() + ".5"
	}
	return r.String()
}

// FormatDecimal prints a rational such as a komi: "6.5", "-3", "0", or a
// fraction when it is not a multiple of 1/2.
func FormatDecimal(r cgt.Rational) string {
	if r.Sign() < 0 {
		return "-" + decimalString(r.Neg())
	}
	return decimalString(r)
}

// ParseScore reads a final_score answer ("B+2.5", "W+31", "0", "B+R"
// excluded) as Black's margin.
func ParseScore(s string) (cgt.Rational, error) {
	s = strings.TrimSpace(s)
	if s == "0" || strings.EqualFold(s, "draw") {
		return cgt.RationalFromInt(0), nil
	}
	if len(s) < 3 || s[1] != '+' {
		return cgt.Rational{}, fmt.Errorf("bad score %q", s)
	}
	v, err := cgt.ParseRational(s[2:])
	if err != nil {
		return cgt.Rational{}, fmt.Errorf("bad score %q: %w", s, err)
	}
	switch s[0] {
	case 'B', 'b':
		return v, nil
	case 'W', 'w':
		return v.Neg(), nil
	}
	return cgt.Rational{}, fmt.Errorf("bad score %q", s)
}

// ParseKomi reads a komi as GTP komi and SGF KM give it: a decimal or integer number, optionally signed,
// of reasonable size (|komi| <= 1000).
func ParseKomi(s string) (cgt.Rational, error) {
	if strings.Contains(s, "/") {
		return cgt.Rational{}, fmt.Errorf("komi %q is not a decimal number", s)
	}
	k, err := cgt.ParseRational(s)
	if err != nil {
		return cgt.Rational{}, fmt.Errorf("komi: %w", err)
	}
	if k.Cmp(cgt.RationalFromInt(1000)) > 0 || k.Cmp(cgt.RationalFromInt(-1000)) < 0 {
		return cgt.Rational{}, fmt.Errorf("komi %s is out of range", s)
	}
	return k, nil
}
