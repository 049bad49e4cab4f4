package cgt

// LeftStop returns the Left stop of g: the number reached when Left starts
// and both play optimally until a number is reached (ONAG ch. 9, "Left and
// Right values"; a number's stops are itself).
func (g Game) LeftStop() Rational { return g.node().lstop }

// RightStop returns the Right stop of g (Right starts; ONAG ch. 9).
func (g Game) RightStop() Rational { return g.node().rstop }

// Outcome is the outcome class of a game (ONAG ch. 0): who wins under
// normal play according to who starts.
type Outcome int

// The four outcome classes of short games.
const (
	OutcomeP Outcome = iota // G = 0: the second player wins
	OutcomeN                // G || 0: the first player wins
	OutcomeL                // G > 0: Left wins
	OutcomeR                // G < 0: Right wins
)

// String prints the class as CGSuite does: "P", "N", "L" or "R".
func (o Outcome) String() string {
	switch o {
	case OutcomeP:
		return "P"
	case OutcomeN:
		return "N"
	case OutcomeL:
		return "L"
	case OutcomeR:
		return "R"
	}
	return "?"
}

// OutcomeClass returns g's outcome class by comparing g with 0.
func (g Game) OutcomeClass() Outcome {
	switch g.Compare(Game{}) {
	case 0:
		return OutcomeP
	case 1:
		return OutcomeL
	case -1:
		return OutcomeR
	}
	return OutcomeN
}

// LeftIncentives returns Left's incentives g^L - g, one per canonical Left
// option (Winning Ways ch. 6; ONAG ch. 9). They are not reduced.
func (g Game) LeftIncentives() []Game {
	var out []Game
	for _, gl := range g.LeftOptions() {
		out = append(out, gl.Sub(g))
	}
	return out
}

// RightIncentives returns Right's incentives g - g^R.
func (g Game) RightIncentives() []Game {
	var out []Game
	for _, gr := range g.RightOptions() {
		out = append(out, g.Sub(gr))
	}
	return out
}

// Incentives returns the incentives of both players with the dominated ones
// (those <= another incentive) removed and equal ones merged, the set
// CGSuite calls Incentives.
func (g Game) Incentives() []Game {
	all := sortGames(append(g.LeftIncentives(), g.RightIncentives()...))
	return (*bounded)(nil).maximal(all, true)
}

// IsInfinitesimal reports whether -x < g < x for every positive number x,
// that is, whether both stops are 0 (ONAG ch. 9). 0 counts as infinitesimal.
func (g Game) IsInfinitesimal() bool {
	n := g.node()
	return n.lstop.Sign() == 0 && n.rstop.Sign() == 0
}

// IsAllSmall reports whether g is all-small (dicotic all the way down):
// every follower has either no options at all or options for both players
// (Winning Ways ch. 7).
func (g Game) IsAllSmall() bool {
	seen := map[Game]bool{}
	var walk func(Game) bool
	walk = func(h Game) bool {
		if v, ok := seen[h]; ok {
			return v
		}
		l, r := h.LeftOptions(), h.RightOptions()
		ok := (len(l) == 0) == (len(r) == 0)
		for _, o := range l {
			ok = ok && walk(o)
		}
		for _, o := range r {
			ok = ok && walk(o)
		}
		seen[h] = ok
		return ok
	}
	return walk(g)
}

// IsSwitch reports whether g is a symmetric switch ±H = {H | -H}: its Right
// options are exactly the negatives of its Left options and g is not 0
// (CGSuite prints such games as "+-H").
func (g Game) IsSwitch() bool {
	n := g.node()
	if n.kind != kindGeneral || len(n.left) != len(n.right) {
		return false
	}
	neg := make([]Game, len(n.left))
	for i, gl := range n.left {
		neg[i] = gl.Neg()
	}
	neg = sortGames(neg)
	for i := range neg {
		if neg[i] != n.right[i] {
			return false
		}
	}
	return true
}
