package testenv

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// StepContext is a deadline placed at a chosen step of a computation
// instead of a chosen time: every call of Err or Done is one check, and
// from the n-th check on the context has ended with
// context.DeadlineExceeded, exactly as a deadline that passed at that
// moment. The same computation therefore stops at the same point on an idle
// machine, a loaded one and under the race detector, which is what a test
// of deadline behaviour needs (no test asserts a wall-clock time).
//
// Checks made through a context derived from it (context.WithCancel,
// WithTimeout) are not counted: such contexts learn of the end only when
// the step context itself is checked. It ends early too when its parent
// ends.
type StepContext struct {
	parent context.Context
	left   atomic.Int64
	checks atomic.Int64
	once   sync.Once
	done   chan struct{}
	err    error       // why it ended, set before done closes
	stop   func() bool // releases the watch on the parent
}

// NewStepContext returns a context that ends at its n-th check (n >= 1;
// n <= 0 ends it at once).
func NewStepContext(parent context.Context, n int) *StepContext {
	c := &StepContext{parent: parent, done: make(chan struct{})}
	c.left.Store(int64(n))
	if n <= 0 {
		c.end(context.DeadlineExceeded)
	}
	c.stop = context.AfterFunc(parent, func() { c.end(parent.Err()) })
	return c
}

// end records why the context ended and closes Done, the first time only.
func (c *StepContext) end(err error) {
	c.once.Do(func() {
		c.err = err
		close(c.done)
	})
}

// check counts one check and ends the context when it is the n-th.
func (c *StepContext) check() {
	c.checks.Add(1)
	if c.left.Add(-1) <= 0 {
		c.end(context.DeadlineExceeded)
	}
}

// Checks returns how many times the context was checked so far.
func (c *StepContext) Checks() int { return int(c.checks.Load()) }

// Release stops watching the parent; call it when the test is done.
func (c *StepContext) Release() { c.stop() }

// Deadline reports the parent's deadline: the step context has none in time.
func (c *StepContext) Deadline() (time.Time, bool) { return c.parent.Deadline() }

// Done counts a check and returns a channel closed once the context ended.
func (c *StepContext) Done() <-chan struct{} {
	c.check()
	return c.done
}

// Err counts a check and returns context.DeadlineExceeded once the n-th
// check was made, the parent's error when the parent ended first, and nil
// otherwise.
func (c *StepContext) Err() error {
	c.check()
	select {
	case <-c.done:
		return c.err
	default:
		return nil
	}
}

// Value is the parent's value for key.
func (c *StepContext) Value(key any) any { return c.parent.Value(key) }
