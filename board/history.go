package board

// Event is one entry of a board's history, in the order it happened: a
// move, or a setup change (SGF AB, AW and AE in one node; GTP gogui-setup
// and handicap stones).
type Event struct {
	// Setup is true for a setup change; Move is then unset.
	Setup bool
	Move  Move
	// Placed lists the points a setup change set, each with its colour
	// after the change (Empty for a stone taken off).
	Placed []Placement
	// ToMove is the player to move before the event.
	ToMove Color
}

// Placement is one point of a setup change with the colour it got.
type Placement struct {
	Point Point
	Color Color
}

// History returns the moves and setup changes that made the position, in
// order: replaying them on an empty board of the same size and rules gives
// the same stones, prisoners and superko history (the player to move
// aside, which SetToMove changes outside the history).
func (b *Board) History() []Event {
	out := make([]Event, len(b.history))
	for i, h := range b.history {
		e := Event{ToMove: h.toMove}
		if h.setup != nil {
			e.Setup = true
			e.Placed = make([]Placement, len(h.setup))
			for j, c := range h.setup {
				e.Placed[j] = Placement{Point: c.p, Color: c.now}
			}
		} else {
			e.Move = h.move
		}
		out[i] = e
	}
	return out
}
