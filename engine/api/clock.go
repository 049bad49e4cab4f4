package api

import (
	"context"
	"time"
)

// Clock is a time source: what the engine measures its thinking time and
// deadlines on. RealClock is the wall clock; tests inject a clock that
// advances with the work done (internal/stepclock), so that deadlines are
// tested without asserting wall-clock times.
type Clock interface {
	// Now returns the current time on this clock.
	Now() time.Time
	// WithDeadline returns a copy of ctx that ends, with
	// context.DeadlineExceeded, when this clock reaches d (or when ctx
	// ends), and a function releasing it.
	WithDeadline(ctx context.Context, d time.Time) (context.Context, context.CancelFunc)
}

// RealClock is the wall clock: time.Now and context.WithDeadline.
type RealClock struct{}

// Now returns time.Now().
func (RealClock) Now() time.Time { return time.Now() }

// WithDeadline returns context.WithDeadline(ctx, d).
func (RealClock) WithDeadline(ctx context.Context, d time.Time) (context.Context, context.CancelFunc) {
	return context.WithDeadline(ctx, d)
}
