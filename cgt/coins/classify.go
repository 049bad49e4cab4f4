package coins

import (
	"errors"
	"fmt"

	"github.com/cgtgo/cgtgo/cgt"
)

// State is a state of Moews' four-state machine (section 5.1.3): 1, -1, 2
// or -2. States 2 and -2 are absorbing; 2 favours Right and -2 Left.
type State int8

// next returns the state after feeding segment s into the machine in state
// st (section 5.1.3): from state 1, class alpha stays in 1, delta goes to 2,
// beta to -2 and gamma to -1; from state -1 a segment whose negative has
// class X goes to the negative of where X goes from 1; 2 and -2 stay.
func (st State) next(s Segment) State {
	switch st {
	case 1:
		return fromOne(s.Class)
	case -1:
		return -fromOne(s.negClass())
	}
	return st
}

// fromOne is the transition out of state 1.
func fromOne(c Class) State {
	switch c {
	case Alpha:
		return 1
	case Delta:
		return 2
	case Beta:
		return -2
	}
	return -1 // Gamma
}

// Classification is the classification of an infinitesimal position for the
// player who moves first, as in Table 5.1 and Theorem 21 (section 5.1.3).
type Classification struct {
	// First is the player who moves first.
	First Player
	// AtomicWeight is the position's atomic weight: the sum of its terms'
	// atomic weights (Figure 5.1).
	AtomicWeight int
	// Start and End are the state machine's start and end states, set when
	// Table 5.1 needs the machine: atomic weight 0, -1 with Left first, or 1
	// with Right first (otherwise both are 0, the outcome being settled by
	// the atomic weight: cases A, -A, J, -J). The machine starts in -1 for
	// atomic weight -1, in 1 for atomic weight 1, and for atomic weight 0 in
	// -1 when Right starts and in 1 when Left starts, the rows of Table 5.1.
	Start, End State
	// Tiny are the tiny segments, least desirable (lowest value) first.
	Tiny []Segment
	// Segments are the small and big segments and *, least desirable first,
	// in the order they are fed to the state machine.
	Segments []Segment
	// TinyAdvantage is the player with the tiny advantage (TA), or 0.
	TinyAdvantage Player
	// Case is the label of the row of Table 5.1 and of the proof of
	// Theorem 21: "A" to "J" when Right starts, "-A" to "-J" when Left
	// starts.
	Case string
	// Wins reports whether First wins moving first (Table 5.1).
	Wins bool
	// Crucial is the index in Segments (cases D, E, H, I and negatives:
	// the segment that sent the machine to 2 or -2) or, when CrucialTiny is
	// set, in Tiny (cases B, F and negatives, when the least desirable tiny
	// segment is only weakly someone's); -1 if no segment is crucial.
	Crucial     int
	CrucialTiny bool
}

// CrucialTerm returns the crucial term, the least desirable term of the
// crucial segment, and whether there is one (section 5.1.3).
func (c Classification) CrucialTerm() (Coin, bool) {
	switch {
	case c.Crucial < 0:
		return Coin{}, false
	case c.CrucialTiny:
		return c.Tiny[c.Crucial].LDT, true
	}
	return c.Segments[c.Crucial].LDT, true
}

// errNotInfinitesimal is wrapped when Table 5.1 is asked about a position
// with switch terms or numbers.
var errNotInfinitesimal = errors.New("position is not infinitesimal (it has switch terms or numbers not summing to 0)")

// Classify classifies the infinitesimal position p for player first moving
// first, by Table 5.1 of Moews section 5.1.3 (Theorem 21): atomic weight,
// state machine over the segments, tiny advantage, case letter and outcome.
// Cancelling pairs are removed first, and numbers summing to 0 are
// ignored. It fails if p is invalid, not
// infinitesimal, or its monetary values are not totally ordered.
func Classify(p Position, first Player) (Classification, error) {
	if !first.valid() {
		return Classification{}, fmt.Errorf("classify: invalid player %d", first)
	}
	if err := p.Validate(); err != nil {
		return Classification{}, fmt.Errorf("classify: %w", err)
	}
	q, ok := infinitesimalPart(p.Normalize())
	if !ok {
		return Classification{}, fmt.Errorf("classify: %w", errNotInfinitesimal)
	}
	ranks, err := valueRanks(q)
	if err != nil {
		return Classification{}, fmt.Errorf("classify: %w", err)
	}
	return classifyNormalized(q, ranks, first), nil
}

