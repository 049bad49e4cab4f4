package loopy

import (
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// Passes says which player, if any, may pass (move from a ko position to
// itself) in a ko: Moews section 4.1's KOL (Left passes) and KOR (Right
// passes), used for Japanese scoring.
type Passes int

const (
	// NoPass: the plain kos KO, OK, KO_i^m (Chinese scoring).
	NoPass Passes = iota
	// LeftPass: KOL, OKL, KOL_i^m.
	LeftPass
	// RightPass: KOR, OKR, KOR_i^m.
	RightPass
)

// Ko is Moews' ko KO_i^m[A, B] (section 4.1, Figure 4.1): besides the
// positions of A and B it has positions 1, ..., m-1, moves for Right from j
// to j+1 and for Left from j+1 to j (j = 1, ..., m-2), a Left move from 1 to
// A, a Right move from m-1 to B, start position I, and all infinite plays
// drawn. KO[A,B] = KO_2^3[A,B] and OK[A,B] = KO_1^3[A,B]. With Passes set,
// every position 1..m-1 also has a pass for that player (KOL / KOR).
// A and B are enders (short games). Ko values are immutable.
type Ko struct {
	M, I   int
	A, B   cgt.Game
	Passes Passes
}

// maxKoLength bounds m so that graphs and recursions stay small.
const maxKoLength = 64

// NewKo returns KO_i^m[A,B] with the given passes, checking
// 3 <= m <= 64 and 1 <= i <= m-1.
func NewKo(i, m int, a, b cgt.Game, p Passes) (Ko, error) {
	if m < 3 || m > maxKoLength {
		return Ko{}, fmt.Errorf("ko length m = %d out of range 3..%d", m, maxKoLength)
	}
	if i < 1 || i > m-1 {
		return Ko{}, fmt.Errorf("ko start position i = %d out of range 1..%d", i, m-1)
	}
	if p < NoPass || p > RightPass {
		return Ko{}, fmt.Errorf("bad pass kind %d", p)
	}
	return Ko{M: m, I: i, A: a, B: b, Passes: p}, nil
}

// KO returns KO[A,B] = KO_2^3[A,B] (Moews 4.1).
func KO(a, b cgt.Game) Ko { return Ko{M: 3, I: 2, A: a, B: b} }

// OK returns OK[A,B] = KO_1^3[A,B] (Moews 4.1).
func OK(a, b cgt.Game) Ko { return Ko{M: 3, I: 1, A: a, B: b} }

// KOL returns KOL[A,B]: KO[A,B] where Left may pass (Moews 4.1).
func KOL(a, b cgt.Game) Ko { return Ko{M: 3, I: 2, A: a, B: b, Passes: LeftPass} }

// KOR returns KOR[A,B]: KO[A,B] where Right may pass (Moews 4.1).
func KOR(a, b cgt.Game) Ko { return Ko{M: 3, I: 2, A: a, B: b, Passes: RightPass} }

// OKL returns OKL[A,B]: OK[A,B] where Left may pass (Moews 4.1).
func OKL(a, b cgt.Game) Ko { return Ko{M: 3, I: 1, A: a, B: b, Passes: LeftPass} }

// OKR returns OKR[A,B]: OK[A,B] where Right may pass (Moews 4.1).
func OKR(a, b cgt.Game) Ko { return Ko{M: 3, I: 1, A: a, B: b, Passes: RightPass} }

// Neg returns the ko with Left and Right exchanged:
// -KO_i^m[A,B] = KO_{m-i}^m[-B,-A], with KOL and KOR exchanged.
func (k Ko) Neg() Ko {
	p := k.Passes
	switch p {
	case LeftPass:
		p = RightPass
	case RightPass:
		p = LeftPass
	}
	return Ko{M: k.M, I: k.M - k.I, A: k.B.Neg(), B: k.A.Neg(), Passes: p}
}

// Points returns L - M for a ko whose enders are numbers plus
// infinitesimals A = L + delta, B = M + epsilon: an (L-M)-point ko
// (Moews 4.1). ok is false when A or B is not a number plus an
// infinitesimal (its stops differ).
func (k Ko) Points() (cgt.Rational, bool) {
	l, ok1 := numberPart(k.A)
	m, ok2 := numberPart(k.B)
	if !ok1 || !ok2 {
		return cgt.Rational{}, false
	}
	return l.Sub(m), true
}

// MeanValue is Moews' mean value (i*M + (m-i)*L)/m of an (L-M)-point ko.
func (k Ko) MeanValue() (cgt.Rational, bool) {
	l, ok1 := numberPart(k.A)
	m, ok2 := numberPart(k.B)
	if !ok1 || !ok2 {
		return cgt.Rational{}, false
	}
	num := m.Mul(cgt.RationalFromInt(int64(k.I))).Add(l.Mul(cgt.RationalFromInt(int64(k.M - k.I))))
	return num.Quo(cgt.RationalFromInt(int64(k.M))), true
}

// numberPart returns x when g = x + (an infinitesimal), i.e. when both
// stops of g equal x.
func numberPart(g cgt.Game) (cgt.Rational, bool) {
	l, r := g.LeftStop(), g.RightStop()
	return l, l.Equal(r)
}

// String prints the ko in Moews' notation: KO[7,0], OK[1,0], KOR[11,0],
// KO_2^4[5,0].
func (k Ko) String() string {
	suffix := ""
	switch k.Passes {
	case LeftPass:
		suffix = "L"
	case RightPass:
		suffix = "R"
	}
	args := "[" + fmt.Sprint(k.A) + "," + fmt.Sprint(k.B) + "]"
	if k.M == 3 {
		if k.I == 2 {
			return "KO" + suffix + args
		}
		return "OK" + suffix + args
	}
	return fmt.Sprintf("KO%s_%d^%d%s", suffix, k.I, k.M, args)
}

// Sum is a sum of kos plus an ender (a short game): the games Theorems 15
// and 20 and sidling evaluate.
type Sum struct {
	Kos   []Ko
	Ender cgt.Game
}

// Neg returns the negative of the sum.
func (s Sum) Neg() Sum {
	out := Sum{Ender: s.Ender.Neg(), Kos: make([]Ko, len(s.Kos))}
	for i, k := range s.Kos {
		out.Kos[i] = k.Neg()
	}
	return out
}

// String prints the sum as "KO[7,0] + KO[1,0] + 3".
func (s Sum) String() string {
	out := ""
	for i, k := range s.Kos {
		if i > 0 {
			out += " + "
		}
		out += k.String()
	}
	if s.Ender != cgt.Zero() || len(s.Kos) == 0 {
		if out != "" {
			out += " + "
		}
		out += fmt.Sprint(s.Ender)
	}
	return out
}
