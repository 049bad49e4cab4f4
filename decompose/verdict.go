package decompose

import (
	"encoding/json"
	"fmt"

	"github.com/cgtgo/cgtgo/board"
)

// Status is the life-and-death verdict on a block of stones.
type Status int8

const (
	// StatusAlive means the block is never captured: its owner can keep it on the
	// board whatever the opponent does, answering locally.
	StatusAlive Status = iota
	// StatusDead means the block cannot live even if its owner moves first in its
	// area: it is removed at the end of the game as the opponent's
	// prisoners (territory scoring) and its points count for the opponent.
	StatusDead
	// StatusSeki means neither side can approach: whoever plays first in the
	// shared liberties loses stones, so the blocks stay on the board without
	// two eyes. Under territory scoring their eyes count for nobody.
	StatusSeki
	// StatusUnsettled means the block lives if its owner moves first in its area
	// and dies if the opponent does (or the search could not decide): its
	// area is one region whose value the analyzer computes.
	StatusUnsettled
)

var statusNames = [...]string{"alive", "dead", "seki", "unsettled"}

// String returns "alive", "dead", "seki" or "unsettled".
func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return fmt.Sprintf("status(%d)", int(s))
	}
	return statusNames[s]
}

// MarshalJSON writes the status as its name.
func (s Status) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// Verdict is the status of a block with the reason it rests on.
type Verdict struct {
	Status Status
	// Reason says how the status was decided: ReasonMarked (the user),
	// ReasonBenson or ReasonSearch (a proof of safety: never wrong),
	// ReasonStatic (Müller's static rules, a proof too), ReasonJudged (a
	// life-and-death search inside the block's area that finished within
	// its budget) or ReasonAssumed (the documented rule of thumb, where no
	// search could decide).
	Reason Reason
}

// Proved reports whether the verdict is a proof of safety (Benson, the
// static rules or the safety search), as opposed to a judgement, a mark or
// an assumption.
func (v Verdict) Proved() bool {
	return v.Status == StatusAlive && (v.Reason == ReasonBenson || v.Reason == ReasonSearch || v.Reason == ReasonStatic)
}

// String writes the verdict as "dead (judged)".
func (v Verdict) String() string { return v.Status.String() + " (" + v.Reason.String() + ")" }

// BlockVerdict is the verdict on one block.
type BlockVerdict struct {
	// ID is the index of the block in Life.Blocks.
	ID     int
	Color  board.Color
	Stones []board.Point
	// Liberties are the empty points next to the block.
	Liberties []board.Point
	Verdict
}

// Life is the life-and-death judgement of every block of a position.
type Life struct {
	Size   int
	Blocks []BlockVerdict
	// Notes says what the judgement could not settle, one line each.
	Notes []string

	blockAt []int
}

// BlockAt returns the index in Blocks of the block holding a stone at p, or
// -1 for an empty point or a point off the board.
func (l *Life) BlockAt(p board.Point) int {
	if l == nil || p < 0 || int(p) >= len(l.blockAt) {
		return -1
	}
	return l.blockAt[p]
}

// At returns the verdict on the block at p, and false for an empty point.
func (l *Life) At(p board.Point) (Verdict, bool) {
	id := l.BlockAt(p)
	if id < 0 {
		return Verdict{}, false
	}
	return l.Blocks[id].Verdict, true
}

// Stones returns every stone whose block has status s, sorted.
func (l *Life) Stones(s Status) []board.Point {
	var out []board.Point
	for _, b := range l.Blocks {
		if b.Status == s {
			out = append(out, b.Stones...)
		}
	}
	return sortPoints(out)
}
