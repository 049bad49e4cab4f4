package stepclock

import (
	"context"
	"testing"
	"time"
)

// A deadline 10 steps ahead ends at the tenth poll, with DeadlineExceeded
// and its Done channel closed; the time read is the count of steps.
func TestDeadlineEndsAfterSteps(t *testing.T) {
	c := New(time.Millisecond)
	start := c.Peek()
	ctx, cancel := c.WithDeadline(context.Background(), start.Add(10*time.Millisecond))
	defer cancel()
	polls := 0
	for ctx.Err() == nil {
		polls++
		if polls > 100 {
			t.Fatal("the deadline never came")
		}
	}
	took := c.Peek().Sub(start)
	if polls != 9 || ctx.Err() != context.DeadlineExceeded {
		t.Errorf("ended after %d polls with %v, want 9 polls (the tenth step ends it) and DeadlineExceeded", polls, ctx.Err())
	}
	select {
	case <-ctx.Done():
	default:
		t.Error("Done not closed at the deadline")
	}
	if took != 10*time.Millisecond {
		t.Errorf("clock advanced %v, want 10 steps", took)
	}
}

// The parent's cancellation, the cancel function and a deadline already
// passed end the context at once.
func TestDeadlineEndsWithParentAndCancel(t *testing.T) {
	c := New(time.Millisecond)
	parent, stop := context.WithCancel(context.Background())
	ctx, cancel := c.WithDeadline(parent, c.Peek().Add(time.Hour))
	defer cancel()
	stop()
	<-ctx.Done()
	if ctx.Err() != context.Canceled {
		t.Errorf("after the parent's cancel: %v", ctx.Err())
	}
	ctx2, cancel2 := c.WithDeadline(context.Background(), c.Peek().Add(time.Hour))
	cancel2()
	if ctx2.Err() != context.Canceled {
		t.Errorf("after cancel: %v", ctx2.Err())
	}
	ctx3, cancel3 := c.WithDeadline(context.Background(), c.Peek())
	defer cancel3()
	select {
	case <-ctx3.Done():
	default:
		t.Error("a deadline already passed did not end the context")
	}
	if d, ok := ctx3.Deadline(); !ok || d.After(c.Peek()) {
		t.Errorf("Deadline() = %v, %v", d, ok)
	}
}
