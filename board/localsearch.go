package board

// ClearKoBan lifts the simple-ko ban for the next move. Local searches use it:
// inside one region there are no moves elsewhere, so a ko ban would wrongly
// last for ever; they detect repetitions themselves instead.
func (b *Board) ClearKoBan() { b.koPoint = NoPoint }

// RestoreKoBan sets the simple-ko point for the player to move (NoPoint for
// none), as searches need when they step back over a pass. It does nothing
// to the history.
func (b *Board) RestoreKoBan(p Point) { b.koPoint = p }
