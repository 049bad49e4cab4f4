package valuation

import (
	"fmt"

	"github.com/cgtgo/cgtgo/board"
	"github.com/cgtgo/cgtgo/cgt"
	"github.com/cgtgo/cgtgo/cgt/loopy"
)

// Kos under territory scoring (issue 7; Moews section 4.1). Passes are
// free under Japanese counting, so in a ko the player without the ko
// threats may pass instead of making a hopeless take-back: phi_L is the
// value of KOR / OKR (Right may pass) and phi_R that of KOL / OKL. Their
// values carry Moews' infinitesimal 1/on (for instance phi_L(OKR[A,B]) =
// A + 1/on), which is no short game: valuation keeps the short part
// (A here; the stops, mean and temperature are those of the short part)
// and writes the full value, with 1/on, in the ko text.
//
// Moews gives these values for the single ko of Figure 4.1 with m = 3 and
// number enders; passKo recognises exactly that shape in a cyclic
// component. Other cyclic components under territory scoring are sidled
// without passes (the Chinese-scoring model) and marked as estimates.

// passKoValue is the phi value of the ko component at one of its two
// positions.
type passKoValue struct {
	game cgt.Game
	text string
}

// passKo values the two positions of a component shaped as Moews' ko
// KO_i^3[A,B] with number enders A and B under territory scoring: one
// position (ko position 1) whose only Black move leaves the component and
// whose only White move leads to the other position (ko position 2), whose
// only Black move returns and whose only White move leaves. side 0 gives
// phi_L (White may pass: KOR/OKR), side 1 phi_R (Black may pass:
// KOL/OKL). ok is false when the component has another shape or its
// enders are not numbers. Values include the prisoner potential pi.
func passKo(nodes []koNode, comp []int, val []cgt.Game, pi map[int]int, side int) (out map[int]passKoValue, ok bool, err error) {
	if len(comp) != 2 {
		return nil, false, nil
	}
	in := func(v int) bool { return v == comp[0] || v == comp[1] }
	// shape returns (ender of Black's exit at p1, ender of White's exit
	// at p2) when p1 is ko position 1 and p2 ko position 2.
	shape := func(p1, p2 int) (a, b cgt.Game, ok bool) {
		n1, n2 := nodes[p1], nodes[p2]
		if len(n1.moves) != 2 || len(n2.moves) != 2 {
			return a, b, false
		}
		var haveA, haveB, toP2, toP1 bool
		for _, m := range n1.moves {
			switch {
			case m.color == board.Black && !in(m.to):
				a, haveA = val[m.to].Add(cgt.Int(int64(m.gain-pi[p1]))), true
			case m.color == board.White && m.to == p2:
				toP2 = true
			}
		}
		for _, m := range n2.moves {
			switch {
			case m.color == board.White && !in(m.to):
				b, haveB = val[m.to].Add(cgt.Int(int64(m.gain-pi[p2]))), true
			case m.color == board.Black && m.to == p1:
				toP1 = true
			}
		}
		return a, b, haveA && haveB && toP1 && toP2
	}
	p1, p2 := comp[0], comp[1]
	a, b, found := shape(p1, p2)
	if !found {
		p1, p2 = p2, p1
		if a, b, found = shape(p1, p2); !found {
			return nil, false, nil
		}
	}
	if _, isNum := a.NumberValue(); !isNum {
		return nil, false, nil
	}
	if _, isNum := b.NumberValue(); !isNum {
		return nil, false, nil
	}
	pass, threats := loopy.RightPass, loopy.ThreatsL
	if side == 1 {
		pass, threats = loopy.LeftPass, loopy.ThreatsR
	}
	out = map[int]passKoValue{}
	for i, p := range [2]int{p1, p2} {
		// phi of a ko shifted by an integer is phi shifted (Moews 4.1's
		// formulas are translation invariant): shift the enders by the
		// prisoner potential so that the text is the value itself.
		shift := cgt.Int(int64(pi[p]))
		k, kerr := loopy.NewKo(i+1, 3, a.Add(shift), b.Add(shift), pass)
		if kerr != nil {
			return nil, false, kerr
		}
		v, verr := loopy.PhiKo(k, loopy.BanJ, threats)
		if verr != nil {
			return nil, false, fmt.Errorf("%w: %v", errKoGraph, verr)
		}
		out[p] = passKoValue{game: v.Game, text: v.String()}
	}
	return out, true, nil
}
