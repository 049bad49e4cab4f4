package decompose

import (
	"encoding/json"
	"fmt"
)

// Kind says what sort of local game a Region is. The kinds are tried in the
// order Territory, Corridor, HyperRoom, Dame, Seki, Ko, then Contested or
// TooBig; a region gets the first kind whose test it passes (see classify
// in classify.go for the exact tests).
type Kind int

const (
	// Contested is a region small enough to search (at most
	// Options.MaxRegionSize empty points) that fits no more special kind:
	// its value comes from a local search by package valuation.
	Contested Kind = iota
	// Territory is settled territory of Region.Owner: its value is a number
	// (Region.TerritoryValue, Region.AreaValue), because the opponent
	// cannot live in it (a region of pass-alive blocks passing
	// interiorRule, or by assumption: Region.Assumed).
	Territory
	// Dame is a set of empty points each of which touches safe stones of
	// both colours: no territory can be made there; its value is 0 under
	// territory scoring (a star-like tempo under area scoring).
	Dame
	// Seki is a region holding unsafe blocks of both colours, each with
	// few liberties, where neither player moving first can capture stones
	// of the other before losing stones (a bounded search: isSeki).
	Seki
	// Ko is a region whose local game reaches a simple-ko capture within
	// three local moves (a direct ko, or an approach ko with up to two
	// approach moves): its value needs the loopy theory of Moews ch. 3-4.
	Ko
	// Corridor is Moews' simplest hyper room (seeds/000 section 5.2): a
	// path of empty points, one point wide, bordered by safe stones of
	// Region.Owner (and the edge), open at one end to exactly one safe
	// stone of the opponent. Its chilled value is a coin (Moews ch. 5).
	Corridor
	// HyperRoom is Moews' hyper-Black or hyper-White room (seeds/000
	// section 5.2) that is not a plain corridor: every point touches a safe
	// stone, all bordering stones are Region.Owner's except exactly one
	// opponent stone touching one point of the room.
	HyperRoom
	// TooBig is a region with more than Options.MaxRegionSize empty points
	// that is neither territory nor dame. Fallback: it gets no local value;
	// Decomposition.Complete reports false and the caller must treat the
	// whole-board result as unresolved (or search it with a larger budget).
	TooBig
)

var kindNames = [...]string{"contested", "territory", "dame", "seki", "ko", "corridor", "hyperroom", "toobig"}

// String returns the lower-case name of the kind ("territory", "ko", ...).
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return fmt.Sprintf("kind(%d)", int(k))
	}
	return kindNames[k]
}

// MarshalJSON writes the kind as its name.
func (k Kind) MarshalJSON() ([]byte, error) { return json.Marshal(k.String()) }

// Reason says why a block of stones is treated as safe (never captured,
// whatever the opponent does locally).
type Reason int

const (
	// ReasonBenson means unconditionally alive: pass-alive by Benson's
	// algorithm (Benson 1976; Müller, "Playing it safe", 1997), alive even
	// if its owner always passes.
	ReasonBenson Reason = iota
	// ReasonSearch means proven safe by the bounded local search of search.go
	// (Müller's static safety under alternating play): whatever the
	// opponent plays in the block's enclosed regions, the owner has an
	// answer that ends in a Benson pass-alive position.
	ReasonSearch
	// ReasonAssumed means assumed safe by Options.AssumeSafeLiberties (see
	// assume.go): at least k liberties and two eyes by the documented
	// rule, not proven.
	ReasonAssumed
	// ReasonMarked means declared safe by the user: Options.Safe, or a TR
	// (triangle) mark on one of its stones in SGF input.
	ReasonMarked
	// ReasonStatic means proven safe by Müller's static rules for safety
	// under alternating play ("Playing it safe", 1997; static.go): every
	// attack in the block's regions has a local answer (miai liberties),
	// so the block keeps two liberties in two regions. A proof.
	ReasonStatic
	// ReasonJudged means the status was decided by a life-and-death search
	// in the block's area (lifedeath.go) that finished within its budget,
	// with the surrounding blocks taken as they were judged: a reading, not
	// a proof of safety.
	ReasonJudged
)

var reasonNames = [...]string{"benson", "search", "assumed", "marked", "static", "judged"}

// String returns the lower-case name of the reason.
func (r Reason) String() string {
	if r < 0 || int(r) >= len(reasonNames) {
		return fmt.Sprintf("reason(%d)", int(r))
	}
	return reasonNames[r]
}

// MarshalJSON writes the reason as its name.
func (r Reason) MarshalJSON() ([]byte, error) { return json.Marshal(r.String()) }
