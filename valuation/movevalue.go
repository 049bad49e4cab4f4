package valuation

import "github.com/cgtgo/cgtgo/cgt"

// BiggestMoveValue is the value of a region's biggest move as Go players count
// it. Miai is the value in miai counting: the temperature of the region
// (Economist's View section 2; ONAG ch. 9), which is what a gote move
// gains on average and what a sente move gains outright; 0 when no move
// gains (a number or an infinitesimal such as a dame). Swing is twice it:
// the deiri count in which published endgame problems give their answers
// (the difference between Black and White playing first, for a gote move
// with settled followers). Type says who keeps sente.
//
// A region whose position lies on a ko cycle is read from its komaster
// thermographs (Economist's View 2.2): they do not depend on who has the
// ko threats when Black's and White's agree; when they disagree Single is
// false and Miai is Black's.
type BiggestMoveValue struct {
	Miai, Swing cgt.Rational
	Type        MoveType
	// Single is false for a ko whose komaster temperatures disagree.
	Single bool
}

// BiggestMove returns the BiggestMoveValue of a.
func BiggestMove(a *Analysis) BiggestMoveValue {
	t := a.Temperature
	single := true
	if kt := a.KoThermography; kt != nil {
		t = kt.TemperatureBlack
		single = kt.TemperatureBlack.Equal(kt.TemperatureWhite)
	}
	if t.Sign() < 0 {
		t = cgt.RationalFromInt(0)
	}
	return BiggestMoveValue{Miai: t, Swing: t.Add(t), Type: a.Type, Single: single}
}

// String writes the value as Go players say it: "2 points in gote",
// "1 1/2 points in sente for Black (reverse sente for White)", "no move
// gains points".
func (m BiggestMoveValue) String() string {
	if m.Miai.Sign() == 0 {
		return "no move gains points"
	}
	x := m.Miai.MixedString() + " points"
	if m.Miai.Equal(cgt.RationalFromInt(1)) {
		x = "1 point"
	}
	switch m.Type {
	case BlackSente:
		return x + " in sente for Black (reverse sente for White)"
	case WhiteSente:
		return x + " in sente for White (reverse sente for Black)"
	case DoubleSente:
		return x + " in double sente"
	}
	return x + " in gote"
}
