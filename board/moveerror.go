package board

// moveError is the error of an illegal move at a point (occupied, ko,
// suicide, superko): it reads "D4: <reason>" and wraps the reason, so
// errors.Is(err, ErrKo) and the like hold. It is formatted only when read:
// searches try many illegal moves and only look at whether there is an
// error.
type moveError struct {
	p    Point
	size int
	err  error
}

// Error returns the vertex of the move and the reason it is illegal.
func (e *moveError) Error() string { return e.p.Vertex(e.size) + ": " + e.err.Error() }

// Unwrap returns the reason (ErrOccupied, ErrKo, ErrSuicide, ErrSuperko).
func (e *moveError) Unwrap() error { return e.err }