// classifyNormalized is Classify on a validated, normalized, infinitesimal
// position.
func classifyNormalized(q Position, ranks map[cgt.Game]int, first Player) Classification {
	cl := Classification{First: first, Crucial: -1}
	cl.Tiny, cl.Segments = segments(q, ranks)
	for _, c := range q {
		w, _ := c.AtomicWeight()
		cl.AtomicWeight += w
	}
	cl.TinyAdvantage = tinyAdvantage(cl.Tiny, cl.Segments)
	aw := cl.AtomicWeight
	switch {
	case aw <= -2 || (aw == -1 && first == Right):
		// Right wins moving first (A); Left loses moving first (-J).
		cl.Wins = first == Right
		cl.Case = map[Player]string{Right: "A", Left: "-J"}[first]
		return cl
	case aw >= 2 || (aw == 1 && first == Left):
		// Left wins moving first (-A); Right loses moving first (J).
		cl.Wins = first == Left
		cl.Case = map[Player]string{Right: "J", Left: "-A"}[first]
		return cl
	}
	start := State(1)
	if aw < 0 || (aw == 0 && first == Right) {
		start = -1
	}
	st, crucial := start, -1
	for i, s := range cl.Segments {
		nst := st.next(s)
		if (nst == 2 || nst == -2) && st != nst {
			crucial = i
		}
		st = nst
	}
	cl.Start, cl.End = start, st
	letter, wins := tableRow(aw, st, first, cl.TinyAdvantage)
	cl.Case, cl.Wins = letter, wins
	switch letter {
	case "D", "E", "H", "I", "-D", "-E", "-H", "-I":
		cl.Crucial = crucial
	case "B", "F", "-B", "-F":
		if len(cl.Tiny) > 0 {
			if red, blue := cl.Tiny[0].counts(); red == blue {
				cl.Crucial, cl.CrucialTiny = 0, true
			}
		}
	}
	return cl
}

// tableRow looks up Table 5.1 for atomic weight aw in {-1, 0, 1} (with the
// player the table settles by the machine), end state end and tiny
// advantage ta: the case letter and whether first wins moving first.
func tableRow(aw int, end State, first Player, ta Player) (string, bool) {
	if first == Right {
		// Rows for atomic weight 0 (B-E) and 1 (F-I).
		base := "BCDE"
		if aw == 1 {
			base = "FGHI"
		}
		switch end {
		case -1:
			if ta == Right {
				return base[0:1], true
			}
			return base[1:2], false
		case 2:
			return base[2:3], true
		default: // -2
			return base[3:4], false
		}
	}
	// Left first: atomic weight 0 (-B..-E) and -1 (-F..-I).
	base := "BCED"
	if aw == -1 {
		base = "FGIH"
	}
	switch end {
	case 1:
		if ta == Left {
			return "-" + base[0:1], true
		}
		return "-" + base[1:2], false
	case 2:
		return "-" + base[2:3], false
	default: // -2
		return "-" + base[3:4], true
	}
}

// tinyAdvantage returns the player with the tiny advantage (section 5.1.3):
// Right has it if the least desirable tiny segment is strongly Right's (more
// -_x's than +_x's) and its value is at most every small segment's value, or
// weakly Right's (as many of each, Right has the LDTA) and its value is
// below every small segment's value; likewise for Left.
func tinyAdvantage(tiny, other []Segment) Player {
	if len(tiny) == 0 {
		return 0
	}
	t := tiny[0]
	minSmall := -1
	for _, s := range other {
		if s.Kind == KindSmall && (minSmall < 0 || s.rank < minSmall) {
			minSmall = s.rank
		}
	}
	red, blue := t.counts()
	var owner Player
	strong := true
	switch {
	case blue > red:
		owner = Right
	case red > blue:
		owner = Left
	default:
		owner, strong = t.LDTA(), false
	}
	if minSmall < 0 || t.rank < minSmall || (strong && t.rank == minSmall) {
		return owner
	}
	return 0
}

// Outcome returns the outcome class Table 5.1 predicts for the
// infinitesimal position p (Theorem 21): OutcomeL if Left wins whoever
// starts, OutcomeR if Right does, OutcomeN if the first player wins and
// OutcomeP if the second player wins. It fails as Classify does.
func Outcome(p Position) (cgt.Outcome, error) {
	left, err := Classify(p, Left)
	if err != nil {
		return 0, err
	}
	right, err := Classify(p, Right)
	if err != nil {
		return 0, err
	}
	switch {
	case left.Wins && right.Wins:
		return cgt.OutcomeN, nil
	case left.Wins:
		return cgt.OutcomeL, nil
	case right.Wins:
		return cgt.OutcomeR, nil
	}
	return cgt.OutcomeP, nil
}
