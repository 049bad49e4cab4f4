// Package stepclock is a clock for tests that advances with the work done
// instead of with the wall clock: every reading of the time, and every
// poll of a deadline context made from it, moves it forward by a fixed
// step. A computation that polls its context once per search step (as
// cgtgo's analysis does) thus sees time pass in proportion to its steps,
// and a test can check what happens at a deadline, and how many steps
// late a reply comes, on any machine, however busy.
//
// It implements engine/api.Clock.
package stepclock

import (
	"context"
	"sync"
	"time"
)

// Clock is a step clock. Its zero value is not usable; call New.
type Clock struct {
	mu      sync.Mutex
	now     time.Time
	step    time.Duration
	pending []*deadlineCtx
}

// New returns a clock at a fixed date that advances by step at every
// reading.
func New(step time.Duration) *Clock {
	return &Clock{now: time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC), step: step}
}

// Now advances the clock by its step and returns the new time; deadline
// contexts whose deadline it reaches end.
func (c *Clock) Now() time.Time {
	return c.Advance(c.step)
}

// Peek returns the time without advancing the clock.
func (c *Clock) Peek() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d and returns the new time; deadline
// contexts whose deadline it reaches end.
func (c *Clock) Advance(d time.Duration) time.Time {
	c.mu.Lock()
	c.now = c.now.Add(d)
	now := c.now
	var due []*deadlineCtx
	kept := c.pending[:0]
	for _, dc := range c.pending {
		if !now.Before(dc.deadline) {
			due = append(due, dc)
		} else {
			kept = append(kept, dc)
		}
	}
	c.pending = kept
	c.mu.Unlock()
	for _, dc := range due {
		dc.end(context.DeadlineExceeded)
	}
	return now
}

// WithDeadline returns a copy of parent that ends with
// context.DeadlineExceeded once the clock reaches d. Each call of its Err
// method is a poll that advances the clock by one step.
func (c *Clock) WithDeadline(parent context.Context, d time.Time) (context.Context, context.CancelFunc) {
	dc := &deadlineCtx{parent: parent, clock: c, deadline: d, done: make(chan struct{})}
	stop := context.AfterFunc(parent, func() { dc.end(parent.Err()) })
	c.mu.Lock()
	c.pending = append(c.pending, dc)
	c.mu.Unlock()
	c.Advance(0) // a deadline already passed ends the context at once
	return dc, func() {
		stop()
		c.forget(dc)
		dc.end(context.Canceled)
	}
}

// forget drops dc from the pending deadlines.
func (c *Clock) forget(dc *deadlineCtx) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, p := range c.pending {
		if p == dc {
			c.pending = append(c.pending[:i], c.pending[i+1:]...)
			return
		}
	}
}

// deadlineCtx is a context ended by a step clock's deadline.
type deadlineCtx struct {
	parent   context.Context
	clock    *Clock
	deadline time.Time

	mu   sync.Mutex
	done chan struct{}
	err  error
}

// end ends the context with err, once.
func (dc *deadlineCtx) end(err error) {
	dc.mu.Lock()
	defer dc.mu.Unlock()
	if dc.err != nil {
		return
	}
	dc.err = err
	close(dc.done)
}

// Deadline returns the deadline, in the clock's time.
func (dc *deadlineCtx) Deadline() (time.Time, bool) { return dc.deadline, true }

// Done returns a channel closed when the context ends.
func (dc *deadlineCtx) Done() <-chan struct{} { return dc.done }

// Err advances the clock by one step (a poll is a step of work) and
// returns why the context ended, or nil.
func (dc *deadlineCtx) Err() error {
	dc.clock.Now()
	dc.mu.Lock()
	defer dc.mu.Unlock()
	return dc.err
}

// Value returns the parent's value for key.
func (dc *deadlineCtx) Value(key any) any { return dc.parent.Value(key) }
