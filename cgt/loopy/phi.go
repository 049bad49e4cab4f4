package loopy

import (
	"context"
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// KoBan is Moews' ko-ban rule x of phi^x (section 3.1): J (Japanese: no
// immediate return to the position just left) or N (North American
// superko: no return to any earlier position).
type KoBan int

const (
	// BanJ is the Japanese ko-ban.
	BanJ KoBan = iota
	// BanN is the North American (superko) ko-ban.
	BanN
)

// String prints J or N.
func (x KoBan) String() string {
	if x == BanN {
		return "N"
	}
	return "J"
}

// Threats is Moews' ko-threat advantage y of phi_y (section 3.2): L (Left
// has very many threats), R, LR (both have very many, Left many more), RL.
type Threats int

const (
	// ThreatsL: Left has very many ko threats (phi_L).
	ThreatsL Threats = iota
	// ThreatsR: Right has very many ko threats (phi_R).
	ThreatsR
	// ThreatsLR: both have many, Left more (phi_LR; Right's infinitely many
	// threat uses lose first).
	ThreatsLR
	// ThreatsRL: both have many, Right more (phi_RL).
	ThreatsRL
)

// String prints L, R, LR or RL.
func (y Threats) String() string {
	return [...]string{"L", "R", "LR", "RL"}[y]
}

// leftFavoured reports whether y is L or LR.
func (y Threats) leftFavoured() bool { return y == ThreatsL || y == ThreatsLR }

// Value is the value phi_y^x of a ko or sum of kos. Game is an ender; when
// Exact is false the true value differs from Game by an infinitesimal, and
// Text spells out Moews' form with the loopy infinitesimal 1/on (the game
// with positions z, w, a Right pass at z and a Left move z -> w: a positive
// infinitesimal larger than every positive infinitesimal ender, with
// 1/on + 1/on = 1/on; section 4.1), e.g. "{11+1/on|0}" whose Game is
// {11|0}. Values from Theorem 20 are also inexact: H^C_v is phi up to an
// infinitesimal ender (Text then says so).
type Value struct {
	Game  cgt.Game
	Exact bool
	Text  string
}

// String prints the value: the game itself when exact, else Text.
func (v Value) String() string {
	if v.Exact {
		return v.Game.String()
	}
	return v.Text
}

func exact(g cgt.Game) Value { return Value{Game: g, Exact: true, Text: g.String()} }

// PhiKo returns phi_y^x(k) of a single ko by the formulas of Moews section
// 4.1 (J and N agree on single kos). For kos without passes and y = L or
// LR: phi(KO_i^m[A,B]) = {..{A|}..|} (i bars) for i <= m-2 and
// {phi(KO_{m-2}^m[A,B]) | B} for i = m-1; y = R or RL by negation
// (-KO_i^m[A,B] = KO_{m-i}^m[-B,-A]). For KOR/OKR with y = L or LR and
// KOL/OKL with y = R or RL (m = 3, A and B numbers):
//
//	phi(KOR[A,B]) = {A + 1/on | B} (A >= B),  A + 1/on (A < B)
//	phi(OKR[A,B]) = A + 1/on
//	phi(KOL[A,B]) = B - 1/on
//	phi(OKL[A,B]) = B - 1/on (A < B),  {A | B - 1/on} (A >= B)
//
// The other combinations (a pass for the player with more threats) are
// not modelled by Moews and return an error.
func PhiKo(k Ko, x KoBan, y Threats) (Value, error) {
	if k.M < 3 || k.M > maxKoLength || k.I < 1 || k.I > k.M-1 {
		return Value{}, fmt.Errorf("phi: bad ko shape m=%d i=%d", k.M, k.I)
	}
	switch k.Passes {
	case NoPass:
		if y.leftFavoured() {
			return exact(phiLeftPlain(k)), nil
		}
		return exact(phiLeftPlain(k.Neg()).Neg()), nil
	case RightPass:
		if !y.leftFavoured() {
			return Value{}, fmt.Errorf("phi_%s of %s: Right may pass only when Left has the ko-threat advantage (Moews 4.1)", y, k)
		}
	case LeftPass:
		if y.leftFavoured() {
			return Value{}, fmt.Errorf("phi_%s of %s: Left may pass only when Right has the ko-threat advantage (Moews 4.1)", y, k)
		}
	}
	if k.M != 3 {
		return Value{}, fmt.Errorf("phi_%s of %s: Moews gives pass kos only for m = 3", y, k)
	}
	a, okA := k.A.NumberValue()
	b, okB := k.B.NumberValue()
	if !okA || !okB {
		return Value{}, fmt.Errorf("phi_%s of %s: kos with passes need numbers A and B", y, k)
	}
	A, B := k.A, k.B
	plusOn := func(x cgt.Rational) string {
		if x.Sign() == 0 {
			return "1/on"
		}
		return x.String() + "+1/on"
	}
	minusOn := func(x cgt.Rational) string {
		if x.Sign() == 0 {
			return "-1/on"
		}
		return x.String() + "-1/on"
	}
	switch {
	case k.Passes == RightPass && k.I == 2 && a.Cmp(b) >= 0:
		return Value{Game: sw(A, B), Text: "{" + plusOn(a) + "|" + b.String() + "}"}, nil
	case k.Passes == RightPass:
		return Value{Game: A, Text: plusOn(a)}, nil
	case k.Passes == LeftPass && k.I == 1 && a.Cmp(b) >= 0:
		return Value{Game: sw(A, B), Text: "{" + a.String() + "|" + minusOn(b) + "}"}, nil
	default: // KOL, or OKL with A < B
		return Value{Game: B, Text: minusOn(b)}, nil
	}
}

func sw(l, r cgt.Game) cgt.Game { return cgt.NewGame([]cgt.Game{l}, []cgt.Game{r}) }

// phiLeftPlain is phi_L(KO_i^m[A,B]) for a ko without passes.
func phiLeftPlain(k Ko) cgt.Game {
	g := k.A
	top := k.I
	if k.I == k.M-1 {
		top = k.M - 2
	}
	for j := 0; j < top; j++ {
		g = cgt.NewGame([]cgt.Game{g}, nil)
	}
	if k.I == k.M-1 {
		g = sw(g, k.B)
	}
	return g
}

// Phi returns phi_y^x of a sum of kos plus an ender, choosing the method:
//
//   - no kos: the ender;
//   - one ko: PhiKo plus the ender (Theorem 5: phi of a history-independent
//     game plus an ender);
//   - plain kos meeting Theorem 15 (integers, A >= -1, common m): H_v + M
//     for y = L, LR and -H_v(-s) for y = R, RL (exact, J and N);
//   - kos KOR (y = L, LR) with numbers: H^C_v + M (Theorem 20, up to an
//     infinitesimal), and symmetrically KOL for y = R, RL;
//   - otherwise sidling (Sidler, with x as its ko-ban) with ctx and
//     budget; y = LR and RL give the same value as L and R (for J by
//     Corollary 7, kos having no bad J loops; for N sidling computes
//     phi_L^N and phi_R^N, whose outcomes equal those of phi_LR^N and
//     phi_RL^N by Theorem 9).
func Phi(ctx context.Context, s Sum, x KoBan, y Threats, budget int) (Value, error) {
	switch len(s.Kos) {
	case 0:
		return exact(s.Ender), nil
	case 1:
		v, err := PhiKo(s.Kos[0], x, y)
		if err != nil {
			return Value{}, err
		}
		return addEnder(v, s.Ender), nil
	}
	allPlain, allR, allL := true, true, true
	for _, k := range s.Kos {
		allPlain = allPlain && k.Passes == NoPass
		allR = allR && k.Passes == RightPass
		allL = allL && k.Passes == LeftPass
	}
	if allPlain {
		var g cgt.Game
		var err error
		if y.leftFavoured() {
			g, err = HSum(s)
		} else {
			g, err = HSumRight(s)
		}
		if err == nil {
			return exact(g), nil
		}
		side := LeftThreats
		if !y.leftFavoured() {
			side = RightThreats
		}
		sl := NewSidler(budget)
		sl.Ban = x
		g, serr := sl.Sidle(ctx, s, side)
		if serr != nil {
			return Value{}, errors.Join(err, serr)
		}
		return exact(g), nil
	}
	if allR && y.leftFavoured() {
		g, err := HCSum(s)
		if err != nil {
			return Value{}, err
		}
		return Value{Game: g, Text: g.String() + " (up to an infinitesimal; Theorem 20)"}, nil
	}
	if allL && !y.leftFavoured() {
		g, err := HCSum(s.Neg())
		if err != nil {
			return Value{}, err
		}
		g = g.Neg()
		return Value{Game: g, Text: g.String() + " (up to an infinitesimal; Theorem 20)"}, nil
	}
	return Value{}, fmt.Errorf("phi_%s^%s of %s: mixed pass kinds are not supported", y, x, s)
}

// addEnder returns v + e.
func addEnder(v Value, e cgt.Game) Value {
	if e == cgt.Zero() {
		return v
	}
	g := v.Game.Add(e)
	if v.Exact {
		return exact(g)
	}
	return Value{Game: g, Text: v.Text + " + " + e.String()}
}
